import { Link, type LinkProps } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { FOOTER_NAV } from "~/config/footer-navigation";
import { HEADER_NAV } from "~/config/navigation";
import { serverHtml } from "../../../tests/router-html";
import { PrefetchLink, plainAnchorProps } from "./prefetch-link";

const navHrefs = [
  ...HEADER_NAV.flatMap((entry) =>
    entry.kind === "group" ? entry.links : [entry],
  ),
  ...FOOTER_NAV.flatMap((group) => group.links),
]
  .filter((link) => !link.external)
  .map((link) => link.href);

const cases: Array<Omit<LinkProps, "prefetch">> = [
  ...new Set(navHrefs),
  "/",
  "/?contact=1",
  "/blog?page=2#latest",
].map((to) => ({ to, className: "nav", children: `Go to ${to}` }));
cases.push(
  {
    to: "/pricing",
    "aria-label": "Pricing",
    target: "_self",
    replace: true,
    preventScrollReset: true,
    state: { from: "menu" },
    children: "Pricing",
  },
  { to: "/contact", reloadDocument: true, children: "Contact" },
  { to: "/contact", discover: "none", children: "Contact" },
);

describe("PrefetchLink on the server (issue 15)", () => {
  it("is a server build here: the test checks the server half", () => {
    expect(import.meta.env.SSR).toBe(true);
  });

  it.each(cases)("renders what Remix's Link renders for %j", async (props) => {
    expect(await serverHtml(<PrefetchLink {...props} />)).toBe(
      await serverHtml(<Link {...props} prefetch="none" />),
    );
  });

  it.each(["pricing", "../blog", "./next", "//cdn.example.com/x", "/blog?"])(
    "leaves %s, whose href takes the router, to Remix's Link",
    async (to) => {
      expect(plainAnchorProps({ to })).toBeNull();
      expect(await serverHtml(<PrefetchLink to={to}>x</PrefetchLink>)).toBe(
        await serverHtml(
          <Link to={to} prefetch="none">
            x
          </Link>,
        ),
      );
    },
  );

  it("renders every header and footer link without Remix's Link", () => {
    for (const to of navHrefs)
      expect(plainAnchorProps({ to }), to).not.toBeNull();
  });
});
