import { describe, expect, it } from "vitest";
import { modulePreloadLinks } from "./module-preload.server";

const manifest = {
  entry: {
    module: "/assets/entry.client-A.js",
    imports: ["/assets/components-B.js"],
  },
  routes: {
    root: {
      id: "root",
      module: "/assets/root-C.js",
      imports: ["/assets/components-B.js", "/assets/logo-D.js"],
    },
    "routes/pricing": {
      id: "routes/pricing",
      parentId: "root",
      module: "/assets/pricing-E.js",
    },
    "routes/blog": {
      id: "routes/blog",
      parentId: "root",
      module: "/assets/blog-F.js",
    },
  },
};

function linksFor(...routeIds: string[]) {
  return modulePreloadLinks({
    manifest: manifest as never,
    staticHandlerContext: {
      matches: routeIds.map((id) => ({ route: { id } })),
    } as never,
  });
}

describe("modulePreloadLinks", () => {
  it("lists the entry, then each matched route's imports and module, once each", () => {
    expect(linksFor("root", "routes/pricing")).toBe(
      "</assets/entry.client-A.js>; rel=preload; as=script; crossorigin, " +
        "</assets/components-B.js>; rel=preload; as=script; crossorigin, " +
        "</assets/logo-D.js>; rel=preload; as=script; crossorigin, " +
        "</assets/root-C.js>; rel=preload; as=script; crossorigin, " +
        "</assets/pricing-E.js>; rel=preload; as=script; crossorigin",
    );
  });

  it("leaves out the routes that did not match", () => {
    expect(linksFor("root", "routes/pricing")).not.toContain("blog-F");
  });

  it("skips a match the manifest does not know", () => {
    expect(linksFor("root", "routes/gone")).toBe(
      "</assets/entry.client-A.js>; rel=preload; as=script; crossorigin, " +
        "</assets/components-B.js>; rel=preload; as=script; crossorigin, " +
        "</assets/logo-D.js>; rel=preload; as=script; crossorigin, " +
        "</assets/root-C.js>; rel=preload; as=script; crossorigin",
    );
  });
});
