import { describe, expect, it } from "vitest";
import { seedDemoAccounts } from "./seed";
import { createMockStore } from "./store";

describe("the demo accounts", () => {
  it("seeds five accounts that sign in with aden-demo-1234", async () => {
    const store = createMockStore();
    await seedDemoAccounts(store);
    for (const email of [
      "demo@aden.dev",
      "nofirstname@aden.dev",
      "demo@unauthorized.test",
      "demo@profile-fail.test",
      "demo@profile-malformed.test",
    ]) {
      expect(await store.authenticate(email, "aden-demo-1234"), email).toBe(
        store.findUser(email),
      );
      expect(await store.authenticate(email, "aden-demo-12345")).toBeNull();
    }
  });

  it("hashes the demo password once for every store of the process", async () => {
    const first = createMockStore();
    const second = createMockStore();
    await seedDemoAccounts(first);
    await seedDemoAccounts(second);
    const hashOf = (store: typeof first, email: string) =>
      store.findUser(email)?.passwordHash;
    expect(hashOf(first, "demo@aden.dev")).toMatch(
      /^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/,
    );
    expect(hashOf(second, "demo@aden.dev")).toBe(
      hashOf(first, "demo@aden.dev"),
    );
    expect(hashOf(first, "nofirstname@aden.dev")).toBe(
      hashOf(first, "demo@aden.dev"),
    );
  });
});
