import { createSession } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AppSession } from "./session.server";
import { openSignupFromLink } from "./signup-link.server";
import { verifySignupCode } from "./signup.server";

vi.mock("./signup.server", () => ({ verifySignupCode: vi.fn() }));

const verify = vi.mocked(verifySignupCode);

beforeEach(() => {
  verify.mockReset();
});

async function open(address: string) {
  const session = createSession() as AppSession;
  const response = await openSignupFromLink(
    new URL(address, "http://localhost:3000"),
    session,
  );
  return {
    location: response?.headers.get("Location"),
    status: response?.status,
    flashed: session.get("authResult"),
  };
}

describe("the emailed sign-up link (behaviour §2)", () => {
  it("leaves a page without both email and vuid to its loader", async () => {
    for (const address of [
      "/pricing?email=ada%40example.com",
      "/pricing?vuid=123456",
    ]) {
      expect(
        await openSignupFromLink(
          new URL(address, "http://localhost:3000"),
          createSession() as AppSession,
        ),
      ).toBeNull();
    }
    expect(verify).not.toHaveBeenCalled();
  });

  it("checks the code and opens step 2 at the same page, without the link's parameters", async () => {
    verify.mockResolvedValueOnce({ verified: true });
    expect(
      await open(
        "/pricing?billing=annual&email=ada%40example.com&vuid=123456&rel=aden-aiform&rId=rec_42",
      ),
    ).toEqual({
      status: 302,
      location:
        "/pricing?billing=annual&auth=signup&step=2&rel=aden-aiform&rId=rec_42",
      flashed: undefined,
    });
    expect(verify).toHaveBeenCalledWith(expect.anything(), {
      email: "ada@example.com",
      code: "123456",
    });
  });

  it("opens step 1 with the upstream's message next to the code when the check fails", async () => {
    verify.mockResolvedValueOnce({
      verified: false,
      accountExists: false,
      message: "The code has expired",
    });
    const opened = await open("/?email=ada%40example.com&vuid=123456");
    expect(opened.location).toBe("/?auth=signup");
    expect(opened.flashed).toMatchObject({
      form: "signup-email",
      result: { error: { code: ["The code has expired"] } },
    });
  });

  it("opens step 1, saying nothing more, when the account exists already", async () => {
    verify.mockResolvedValueOnce({ verified: false, accountExists: true });
    expect(await open("/?email=ada%40example.com&vuid=123456")).toEqual({
      status: 302,
      location: "/?auth=signup",
      flashed: undefined,
    });
  });

  it("opens step 1 with the field's message for a broken link, checking nothing", async () => {
    const broken = await open("/pricing?email=ada%40example&vuid=123456");
    expect(broken.location).toBe("/pricing?auth=signup");
    expect(broken.flashed).toMatchObject({
      form: "signup-email",
      result: { error: { email: ["Please input a valid email"] } },
    });
    const noCode = await open("/pricing?email=ada%40example.com&vuid=");
    expect(noCode.flashed).toMatchObject({
      form: "signup-email",
      result: { error: { code: ["Please input your signup code"] } },
    });
    expect(verify).not.toHaveBeenCalled();
  });
});
