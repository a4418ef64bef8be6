import { expect, test, type Page } from "@playwright/test";
import { chromiumLaunch } from "../../playwright.config";
import { navigateToPricingInApp, hydratedFooter } from "../support";
import { DEMO } from "../auth-support";
import { fillContactForm, submitButton } from "../contact-support";
import {
  boots,
  fakeIntercom,
  fakePostHog,
  HOST_RESOLVER_RULE,
  INTERCOM_APP_ID,
  INTERCOM_EU_API_BASE,
  INTERCOM_WIDGET_URL,
  intercomCalls,
  logOut,
  POSTHOG_HOST,
  POSTHOG_KEY,
  signInAt,
  useThirdPartyServer,
  type PostHogEvent,
} from "../third-party-support";

/**
 * behaviour §1, §2, §4 with every third party configured: PostHog, Sentry and the support chat load
 * after idle, from stand-ins that record what they are told (see third-party-support.ts).
 */
const servers = useThirdPartyServer();
const at = (path: string) => `${servers().origin}${path}`;
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, HOST_RESOLVER_RULE],
  },
});

async function settle(page: Page, path: string) {
  await page.goto(at(path));
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

function markDocument(page: Page) {
  return page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
}

const isSameDocument = (page: Page) =>
  page.evaluate(() =>
    Boolean((window as { sameDocument?: boolean }).sameDocument),
  );

const pageviewsOf = (events: PostHogEvent[], path: string) =>
  events.filter(
    (event) =>
      event.event === "$pageview" &&
      new URL(String(event.properties.$current_url)).pathname === path,
  );

test("PostHog starts with the key, counts client navigations once, identifies after sign-in and resets after logout", async ({
  page,
}) => {
  const posthog = await fakePostHog(page);
  await fakeIntercom(page);

  await settle(page, "/");
  await expect
    .poll(() => pageviewsOf(posthog.events(), "/").length)
    .toBeGreaterThan(0);
  const [firstView] = pageviewsOf(posthog.events(), "/");
  expect(firstView!.properties.token).toBe(POSTHOG_KEY);
  // person_profiles 'identified_only': an anonymous visitor makes no person profile.
  expect(firstView!.properties.$process_person_profile).toBe(false);
  const anonymousId = firstView!.properties.distinct_id;

  // A client navigation is one page view (History API capture, nothing manual besides).
  await markDocument(page);
  await (
    await hydratedFooter(page)
  )
    .getByRole("link", { name: "Privacy", exact: true })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect
    .poll(() => pageviewsOf(posthog.events(), "/privacy").length)
    .toBe(1);
  expect(await isSameDocument(page)).toBe(true);

  // Real-user speed: Web Vitals arrive as events.
  await expect
    .poll(() =>
      posthog
        .events()
        .filter((event) => event.event === "web_vitals")
        .map((event) => event.properties.metric),
    )
    .toContain("TTFB");

  await signInAt(page, servers().origin, DEMO.email, DEMO.password);
  await settle(page, "/");
  await expect
    .poll(() => posthog.events().filter((e) => e.event === "$identify"))
    .toHaveLength(1);
  const identify = posthog.events().find((e) => e.event === "$identify")!;
  const userId = identify.properties.distinct_id;
  expect(userId).toBeTruthy();
  expect(userId).not.toBe(anonymousId);
  expect(identify.properties.$anon_distinct_id).toBe(anonymousId);
  expect(identify.$set).toMatchObject({ email: DEMO.email, name: "Demo User" });

  await logOut(page);
  await (
    await hydratedFooter(page)
  )
    .getByRole("link", { name: "Terms", exact: true })
    .click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect
    .poll(() => pageviewsOf(posthog.events(), "/terms-of-service").length)
    .toBe(1);
  const [afterLogout] = pageviewsOf(posthog.events(), "/terms-of-service");
  expect(afterLogout!.properties.distinct_id).not.toBe(userId);
  expect(afterLogout!.properties.distinct_id).not.toBe(anonymousId);
  expect(afterLogout!.properties.$process_person_profile).toBe(false);
});

test("a sent contact request reaches PostHog as well as the dataLayer", async ({
  page,
}) => {
  const posthog = await fakePostHog(page);
  await fakeIntercom(page);
  await settle(page, "/contact");
  const form = page.getByRole("main");
  await fillContactForm(form, {
    firstname: "Ada",
    lastname: "Lovelace",
    email: `lead-${Date.now()}@example.com`,
    phoneNumber: "202 555 0123",
  });
  await submitButton(form).click();
  await expect
    .poll(() =>
      posthog.events().filter((e) => e.event === "contact_lead_submitted"),
    )
    .toHaveLength(1);
});

test("the chat boots once in the EU region with the signed-in identity; logout restarts it anonymous", async ({
  page,
}) => {
  await fakePostHog(page);
  const widget = await fakeIntercom(page);
  await signInAt(page, servers().origin, DEMO.email, DEMO.password);
  await settle(page, "/");

  await expect
    .poll(async () => boots(await intercomCalls(page)))
    .toHaveLength(1);
  // Once per page load (the sign-in page, then this one), from the app id's URL.
  expect([...new Set(widget.requested())]).toEqual([INTERCOM_WIDGET_URL]);
  const [, settings] = boots(await intercomCalls(page))[0]!;
  expect(settings).toMatchObject({
    app_id: INTERCOM_APP_ID,
    api_base: INTERCOM_EU_API_BASE,
    name: "Demo User",
    email: DEMO.email,
    hide_default_launcher: false,
  });
  expect(settings!.user_id).toEqual(expect.any(String));
  expect(settings!.created_at).toEqual(expect.any(Number));
  // Unix seconds, not milliseconds.
  expect(settings!.created_at).toBeLessThan(Date.now() / 1_000 + 60);
  expect(settings!.created_at).toBeGreaterThan(1_500_000_000);

  // Client navigations don't boot it again.
  await (
    await hydratedFooter(page)
  )
    .getByRole("link", { name: "Privacy", exact: true })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);

  // While a dialog makes the page inert the launcher is hidden, and comes back after.
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent("toggleContactDialog")),
  );
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect
    .poll(async () => (await intercomCalls(page)).at(-1))
    .toEqual(["update", { hide_default_launcher: true }]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect
    .poll(async () => (await intercomCalls(page)).at(-1))
    .toEqual(["update", { hide_default_launcher: false }]);
  expect(boots(await intercomCalls(page))).toHaveLength(1);

  await logOut(page);
  await expect
    .poll(async () => (await intercomCalls(page)).slice(-2))
    .toEqual([
      ["shutdown"],
      [
        "boot",
        {
          app_id: INTERCOM_APP_ID,
          api_base: INTERCOM_EU_API_BASE,
          hide_default_launcher: false,
        },
      ],
    ]);
});

