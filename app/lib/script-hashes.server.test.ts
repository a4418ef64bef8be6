import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes.server";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script a browser runs, once, in order", () => {
    const html =
      '<html><head><script>document.documentElement.dataset.js="1"</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>' +
      '<script type="module">import "/assets/entry.client-abc.js";</script>' +
      '<script src="/assets/x.js"></script>' +
      '<script nonce="">window.__remixContext = {"a":"Côte d’Ivoire"};</script>' +
      '<script>document.documentElement.dataset.js="1"</script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('document.documentElement.dataset.js="1"'),
      sha256('import "/assets/entry.client-abc.js";'),
      sha256('window.__remixContext = {"a":"Côte d’Ivoire"};'),
    ]);
  });

  it("reads src and type written with spaces around '=' or inside the type's quotes", () => {
    const html =
      '<script src = "/assets/x.js"></script>' +
      '<script type = "application/ld+json">{"@type":"Organization"}</script>' +
      '<script type= "application/ld+json">{"@type":"WebSite"}</script>' +
      '<script type=" module ">import "/assets/entry.js";</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('import "/assets/entry.js";'),
    ]);
  });

  it("matches the hash a browser computes for a known script", () => {
    // The CSP specification's own example: alert('Hello, world.');
    expect(
      inlineScriptHashes("<script>alert('Hello, world.');</script>"),
    ).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it("finds nothing in a document without inline scripts", () => {
    expect(inlineScriptHashes('<p>x</p><script src="/a.js"></script>')).toEqual(
      [],
    );
  });
});
