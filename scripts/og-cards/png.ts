// The few bytes of PNG the cards need: a text chunk written after the header, and the header and
// text read back by the tests.
import { crc32 } from "node:zlib";

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
/** The signature, then IHDR: length, type, 13 bytes of data, CRC. */
const IHDR_END = SIGNATURE.length + 4 + 4 + 13 + 4;

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** The PNG with an uncompressed UTF-8 text chunk (iTXt) under `keyword`. */
export function withText(png: Buffer, keyword: string, text: string): Buffer {
  // keyword, NUL, not compressed, method 0, no language tag (NUL), no translated keyword (NUL)
  const data = Buffer.concat([
    Buffer.from(`${keyword}\0\0\0\0\0`, "latin1"),
    Buffer.from(text, "utf8"),
  ]);
  return Buffer.concat([
    png.subarray(0, IHDR_END),
    chunk("iTXt", data),
    png.subarray(IHDR_END),
  ]);
}

export type PngInfo = {
  width: number;
  height: number;
  text: Map<string, string>;
};

/** The size from IHDR and the uncompressed iTXt chunks; null when it isn't a PNG. */
export function readPng(bytes: Uint8Array): PngInfo | null {
  const png = Buffer.from(bytes);
  if (!png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null;
  if (png.toString("latin1", 12, 16) !== "IHDR") return null;
  const info: PngInfo = {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    text: new Map(),
  };
  for (let at = SIGNATURE.length; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === "iTXt" && data.length > 0) {
      const keywordEnd = data.indexOf(0);
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const translatedEnd = data.indexOf(0, languageEnd + 1);
      if (data[keywordEnd + 1] === 0) {
        info.text.set(
          data.toString("latin1", 0, keywordEnd),
          data.toString("utf8", translatedEnd + 1),
        );
      }
    }
    at += 12 + length;
  }
  return info;
}
