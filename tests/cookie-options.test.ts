import { CSRF } from "remix-utils/csrf/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";

/**
 * The session and anti-forgery cookies' options (issue 14, docs/security.md), every attribute
 * stated: a flag dropped or a lifetime changed fails here.
 */
afterEach(() => {
  vi.unstubAllEnvs();
});

const SECRET = "a-secret-long-enough-to-sign-cookies-0123";

/** Storage is made once per configuration: a new site URL needs fresh modules. */
async function modulesFor(siteUrl: string) {
  vi.stubEnv("SITE_URL", siteUrl);
  vi.stubEnv("SESSION_SECRET", SECRET);
  resetEnvForTests();
  vi.resetModules();
  return {
    sessions: await import("~/lib/session.server"),
    csrf: await import("~/lib/csrf.server"),
  };
}

/** A Set-Cookie header as its name and its attributes, names lower-cased, in order. */
function attributes(setCookie: string) {
  const [pair = "", ...rest] = setCookie.split(";").map((part) => part.trim());
  return {
    name: pair.slice(0, pair.indexOf("=")),
    attributes: rest.map((attribute) => attribute.toLowerCase()).sort(),
  };
}

describe("the session cookie", () => {
  it("over HTTPS: __Host-, 30 days, Path=/, HttpOnly, Secure, SameSite=Lax", async () => {
    const { sessions } = await modulesFor("https://www.example.com");
    const session = await sessions.getSession(
      new Request("https://www.example.com/"),
    );
    session.set("token", "t");
    const cookie = attributes(await sessions.commitSession(session));
    expect(cookie.name).toBe("__Host-aden_session");
    expect(cookie.attributes).toEqual([
      "httponly",
      "max-age=2592000",
      "path=/",
      "samesite=lax",
      "secure",
    ]);
    expect(sessions.SESSION_ABSOLUTE_LIFETIME_SECONDS).toBe(60 * 60 * 24 * 30);
    expect(sessions.SESSION_IDLE_TIMEOUT_SECONDS).toBe(60 * 60 * 24 * 7);
  });

  it("over plain HTTP: no prefix and no Secure, the rest the same", async () => {
    const { sessions } = await modulesFor("http://localhost:3000");
    const session = await sessions.getSession(
      new Request("http://localhost:3000/"),
    );
    session.set("token", "t");
    const cookie = attributes(await sessions.commitSession(session));
    expect(cookie.name).toBe("aden_session");
    expect(cookie.attributes).not.toContain("secure");
    expect(cookie.attributes).toEqual(
      expect.arrayContaining([
        "httponly",
        "max-age=2592000",
        "path=/",
        "samesite=lax",
      ]),
    );
  });

  it("is removed, with the same name and path, when the session ends", async () => {
    const { sessions } = await modulesFor("https://www.example.com");
    const session = await sessions.getSession(
      new Request("https://www.example.com/"),
    );
    const cookie = attributes(await sessions.destroySession(session));
    expect(cookie.name).toBe("__Host-aden_session");
    expect(cookie.attributes).toEqual(
      expect.arrayContaining([
        "path=/",
        "httponly",
        "secure",
        "samesite=lax",
        "expires=thu, 01 jan 1970 00:00:00 gmt",
      ]),
    );
    expect(cookie.attributes.join()).not.toMatch(/max-age/);
  });
});

describe("the anti-forgery cookie", () => {
  it("over HTTPS: __Host-, a browser session long, Path=/, HttpOnly, Secure, SameSite=Lax", async () => {
    const { csrf } = await modulesFor("https://www.example.com");
    const { setCookie, token } = await csrf.issueCsrfToken(
      new Request("https://www.example.com/"),
    );
    const cookie = attributes(setCookie ?? "");
    expect(cookie.name).toBe("__Host-aden_csrf");
    expect(cookie.attributes.sort()).toEqual(
      ["httponly", "path=/", "samesite=lax", "secure"].sort(),
    );
    expect(token).not.toBe("");
    expect(csrf.CSRF_FIELD).toBe("csrf");
  });

  it("over plain HTTP: no prefix and no Secure", async () => {
    const { csrf } = await modulesFor("http://localhost:3000");
    const { setCookie } = await csrf.issueCsrfToken(
      new Request("http://localhost:3000/"),
    );
    const cookie = attributes(setCookie ?? "");
    expect(cookie.name).toBe("aden_csrf");
    expect(cookie.attributes.sort()).toEqual(
      ["httponly", "path=/", "samesite=lax"].sort(),
    );
  });

  it("accepts its own token and refuses another or none", async () => {
    const { csrf } = await modulesFor("http://localhost:3000");
    const { setCookie, token } = await csrf.issueCsrfToken(
      new Request("http://localhost:3000/"),
    );
    const headers = new Headers({ Cookie: (setCookie ?? "").split(";")[0]! });
    const form = (value: string) => {
      const data = new FormData();
      data.set("csrf", value);
      return data;
    };
    expect(await csrf.hasValidCsrfToken(form(token), headers)).toBe(true);
    expect(await csrf.hasValidCsrfToken(form("forged"), headers)).toBe(false);
    expect(await csrf.hasValidCsrfToken(new FormData(), headers)).toBe(false);
    expect(await csrf.hasValidCsrfToken(form(token), new Headers())).toBe(
      false,
    );
  });

  it("lets an unexpected failure through rather than reading it as a forged post", async () => {
    const { csrf } = await modulesFor("http://localhost:3000");
    vi.spyOn(CSRF.prototype, "validate").mockRejectedValue(
      new Error("secret store offline"),
    );
    await expect(
      csrf.hasValidCsrfToken(new FormData(), new Headers()),
    ).rejects.toThrow("secret store offline");
  });
});
