import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import type {
  BlogPostEntry,
  BusinessProcessEntry,
  CaseStudyEntry,
  ContentIndex,
  IntegrationEntry,
  LegalEntry,
} from "./model";
import {
  createContentStore,
  getContentStore,
  loadContentStore,
  MissingContentBuildError,
} from "./store.server";

const POST_FIELDS = {
  description: "About the post.",
  date: "2025-01-01",
  updated: null,
  author: { name: "Priya Raman", role: "Editor" },
  cover: { src: "/images/blog/post.svg", alt: "A cover" },
  readingMinutes: 2,
  related: [],
};
/** A post; only its slug and tags matter here. */
const post = (slug: string, tags: string[]): BlogPostEntry => ({
  ...POST_FIELDS,
  slug,
  title: `Post ${slug}`,
  tags,
});

const INTEGRATION_FIELDS = {
  category: "Accounting",
  logo: "/images/integrations/x.svg",
  summary: "An integration.",
  website: "https://x.example",
};
/** An integration and the processes it names; the other fields don't matter here. */
const integration = (slug: string, processes: string[]): IntegrationEntry => ({
  ...INTEGRATION_FIELDS,
  slug,
  name: slug.toUpperCase(),
  processes,
});

const process = (
  slug: string,
  integrations: string[],
): BusinessProcessEntry => ({
  category: "Finance",
  summary: "A process.",
  steps: ["One", "Two", "Three"],
  slug,
  title: `Process ${slug}`,
  integrations,
});

const legal: LegalEntry = {
  slug: "privacy",
  title: "Privacy",
  description: "How we treat your data.",
  effective: "2026-11-23",
  contact: "privacy@adenhq.com",
  sections: [{ id: "who-we-are", title: "Who we are" }],
};

const caseStudy: CaseStudyEntry = {
  slug: "tc-boiler",
  customer: "TC Boiler",
  industry: "Industrial services",
  summary: "A story.",
  date: "2024-06-01",
  headline: "One record",
  teamSize: "40 people",
  modules: ["accounting"],
  integrations: ["ledger"],
  figures: { status: "confirmed", items: [] },
  results: [],
  quote: { text: "Good.", attribution: "Someone" },
};

const INDEX: ContentIndex = {
  formatVersion: 3,
  blog: [
    post("close", ["zebra", "finance"]),
    post("payroll", ["finance", "apple"]),
    post("stock", ["finance"]),
  ],
  integrations: [
    integration("chat", ["close"]),
    // "payroll" has no process file: the pair is left out, not an error at run time.
    integration("ledger", ["approval", "payroll", "close"]),
  ],
  businessProcesses: [
    process("approval", ["ledger"]),
    process("close", ["chat", "ledger"]),
  ],
  caseStudies: [caseStudy],
  legal: [legal],
};

