import { describe, expect, it } from "vitest";
import { serverHtml } from "../../../tests/router-html";
import { BillingPreview } from "./billing-preview";

/** The picture's words as a reader gets them: tags dropped, spaces collapsed. */
async function textOf(billing: "monthly" | "annual") {
  const html = await serverHtml(<BillingPreview billing={billing} />);
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

describe("BillingPreview", () => {
  it("shows the example workspace from the pricing page's content, monthly", async () => {
    expect(await textOf("monthly")).toBe(
      [
        "Settings / Billing Northgate Mechanical Team plan",
        "18 users × $29 $522 / month",
        "Automation runs this month 6,420 of 10,000",
        "Form submissions this month 1,180 of 5,000",
        "Billed monthly. Paying yearly would save $1,252.80 a year.",
        "Example: an 18-person mechanical contractor on Team, with its usage this month.",
      ].join(" "),
    );
  });
});
