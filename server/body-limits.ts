import type { RequestHandler } from "express";
import { refuseUnreadableForms } from "./form-bodies";

/** The largest form body the site accepts: its biggest form is a few kilobytes. */
export const MAX_FORM_BODY_BYTES = 100 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Issue 14: every page action takes a form, so a body that is not one is refused with 415, one
 * over 100 KB with 413, and one without a declared length with 411 (browsers always send one
 * for a form), all before Remix reads a byte of it. Then a form whose body can't be read, or
 * could be read two ways, is refused by refuseUnreadableForms (server/form-bodies.ts).
 */
export const limitFormBodies: RequestHandler = (req, res, next) => {
  if (
    req.method === "GET" ||
    req.method === "HEAD" ||
    req.method === "OPTIONS"
  ) {
    return next();
  }
  const refuse = (status: number, message: string) =>
    res
      .status(status)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(message);

  // Node's parser has already answered 400 to a Content-Length that is not all digits, or that
  // comes with a Transfer-Encoding.
  const length = req.get("content-length");
  if (length === undefined && req.get("transfer-encoding")) {
    return refuse(411, "Please send the form again: its length was missing.");
  }
  if (Number(length ?? 0) > MAX_FORM_BODY_BYTES) {
    return refuse(
      413,
      "This form is too large to send. Please shorten what you typed and try again.",
    );
  }
  const type = (req.get("content-type") ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  // Empty or not, a post that isn't a form would fail in the action's formData().
  if (!FORM_TYPES.includes(type)) {
    return refuse(415, "This address only accepts forms sent from the site.");
  }
  refuseUnreadableForms(req, res, next);
};