test("on /online-form/{id} the chat's default launcher is hidden", async ({
  page,
}) => {
  await fakePostHog(page);
  await fakeIntercom(page);
  await settle(page, "/online-form/subcontractor-prequalification");
  await expect
    .poll(async () => boots(await intercomCalls(page)))
    .toHaveLength(1);
  expect(boots(await intercomCalls(page))[0]![1]).toMatchObject({
    app_id: INTERCOM_APP_ID,
    hide_default_launcher: true,
  });
});

test("Sentry gets browser and server errors, without secrets; not 404s", async ({
  page,
}) => {
  await fakePostHog(page);
  await fakeIntercom(page);
  const { sentry } = servers();
  await settle(page, "/");
  await expect
    .poll(() => page.evaluate(() => "__SENTRY__" in window))
    .toBe(true);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error("e2e browser failure at /onboarding?t=SECRET-HANDOFF");
    }),
  );
  await expect
    .poll(() =>
      sentry.envelopes().filter((e) => e.includes("e2e browser failure")),
    )
    .toHaveLength(1);
  const browserEnvelope = sentry
    .envelopes()
    .find((e) => e.includes("e2e browser failure"))!;
  expect(browserEnvelope).not.toContain("SECRET-HANDOFF");
  expect(browserEnvelope).toContain("t=[Filtered]");

  const notFound = await page.goto(at("/no-such-page-for-sentry"));
  expect(notFound?.status()).toBe(404);
  const failed = await page.goto(at("/__mock-error"));
  expect(failed?.status()).toBe(500);
  await expect
    .poll(() =>
      sentry.envelopes().filter((e) => e.includes("Deliberate failure")),
    )
    .not.toHaveLength(0);
  const all = sentry.envelopes().join("\n");
  expect(all).not.toContain("no-such-page-for-sentry");
  expect(all).not.toMatch(/aden_session=(?!\[Filtered\])/);
});

test("the site still works when every third-party host fails", async ({
  page,
}) => {
  const { sentry } = servers();
  const refused: string[] = [];
  for (const pattern of [
    `${POSTHOG_HOST}/**`,
    "https://widget.intercom.io/**",
    `${sentry.origin}/**`,
  ]) {
    await page.route(pattern, (route) => {
      refused.push(route.request().url());
      return route.abort("connectionrefused");
    });
  }
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));

  await settle(page, "/");
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await markDocument(page);
  await navigateToPricingInApp(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent("toggleContactDialog")),
  );
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("First name")).toBeFocused();
  expect(await isSameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});
