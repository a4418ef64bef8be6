import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import axe from "axe-core";
import type { APIRequestContext, Page } from "@playwright/test";
import { DIALOG_PARAMS } from "../../app/lib/dialog-url";
import { ensureJava } from "../../scripts/ensure-java.mjs";
import { drain } from "../batches";

// The checks the quality crawl (issue 16) holds every page to. They return what they found
// rather than asserting, so the crawl can report every page's problems at once and the checker's
// own test (checker.spec.ts) can show that each one catches a broken page.

/** C0 control bytes other than tab, line feed and carriage return: crawlers truncate there. */
export function hasControlBytes(body: Buffer): boolean {
  return body.some(
    (byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d,
  );
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The `content` of the first `<meta>` whose `name` or `property` is `key`. */
function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    if (attribute(tag, "name") === key || attribute(tag, "property") === key) {
      return attribute(tag, "content");
    }
  }
  return undefined;
}

/** The head tags every page must carry, by what a search engine or link preview reads. */
const REQUIRED_META = [
  "description",
  "og:title",
  "og:description",
  "og:url",
  "og:image",
  "twitter:card",
  "twitter:image",
] as const;

/**
 * What is wrong with a page's server-rendered HTML before any validator reads it: stray bytes,
 * content after `</html>`, not exactly one h1, a missing title, description, canonical link, or
 * Open Graph and Twitter tag. Error pages (`noindex`) need only the first three and a title.
 */
export function documentProblems(body: Buffer): string[] {
  const problems: string[] = [];
  if (hasControlBytes(body)) problems.push("contains a C0 control byte");
  const html = body.toString("utf8");
  if (!html.trimEnd().endsWith("</body></html>")) {
    problems.push("has content after </body></html>");
  }
  const h1Count = (html.match(/<h1[\s>]/g) ?? []).length;
  if (h1Count !== 1) problems.push(`has ${h1Count} h1 elements`);
  if (!/<title>[^<]+<\/title>/.test(html)) problems.push("has no title");
  if (metaContent(html, "robots")?.includes("noindex")) return problems;
  if (!/<link\s[^>]*rel="canonical"[^>]*href="https?:\/\//.test(html)) {
    problems.push("has no absolute canonical link");
  }
  for (const key of REQUIRED_META) {
    if (!metaContent(html, key)) problems.push(`has no ${key}`);
  }
  for (const key of ["og:image", "twitter:image"]) {
    const url = metaContent(html, key);
    if (url && !/^https?:\/\//.test(url)) {
      problems.push(`${key} is not absolute`);
    }
  }
  return problems;
}

