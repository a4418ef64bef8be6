import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as rootLoader } from "~/root";

async function yearOfPageAt(instant: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
  const result = (await rootLoader({
    request: new Request("http://localhost:3000/pricing"),
    params: {},
    context: { cspNonce: "" },
  })) as unknown as { data: { year: number } };
  return result.data.year;
}

describe("the footer's copyright year", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("comes with the page's data, by the server's clock in UTC", async () => {
    expect(await yearOfPageAt("2026-12-31T23:59:59Z")).toBe(2026);
    expect(await yearOfPageAt("2027-01-01T00:00:00Z")).toBe(2027);
  });
});
