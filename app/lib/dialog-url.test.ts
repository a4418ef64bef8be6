import { describe, expect, it } from "vitest";
import { closeDialogHref, dialogHref, opensDialog } from "./dialog-url";

const at = (href: string) => new URL(href, "http://site.invalid");

describe("closeDialogHref", () => {
  it("drops every dialog's parameters and keeps the page's own", () => {
    expect(
      closeDialogHref(
        at(
          "/pricing?billing=annual&auth=signup&step=2&rel=aden-aiform&rId=r1&email=a%40b.co&vuid=123456",
        ),
      ),
    ).toBe("/pricing?billing=annual");
    expect(closeDialogHref(at("/blog?booking=1"))).toBe("/blog");
    expect(closeDialogHref(at("/blog?page=2&contact=1"))).toBe("/blog?page=2");
  });
});

describe("dialogHref", () => {
  it("never carries another dialog's state", () => {
    expect(
      dialogHref(at("/pricing?auth=signup&step=2"), { auth: "login" }),
    ).toBe("/pricing?auth=login");
    expect(
      dialogHref(at("/pricing?auth=signup&step=2"), { contact: "1" }),
    ).toBe("/pricing?contact=1");
  });
});

describe("opensDialog", () => {
  it("is true for the parameters that open a dialog, not those that qualify one", () => {
    expect(opensDialog("?auth=login")).toBe(true);
    expect(opensDialog("?contact=1")).toBe(true);
    expect(opensDialog("?booking=1")).toBe(true);
    expect(opensDialog("?rel=aden-aiform")).toBe(false);
    expect(opensDialog("?page=2")).toBe(false);
  });
});
