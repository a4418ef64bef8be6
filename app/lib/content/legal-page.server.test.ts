import { rmSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  contentIndex,
  legalPage,
  writeContentBuild,
} from "../../../tests/content-index";
import type { LegalEntry } from "./model";
import { loadLegalPage } from "./legal-page.server";

let contentDir = "";

/** Serves a build with these legal pages, the privacy policy's body written. */
function useBuild(legal: LegalEntry[]) {
  contentDir = writeContentBuild(contentIndex({ legal }), [
    { collection: "legal", slug: "privacy", html: "<p>We keep little.</p>" },
  ]);
  vi.stubEnv("CONTENT_BUILD_DIR", contentDir);
}

beforeEach(() => {
  vi.stubEnv("SITE_URL", "https://www.example.com");
});

afterEach(() => {
  rmSync(contentDir, { recursive: true, force: true });
});

describe("loadLegalPage", () => {
  it("gives the page, its body, its SEO under Home and the other legal pages", async () => {
    useBuild([
      legalPage("privacy", "Privacy policy"),
      legalPage("terms-of-service", "Terms of service"),
    ]);
    const { data, init } = await loadLegalPage("privacy");
    expect(data).toEqual({
      page: legalPage("privacy", "Privacy policy"),
      html: "<p>We keep little.</p>",
      others: [{ path: "/terms-of-service", title: "Terms of service" }],
      seo: {
        siteUrl: "https://www.example.com",
        path: "/privacy",
        title: "Privacy policy",
        description: "What Privacy policy says.",
        breadcrumbs: [
          { name: "Home", path: "/" },
          { name: "Privacy policy", path: "/privacy" },
        ],
      },
    });
    expect(init).toEqual({
      headers: {
        "Cache-Control":
          "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
      },
    });
  });

  it("answers 404 for a legal page the build doesn't have", async () => {
    useBuild([legalPage("privacy", "Privacy policy")]);
    const thrown: unknown = await loadLegalPage("terms-of-service").catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Page Not Found: /terms-of-service");
  });
});