describe("the content store", () => {
  // Made in each test, where Stryker's per-test coverage sees the store being built.
  let store: ReturnType<typeof createContentStore>;
  beforeEach(() => {
    store = createContentStore(INDEX, async (file) => `<p>${file}</p>`);
  });

  it("finds each entry by its slug, and null for a slug it doesn't have", () => {
    expect(store.post("payroll")).toEqual({
      post: INDEX.blog[1],
      position: 1,
    });
    expect(store.post("missing")).toBeNull();
    expect(store.integration("chat")?.name).toBe("CHAT");
    expect(store.integration("crm")).toBeNull();
    expect(store.businessProcess("close")?.title).toBe("Process close");
    expect(store.businessProcess("payroll")).toBeNull();
    expect(store.caseStudy("tc-boiler")?.customer).toBe("TC Boiler");
    expect(store.caseStudy("medallion")).toBeNull();
    expect(store.legal("privacy")?.title).toBe("Privacy");
    expect(store.legal("terms-of-service")).toBeNull();
  });

  it("lists the posts of a tag in index order, and each tag most used first, then by name", () => {
    expect(store.postsTagged("finance").map((entry) => entry.slug)).toEqual([
      "close",
      "payroll",
      "stock",
    ]);
    expect(store.postsTagged("people")).toEqual([]);
    expect(store.tags).toEqual([
      { tag: "finance", count: 3 },
      { tag: "apple", count: 1 },
      { tag: "zebra", count: 1 },
    ]);
  });

  it("pairs each integration with the processes it names that exist", () => {
    expect(
      store.pairs.map(
        ({ integration, process }) => `${integration.slug}/${process.slug}`,
      ),
    ).toEqual(["chat/close", "ledger/approval", "ledger/close"]);
    expect(store.pair("ledger", "close")).toEqual({
      integration: INDEX.integrations[1],
      process: INDEX.businessProcesses[1],
    });
    expect(store.pair("ledger", "payroll")).toBeNull();
    expect(store.pair("close", "ledger")).toBeNull();
  });

  it("reads a body once and keeps the 200 most recently read in memory", async () => {
    const readBody = vi.fn(async (file: string) => `<p>${file}</p>`);
    const cached = createContentStore(INDEX, readBody);
    expect(await cached.body("blog", "post-1")).toBe("<p>blog/post-1.html</p>");
    for (let n = 2; n <= 200; n++) await cached.body("blog", `post-${n}`);
    expect(readBody).toHaveBeenCalledTimes(200);
    // All 200 are kept; reading post-1 makes it the most recent.
    expect(await cached.body("blog", "post-1")).toBe("<p>blog/post-1.html</p>");
    expect(readBody).toHaveBeenCalledTimes(200);
    // The 201st pushes out the least recently read: post-2, not post-1.
    await cached.body("blog", "post-201");
    await cached.body("blog", "post-1");
    expect(readBody).toHaveBeenCalledTimes(201);
    await cached.body("blog", "post-2");
    expect(readBody).toHaveBeenLastCalledWith("blog/post-2.html");
    expect(readBody).toHaveBeenCalledTimes(202);
  });
});

describe("loading the compiled content", () => {
  let root = "";
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "content-store-"));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  /** A compiled content folder with one legal body. */
  const compiled = (name: string, index: object = INDEX) => {
    const directory = path.join(root, name);
    mkdirSync(path.join(directory, "legal"), { recursive: true });
    writeFileSync(path.join(directory, "index.json"), JSON.stringify(index));
    writeFileSync(
      path.join(directory, "legal", "privacy.html"),
      `<p>${name}</p>`,
    );
    return directory;
  };

  it("says how to build the content when there is none", () => {
    const directory = path.join(root, "none");
    let thrown: unknown;
    try {
      loadContentStore(directory);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MissingContentBuildError);
    expect((thrown as Error).name).toBe("MissingContentBuildError");
    expect((thrown as Error).message).toBe(
      `No compiled content at ${directory}. Run "npm run build" (or restart "npm run dev"), or set CONTENT_BUILD_DIR.`,
    );
  });

  it("refuses content compiled by another version of the site", () => {
    const directory = compiled("old", { ...INDEX, formatVersion: 2 });
    expect(() => loadContentStore(directory)).toThrow(
      `The compiled content at ${directory} is from another version of the site: rebuild it.`,
    );
  });

  it("reads the bodies from the folder", async () => {
    const store = loadContentStore(compiled("build"));
    expect(await store.body("legal", "privacy")).toBe("<p>build</p>");
  });

  const storeWith = (directory: string, nodeEnv: string) => {
    vi.stubEnv("CONTENT_BUILD_DIR", directory);
    vi.stubEnv("NODE_ENV", nodeEnv);
    resetEnvForTests();
    return getContentStore();
  };
  /** Marks the index as rewritten a minute later, as the dev server's recompile does. */
  const touch = (directory: string) => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(directory, "index.json"), later, later);
  };

  it("keeps the store for the process in production, even when the index changes", () => {
    const directory = compiled("production");
    const store = storeWith(directory, "production");
    expect(getContentStore()).toBe(store);
    touch(directory);
    expect(getContentStore()).toBe(store);
    // Another folder is another build.
    const other = storeWith(compiled("other"), "production");
    expect(other).not.toBe(store);
  });

  it("reloads the store in development when the index is rewritten, and only then", () => {
    const directory = compiled("development");
    const store = storeWith(directory, "development");
    expect(getContentStore()).toBe(store);
    touch(directory);
    const reloaded = getContentStore();
    expect(reloaded).not.toBe(store);
    expect(getContentStore()).toBe(reloaded);
  });
});
