import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import {
  CODE_LIFETIME_MS,
  createMockStore,
  hashPassword,
  isValidEmail,
  MAX_WRONG_CODE_TRIES,
  MOCK_JWT_SECRET,
  passwordProblem,
  TOKEN_LIFETIME_SECONDS,
} from "./store";

/** A store on a clock the test moves by hand. */
function storeWithClock(start = Date.parse("2025-03-01T09:00:00Z")) {
  let time = start;
  const store = createMockStore({ now: () => time });
  return {
    store,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** A code that is not the given one. */
const otherThan = (code: string) =>
  String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sign-up codes", () => {
  it("mails a 6-digit code with the sign-up link, the mode and the record id", () => {
    const { store } = storeWithClock();
    const message = store.sendCode("Ada@Example.com ", "aden-ai-form", "rec_9");
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message).toEqual({
      code: message.code,
      link: `/?email=ada%40example.com&vuid=${message.code}`,
      mode: "aden-ai-form",
      rId: "rec_9",
      time: "2025-03-01T09:00:00.000Z",
    });
    expect(store.mailbox("ada@example.com")).toEqual([message]);
    expect(store.mailbox("someone@else.com")).toEqual([]);
  });

  it("accepts the code for 10 minutes, then calls it expired", () => {
    const { store, advance } = storeWithClock();
    const { code } = store.sendCode("ada@example.com", "aden-homepage", null);
    advance(CODE_LIFETIME_MS - 1);
    expect(store.checkCode("ada@example.com", code)).toEqual({ ok: true });
    advance(1);
    expect(store.checkCode("ada@example.com", code)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a code when none was sent", () => {
    const { store } = storeWithClock();
    expect(store.checkCode("ada@example.com", "123456")).toEqual({
      ok: false,
      reason: "no-code",
    });
  });

  it("allows at most 5 wrong tries, after which even the right code is refused", () => {
    const { store } = storeWithClock();
    const { code } = store.sendCode("ada@example.com", "aden-homepage", null);
    const wrong = otherThan(code);
    for (let attempt = 1; attempt < MAX_WRONG_CODE_TRIES; attempt++) {
      expect(store.checkCode("ada@example.com", wrong)).toEqual({
        ok: false,
        reason: "wrong-code",
      });
    }
    expect(store.checkCode("ada@example.com", wrong)).toEqual({
      ok: false,
      reason: "too-many-tries",
    });
    expect(store.checkCode("ada@example.com", code)).toEqual({
      ok: false,
      reason: "too-many-tries",
    });
  });

  it("still takes the right code after 4 wrong tries, and a new code starts a new count", () => {
    const { store } = storeWithClock();
    const first = store.sendCode("ada@example.com", "aden-homepage", null);
    for (let attempt = 1; attempt < MAX_WRONG_CODE_TRIES; attempt++) {
      store.checkCode("ada@example.com", otherThan(first.code));
    }
    expect(store.checkCode("ada@example.com", first.code)).toEqual({
      ok: true,
    });
    for (let attempt = 1; attempt <= MAX_WRONG_CODE_TRIES; attempt++) {
      store.checkCode("ada@example.com", otherThan(first.code));
    }
    const second = store.sendCode("ada@example.com", "aden-homepage", null);
    expect(store.checkCode("ada@example.com", second.code)).toEqual({
      ok: true,
    });
  });

  it("keeps one active code per e-mail and mode: a new one replaces the old", () => {
    const { store } = storeWithClock();
    let first = store.sendCode("ada@example.com", "aden-homepage", null);
    let second = store.sendCode("ada@example.com", "aden-homepage", null);
    while (second.code === first.code) {
      first = second;
      second = store.sendCode("ada@example.com", "aden-homepage", null);
    }
    expect(store.checkCode("ada@example.com", first.code).ok).toBe(false);
    expect(store.checkCode("ada@example.com", second.code)).toEqual({
      ok: true,
    });
    const formCode = store.sendCode("ada@example.com", "aden-ai-form", null);
    expect(store.checkCode("ada@example.com", formCode.code)).toEqual({
      ok: true,
    });
    expect(store.checkCode("ada@example.com", second.code)).toEqual({
      ok: true,
    });
  });

  it("takes the right code with spaces around it", () => {
    const { store } = storeWithClock();
    const { code } = store.sendCode("ada@example.com", "aden-homepage", null);
    expect(store.checkCode("ada@example.com", ` ${code} `)).toEqual({
      ok: true,
    });
  });

  it("a wrong try that ends one mode's code leaves the other mode's", () => {
    const { store } = storeWithClock();
    const first = store.sendCode("ada@example.com", "aden-homepage", null);
    const wrong = otherThan(first.code);
    for (let attempt = 1; attempt < MAX_WRONG_CODE_TRIES; attempt++) {
      store.checkCode("ada@example.com", wrong);
    }
    let second = store.sendCode("ada@example.com", "aden-ai-form", null);
    while (second.code === wrong) {
      second = store.sendCode("ada@example.com", "aden-ai-form", null);
    }
    expect(store.checkCode("ada@example.com", wrong)).toEqual({
      ok: false,
      reason: "wrong-code",
    });
    expect(store.checkCode("ada@example.com", second.code)).toEqual({
      ok: true,
    });
  });

  it("calls codes out of tries so, even when another mode's code has expired", () => {
    const { store, advance } = storeWithClock();
    store.sendCode("ada@example.com", "aden-ai-form", null);
    advance(CODE_LIFETIME_MS - 60_000);
    const { code } = store.sendCode("ada@example.com", "aden-homepage", null);
    advance(60_000);
    for (let attempt = 1; attempt <= MAX_WRONG_CODE_TRIES; attempt++) {
      store.checkCode("ada@example.com", otherThan(code));
    }
    expect(store.checkCode("ada@example.com", code)).toEqual({
      ok: false,
      reason: "too-many-tries",
    });
  });

  it("a wrong code does not spend the code: the right one still signs up", () => {
    const { store } = storeWithClock();
    const { code } = store.sendCode("ada@example.com", "aden-homepage", null);
    expect(store.spendCode("ada@example.com", otherThan(code))).toEqual({
      ok: false,
      reason: "wrong-code",
    });
    expect(store.spendCode("ada@example.com", code)).toEqual({ ok: true });
  });

  it("spending a code signs up once: the code is gone afterwards", () => {
    const { store } = storeWithClock();
    const { code } = store.sendCode("ada@example.com", "aden-homepage", null);
    expect(store.spendCode("ada@example.com", code)).toEqual({ ok: true });
    expect(store.spendCode("ada@example.com", code)).toEqual({
      ok: false,
      reason: "no-code",
    });
  });
});

