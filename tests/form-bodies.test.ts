import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { Agent, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitFormBodies } from "../server/body-limits";
import {
  FORM_MESSAGES,
  parseMediaType,
  peekBody,
  refuseUnreadableForms,
  urlencodedNames,
} from "../server/form-bodies";

// A form body an action could fail to read (a 500 before), or read two ways, is answered 400 (415
// for another charset) in plain text before Remix reads it; every other form reaches Remix whole.
let origin = "";
let close: () => Promise<unknown> = async () => {};

beforeAll(async () => {
  const app = express();
  // As the rate limit does before it (it may wait for Redis): the body is all in by then.
  app.use("/late", (_req, _res, next) => setTimeout(next, 50));
  app.use(limitFormBodies);
  // What @remix-run/express does with the body (createRemixRequest): the form as the action's
  // request.formData() reads it.
  app.all("*", (req, res, next) => {
    new Request(`${origin}${req.originalUrl}`, {
      method: req.method,
      headers: { "Content-Type": req.get("content-type") ?? "" },
      body: createReadableStreamFromReadable(req),
      duplex: "half",
    } as RequestInit)
      .formData()
      .then((form) => {
        res.json(
          [...form].map(([name, value]) => [
            name,
            typeof value === "string" ? value : `file ${value.name}`,
          ]),
        );
      })
      .catch(next);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    });
});

afterAll(() => close());

const post = (body: string | Uint8Array<ArrayBuffer>, contentType: string) =>
  fetch(`${origin}/auth`, {
    method: "POST",
    body,
    headers: { "Content-Type": contentType },
  });

