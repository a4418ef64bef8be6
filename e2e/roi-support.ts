import type { Page } from "@playwright/test";

/** The ROI calculator's field labels (app/lib/roi.ts), by URL parameter. */
export const LABELS = {
  team: "Team size",
  hours: "Manual work per person",
  rate: "Loaded hourly cost",
  automated: "Share of that work automated",
  platform: "Platform cost",
} as const;

/** The typed field (its paired slider has the same name, and the role tells them apart). */
export function field(page: Page, name: keyof typeof LABELS) {
  return page.getByRole("textbox", { name: LABELS[name], exact: true });
}