describe("users and passwords", () => {
  it("keeps only a salted hash of the password and checks it", async () => {
    const { store } = storeWithClock();
    const user = await store.createUser({
      email: "Ada@Example.com",
      password: "correct-horse",
      firstname: "Ada",
    });
    expect(user.email).toBe("ada@example.com");
    expect(user.passwordHash).toMatch(/^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(user.passwordHash).not.toContain("correct-horse");
    expect(await store.authenticate("ADA@example.com", "correct-horse")).toBe(
      user,
    );
    expect(await store.authenticate("ada@example.com", "wrong-horse")).toBe(
      null,
    );
    expect(
      await store.authenticate("nobody@example.com", "correct-horse"),
    ).toBe(null);
  });

  it("two users with the same password get different hashes", async () => {
    const { store } = storeWithClock();
    const a = await store.createUser({
      email: "a@example.com",
      password: "same-password",
    });
    const b = await store.createUser({
      email: "b@example.com",
      password: "same-password",
    });
    expect(a.passwordHash).not.toBe(b.passwordHash);
  });

  it("keeps a hash made beforehand as it is, and checks the password against it", async () => {
    const { store } = storeWithClock();
    const passwordHash = await hashPassword("correct-horse");
    const user = await store.createUser({
      email: "ada@example.com",
      password: "ignored-when-a-hash-is-given",
      passwordHash,
    });
    expect(user.passwordHash).toBe(passwordHash);
    expect(await store.authenticate("ada@example.com", "correct-horse")).toBe(
      user,
    );
    expect(
      await store.authenticate(
        "ada@example.com",
        "ignored-when-a-hash-is-given",
      ),
    ).toBeNull();
  });

  it("refuses a second user with the same e-mail", async () => {
    const { store } = storeWithClock();
    await store.createUser({
      email: "ada@example.com",
      password: "correct-horse",
    });
    await expect(
      store.createUser({ email: " ADA@example.com", password: "other-horse!" }),
    ).rejects.toThrow(/already exists/);
  });

  it("a Google account has no password, and no password signs it in", async () => {
    const { store } = storeWithClock();
    await store.createUser({ email: "g@example.com", firstname: "Gia" });
    expect(await store.authenticate("g@example.com", "")).toBeNull();
    expect(
      await store.authenticate("g@example.com", "anything-at-all"),
    ).toBeNull();
  });

  it("states password problems in the site's words (behaviour §5)", () => {
    expect(passwordProblem("short")).toBe(
      "Your password should contain at least 10 characters",
    );
    expect(passwordProblem("has a space in it")).toBe(
      "Password cannot contain spaces",
    );
    expect(passwordProblem("long-enough-password")).toBeNull();
    expect(passwordProblem("9-letters")).toBe(
      "Your password should contain at least 10 characters",
    );
    expect(passwordProblem("10-letters")).toBeNull();
  });

  it("keeps a new user in the shape of the upstream's profile, ids counting up", async () => {
    const { store } = storeWithClock();
    const ada = await store.createUser({
      email: " Ada@Example.com ",
      password: "correct-horse",
      firstname: "Ada",
      lastname: "Lovelace",
    });
    expect(ada).toEqual({
      id: 1001,
      user_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: "ada@example.com",
      firstname: "Ada",
      lastname: "Lovelace",
      company_name: null,
      avatar: null,
      create_time: "2025-03-01T09:00:00.000Z",
      current_team_id: 51001,
      is_dev: false,
      passwordHash: expect.stringMatching(/^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/),
    });
    const bo = await store.createUser({ email: "bo@example.com" });
    expect([bo.id, bo.current_team_id]).toEqual([1002, 51002]);
  });

  it("takes an e-mail of at most 320 characters, with nothing around it", () => {
    const at320 = `${"a".repeat(308)}@example.com`;
    expect(isValidEmail(at320)).toBe(true);
    expect(isValidEmail(`a${at320}`)).toBe(false);
    expect(isValidEmail("ada lovelace@example.com")).toBe(false);
    expect(isValidEmail("ada@example.com x")).toBe(false);
  });
});

describe("tokens", () => {
  it("signs HS256 tokens whose payload is that of behaviour §3", async () => {
    const { store } = storeWithClock();
    const user = await store.createUser({
      email: "ada@example.com",
      password: "correct-horse",
      firstname: "Ada",
      lastname: "Lovelace",
    });
    const token = await store.issueToken(user);
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "JWT" });
    const payload = decodeJwt(token);
    const iat = Date.parse("2025-03-01T09:00:00Z") / 1_000;
    expect(payload).toEqual({
      id: user.id,
      firstname: "Ada",
      lastname: "Lovelace",
      email: "ada@example.com",
      current_team_id: user.current_team_id,
      is_dev: false,
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
    });
    expect(await store.userOfToken(token)).toBe(user);
  });

  it("refuses a token once it has expired", async () => {
    const { store, advance } = storeWithClock();
    const user = await store.createUser({ email: "ada@example.com" });
    const token = await store.issueToken(user);
    advance(TOKEN_LIFETIME_SECONDS * 1_000 - 1_000);
    expect(await store.userOfToken(token)).toBe(user);
    advance(1_000);
    expect(await store.userOfToken(token)).toBeNull();
  });

  it("refuses tokens it did not issue, even when signed with its key", async () => {
    const { store } = storeWithClock();
    const other = storeWithClock().store;
    const user = await other.createUser({ email: "ada@example.com" });
    await store.createUser({ email: "ada@example.com" });
    const foreign = await other.issueToken(user);
    expect(await store.userOfToken(foreign)).toBeNull();
    expect(await store.userOfToken("not-a-token")).toBeNull();
  });

  it("refuses a token altered and signed with another key", async () => {
    const { store } = storeWithClock();
    const user = await store.createUser({ email: "ada@example.com" });
    const token = await store.issueToken(user);
    const forged = await new SignJWT({ ...decodeJwt(token), is_dev: true })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode(`${MOCK_JWT_SECRET}-but-not-quite`));
    expect(await store.userOfToken(forged)).toBeNull();
    expect(await store.userOfToken(token)).toBe(user);
  });
});

describe("leads", () => {
  it("keeps each lead exactly as received, in order", () => {
    const { store } = storeWithClock();
    const first = { firstname: "Ada", email: "ada@example.com", extra: [1] };
    const second = { firstname: "Bo", email: "bo@example.com" };
    store.addLead(first);
    store.addLead(second);
    expect(store.leads()).toEqual([first, second]);
  });

  it("keeps every lead that carries no Idempotency-Key, and a keyed one once", () => {
    const { store } = storeWithClock();
    expect(store.takeIdempotencyKey(null)).toBe(true);
    expect(store.takeIdempotencyKey(null)).toBe(true);
    expect(store.takeIdempotencyKey("key-1")).toBe(true);
    expect(store.takeIdempotencyKey("key-1")).toBe(false);
  });
});
