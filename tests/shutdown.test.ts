import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleShutdownSignals } from "../server/shutdown";

// A deploy stops the old instance with SIGTERM (docs/deploy.md): it finishes what it has begun,
// tells the load balancer it drains, and exits in time.

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

/**
 * A server whose /held answers once released, and anything else a moment later (as the site
 * does: Remix renders asynchronously); and the shutdown handler it is given.
 */
async function serveWithShutdown() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = { held: 0 };
  const server: Server = createServer((req, res) => {
    if (req.url === "/held") {
      seen.held += 1;
      void released.then(() => res.end("held"));
    } else setImmediate(() => res.end("fast"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const exit = vi
    .spyOn(process, "exit")
    .mockImplementation(() => undefined as never);
  const logged: string[] = [];
  const drained = vi.fn();
  const closed = vi.fn(async () => {});
  const shutdown = handleShutdownSignals(server, {
    onDrain: drained,
    onClose: closed,
    log: (message) => logged.push(message),
  });
  cleanups.push(() => {
    process.off("SIGTERM", shutdown);
    process.off("SIGINT", shutdown);
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  return { port, shutdown, release, seen, exit, logged, drained, closed };
}

/** Opens a connection and sends `request`; resolves with everything the server wrote. */
function rawConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  const ended = new Promise<string>((resolve) =>
    socket.on("close", () => resolve(received)),
  );
  return {
    received: () => received,
    send: (path: string) =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    ended,
  };
}

describe("handleShutdownSignals", () => {
  it("is what SIGTERM and SIGINT call", async () => {
    const { shutdown } = await serveWithShutdown();
    expect(process.listeners("SIGTERM")).toContain(shutdown);
    expect(process.listeners("SIGINT")).toContain(shutdown);
  });

  it("leaves kept-alive connections open until a signal comes", async () => {
    const { port } = await serveWithShutdown();
    const client = rawConnection(port);
    client.send("/fast");
    await expect.poll(() => client.received()).toMatch(/fast$/);
    client.send("/fast");
    await expect.poll(() => client.received()).toMatch(/fast[^]*fast$/);
  });

  it("drains once, finishes the request in flight, closes the connection after it, then exits 0", async () => {
    const { port, shutdown, release, seen, exit, logged, drained, closed } =
      await serveWithShutdown();
    const client = rawConnection(port);
    client.send("/held");
    await expect.poll(() => seen.held).toBe(1);

    shutdown("SIGTERM");
    shutdown("SIGINT");
    expect(drained).toHaveBeenCalledOnce();
    expect(logged).toEqual([
      "SIGTERM received: finishing in-flight requests, then exiting.",
    ]);
    // A request that comes on the open connection meanwhile is answered, and told it's the last.
    client.send("/fast");
    release();
    const received = await client.ended;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*\r\n\r\nheld/);
    expect(received).toMatch(
      /HTTP\/1\.1 200 OK\r\n[^]*Connection: close\r\n[^]*\r\n\r\nfast$/,
    );
    await expect.poll(() => exit.mock.calls).toEqual([[0]]);
    expect(closed).toHaveBeenCalledOnce();
  });

  it("closes a kept-alive connection as soon as its last response is sent", async () => {
    const { port, shutdown, release, seen } = await serveWithShutdown();
    const client = rawConnection(port);
    client.send("/held");
    await expect.poll(() => seen.held).toBe(1);
    shutdown("SIGTERM");
    release();
    let closed = false;
    void client.ended.then(() => (closed = true));
    // Not after the 5 s keep-alive: the response itself was sent before the shutdown began.
    await expect.poll(() => closed, { timeout: 1_000 }).toBe(true);
    expect(await client.ended).toMatch(/Connection: keep-alive\r\n/);
  });

  it("cuts what is still open 9.5 s after the signal and exits 1", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { port, shutdown, seen, exit, logged } = await serveWithShutdown();
    const client = rawConnection(port);
    client.send("/held");
    await vi.waitFor(() => expect(seen.held).toBe(1));
    shutdown("SIGTERM");
    vi.advanceTimersByTime(9_499);
    expect(exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logged.at(-1)).toBe(
      "Shutdown deadline reached: closing the remaining connections.",
    );
    expect(exit.mock.calls).toEqual([[1]]);
    expect(await client.ended).toBe("");
  });
});
