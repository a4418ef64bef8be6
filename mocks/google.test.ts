import { decodeJwt, decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { createGoogleCredential, readGoogleCredential } from "./google";

/** Google-shaped ID tokens: what the mock's Google sign-in reads (mocks/README.md). */

const NOW = Date.parse("2025-03-01T09:00:00Z");

describe("createGoogleCredential", () => {
  it("makes a three-part token shaped like Google's: RS256 header, claims, signature", () => {
    const credential = createGoogleCredential(
      { email: "gia@example.com", given_name: "Gia" },
      NOW,
    );
    const [, , signature] = credential.split(".");
    expect(decodeProtectedHeader(credential)).toEqual({
      alg: "RS256",
      kid: "aden-mock",
      typ: "JWT",
    });
    expect(decodeJwt(credential)).toEqual({
      email: "gia@example.com",
      email_verified: true,
      given_name: "Gia",
      iat: NOW / 1_000,
      exp: NOW / 1_000 + 3_600,
    });
    expect(Buffer.from(signature ?? "", "base64url").toString()).toBe(
      "aden-mock-google-signature",
    );
  });
});

describe("readGoogleCredential", () => {
  it("takes email_verified as Google may send it, a boolean or the text 'true'", () => {
    const credential = createGoogleCredential(
      { email: "gia@example.com", email_verified: "true" },
      NOW,
    );
    expect(readGoogleCredential(credential, NOW)).toMatchObject({
      email: "gia@example.com",
      email_verified: "true",
    });
    expect(
      readGoogleCredential(
        createGoogleCredential(
          { email: "gia@example.com", email_verified: "false" },
          NOW,
        ),
        NOW,
      ),
    ).toBeNull();
  });

  it("refuses a token whose claims are not a Google account's", () => {
    expect(
      readGoogleCredential(
        createGoogleCredential({ email: "not-an-email" }, NOW),
        NOW,
      ),
    ).toBeNull();
  });

  it("is expired from the second its exp names", () => {
    const credential = createGoogleCredential(
      { email: "gia@example.com" },
      NOW,
    );
    const exp = NOW + 3_600_000;
    expect(readGoogleCredential(credential, exp - 1)).not.toBeNull();
    expect(readGoogleCredential(credential, exp)).toBeNull();
  });
});
