import fs, { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publicFiles } from "../server/public-files";

const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serveFolder(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), "public-files-"));
  writeFileSync(path.join(folder, "favicon.svg"), "<svg/>");
  mkdirSync(path.join(folder, "images"));
  writeFileSync(path.join(folder, "images", "logo.svg"), "<svg>logo</svg>");
  const app = express();
  app.use(publicFiles(folder));
  app.get("*", (_req, res) => res.send("page"));
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      servers.push(server);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

describe("publicFiles", () => {
  it("serves the folder's files with an hour of caching", async () => {
    const origin = await serveFolder();
    const icon = await fetch(`${origin}/favicon.svg`);
    expect(await icon.text()).toBe("<svg/>");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${origin}/images/logo.svg`)).text()).toBe(
      "<svg>logo</svg>",
    );
    expect(await (await fetch(`${origin}/images/missing.svg`)).text()).toBe(
      "page",
    );
  });

  it("hands pages on without touching the file system", async () => {
    const origin = await serveFolder();
    const stat = vi.spyOn(fs, "stat");
    for (const page of ["/", "/pricing", "/blog/an-article", "/?contact=1"]) {
      expect(await (await fetch(`${origin}${page}`)).text()).toBe("page");
    }
    expect(stat).not.toHaveBeenCalled();
    await fetch(`${origin}/favicon.svg`);
    expect(stat).toHaveBeenCalled();
  });
});
