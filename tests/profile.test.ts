import { createSession } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { resolveSignedInUser } from "~/lib/profile.server";
import type { AppSession } from "~/lib/session.server";
import { getProfile, UpstreamError } from "~/lib/upstream.server";
import { captureLogs } from "./log-capture";

vi.mock("~/lib/upstream.server", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getProfile: vi.fn(),
}));
const fetchProfile = vi.mocked(getProfile);

const NOW = Date.parse("2026-03-01T12:00:00Z");
const ada = {
  id: 42,
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
  company_name: "Analytical Engines",
  avatar: null,
};

function session(data: Record<string, unknown>) {
  return createSession(data) as unknown as AppSession;
}

describe("resolveSignedInUser", () => {
  it("is signed out, asking nothing, without a token", async () => {
    await expect(resolveSignedInUser(session({}), NOW)).resolves.toEqual({
      status: "signed-out",
      changed: false,
    });
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it("fetches the profile when a token first appears, and keeps it in the session", async () => {
    fetchProfile.mockResolvedValue({
      ...ada,
      user_id: null,
      create_time: "2024-01-01T00:00:00Z",
    });
    const signedIn = session({ token: "tok", profileCheckedAt: 1 });
    const user = { ...ada, create_time: "2024-01-01T00:00:00Z" };
    await expect(resolveSignedInUser(signedIn, NOW)).resolves.toEqual({
      status: "signed-in",
      user,
      changed: true,
    });
    expect(fetchProfile).toHaveBeenCalledWith("tok", {
      signal: expect.any(AbortSignal),
    });
    expect(signedIn.data).toEqual({
      token: "tok",
      user,
      profileLoaded: true,
    });
  });

  it("uses the profile kept in the session without asking again", async () => {
    const kept = session({ token: "tok", user: ada, profileLoaded: true });
    await expect(resolveSignedInUser(kept, NOW)).resolves.toEqual({
      status: "signed-in",
      user: ada,
      changed: false,
    });
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it("drops a kept user that is not a user, and says so in the log", async () => {
    const { records } = captureLogs();
    const tampered = session({
      token: "tok",
      user: { id: 42, firstname: "Ada" },
      profileLoaded: true,
    });
    await expect(resolveSignedInUser(tampered, NOW)).resolves.toEqual({
      status: "signed-in",
      user: null,
      changed: true,
    });
    expect(tampered.has("user")).toBe(false);
    expect(records).toMatchObject([
      {
        level: "error",
        msg: "Failed to parse user info from the session cookie; ignoring it.",
      },
    ]);
  });

  it("keeps the user signed in when the profile cannot be had, and asks again five minutes later", async () => {
    const { records } = captureLogs();
    fetchProfile.mockRejectedValue(
      new UpstreamError("The request failed (HTTP 503). Please try again.", {
        status: 503,
      }),
    );
    const kept = session({ token: "tok", user: ada });
    await expect(resolveSignedInUser(kept, NOW)).resolves.toEqual({
      status: "signed-in",
      user: ada,
      changed: true,
    });
    expect(kept.get("profileCheckedAt")).toBe(NOW);
    expect(records).toMatchObject([
      {
        level: "error",
        msg: "Profile could not be loaded",
        err: { type: "UpstreamError", status: 503 },
      },
    ]);

    await expect(
      resolveSignedInUser(kept, NOW + 5 * 60 * 1000 - 1),
    ).resolves.toEqual({ status: "signed-in", user: ada, changed: false });
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    await resolveSignedInUser(kept, NOW + 5 * 60 * 1000);
    expect(fetchProfile).toHaveBeenCalledTimes(2);
  });

  it("signs the user out when the upstream refuses the token (401)", async () => {
    fetchProfile.mockRejectedValue(
      new UpstreamError("Unauthorized", { status: 401 }),
    );
    const expired = session({ token: "tok", user: ada, profileCheckedAt: 0 });
    await expect(resolveSignedInUser(expired, NOW)).resolves.toEqual({
      status: "signed-out",
      changed: true,
    });
    expect(expired.data).toEqual({});
  });
});
