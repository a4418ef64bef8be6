// A static copy of a page for bench/ssr.mjs: plain Node `http` answering every request with the
// bytes of one file, in a process of its own (as the real server runs), so it never shares an
// event loop with autocannon. Prints its port on stdout once listening.
//   node bench/static-copy.mjs FILE CONTENT-TYPE
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, contentType] = process.argv.slice(2);
const body = readFileSync(file);
const server = createServer((_req, res) => {
  res.writeHead(200, {
    "content-type": contentType,
    "content-length": body.length,
  });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  console.log(server.address().port);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
