import { describe, expect, it } from "vitest";
import {
  filterChoices,
  filterList,
  filterSlug,
  selectedChoice,
} from "./list-filter.server";

describe("list filter", () => {
  it("slugs a name for the URL", () => {
    expect(filterSlug("HR & Payroll")).toBe("hr-payroll");
    expect(filterSlug("Supply chain")).toBe("supply-chain");
    expect(filterSlug("(Other)")).toBe("other");
  });

  it("lists the values in use, in the given order, with their counts", () => {
    expect(
      filterChoices(
        ["CRM", "Accounting", "CRM"],
        ["Accounting", "Payments", "CRM"],
      ),
    ).toEqual([
      { slug: "accounting", name: "Accounting", count: 1 },
      { slug: "crm", name: "CRM", count: 2 },
    ]);
  });

  it("sorts by name when no order is given", () => {
    expect(
      filterChoices(["Manufacturing", "Construction"]).map((c) => c.name),
    ).toEqual(["Construction", "Manufacturing"]);
  });

  it("reads the requested choice: none, a known one, or 404 for an unknown one", async () => {
    const choices = filterChoices(["Finance", "People"]);
    const at = (search: string) =>
      selectedChoice(new URL(`https://x.test/p${search}`), "category", choices);
    expect(at("")).toBeNull();
    expect(at("?category=people")?.name).toBe("People");
    let thrown: unknown;
    try {
      at("?category=sales");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe(
      "Page Not Found: /p?category=sales",
    );
  });

  it("keeps the entries of the selected choice, with counts from the whole list", () => {
    const entries = [
      { name: "Xero", category: "Accounting" },
      { name: "Slack", category: "Communication" },
      { name: "NetSuite", category: "Accounting" },
    ];
    const at = (search: string) =>
      filterList(
        new URL(`https://x.test/integrations${search}`),
        "category",
        entries,
        (entry) => entry.category,
      );

    const all = at("");
    expect(all.selected).toBeNull();
    expect(all.entries.map((entry) => entry.name)).toEqual([
      "Xero",
      "Slack",
      "NetSuite",
    ]);

    const accounting = at("?category=accounting");
    expect(accounting.selected?.name).toBe("Accounting");
    expect(accounting.entries.map((entry) => entry.name)).toEqual([
      "Xero",
      "NetSuite",
    ]);
    expect(accounting.choices).toEqual([
      { slug: "accounting", name: "Accounting", count: 2 },
      { slug: "communication", name: "Communication", count: 1 },
    ]);
  });
});
