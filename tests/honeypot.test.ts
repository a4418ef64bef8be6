import { afterEach, describe, expect, it, vi } from "vitest";
import { Honeypot } from "remix-utils/honeypot/server";
import { resetEnvForTests } from "~/lib/env.server";
import { honeypotInputProps, isSpam } from "~/lib/honeypot.server";

// Issue 15: the honeypot's encrypted "valid from" time is made once a minute, not per page view;
// a form rendered with it still posts as a person's.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const formWith = (props: ReturnType<typeof honeypotInputProps>) => {
  const form = new FormData();
  form.set(props.nameFieldName, "");
  if (props.validFromFieldName) {
    form.set(props.validFromFieldName, props.encryptedValidFrom ?? "");
  }
  return form;
};

describe("honeypot props", () => {
  it("are reused for a minute, then made again", () => {
    const start = Date.now();
    const first = honeypotInputProps(start);
    expect(honeypotInputProps(start + 59_000)).toBe(first);
    expect(honeypotInputProps(start + 60_000)).not.toBe(first);
  });

  it("are made again when the secret changes", () => {
    vi.stubEnv("SESSION_SECRET", "the-first-secret-of-this-deployment-01234");
    resetEnvForTests();
    const first = honeypotInputProps();
    vi.stubEnv("SESSION_SECRET", "the-second-secret-of-this-deployment-0123");
    resetEnvForTests();
    const second = honeypotInputProps();
    expect(second).not.toBe(first);
    expect(isSpam(formWith(second))).toBe(false);
  });

  it("a form rendered with minute-old props is a person's; one from the future is not", () => {
    vi.useFakeTimers();
    const rendered = honeypotInputProps(Date.now());
    vi.advanceTimersByTime(59_000);
    expect(isSpam(formWith(rendered))).toBe(false);
    const future = honeypotInputProps(Date.now() + 120_000);
    expect(isSpam(formWith(future))).toBe(true);
  });

  it("a forged 'valid from' is a bot's post, whatever it decrypts to (never a thrown error)", () => {
    vi.stubEnv("SESSION_SECRET", "a-fixed-secret-for-the-forged-values-0123");
    resetEnvForTests();
    const props = honeypotInputProps();
    // None has crypto-js's salted shape; decrypted anyway, some would throw on non-UTF-8 bytes.
    const forgeries = Array.from(
      { length: 200 },
      (_, attempt) => `U2FsdGVkX1${attempt}forged${attempt}`,
    );
    for (const forged of forgeries) {
      const form = formWith(props);
      form.set(props.validFromFieldName ?? "", forged);
      expect(isSpam(form)).toBe(true);
    }
    // Without a whole salt crypto-js draws a random one, so a forgery decrypts to other bytes on
    // every post, now and then to a digit: a time in the past, which would pass.
    // `decrypt` is protected in remix-utils' types, public at run time.
    const withDecrypt = Honeypot.prototype as unknown as {
      decrypt(value: string): string;
    };
    const decrypt = vi.spyOn(withDecrypt, "decrypt").mockReturnValue("5");
    for (const forged of forgeries) {
      const form = formWith(props);
      form.set(props.validFromFieldName ?? "", forged);
      expect(isSpam(form)).toBe(true);
    }
    decrypt.mockRestore();
    expect(isSpam(formWith(props))).toBe(false);
  });

  it("takes a 'valid from' only in crypto-js's shape: salted, base64, whole AES blocks", () => {
    const props = honeypotInputProps();
    // Whatever these decrypt to, say a time long past, only their shape decides.
    const withDecrypt = Honeypot.prototype as unknown as {
      decrypt(value: string): string;
    };
    vi.spyOn(withDecrypt, "decrypt").mockReturnValue("5");
    const salted = (cipherBytes: number, header = "Salted__") =>
      Buffer.concat([
        Buffer.from(header),
        Buffer.alloc(8, 1),
        Buffer.alloc(cipherBytes, 2),
      ]).toString("base64");
    const spamWith = (validFrom: string) => {
      const form = formWith(props);
      form.set(props.validFromFieldName ?? "", validFrom);
      return isSpam(form);
    };
    expect(spamWith(salted(16))).toBe(false);
    // 48 bytes: base64 without padding.
    expect(spamWith(salted(32))).toBe(false);
    for (const forged of [
      salted(0),
      salted(17),
      salted(16, "Unsalted"),
      `!${salted(16)}`,
      `${salted(16)}!`,
      `${salted(16)}===`,
    ]) {
      expect(spamWith(forged)).toBe(true);
    }
  });
});
