/** The answer to a form body that can't be read, from server/form-bodies.ts or an action. */
export const UNREADABLE_FORM_MESSAGE =
  "This form could not be read. Please reload the page and try again.";

/**
 * How every action reads its form. server/form-bodies.ts refuses, before any action runs, every
 * body this could fail on (a multipart form without a boundary or cut short, broken
 * percent-encoding, not UTF-8, a field sent twice), so behind it this never fails. Without it
 * (a test, another server) a body that can't be read is answered, never a 500:
 * - "refuse" (the default): a 400 thrown as a response, with the same message;
 * - "as-empty": an empty form, for the forms that answer a bot as if its post were taken (a
 *   body that is not a form is no visitor's: it fails their honeypot).
 */
export async function readFormData(
  request: Request,
  { unreadable = "refuse" }: { unreadable?: "refuse" | "as-empty" } = {},
): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    if (unreadable === "as-empty") return new FormData();
    // Thrown, not returned: the action stops here and Remix answers with the status.
    throw new Response(UNREADABLE_FORM_MESSAGE, {
      status: 400,
      headers: {
        "Cache-Control": "no-store",
        "Content-Type": "text/plain; charset=utf-8",
      },
    });
  }
}
