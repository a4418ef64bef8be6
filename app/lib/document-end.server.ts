import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const DOCUMENT_END = "</body></html>";

/**
 * Moves the document's closing tags to the very end of the stream. React writes `</body></html>`
 * with the shell, and Remix streams its loader data as scripts after it, so every page ended with
 * "stray" scripts after `</html>`: browsers put them in the body anyway, but validators and
 * some crawlers stop there (issue 16). Holding the two tags back until the stream ends makes the
 * same bytes a well-formed document.
 */
export function closingTagsLast(): Transform {
  let found = false;
  // A chunk may end inside a multi-byte character: the decoder keeps its bytes for the next.
  const decoder = new StringDecoder("utf8");
  // The tail of the previous chunk, in case the tags are split across two writes.
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (found) return callback(null, decoder.write(chunk));
      const text = carry + decoder.write(chunk);
      const at = text.indexOf(DOCUMENT_END);
      if (at !== -1) {
        found = true;
        carry = "";
        return callback(
          null,
          text.slice(0, at) + text.slice(at + DOCUMENT_END.length),
        );
      }
      // Keep back what could be the start of the tags, and never half of a surrogate pair.
      let cut = Math.max(0, text.length - (DOCUMENT_END.length - 1));
      const before = text.charCodeAt(cut - 1);
      if (cut > 0 && before >= 0xd800 && before <= 0xdbff) cut -= 1;
      carry = text.slice(cut);
      callback(null, text.slice(0, cut));
    },
    flush(callback) {
      const rest = carry + decoder.end();
      callback(null, found ? rest + DOCUMENT_END : rest);
    },
  });
}
