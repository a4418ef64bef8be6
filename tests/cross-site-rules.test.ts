import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { refuseCrossSiteRequests } from "../server/security";

/**
 * The cross-site check (issue 14, docs/security.md): a state-changing request passes only from
 * this origin. Same-site is not enough: a sibling subdomain is another origin.
 */
let origin = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", true);
  app.use(
    refuseCrossSiteRequests(parseEnv({ SITE_URL: "https://www.example.com" })),
  );
  app.all("*", (req, res) => res.send(`accepted ${req.method}`));
  await new Promise<void>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => server.close();
      resolve();
    });
  });
});
afterAll(() => close());

async function send(method: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}/contact`, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : "a=1",
  });
  return { status: response.status, text: await response.text() };
}

const REFUSED = { status: 403, text: "Cross-site requests are not allowed." };

describe("refuseCrossSiteRequests", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])(
    "refuses a %s the browser marks same-site or cross-site",
    async (method) => {
      for (const fetchSite of ["same-site", "cross-site"]) {
        expect(await send(method, { "Sec-Fetch-Site": fetchSite })).toEqual(
          REFUSED,
        );
      }
    },
  );

  it("refuses a post from a sibling subdomain, another origin of the same site", async () => {
    expect(await send("POST", { Origin: "https://app.example.com" })).toEqual(
      REFUSED,
    );
    expect(await send("POST", { Origin: "http://www.example.com" })).toEqual(
      REFUSED,
    );
    expect(await send("POST", { Origin: "null" })).toEqual(REFUSED);
  });

  it("refuses a same-origin mark when the Origin is foreign", async () => {
    expect(
      await send("POST", {
        "Sec-Fetch-Site": "same-origin",
        Origin: "https://evil.example",
      }),
    ).toEqual(REFUSED);
  });

  it("accepts a post from the site's own origin, however it was reached", async () => {
    const accepted = { status: 200, text: "accepted POST" };
    expect(
      await send("POST", {
        "Sec-Fetch-Site": "same-origin",
        Origin: "https://www.example.com",
      }),
    ).toEqual(accepted);
    // Served under another name (a preview, a proxy): the request's own origin.
    expect(await send("POST", { Origin: origin })).toEqual(accepted);
    expect(
      await send("POST", {
        Origin: "https://preview.example.net",
        "X-Forwarded-Host": "preview.example.net",
        "X-Forwarded-Proto": "https",
      }),
    ).toEqual(accepted);
    // A user's own navigation, and clients that are not browsers.
    expect(await send("POST", { "Sec-Fetch-Site": "none" })).toEqual(accepted);
    expect(await send("POST", {})).toEqual(accepted);
  });

  it.each(["GET", "HEAD", "OPTIONS"])(
    "lets a %s through from anywhere: it changes nothing",
    async (method) => {
      const response = await send(method, {
        "Sec-Fetch-Site": "cross-site",
        Origin: "https://evil.example",
      });
      expect(response.status).toBe(200);
    },
  );
});
