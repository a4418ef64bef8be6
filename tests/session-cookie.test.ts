import { afterEach, describe, expect, it, vi } from "vitest";
import { issueCsrfToken } from "~/lib/csrf.server";
import { resetEnvForTests } from "~/lib/env.server";
import { commitSession, getSession } from "~/lib/session.server";

// Issue 14: __Host- cookies over HTTPS (Secure, Path=/, no Domain), signed with SESSION_SECRET,
// several secrets accepted so one can be rotated out without signing everyone out.
const CURRENT = "the-current-secret-that-signs-0123456789";
const PREVIOUS = "the-previous-secret-still-read-012345678";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Session storage is made once per process: a new configuration needs a fresh module. */
async function sessionModuleWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetEnvForTests();
  vi.resetModules();
  return import("~/lib/session.server");
}

describe("session cookie", () => {
  it("is __Host-, Secure, HttpOnly, SameSite=Lax and Path=/ on an https site", async () => {
    const sessions = await sessionModuleWith({
      SITE_URL: "https://www.example.com",
      SESSION_SECRET: CURRENT,
    });
    const session = await sessions.getSession(
      new Request("https://www.example.com/"),
    );
    session.set("token", "t");
    const setCookie = await sessions.commitSession(session);
    expect(setCookie).toMatch(/^__Host-aden_session=/);
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it("has no prefix on a plain-http local site, where Secure cookies would not be kept", async () => {
    const session = await getSession(new Request("http://localhost:3000/"));
    session.set("token", "t");
    const setCookie = await commitSession(session);
    expect(setCookie).toMatch(/^aden_session=/);
    expect(setCookie).not.toContain("Secure");
  });

  it("still reads a cookie signed with the previous secret after rotation", async () => {
    const before = await sessionModuleWith({ SESSION_SECRET: PREVIOUS });
    const old = await before.getSession(new Request("http://localhost:3000/"));
    old.set("token", "kept-through-rotation");
    const cookie = (await before.commitSession(old)).split(";")[0]!;

    const after = await sessionModuleWith({
      SESSION_SECRET: `${CURRENT},${PREVIOUS}`,
    });
    const read = await after.getSession(
      new Request("http://localhost:3000/", { headers: { Cookie: cookie } }),
    );
    expect(read.get("token")).toBe("kept-through-rotation");

    const dropped = await sessionModuleWith({ SESSION_SECRET: CURRENT });
    const unread = await dropped.getSession(
      new Request("http://localhost:3000/", { headers: { Cookie: cookie } }),
    );
    expect(unread.get("token")).toBeUndefined();
  });
});

describe("anti-forgery cookie", () => {
  it("is __Host- and Secure on an https site", async () => {
    vi.stubEnv("SITE_URL", "https://www.example.com");
    vi.stubEnv("SESSION_SECRET", CURRENT);
    resetEnvForTests();
    const { setCookie } = await issueCsrfToken(
      new Request("https://www.example.com/?auth=login"),
    );
    expect(setCookie).toMatch(/^__Host-aden_csrf=.*Path=\/.*HttpOnly.*Secure/);
  });

  it("follows a new configuration without a fresh module", async () => {
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    vi.stubEnv("SESSION_SECRET", CURRENT);
    resetEnvForTests();
    const plain = await issueCsrfToken(new Request("http://localhost:3000/"));
    expect(plain.setCookie).toMatch(/^aden_csrf=/);
    expect(plain.setCookie).not.toMatch(/Secure/);
    const again = await issueCsrfToken(new Request("http://localhost:3000/"));
    expect(again.setCookie).toMatch(/^aden_csrf=/);

    vi.stubEnv("SITE_URL", "https://www.example.com");
    resetEnvForTests();
    const secure = await issueCsrfToken(
      new Request("https://www.example.com/"),
    );
    expect(secure.setCookie).toMatch(/^__Host-aden_csrf=.*Secure/);
  });
});
