import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import {
  axeViolations,
  crawlSite,
  documentProblems,
  headingBreakProblems,
  headingScaleProblems,
  nuHtmlErrors,
  visibleHeadings,
  watchPage,
} from "./checks";

// The checker itself: a page broken the ways a regression would break ours (an unlabelled field,
// a dead link, an image that is missing, invalid nesting, a stray NUL, no social tags) must fail
// each check. Without this, a crawl that passes could be a crawl that no longer looks.

const BROKEN_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Broken | Aden</title></head>
<body><main>
<h1>Broken</h1><h1>Twice</h1>
<ol><svg viewBox="0 0 1 1"></svg><li>Step</li></ol>
<form><input type="text" name="email"></form>
<a href="/gone">A link nobody kept</a>
<img src="/missing.png" alt="">
<p>Côte d\u0000Ivoire</p>
</main></body></html>`;

let server: Server;
let origin = "";

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(BROKEN_PAGE);
    } else {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test("the document check finds the stray byte, the second h1 and the missing head tags", () => {
  const problems = documentProblems(Buffer.from(BROKEN_PAGE));
  expect(problems).toEqual(
    expect.arrayContaining([
      "contains a C0 control byte",
      "has 2 h1 elements",
      "has no absolute canonical link",
      "has no description",
      "has no og:image",
      "has no twitter:card",
    ]),
  );
});

test("the Nu Html Checker finds the invalid nesting", () => {
  const errors = nuHtmlErrors([{ name: "broken", html: BROKEN_PAGE }]);
  expect(errors.map((error) => error.message)).toEqual(
    expect.arrayContaining([expect.stringContaining("“svg” not allowed")]),
  );
  expect(errors.every((error) => error.page === "broken")).toBe(true);
});

test("the link crawl finds the dead link and the missing image", async ({
  request,
}) => {
  const result = await crawlSite(request, new URL("/", origin));
  expect(result.failures).toEqual(
    expect.arrayContaining([
      "404 /gone (linked from /)",
      "404 /missing.png (linked from /)",
    ]),
  );
});

test("the browser checks find the unlabelled field and the failed request", async ({
  page,
}) => {
  const watcher = watchPage(page, origin);
  await page.goto(`${origin}/`);
  await expect(page.getByRole("heading", { name: "Broken" })).toBeVisible();
  expect(await axeViolations(page)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^label: /)]),
  );
  await expect
    .poll(() => watcher.take())
    .toEqual(expect.arrayContaining([`404: ${origin}/missing.png`]));
});

test("the type-scale check finds a heading off its size and a cramped h1", () => {
  expect(
    headingScaleProblems(
      [
        {
          level: "H1",
          scale: "page",
          size: "48px",
          lineHeight: 1,
          text: "Tight",
          brokenAtHyphen: [],
        },
        {
          level: "H2",
          scale: "page",
          size: "30px",
          lineHeight: 1.2,
          text: "Small",
          brokenAtHyphen: [],
        },
        {
          level: "H2",
          scale: "prose",
          size: "24px",
          lineHeight: 1.3,
          text: "Fine",
          brokenAtHyphen: [],
        },
        {
          level: "H4",
          scale: "prose",
          size: "16px",
          lineHeight: 1.4,
          text: "Odd",
          brokenAtHyphen: [],
        },
      ],
      1440,
    ),
  ).toEqual([
    'h1 "Tight" has a line height of 1, under 1.1',
    'H2 "Small" is 30px, not 36px',
    'H4 "Odd" is 16px, not a size of the scale',
  ]);
  expect(
    headingScaleProblems(
      [
        {
          level: "H2",
          scale: "page",
          size: "30px",
          lineHeight: 1.2,
          text: "Phone",
          brokenAtHyphen: [],
        },
      ],
      390,
    ),
  ).toEqual([]);
});

test("the line-break check finds a heading broken at a hyphen, and not one kept whole", async ({
  page,
}) => {
  await page.setContent(`<main>
    <h2 style="width: 7ch; font: 20px monospace">A plan with check-ins</h2>
    <h3 style="width: 7ch; font: 20px monospace">A plan with <span style="white-space: nowrap">check-ins</span></h3>
  </main>`);
  expect(headingBreakProblems(await visibleHeadings(page))).toEqual([
    'H2 "A plan with check-ins" breaks "check-ins" at its hyphen',
  ]);
});
