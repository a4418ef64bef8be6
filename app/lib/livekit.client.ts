import type * as LiveKit from "livekit-client";
/** The live video client (behaviour §1): loaded only when a feature asks for it, in its own chunk. */
export type LiveKitClient = typeof LiveKit;

export const LIVEKIT_IMPORT_ERROR = "Error importing LiveKit client";

/**
 * Loads `livekit-client` on demand. When the import fails (offline, a chunk gone after a deploy)
 * it logs behaviour §8's message and answers null, so the caller carries on without video.
 */
export async function loadLiveKit(
  importer: () => Promise<LiveKitClient> = () => import("livekit-client"),
): Promise<LiveKitClient | null> {
  try {
    return await importer();
  } catch (error) {
    console.error(LIVEKIT_IMPORT_ERROR, error);
    return null;
  }
}