/** The same-origin URLs an HTML page references: links, images, scripts, stylesheets. */
export function referencesOf(html: string, pageUrl: URL): URL[] {
  const found: URL[] = [];
  for (const match of html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)) {
    const raw = (match[1] ?? "").replaceAll("&amp;", "&");
    if (/^(mailto|tel|javascript|data):/i.test(raw)) continue;
    // `content` holds URLs only in Open Graph and Twitter image tags; anything else is text.
    if (match[0].trimStart().startsWith("content") && !/^https?:\/\//.test(raw))
      continue;
    let url: URL;
    try {
      url = new URL(raw, pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== pageUrl.origin) continue;
    url.hash = "";
    found.push(url);
  }
  return found;
}

export const MAX_CRAWL_URLS = 1500;

/**
 * The key a URL is crawled under. Every page links to itself with a dialog open (`?auth=login`,
 * `?contact=1`): those variants are fetched once for the whole site, not once per page.
 */
function crawlKey(url: URL): string {
  const dialogParams = [...url.searchParams.keys()].filter((key) =>
    (DIALOG_PARAMS as readonly string[]).includes(key),
  );
  if (dialogParams.length === 0) return url.href;
  return `dialog:${dialogParams
    .map((key) => `${key}=${url.searchParams.get(key)}`)
    .sort()
    .join("&")}`;
}

/** Every same-origin URL reachable from `start`, with the ones that answered an error. */
export async function crawlSite(request: APIRequestContext, start: URL) {
  const seen = new Set<string>([crawlKey(start)]);
  const queue: URL[] = [start];
  const referrers = new Map<string, string>();
  const failures: string[] = [];
  let pages = 0;

  async function visit(url: URL) {
    const response = await request.get(url.href, { maxRedirects: 5 });
    if (response.status() >= 400) {
      failures.push(
        `${response.status()} ${url.pathname}${url.search} (linked from ${referrers.get(url.href)})`,
      );
      return;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) {
      return;
    }
    pages += 1;
    for (const reference of referencesOf(await response.text(), url)) {
      const key = crawlKey(reference);
      if (seen.has(key) || seen.size >= MAX_CRAWL_URLS) continue;
      seen.add(key);
      referrers.set(reference.href, `${url.pathname}${url.search}`);
      queue.push(reference);
    }
  }

  await drain(queue, visit);
  return { seen: seen.size, pages, failures };
}

export type NuMessage = { page: string; message: string; extract?: string };

const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

/**
 * The Nu Html Checker's errors on each page, in one Java run for all of them (starting the
 * checker costs seconds; checking a page, milliseconds). Warnings are not errors. Its CSS checker
 * is left out: it predates `@container` and `@property`, which the inlined stylesheet uses
 * (decision 037), and the markup is what this checks. So each `<style>` reaches it empty: the
 * element stays where it is, and the checker no longer parses the same 110 KB stylesheet on every
 * page only to have its messages dropped (half its time). Language detection is off too: it only
 * ever warns.
 */
export function nuHtmlErrors(
  pages: ReadonlyArray<{ name: string; html: string }>,
): NuMessage[] {
  const java = ensureJava();
  const scratch = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const files = pages.map((page, index) => {
      const file = path.join(scratch, `${index}.html`);
      writeFileSync(
        file,
        page.html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, "$1$2"),
      );
      return file;
    });
    let report = "";
    try {
      execFileSync(
        java,
        [
          "-jar",
          vnuJar,
          "--errors-only",
          "--no-langdetect",
          "--filterpattern",
          "CSS: .*",
          "--format",
          "json",
          ...files,
        ],
        { stdio: "pipe", maxBuffer: 64 * 1024 * 1024 },
      );
    } catch (error) {
      // vnu exits 1 when it found errors, and writes its JSON report to stderr either way.
      report = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
      if (!report.trimStart().startsWith("{")) throw error;
    }
    if (!report) return [];
    const { messages } = JSON.parse(report) as {
      messages: Array<{ url: string; message: string; extract?: string }>;
    };
    return messages.map((message) => {
      const index = Number(/(\d+)\.html$/.exec(message.url)?.[1]);
      return {
        page: pages[index]?.name ?? message.url,
        message: message.message,
        extract: message.extract,
      };
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** WCAG 2.0-2.2, levels A and AA: the standard the site is held to. */
const WCAG_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
];

/**
 * axe's WCAG A and AA violations on the page (or inside `include`), one line each.
 *
 * Run the way that costs least here (decision 062), which finds the same violations:
 * - `axe.run` in the page itself, axe's source evaluated once in each frame. Axe's own Playwright
 *   wrapper (dropped for this) ran a partial run per frame finished in a new blank page by
 *   default, and even in its legacy mode parsed the half-megabyte source twice per check and sent
 *   every result back: 1.0 s a check against 0.67 s this way. What its default adds is
 *   cross-origin frames, and the pages under test load nothing from another origin (the crawl
 *   fails any such request).
 * - Only violations collected in full, and only their lines sent back: axe still runs every rule,
 *   but stops building selectors for passing and inapplicable nodes, which nothing here reads.
 */
export async function axeViolations(
  page: Page,
  include?: string,
): Promise<string[]> {
  for (const frame of page.frames()) await frame.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, selector }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(
        selector ? { include: [selector] } : document,
        {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        },
      );
      return results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(", ")})`,
      );
    },
    { tags: WCAG_TAGS, selector: include },
  );
}

/**
 * Listens to a page from now on: console errors, uncaught exceptions, requests that failed or
 * answered 4xx/5xx, and any request that left the site's origin (every third party is off in the
 * tests, so none may be requested at all).
 */
export function watchPage(page: Page, origin: string) {
  const problems: string[] = [];
  // The document's own status is the caller's to judge (error pages answer 404 and 500 on
  // purpose); Chromium also logs that status as a console error, with the document as its source.
  const isDocument = (url: string) => url === page.url();
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (
      message.text().startsWith("Failed to load resource") &&
      isDocument(message.location().url)
    )
      return;
    problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`exception: ${error.message}`));
  page.on("requestfailed", (request) => {
    // Aborted: cancelled by the browser, as leaving a page cancels its prefetches and idle
    // checks. A blocked or broken request fails with another code, or answers an error status.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.push(
      `failed: ${request.url()} (${request.failure()?.errorText ?? "?"})`,
    );
  });
  page.on("response", (response) => {
    const request = response.request();
    const ownDocument =
      request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (response.status() >= 400 && !ownDocument) {
      problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) {
      problems.push(`third party: ${url.origin}${url.pathname}`);
    }
  });
  return {
    /** What happened since the last call, and forget it. */
    take(): string[] {
      return problems.splice(0);
    },
  };
}

/**
 * One size per heading level (docs/design.md, "Type"; decision 057): page headings on one scale,
 * compiled text (.prose) on its own reading scale and a dialog's title on its own, at each width
 * the crawl uses.
 */
export const HEADING_SCALES = {
  1440: {
    page: { H1: "48px", H2: "36px", H3: "20px", H4: "16px" },
    prose: { H2: "24px", H3: "20px" },
    dialog: { H2: "20px" },
  },
  390: {
    page: { H1: "36px", H2: "30px", H3: "20px", H4: "16px" },
    prose: { H2: "24px", H3: "20px" },
    dialog: { H2: "20px" },
  },
} as const;

export type HeadingSize = {
  level: string;
  scale: "page" | "prose" | "dialog";
  size: string;
  /** Line height over font size, to two decimals. */
  lineHeight: number;
  text: string;
  /** The hyphenated words a line ends inside, at their hyphen ("check-" then "ins"). */
  brokenAtHyphen: string[];
};

/** The visible headings of `main` (h1 to h4), with the size the browser gives each. */
export async function visibleHeadings(page: Page): Promise<HeadingSize[]> {
  const headings = page.locator("main").locator("h1, h2, h3, h4");
  const brokenWords = await headings.evaluateAll(wordsBrokenAtHyphen);
  const measured = await page.locator("main").evaluate((main) => {
    return [...main.querySelectorAll("h1, h2, h3, h4")]
      .map((heading, index) => ({ heading, index }))
      .filter(({ heading }) => heading.getClientRects().length > 0)
      .filter(({ heading }) => {
        const box = heading.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      })
      .map(({ heading, index }) => {
        const style = getComputedStyle(heading);
        return {
          index,
          level: heading.tagName,
          scale: heading.closest('[role="dialog"], dialog')
            ? "dialog"
            : heading.closest(".prose")
              ? "prose"
              : "page",
          size: style.fontSize,
          // Two decimals: 52.8 / 48 is 1.0999… in floating point.
          lineHeight:
            Math.round(
              (parseFloat(style.lineHeight) / parseFloat(style.fontSize)) * 100,
            ) / 100,
          text: heading.textContent?.trim().slice(0, 40) ?? "",
        } as const;
      });
  });
  return measured.map(({ index, ...heading }) => ({
    ...heading,
    brokenAtHyphen: brokenWords[index] ?? [],
  }));
}

/**
 * For each element, the hyphenated words a line of it ends inside ("check-" then "ins"): where
 * the letter after a hyphen starts lower than the letter before it. Runs in the page
 * (`locator.evaluateAll`), so it uses nothing from this module.
 */
export function wordsBrokenAtHyphen(elements: Element[]): string[][] {
  return elements.map((element) => {
    const words: string[] = [];
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let next = texts.nextNode(); next; next = texts.nextNode()) {
      const node = next;
      const text = node.textContent ?? "";
      const box = (start: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + 1);
        return range.getBoundingClientRect();
      };
      for (const hyphen of text.matchAll(/(?<=\w)-(?=\w)/g)) {
        const before = box(hyphen.index - 1);
        const after = box(hyphen.index + 1);
        if (after.top >= before.bottom - 1) {
          words.push(
            (text.slice(0, hyphen.index).split(/\s/).at(-1) ?? "") +
              (text.slice(hyphen.index).split(/\s/)[0] ?? ""),
          );
        }
      }
    }
    return words;
  });
}

/** Each heading whose line breaks inside a hyphenated word ("check-" / "ins"). */
export function headingBreakProblems(
  headings: readonly HeadingSize[],
): string[] {
  return headings.flatMap((heading) =>
    heading.brokenAtHyphen.map(
      (word) =>
        `${heading.level} "${heading.text}" breaks "${word}" at its hyphen`,
    ),
  );
}

/** Each heading off its level's size at this width, and each h1 set tighter than 1.1. */
export function headingScaleProblems(
  headings: readonly HeadingSize[],
  width: keyof typeof HEADING_SCALES,
): string[] {
  const problems: string[] = [];
  for (const heading of headings) {
    const scale: Record<string, string> = HEADING_SCALES[width][heading.scale];
    const expected = scale[heading.level];
    if (heading.size !== expected) {
      problems.push(
        `${heading.level} "${heading.text}" is ${heading.size}, not ${expected ?? "a size of the scale"}`,
      );
    }
    if (heading.level === "H1" && heading.lineHeight < 1.1) {
      problems.push(
        `h1 "${heading.text}" has a line height of ${heading.lineHeight}, under 1.1`,
      );
    }
  }
  return problems;
}
