import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/forms/read-form.server";

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

export const FORM_MESSAGES = {
  unreadable: UNREADABLE_FORM_MESSAGE,
  charset:
    "This form was sent in a character set the site does not read. Please reload the page and try again.",
  repeated:
    "This form sent the same field twice. Please reload the page and try again.",
} as const;

/**
 * The one check of a form's body before any action reads it: limitFormBodies's last step, once
 * it has refused what is not a form, is too large, or has no declared length. A form
 * the actions could fail to read, or read two ways, is answered here in plain text, never
 * stored, with the security headers of every answer:
 * - 400: a multipart form without a valid boundary (1 to 70 characters, RFC 2046) or whose
 *   body does not parse; a urlencoded body with a broken percent-escape or not UTF-8 (raw or
 *   once decoded); a Content-Type that does not parse, or names its boundary or charset twice;
 *   a field sent twice.
 * - 415: a charset other than UTF-8. The body may be well-formed in that charset: it is not a
 *   malformed request (400) but one in a format the site does not take, which is what 415 says
 *   (RFC 9110 §15.5.16), as limitFormBodies answers a body that is not a form.
 *
 * Every field of every form of ours takes one value (a checkbox is one boolean; there is no
 * multiple select), and a browser sends each field once. A repeated field is read as its first
 * value by one reader (`formData.get`: the intent, the return path, the anti-forgery token) and
 * as all of them by another (the form's schema): refused, nothing is read two ways.
 *
 * The body is read here (at most 100 KB) and put back at the front of the request's stream
 * before it ends, so Remix reads it as if untouched.
 */
export const refuseUnreadableForms: RequestHandler = (req, res, next) => {
  const refuse = (status: number, message: string) => {
    // Whatever is left of the body is read and dropped, so a kept-alive connection goes on.
    req.resume();
    res
      .status(status)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(message);
  };
  const header = req.get("content-type") ?? "";
  const mediaType = parseMediaType(header);
  if (!mediaType) return refuse(400, FORM_MESSAGES.unreadable);
  const { essence, parameters } = mediaType;
  // Not a form: limitFormBodies has answered it (415) before this runs.
  if (essence !== URLENCODED && essence !== MULTIPART) return next();

  const charset = parameters.get("charset");
  const boundary = parameters.get("boundary");
  if ((charset?.length ?? 0) > 1 || (boundary?.length ?? 0) > 1) {
    return refuse(400, FORM_MESSAGES.unreadable);
  }
  if (charset && !UTF8_LABELS.has(charset[0]!.toLowerCase())) {
    return refuse(415, FORM_MESSAGES.charset);
  }
  if (essence === MULTIPART && !BOUNDARY.test(boundary?.[0] ?? "")) {
    return refuse(400, FORM_MESSAGES.unreadable);
  }

  // limitFormBodies let through only a declared length of at most 100 KB, or no body at all.
  peekBody(req, Number(req.get("content-length") ?? 0))
    .then(async (body) => {
      // The client went away before sending it all: there is no one to answer.
      if (body === "gone") return;
      if (body === "short") return refuse(400, FORM_MESSAGES.unreadable);
      const names =
        essence === URLENCODED
          ? urlencodedNames(body)
          : await multipartNames(body, header);
      if (!names) return refuse(400, FORM_MESSAGES.unreadable);
      if (new Set(names).size !== names.length) {
        return refuse(400, FORM_MESSAGES.repeated);
      }
      next();
    })
    .catch(next);
};

/** The WHATWG Encoding Standard's names for UTF-8 that a form's Content-Type might carry. */
const UTF8_LABELS = new Set(["utf-8", "utf8"]);

/** RFC 2046 §5.1.1: 1 to 70 of these characters, the last not a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

const TOKEN = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]+";
const ESSENCE = new RegExp(`^[\\t ]*(${TOKEN}/${TOKEN})[\\t ]*`, "y");
const PARAMETER = new RegExp(
  `;[\\t ]*(${TOKEN})=(?:(${TOKEN})|"((?:[\\t\\x20-\\x21\\x23-\\x5b\\x5d-\\x7e\\x80-\\xff]|\\\\[\\t\\x20-\\x7e\\x80-\\xff])*)")[\\t ]*`,
  "y",
);

/**
 * A Content-Type as RFC 9110 §8.3.1 writes it (type/subtype, then `; name=value` with the
 * value a token or a quoted string): the essence in lower case and each parameter's values by
 * lower-case name, in order. Null when it doesn't parse.
 */
export function parseMediaType(
  header: string,
): { essence: string; parameters: Map<string, string[]> } | null {
  ESSENCE.lastIndex = 0;
  const essence = ESSENCE.exec(header);
  if (!essence) return null;
  const parameters = new Map<string, string[]>();
  let at = ESSENCE.lastIndex;
  while (at < header.length) {
    PARAMETER.lastIndex = at;
    const parameter = PARAMETER.exec(header);
    if (!parameter) return null;
    const name = parameter[1]!.toLowerCase();
    const value = parameter[2] ?? parameter[3]!.replace(/\\(.)/gs, "$1");
    parameters.set(name, [...(parameters.get(name) ?? []), value]);
    at = PARAMETER.lastIndex;
  }
  return { essence: essence[1]!.toLowerCase(), parameters };
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * The field names of a urlencoded body (WHATWG URL §5.1), or null when a browser could not have
 * sent it: not UTF-8, a "%" that starts no escape, or an escape that decodes to no UTF-8
 * (an overlong form, a lone surrogate, a stray byte).
 */
export function urlencodedNames(body: Uint8Array): string[] | null {
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    return null;
  }
  const names: string[] = [];
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const separator = pair.indexOf("=");
    const name = separator === -1 ? pair : pair.slice(0, separator);
    const value = separator === -1 ? "" : pair.slice(separator + 1);
    try {
      names.push(decodeURIComponent(name.replaceAll("+", " ")));
      // decodeURIComponent refuses a "%" that starts no escape, and escapes that are not UTF-8,
      // as the Encoding Standard does.
      decodeURIComponent(value.replaceAll("+", " "));
    } catch {
      return null;
    }
  }
  return names;
}

/** The field names of a multipart body as Remix will read it, or null when it doesn't parse. */
async function multipartNames(
  body: Uint8Array,
  contentType: string,
): Promise<string[] | null> {
  try {
    const form = await new Request("http://form.invalid/", {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "Content-Type": contentType },
    }).formData();
    return [...form.keys()];
  } catch {
    return null;
  }
}

/**
 * The whole body, once `length` bytes (the declared Content-Length, which Node holds the client
 * to) have arrived; then back at the front of the stream, which is paused before it can end
 * (Node checks for "one last unshift" before it emits `end`), so the next reader gets every
 * byte. "gone" when the client goes away first; "short" if the body ends before its length.
 */
export function peekBody(
  req: IncomingMessage,
  length: number,
): Promise<Buffer | "gone" | "short"> {
  if (length === 0) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onGone);
      req.off("close", onGone);
    };
    function onData(chunk: Buffer) {
      chunks.push(chunk);
      received += chunk.length;
      if (received < length) return;
      req.pause();
      stop();
      const body = Buffer.concat(chunks);
      req.unshift(body);
      resolve(body);
    }
    function onEnd() {
      stop();
      resolve("short");
    }
    function onGone() {
      stop();
      resolve("gone");
    }
    req.on("data", onData);
    req.resume();
    req.once("end", onEnd);
    req.once("error", onGone);
    req.once("close", onGone);
  });
}
