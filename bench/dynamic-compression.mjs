// `npm run bench:compression` (issue 30, decision 053): what compressing one signed-in page per
// response costs with each candidate setting of server/compression.ts. For each: CPU time per
// page (the page compressed 40 times, as a stream in Remix's 16 KiB pieces), the bytes sent, and
// the memory 100 responses in flight hold (100 streams, each fed the page but not yet ended:
// their native buffers, read as the growth of this process's resident memory).
// Candidates run in child processes of their own, so one's freed memory can't hide another's.
// It prints a table and asserts nothing (docs/performance.md carries the figures).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const brotli = (quality, lgwin) => ({
  brotli: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    ...(lgwin ? { [zlib.constants.BROTLI_PARAM_LGWIN]: lgwin } : {}),
  },
});
const CANDIDATES = {
  "brotli q4, 4 MiB window (compression's default)": brotli(4),
  "brotli q5, 256 KiB window": brotli(5, 18),
  "brotli q4, 64 KiB window": brotli(4, 16),
  "brotli q3, 64 KiB window": brotli(3, 16),
  "brotli q2, 64 KiB window": brotli(2, 16),
  "brotli q1, 64 KiB window": brotli(1, 16),
  "gzip level 6 (default)": { gzip: { level: 6 } },
  "gzip level 4": { gzip: { level: 4 } },
  "gzip level 6, memLevel 5": { gzip: { level: 6, memLevel: 5 } },
};
const PIECE = 16 * 1024;
const REPEATS = 40;
const IN_FLIGHT = 100;

const createStream = ({ brotli, gzip }) =>
  brotli
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          ...brotli,
        },
      })
    : zlib.createGzip(gzip);

/** Compresses the page once as a stream, in pieces; resolves with the bytes out. */
function compressOnce(page, candidate) {
  return new Promise((resolve, reject) => {
    const stream = createStream(candidate);
    let bytes = 0;
    stream.on("data", (chunk) => (bytes += chunk.length));
    stream.on("end", () => resolve(bytes));
    stream.on("error", reject);
    for (let offset = 0; offset < page.length; offset += PIECE)
      stream.write(page.subarray(offset, offset + PIECE));
    stream.end();
  });
}

const rssMb = () =>
  Number(
    /VmRSS:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))[1],
  ) / 1024;

async function measure(pageFile, name) {
  const page = readFileSync(pageFile);
  const candidate = CANDIDATES[name];
  await compressOnce(page, candidate);
  const cpuBefore = process.cpuUsage();
  let bytes = 0;
  for (let index = 0; index < REPEATS; index += 1)
    bytes = await compressOnce(page, candidate);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / REPEATS;

  const before = rssMb();
  const streams = Array.from({ length: IN_FLIGHT }, () => {
    const stream = createStream(candidate);
    stream.resume();
    stream.write(page);
    return stream;
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const inFlightMb = rssMb() - before;
  for (const stream of streams) stream.destroy();
  return { cpuMs, bytes, inFlightMb };
}

const [, , pageFile, candidate] = process.argv;
if (candidate) {
  process.stdout.write(JSON.stringify(await measure(pageFile, candidate)));
} else {
  const { startBuiltServer } = await import("./built-server.mjs");
  const { BROWSER_HEADERS, loadAverage, signIn } =
    await import("./load-support.mjs");
  const { mkdtempSync, writeFileSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const server = await startBuiltServer({ RATE_LIMIT_SCALE: "100000" });
  const folder = mkdtempSync(path.join(tmpdir(), "bench-compression-"));
  try {
    const cookie = await signIn(server.origin);
    const page = Buffer.from(
      await (
        await fetch(server.origin, {
          headers: {
            ...BROWSER_HEADERS,
            cookie,
            "accept-encoding": "identity",
          },
        })
      ).arrayBuffer(),
    );
    const file = path.join(folder, "page.html");
    writeFileSync(file, page);
    console.log(
      `The signed-in home page, ${Math.round(page.length / 1024)} KiB (load ${loadAverage()}):`,
    );
    console.log(
      "| Setting | CPU ms a page | KiB sent | MB held by 100 in flight |",
    );
    console.log("| --- | ---: | ---: | ---: |");
    for (const name of Object.keys(CANDIDATES)) {
      const result = JSON.parse(
        execFileSync(
          process.execPath,
          [fileURLToPath(import.meta.url), file, name],
          {
            encoding: "utf8",
          },
        ),
      );
      console.log(
        `| ${name} | ${result.cpuMs.toFixed(2)} | ${(result.bytes / 1024).toFixed(1)} | ${Math.round(result.inFlightMb)} |`,
      );
    }
  } finally {
    server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
