import { describe, expect, it, vi } from "vitest";
import { loadLiveKit, type LiveKitClient } from "./livekit.client";

describe("loadLiveKit", () => {
  it("logs behaviour §8's message and answers null when the import fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new TypeError(
      "Failed to fetch dynamically imported module",
    );
    const client = await loadLiveKit(() => Promise.reject(failure));
    expect(client).toBeNull();
    expect(error).toHaveBeenCalledWith(
      "Error importing LiveKit client",
      failure,
    );
  });

  it("answers the module when the import succeeds", async () => {
    const module = { version: "test" } as unknown as LiveKitClient;
    await expect(loadLiveKit(() => Promise.resolve(module))).resolves.toBe(
      module,
    );
  });

  it("imports livekit-client unless told otherwise", async () => {
    const client = await loadLiveKit();
    expect(client?.Room).toBeTypeOf("function");
  });
});
