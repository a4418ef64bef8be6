import express from "express";
import { request as httpRequest } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitFormBodies } from "../server/body-limits";

// Issue 14: a form body over 100 KB answers 413, one that is not a form 415, one without a
// declared length 411; each with a message, never a crash.
let origin = "";
let close: () => Promise<unknown> = async () => {};

beforeAll(async () => {
  const app = express();
  app.use(limitFormBodies);
  app.all("*", (_req, res) => {
    res.send("reached the page");
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(resolve));
});

afterAll(() => close());

const post = (body: string, contentType: string) =>
  fetch(`${origin}/contact`, {
    method: "POST",
    body,
    headers: { "Content-Type": contentType },
  });

describe("form bodies", () => {
  it("lets a form through, up to 100 KB", async () => {
    const field = `message=${"a".repeat(100 * 1024 - "message=".length)}`;
    const response = await post(field, "application/x-www-form-urlencoded");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("reached the page");
  });

  it("refuses one byte more with 413 and a message", async () => {
    const field = `message=${"a".repeat(100 * 1024 - "message=".length + 1)}`;
    const response = await post(field, "application/x-www-form-urlencoded");
    expect(response.status).toBe(413);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe(
      "text/plain; charset=utf-8",
    );
    expect(await response.text()).toBe(
      "This form is too large to send. Please shorten what you typed and try again.",
    );
  });

  it("refuses JSON and text where a form is expected with 415", async () => {
    for (const [body, type] of [
      ['{"email":"a@b.co"}', "application/json"],
      ["email=a@b.co", "text/plain"],
    ] as const) {
      const response = await post(body, type);
      expect(response.status).toBe(415);
      expect(await response.text()).toMatch(/only accepts forms/);
    }
  });

  it("refuses an empty post that is not a form, or says no type at all, with 415", async () => {
    for (const headers of [
      { "Content-Type": "application/json" },
      {} as Record<string, string>,
    ]) {
      const response = await fetch(`${origin}/auth`, {
        method: "POST",
        headers: { ...headers, "Content-Length": "0" },
      });
      expect(response.status).toBe(415);
    }
  });

  it("lets a form through whatever the case of its type, and spaces before its parameters", async () => {
    const response = await post(
      "email=ada%40example.com",
      "Application/X-WWW-Form-Urlencoded ; charset=UTF-8",
    );
    expect(await response.text()).toBe("reached the page");
  });

  it("lets HEAD and OPTIONS through: they carry no form", async () => {
    for (const method of ["HEAD", "OPTIONS"]) {
      const response = await fetch(`${origin}/contact`, { method });
      expect(response.status, method).toBe(200);
    }
  });

  it("takes a post that declares neither a length nor chunks as empty", async () => {
    const answer = await rawRequest(
      "POST /contact HTTP/1.1\r\nHost: localhost\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/reached the page$/);
  });

  it("never sees a length that is not a number: Node answers 400 first", async () => {
    for (const length of ["1e2", "+5", "0x5", "-1"]) {
      const answer = await rawRequest(
        `POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${length}\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n\r\na=1",
      );
      expect(answer, length).toMatch(/^HTTP\/1\.1 400 /);
    }
  });

  it("lets multipart forms and GETs through", async () => {
    const form = new FormData();
    form.set("email", "ada@example.com");
    const multipart = await fetch(`${origin}/contact`, {
      method: "POST",
      body: form,
    });
    expect(multipart.status).toBe(200);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it("refuses a chunked body without a length with 411", async () => {
    const status = await new Promise((resolve, reject) => {
      const request = httpRequest(
        `${origin}/contact`,
        {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () =>
            resolve({
              code: response.statusCode,
              cacheControl: response.headers["cache-control"],
              text,
            }),
          );
        },
      );
      request.on("error", reject);
      request.write("email=");
      request.end("ada@example.com");
    });
    expect(status).toEqual({
      code: 411,
      cacheControl: "no-store",
      text: "Please send the form again: its length was missing.",
    });
  });
});

/** Sends bytes as they are (fetch and http.request add the headers these tests leave out). */
function rawRequest(text: string) {
  return new Promise<string>((resolve, reject) => {
    const { port } = new URL(origin);
    const socket = connect(Number(port), "127.0.0.1", () => socket.end(text));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}
