import express from "express";
import { describe, expect, it } from "vitest";
import { redirects } from "../content/redirects";
import { applyRedirects, resolveRedirect } from "../server/redirects";
import { serveForThisTest } from "./http-helpers";

/**
 * The whole redirect table as literals (behaviour §2, "route rules can redirect a path"): deleting
 * a rule, changing its target or its status fails here.
 */
const TABLE = {
  "/case-studies": { to: "/case-studies/tc-boiler", status: 302 },
  "/customer": { to: "/customers", status: 301 },
  "/roi-calculator": { to: "/RoiCalculator", status: 301 },
  "/ecommerce": { to: "/eCommerce", status: 301 },
  "/professional-services": { to: "/professionalServices", status: 301 },
  "/sign-up": { to: "/?auth=signup", status: 302 },
  "/signup": { to: "/?auth=signup", status: 302 },
  "/login": { to: "/?auth=login", status: 302 },
  "/sitemap": { to: "/sitemap.xml", status: 301 },
};

describe("the redirect table", () => {
  it("holds exactly these rules", () => {
    expect(redirects).toStrictEqual(TABLE);
  });

  it.each(Object.entries(TABLE))("resolves %s", (from, rule) => {
    expect(resolveRedirect(from)).toStrictEqual({
      location: rule.to,
      status: rule.status,
    });
  });

  it("keeps the request's query, and the rule's own parameter wins over the request's", () => {
    expect(resolveRedirect("/login?auth=signup&next=%2Fblog")).toStrictEqual({
      location: "/?auth=login&next=%2Fblog",
      status: 302,
    });
    expect(resolveRedirect("/customer?a=1&b=2")).toStrictEqual({
      location: "/customers?a=1&b=2",
      status: 301,
    });
  });

  it("keeps every value of a repeated parameter, and drops every request value of the rule's own", () => {
    expect(resolveRedirect("/customer?tag=a&tag=b")).toStrictEqual({
      location: "/customers?tag=a&tag=b",
      status: 301,
    });
    expect(resolveRedirect("/login?auth=x&auth=y&tag=a&tag=b")).toStrictEqual({
      location: "/?auth=login&tag=a&tag=b",
      status: 302,
    });
  });

  it("matches exact paths only", () => {
    expect(resolveRedirect("/login/extra")).toBeNull();
    expect(resolveRedirect("/Login")).toBeNull();
    expect(resolveRedirect("/")).toBeNull();
    expect(resolveRedirect("/toString")).toBeNull();
  });

  it("takes a table of its own", () => {
    expect(
      resolveRedirect("/old?x=1", { "/old": { to: "/new", status: 301 } }),
    ).toStrictEqual({ location: "/new?x=1", status: 301 });
  });
});

describe("applyRedirects", () => {
  async function serve(): Promise<string> {
    const app = express();
    app.use(applyRedirects);
    app.all("*", (req, res) => res.send(`page ${req.method}`));
    return serveForThisTest(app);
  }

  it("redirects GET and HEAD with the rule's status", async () => {
    const origin = await serve();
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${origin}/customer?x=1`, {
        method,
        redirect: "manual",
      });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/customers?x=1");
    }
  });

  it("leaves other methods and unlisted paths to the app", async () => {
    const origin = await serve();
    const post = await fetch(`${origin}/login`, {
      method: "POST",
      redirect: "manual",
    });
    expect(post.status).toBe(200);
    expect(await post.text()).toBe("page POST");
    const unlisted = await fetch(`${origin}/blog`, { redirect: "manual" });
    expect(unlisted.status).toBe(200);
    expect(await unlisted.text()).toBe("page GET");
  });
});
