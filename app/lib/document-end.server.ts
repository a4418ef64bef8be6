import { Transform } from "node:stream";

const DOCUMENT_END = Buffer.from("</body></html>");
const NOTHING: Buffer = Buffer.alloc(0);
const NUL = 0;

/** The bytes without any NUL byte; the same buffer when there is none (nearly always). */
export function withoutNulBytes(bytes: Buffer): Buffer {
  let at = bytes.indexOf(NUL);
  if (at === -1) return bytes;
  const kept: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    kept.push(bytes.subarray(from, at));
    from = at + 1;
    at = bytes.indexOf(NUL, from);
  }
  kept.push(bytes.subarray(from));
  return Buffer.concat(kept);
}

/**
 * The rendered document on its way to the response.
 *
 * - Moves the document's closing tags to the very end of the stream. React writes
 *   `</body></html>` with the shell, and Remix streams its loader data as scripts after it, so
 *   every page ended with "stray" scripts after `</html>`: browsers put them in the body anyway,
 *   but validators and some crawlers stop there (issue 16). Holding the two tags back until the
 *   stream ends makes the same bytes a well-formed document.
 * - Passes on what React writes at once as one chunk (issue 15): React flushes a page in views of
 *   2 KB, and each chunk otherwise crossed the web stream, the Express adapter and a socket write
 *   of its own (about fifty for the home page).
 * - Drops the NUL bytes React 18.3's Node renderer leaves where a multi-byte character doesn't fit
 *   at the end of one of those views: it sends the whole view, its unwritten zero bytes included,
 *   then the character in the next (react#27554, fixed only in React 19, which Remix v2 can't
 *   use). A NUL byte is never part of another character in UTF-8, and the HTML parser replaces or
 *   drops U+0000 anyway, so removing every one changes no character a visitor could see.
 *
 * It works on bytes: the tags are ASCII, so they can't match inside a multi-byte character, and
 * nothing is decoded and encoded again.
 */
export function closingTagsLast(): Transform {
  let found = false;
  // The tail of the previous chunk, in case the tags are split across two writes.
  let carry: Buffer = NOTHING;
  let pending: Buffer[] = [];
  let released = true;

  const stream = new Transform({
    transform(written: Buffer, _encoding, callback) {
      const chunk = withoutNulBytes(written);
      if (found) {
        hold(chunk);
        return callback();
      }
      const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const at = bytes.indexOf(DOCUMENT_END);
      if (at !== -1) {
        found = true;
        carry = NOTHING;
        hold(bytes.subarray(0, at));
        hold(bytes.subarray(at + DOCUMENT_END.length));
        return callback();
      }
      // Keep back what could be the start of the tags.
      const cut = Math.max(0, bytes.length - (DOCUMENT_END.length - 1));
      carry = bytes.subarray(cut);
      hold(bytes.subarray(0, cut));
      callback();
    },
    flush(callback) {
      release();
      callback(null, found ? Buffer.concat([carry, DOCUMENT_END]) : carry);
    },
  });

  // React writes a whole flush synchronously: a microtask later, all of it is here.
  function hold(bytes: Buffer) {
    if (bytes.length === 0) return;
    pending.push(bytes);
    if (released) {
      released = false;
      queueMicrotask(release);
    }
  }
  function release() {
    released = true;
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  }

  return stream;
}
