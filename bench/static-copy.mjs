// A static copy of a page for bench/ssr.mjs and bench/load.mjs: plain Node `http` answering every
// request with the bytes of one file, in a process of its own (as the real server runs), so it
// never shares an event loop with autocannon. With ENCODING, the file is already compressed so
// (`br`, as the page cache stores it) and says so. Prints its port on stdout once listening.
//   node bench/static-copy.mjs FILE CONTENT-TYPE [ENCODING]
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, contentType, encoding] = process.argv.slice(2);
const body = readFileSync(file);
const headers = {
  "content-type": contentType,
  "content-length": body.length,
  ...(encoding
    ? { "content-encoding": encoding, vary: "Accept-Encoding" }
    : {}),
};
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  console.log(server.address().port);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