const URLENCODED = "application/x-www-form-urlencoded";
const BOUNDARY = "----WebKitFormBoundaryA1b2C3d4E5f6G7h8";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body as a browser writes it. */
function multipart(fields: [string, string][], boundary = BOUNDARY) {
  return [
    ...fields.map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${boundary}--\r\n`,
  ].join("");
}

async function expectRefused(
  response: Response,
  status: number,
  message: string = FORM_MESSAGES.unreadable,
) {
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(message);
}

describe("forms that reach the actions", () => {
  it("a urlencoded form reaches Remix whole, up to 100 KB", async () => {
    const message = "é".repeat(10_000);
    const body = new URLSearchParams({
      email: "ada@example.com",
      message,
      filler: "a".repeat(100 * 1024 - 10_000 * 6 - 100),
    }).toString();
    expect(body.length).toBeLessThanOrEqual(100 * 1024);
    const response = await post(body, URLENCODED);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      ["email", "ada@example.com"],
      ["message", message],
      ["filler", expect.any(String)],
    ]);
  });

  it("so does a multipart form, as fetch's FormData and as a browser write it", async () => {
    const form = new FormData();
    form.set("email", "ada@example.com");
    form.set("returnTo", "/pricing");
    const fromFetch = await fetch(`${origin}/auth`, {
      method: "POST",
      body: form,
    });
    expect(await fromFetch.json()).toEqual([
      ["email", "ada@example.com"],
      ["returnTo", "/pricing"],
    ]);
    const fromBrowser = await post(
      multipart([["intent", "login"]]),
      `multipart/form-data; charset=UTF-8; boundary="${BOUNDARY}"`,
    );
    expect(await fromBrowser.json()).toEqual([["intent", "login"]]);
  });

  it("takes an empty form, an empty field, and charset utf-8 in any case", async () => {
    expect(await (await post("", URLENCODED)).json()).toEqual([]);
    expect(await (await post("a=&b", URLENCODED)).json()).toEqual([
      ["a", ""],
      ["b", ""],
    ]);
    for (const charset of ["utf-8", "UTF-8", '"utf-8"', "utf8"]) {
      const response = await post(
        "a=%C3%A9",
        `${URLENCODED}; charset=${charset}`,
      );
      expect(await response.json()).toEqual([["a", "é"]]);
    }
  });

  it("reaches Remix whole when it was all in before the check, or comes in pieces", async () => {
    const late = await fetch(`${origin}/late/auth`, {
      method: "POST",
      body: "a=1&b=2",
      headers: { "Content-Type": URLENCODED },
    });
    expect(await late.json()).toEqual([
      ["a", "1"],
      ["b", "2"],
    ]);

    const body = `a=${"x".repeat(40_000)}&b=${"y".repeat(40_000)}`;
    const slow = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        `${origin}/auth`,
        {
          method: "POST",
          headers: {
            "Content-Type": URLENCODED,
            "Content-Length": body.length,
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve(text));
        },
      );
      request.on("error", reject);
      const pieces = body.match(/[^]{1,10000}/g) ?? [];
      const write = () => {
        const piece = pieces.shift();
        if (piece === undefined) return request.end();
        request.write(piece);
        setTimeout(write, 10);
      };
      write();
    });
    expect(JSON.parse(slow)).toEqual([
      ["a", "x".repeat(40_000)],
      ["b", "y".repeat(40_000)],
    ]);
  });

  it("keeps the connection going after a refusal (the body is drained)", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: string) =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const request = httpRequest(
          `${origin}/auth`,
          {
            agent,
            method: "POST",
            headers: {
              "Content-Type": URLENCODED,
              "Content-Length": Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume();
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                socket: request.socket,
              }),
            );
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    const refused = await send(`a=1&a=2&pad=${"x".repeat(90_000)}`);
    const taken = await send("a=1");
    agent.destroy();
    expect(refused.status).toBe(400);
    expect(taken.status).toBe(200);
    expect(taken.socket).toBe(refused.socket);
  });
});

describe("forms refused before any action reads them", () => {
  it.each([
    ["no boundary", "multipart/form-data"],
    ["an empty boundary", "multipart/form-data; boundary="],
    ["an empty quoted boundary", 'multipart/form-data; boundary=""'],
    [
      "a boundary of 71 characters",
      `multipart/form-data; boundary=${"a".repeat(71)}`,
    ],
    ["a boundary ending in a space", 'multipart/form-data; boundary="abc "'],
    [
      "a boundary with a character RFC 2046 has not",
      'multipart/form-data; boundary="a*b"',
    ],
    ["two boundaries", `${MULTIPART}; boundary=other`],
    ["a Content-Type that doesn't parse", 'multipart/form-data; boundary="abc'],
    ["a parameter without a value", `${URLENCODED}; charset`],
  ])("multipart or urlencoded with %s: 400", async (_case, contentType) => {
    await expectRefused(await post(multipart([["a", "b"]]), contentType), 400);
  });

  it.each([
    ["71 characters", "c".repeat(71)],
    ["a character RFC 2046 has not", "a*b"],
  ])(
    "a boundary of %s: 400, though the body is written with it",
    async (_case, boundary) => {
      await expectRefused(
        await post(
          multipart([["a", "b"]], boundary),
          `multipart/form-data; boundary="${boundary}"`,
        ),
        400,
      );
    },
  );

  it("a boundary of 70 characters is taken", async () => {
    const boundary = "b".repeat(70);
    const response = await post(
      multipart([["a", "b"]], boundary),
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(await response.json()).toEqual([["a", "b"]]);
  });

  it.each([
    ["garbage", "this is not multipart"],
    [
      "a part cut short",
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n`,
    ],
    [
      "a broken part header",
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a\r\n\r\nb\r\n--${BOUNDARY}--\r\n`,
    ],
    ["no body at all", ""],
  ])("multipart whose body is %s: 400", async (_case, body) => {
    await expectRefused(await post(body, MULTIPART), 400);
  });

  it.each([
    ["iso-8859-1", URLENCODED],
    ["windows-1252", URLENCODED],
    ['"Shift_JIS"', URLENCODED],
    ["utf-16", MULTIPART],
  ])("charset=%s: 415", async (charset, type) => {
    const body = type === URLENCODED ? "name=%E9" : multipart([["name", "é"]]);
    await expectRefused(
      await post(body, `${type}; charset=${charset}`),
      415,
      FORM_MESSAGES.charset,
    );
  });

  it("two charsets: 400", async () => {
    await expectRefused(
      await post("a=b", `${URLENCODED}; charset=utf-8; charset=latin1`),
      400,
    );
  });

  it.each([
    ["a % that starts no escape", "name=100%"],
    ["a broken escape", "name=%zz"],
    ["an escape cut short", "name=%4"],
    ["an escape in the name", "na%me=x"],
    ["an overlong UTF-8 escape", "name=Ada%C0%AF"],
    ["a lone surrogate, escaped", "name=Ada%ED%A0%80"],
    ["a Latin-1 byte, escaped", "name=caf%E9"],
    ["a code point past U+10FFFF", "name=%F4%90%80%80"],
  ])("urlencoded with %s: 400", async (_case, body) => {
    await expectRefused(await post(body, URLENCODED), 400);
  });

  it("urlencoded whose raw bytes are not UTF-8: 400", async () => {
    await expectRefused(
      await post(
        Uint8Array.from([...Buffer.from("name=caf"), 0xe9]),
        URLENCODED,
      ),
      400,
    );
  });

  it.each([
    ["urlencoded", "intent=login&email=a%40b.co&intent=register", URLENCODED],
    [
      "urlencoded, the name escaped",
      "returnTo=%2F&return%54o=%2Fpricing",
      URLENCODED,
    ],
    [
      "multipart",
      multipart([
        ["csrf", "a"],
        ["csrf", "b"],
      ]),
      MULTIPART,
    ],
  ])("a field sent twice (%s): 400", async (_case, body, type) => {
    await expectRefused(await post(body, type), 400, FORM_MESSAGES.repeated);
  });
});

describe("parseMediaType", () => {
  it("reads the essence and parameters as RFC 9110 writes them", () => {
    expect(
      parseMediaType('Multipart/Form-Data ; Boundary="a\\"b c" ;charset=UTF-8'),
    ).toEqual({
      essence: "multipart/form-data",
      parameters: new Map([
        ["boundary", ['a"b c']],
        ["charset", ["UTF-8"]],
      ]),
    });
    for (const broken of [
      "",
      "text",
      "text/",
      "a/b; c",
      'a/b; c="d',
      "a/b c",
    ]) {
      expect(parseMediaType(broken), broken).toBeNull();
    }
  });
});

describe("urlencodedNames", () => {
  it("decodes the names as the WHATWG parser does", () => {
    expect(urlencodedNames(Buffer.from("a+b=1&&%C3%A9=2&c&=3"))).toEqual([
      "a b",
      "é",
      "c",
      "",
    ]);
  });

  it("refuses a broken escape in the value of a one-letter field", () => {
    expect(urlencodedNames(Buffer.from("a=%zz"))).toBeNull();
    expect(urlencodedNames(Buffer.from("b=1&a=100%"))).toBeNull();
  });
});

describe("refuseUnreadableForms", () => {
  it("leaves a body that is not a form to whoever reads it", async () => {
    const app = express();
    app.use(refuseUnreadableForms);
    app.all("*", express.text({ type: "*/*" }), (req, res) => {
      res.send(`read ${String(req.body)}`);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const response = await fetch(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      {
        method: "POST",
        body: "a=1&a=2",
        headers: { "Content-Type": "text/plain" },
      },
    );
    server.close();
    expect(await response.text()).toBe("read a=1&a=2");
  });
});

describe("peekBody", () => {
  /** A request's body stream, fed by the test. */
  function body() {
    return new PassThrough() as unknown as IncomingMessage & PassThrough;
  }

  it("waits for every piece of the declared length, then gives the next reader every byte", async () => {
    const req = body();
    const peeked = peekBody(req, 7);
    req.write("a=1");
    await Promise.resolve();
    req.write("&b=2");
    req.end();
    expect((await peeked).toString()).toBe("a=1&b=2");
    // Nothing of the peek is left listening.
    expect(
      ["data", "end", "error", "close"].map((event) =>
        req.listenerCount(event),
      ),
    ).toEqual([0, 0, 0, 0]);
    const read: Buffer[] = [];
    req.on("data", (chunk: Buffer) => read.push(chunk));
    const ended = new Promise((resolve) => req.once("end", resolve));
    req.resume();
    await ended;
    expect(Buffer.concat(read).toString()).toBe("a=1&b=2");
  });

  it("says short when the body ends before its length", async () => {
    const req = body();
    const peeked = peekBody(req, 10);
    req.end("a=1");
    expect(await peeked).toBe("short");
  });

  it("says gone when the client goes away or the stream fails", async () => {
    const closed = body();
    const closedPeek = peekBody(closed, 10);
    closed.write("a=1");
    closed.destroy();
    expect(await closedPeek).toBe("gone");
    const failed = body();
    const failedPeek = peekBody(failed, 10);
    failed.destroy(new Error("aborted"));
    expect(await failedPeek).toBe("gone");
  });
});
