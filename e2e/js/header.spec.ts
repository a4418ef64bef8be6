import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  chunkPattern,
  gotoAndSettle,
  holdChunk,
  hydratedFooter,
} from "../support";
import { wordsBrokenAtHyphen } from "../quality/checks";

const main = (page: Page) => page.getByRole("navigation", { name: "Main" });

/**
 * Where the menus' own behaviour is tested: a page with the site's header and little else. The
 * header is the same on every page; the home page, the heaviest to load, keeps the tests of the
 * header over its dark hero and of one menu opened over it (docs/testing.md).
 */
const MENU_PAGE = "/privacy";

const startsWith = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

const expectedGroups: Record<string, Array<[string, string]>> = {
  Modules: [
    ["Training & Certification", "/module-training"],
    ["Project Management", "/project-management"],
    ["Finance & Accounting", "/accounting"],
    ["Inventory Management", "/inventory-management"],
  ],
  Customer: [
    ["Contracting", "/contracting"],
    ["Construction", "/customer/construction"],
    ["Manufacturing", "/customer/manufacturing"],
    ["Healthcare", "/customer/healthcare"],
    ["Government", "/customer/government"],
  ],
  Resources: [
    ["Blog", "/blog"],
    ["Case Studies", "/case-studies/tc-boiler"],
    ["Integrations", "/integrations"],
    ["Business Processes", "/business-processes"],
    ["Intelligent Data Onboarding", "/ai-form"],
  ],
};

const externalResources = [
  "Developer Tools",
  "Documentation",
  "Security",
  "Low-code Platform",
  "Careers",
];

test("every header group links where the spec says", async ({ page }) => {
  await gotoAndSettle(page, MENU_PAGE);
  for (const [group, links] of Object.entries(expectedGroups)) {
    await main(page).getByRole("button", { name: group }).click();
    for (const [label, href] of links) {
      // A menu link's name is its label followed by its description.
      await expect(
        main(page).getByRole("link", { name: startsWith(label) }),
      ).toHaveAttribute("href", href);
    }
  }
  await expect(
    main(page).getByRole("link", { name: "Pricing" }),
  ).toHaveAttribute("href", "/pricing");
});

test("external resources open in a new tab, safely, and say so", async ({
  page,
}) => {
  await gotoAndSettle(page, MENU_PAGE);
  await main(page).getByRole("button", { name: "Resources" }).click();
  for (const label of externalResources) {
    const link = main(page).getByRole("link", { name: startsWith(label) });
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
});

test("the header buttons lead to the URLs that open their dialogs", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/?auth=login",
  );
  await expect(
    banner.getByRole("link", { name: "Start for free" }),
  ).toHaveAttribute("href", "/?auth=signup");
  // No BOOKING_URL in the test server: "Book a demo" goes to the contact form.
  await expect(
    banner.getByRole("link", { name: "Book a demo" }),
  ).toHaveAttribute("href", "/?contact=1");
});

test("on /ai-form the sign-in actions carry the AI-form relation", async ({
  page,
}) => {
  await gotoAndSettle(page, "/ai-form");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/ai-form?auth=login&rel=aden-aiform",
  );
  await expect(
    banner.getByRole("link", { name: "Start for free" }),
  ).toHaveAttribute("href", "/ai-form?auth=signup&rel=aden-aiform");
});

test("the white header is transparent at the top, dark while scrolling and opaque from 72px", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  const header = page.getByRole("banner");
  const pricing = main(page).getByRole("link", { name: "Pricing" });
  await expect(header).toHaveCSS("background-color", "rgba(11, 14, 31, 0)");
  await expect(pricing).toHaveCSS("color", "rgb(255, 255, 255)");

  // Half way, white text on ink-950 at 40%: the scrim rises to 80% (the white style's end).
  await page.evaluate(() => window.scrollTo(0, 36));
  await expect(header).toHaveCSS("background-color", "rgba(11, 14, 31, 0.4)");
  await expect(pricing).toHaveCSS("color", "rgb(255, 255, 255)");

  await page.evaluate(() => window.scrollTo(0, 72));
  await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(pricing).not.toHaveCSS("color", "rgb(255, 255, 255)");

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS("background-color", "rgba(11, 14, 31, 0)");
});

test("the header's background turns white in the same moment as its text turns dark", async ({
  page,
}) => {
  await gotoAndSettle(page, "/blog");
  // Read before any frame is drawn: when the tone attribute changes, in the same task.
  const backgroundAtFlip = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const header = document.querySelector("header");
        if (!header) throw new Error("no header");
        new MutationObserver(() => {
          if (header.dataset.tone === "dark") {
            resolve(getComputedStyle(header).backgroundColor);
          }
        }).observe(header, {
          attributes: true,
          attributeFilter: ["data-tone"],
        });
      }),
  );
  await page.evaluate(() => window.scrollTo(0, 80));
  expect(await backgroundAtFlip).toBe("rgb(255, 255, 255)");
});

test("the /ai-form header is solid from the start", async ({ page }) => {
  await gotoAndSettle(page, "/ai-form");
  await expect(page.getByRole("banner")).toHaveCSS(
    "background-color",
    "rgb(255, 255, 255)",
  );
  await expect(main(page).getByRole("link", { name: "Pricing" })).not.toHaveCSS(
    "color",
    "rgb(255, 255, 255)",
  );
});

/** The open menu of a trigger: the element its aria-controls names. */
async function menuOf(page: Page, group: string) {
  const trigger = main(page).getByRole("button", { name: group });
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const id = await trigger.getAttribute("aria-controls");
  return page.locator(`[id="${id}"]`);
}

test("menus with more than 5 entries use two columns, the others one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, MENU_PAGE);
  const widths: Record<string, number> = {
    Modules: 500,
    Customer: 500,
    Resources: 1000,
  };
  for (const [group, width] of Object.entries(widths)) {
    await main(page).getByRole("button", { name: group }).click();
    const panel = await menuOf(page, group);
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(width);
    const columns = await panel
      .getByRole("list")
      .evaluate(
        (list) => getComputedStyle(list).gridTemplateColumns.split(" ").length,
      );
    expect(columns).toBe(group === "Resources" ? 2 : 1);
  }
  // Two-column menus stay on the screen, centred under the header.
  const resources = await (await menuOf(page, "Resources")).boundingBox();
  expect(resources?.x).toBe((1440 - 1000) / 2);

  await page.setViewportSize({ width: 1100, height: 900 });
  const panel = await menuOf(page, "Resources");
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width).toBe(900);
  expect((await panel.boundingBox())?.x).toBe((1100 - 900) / 2);
});

/** The centre of what `locator` shows. */
async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Moves the mouse through `points` as a hand does, one short move per frame: each leg in
 * `steps` moves of `page.mouse.move`, with 16 ms of the page's (installed) clock between them.
 */
async function glide(
  page: Page,
  points: Array<{ x: number; y: number }>,
  steps = 6,
) {
  const [start, ...rest] = points;
  if (!start) return;
  let from = start;
  await page.mouse.move(from.x, from.y);
  for (const to of rest) {
    for (let step = 1; step <= steps; step += 1) {
      await page.mouse.move(
        from.x + ((to.x - from.x) * step) / steps,
        from.y + ((to.y - from.y) * step) / steps,
      );
      await page.clock.runFor(16);
    }
    from = to;
  }
}

/** With the page's clock installed: the idle moment passes and the Radix menus take over. */
async function radixMenusArrive(page: Page) {
  await page.clock.runFor(5_000);
  await radixMenusInPlace(page);
}

/**
 * The Radix menus have replaced the plain ones (at the idle moment after hydration). Tests of the
 * menus' own behaviour wait for it; what a visitor does before it is tested further down.
 */
async function radixMenusInPlace(page: Page) {
  // Radix's trigger carries its state; the plain one does not.
  await expect(
    main(page).getByRole("button", { name: "Modules" }),
  ).toHaveAttribute("data-state", "closed");
}

/** x = 5, beside the header's container, over the page below the header. */
const besideTheHeader = { x: 5, y: 400 };

test("a menu opens when the mouse rests on its trigger and closes when it leaves trigger and panel", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/");
  const customer = main(page).getByRole("button", { name: "Customer" });
  await expect(customer).toHaveAttribute("data-state", "closed");
  const construction = main(page).getByRole("link", { name: /^Construction/ });

  await page.mouse.move(besideTheHeader.x, besideTheHeader.y);
  const onCustomer = await centreOf(customer);
  await page.mouse.move(onCustomer.x, onCustomer.y, { steps: 8 });
  await expect(construction).toBeVisible({ timeout: 1_000 });

  await page.mouse.move(besideTheHeader.x, besideTheHeader.y, { steps: 8 });
  await expect(construction).toBeHidden({ timeout: 1_000 });

  // Opened by the pointer, it takes a click on an item and hides after it (behaviour §4).
  await page.mouse.move(onCustomer.x, onCustomer.y, { steps: 8 });
  const government = main(page).getByRole("link", { name: /^Government/ });
  await expect(government).toBeVisible({ timeout: 1_000 });
  const onGovernment = await centreOf(government);
  await page.mouse.move(onGovernment.x, onGovernment.y, { steps: 8 });
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL("/customer/government");
  await expect(government).toBeHidden();
  await expect(customer).toHaveAttribute("aria-expanded", "false");
});

test("a menu opens only for a pointer at rest, and stays open on a path that clips the next trigger", async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, MENU_PAGE);
  await radixMenusArrive(page);
  const modules = main(page).getByRole("button", { name: "Modules" });
  const customer = main(page).getByRole("button", { name: "Customer" });
  const training = main(page).getByRole("link", {
    name: /^Training & Certification/,
  });

  // Straight up across the Customer trigger, without stopping: nothing opens.
  const onCustomer = await centreOf(customer);
  await glide(
    page,
    [
      { x: onCustomer.x, y: 120 },
      { x: onCustomer.x, y: 1 },
    ],
    12,
  );
  await page.clock.runFor(1_000);
  await expect(customer).toHaveAttribute("aria-expanded", "false");

  // Coming to rest on Modules: open within 300 ms, not at the instant the pointer arrives.
  const onModules = await centreOf(modules);
  await glide(page, [besideTheHeader, onModules]);
  await expect(modules).toHaveAttribute("aria-expanded", "false");
  await page.clock.runFor(300);
  await expect(training).toBeVisible();

  // Down into the panel by way of the Customer trigger's corner (the panel is 500px wide and
  // reaches under it): Modules stays open, Customer does not open.
  const customerBox = await customer.boundingBox();
  if (!customerBox) throw new Error("no Customer trigger");
  const inCustomersCorner = {
    x: customerBox.x + 8,
    y: customerBox.y + customerBox.height - 4,
  };
  const panelUnderCustomer = {
    x: customerBox.x + 40,
    y: customerBox.y + customerBox.height + 60,
  };
  await glide(page, [onModules, inCustomersCorner, panelUnderCustomer], 4);
  await page.clock.runFor(1_000);
  await expect(training).toBeVisible();
  await expect(customer).toHaveAttribute("aria-expanded", "false");

  // Away from trigger and panel: it closes about 100 ms later.
  await glide(page, [panelUnderCustomer, { x: 1300, y: 700 }], 4);
  await page.clock.runFor(100);
  await expect(training).toBeHidden();
  await expect(modules).toHaveAttribute("aria-expanded", "false");
});

test("a click keeps a menu the pointer opened, and toggles one it opened", async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, MENU_PAGE);
  await radixMenusArrive(page);
  const trigger = main(page).getByRole("button", { name: "Customer" });
  const construction = main(page).getByRole("link", {
    name: /^Construction/,
  });

  // Resting on the trigger opens the menu; the click that follows keeps it open (Radix's own
  // hover would toggle it shut here).
  await glide(page, [besideTheHeader, await centreOf(trigger)]);
  await page.clock.runFor(300);
  await expect(construction).toBeVisible();
  await trigger.click();
  await page.clock.runFor(1_000);
  await expect(construction).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");

  // Clicked, it is the visitor's choice: leaving the trigger does not close it.
  await glide(page, [await centreOf(trigger), besideTheHeader]);
  await page.clock.runFor(1_000);
  await expect(construction).toBeVisible();

  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(construction).toBeHidden();
  // The pointer still resting on it does not reopen what the click closed.
  await page.clock.runFor(1_000);
  await expect(construction).toBeHidden();

  // Two quick clicks: open, then closed, and it stays closed.
  await trigger.click();
  await expect(construction).toBeVisible();
  await trigger.click();
  await page.clock.runFor(1_000);
  await expect(construction).toBeHidden();

  // Escape closes a menu opened with the pointer; focus is on its trigger.
  await trigger.click();
  await expect(construction).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(construction).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.clock.runFor(1_000);
  await expect(construction).toBeHidden();

  // A click outside closes it too.
  await trigger.click();
  await expect(construction).toBeVisible();
  await page.mouse.click(besideTheHeader.x, besideTheHeader.y);
  await expect(construction).toBeHidden();
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 1440, height: 900 } });

  test("a tap opens a menu, which stays open until the next tap", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoAndSettle(page, MENU_PAGE);
    await radixMenusArrive(page);
    const trigger = main(page).getByRole("button", { name: "Customer" });
    const construction = main(page).getByRole("link", {
      name: /^Construction/,
    });

    await trigger.tap();
    await expect(construction).toBeVisible();
    // The finger lifting is no pointer leaving.
    await page.clock.runFor(1_000);
    await expect(construction).toBeVisible();

    await trigger.tap();
    await expect(construction).toBeHidden();
    await page.clock.runFor(1_000);
    await expect(construction).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});

test("menus work from the keyboard", async ({ page }) => {
  await gotoAndSettle(page, MENU_PAGE);
  await radixMenusInPlace(page);
  const trigger = main(page).getByRole("button", { name: "Modules" });
  const firstItem = main(page).getByRole("link", {
    name: /^Training & Certification/,
  });

  // Focus alone opens nothing.
  await trigger.focus();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(firstItem).toBeHidden();

  // Enter and Space toggle it; focus stays on the trigger.
  await page.keyboard.press("Enter");
  await expect(firstItem).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(firstItem).toBeHidden();
  await page.keyboard.press("Space");
  await expect(firstItem).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(firstItem).toBeHidden();
  await expect(trigger).toBeFocused();

  // ArrowDown opens it and moves into it; the arrows move between its items.
  await page.keyboard.press("ArrowDown");
  await expect(firstItem).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(
    main(page).getByRole("link", { name: /^Project Management/ }),
  ).toBeFocused();
  await page.keyboard.press("End");
  // The menu's last item is its featured card, after the entries.
  await expect(main(page).locator("[data-menu-feature]")).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(
    main(page).getByRole("link", { name: /^Inventory Management/ }),
  ).toBeFocused();
  // Radix moves focus for these keys a task later: Tab waits for it, as a person's would.
  await page.keyboard.press("End");
  await expect(main(page).locator("[data-menu-feature]")).toBeFocused();

  // Tab out of the last item closes the menu: the next trigger has focus.
  await page.keyboard.press("Tab");
  await expect(
    main(page).getByRole("button", { name: "Customer" }),
  ).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Shift+Tab");
  await expect(trigger).toBeFocused();

  // Escape from inside the menu closes it and returns to its trigger.
  await page.keyboard.press("ArrowDown");
  await expect(firstItem).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(firstItem).toBeHidden();

  // Opened with Enter, Tab goes into the menu and Enter follows a link.
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(firstItem).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/module-training");
});

test("from the top of the page, Sign In is at most 8 presses of Tab away", async ({
  page,
}) => {
  await gotoAndSettle(page, MENU_PAGE);
  const signIn = page
    .getByRole("banner")
    .getByRole("link", { name: "Sign In" });
  let presses = 0;
  while (presses < 40) {
    await page.keyboard.press("Tab");
    presses += 1;
    if (await signIn.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(signIn).toBeFocused();
  expect(presses).toBeLessThanOrEqual(8);
});

// content/pages/site.yaml, menuFeatures: each menu's featured card and where it leads.
const featuredCards = {
  Modules: ["ROI calculator", "/RoiCalculator"],
  Customer: ["Case study · Manufacturing", "/case-studies/bluestreak"],
  Resources: ["Case study · Healthcare", "/case-studies/medallion"],
} as const;

test("every menu entry shows its icon, and each menu one featured card", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, MENU_PAGE);
  for (const [group, [eyebrow, href]] of Object.entries(featuredCards)) {
    await main(page).getByRole("button", { name: group }).click();
    const panel = await menuOf(page, group);
    const entries = panel.getByRole("list").getByRole("link");
    const count = group === "Modules" ? 4 : group === "Customer" ? 5 : 10;
    await expect(entries).toHaveCount(count);
    // The icons are drawn once their idle-loaded chunk is in (icons.tsx).
    await expect(entries.locator("svg.lucide")).toHaveCount(count);
    const featured = panel.locator("[data-menu-feature]");
    await expect(featured).toHaveCount(1);
    await expect(featured).toBeVisible();
    await expect(featured).toHaveAttribute("href", href);
    await expect(featured).toContainText(eyebrow);
    await expect(featured.locator("svg.lucide")).toHaveCount(1);
  }
  // Two-column menus keep the card beside the entries, one-column ones under them.
  const resources = await menuOf(page, "Resources");
  const list = await resources.getByRole("list").boundingBox();
  const card = await resources.locator("[data-menu-feature]").boundingBox();
  expect(card!.x).toBeGreaterThan(list!.x + list!.width - 1);
  await main(page).getByRole("button", { name: "Modules" }).click();
  const modules = await menuOf(page, "Modules");
  const moduleList = await modules.getByRole("list").boundingBox();
  const moduleCard = await modules.locator("[data-menu-feature]").boundingBox();
  expect(moduleCard!.y).toBeGreaterThan(moduleList!.y + moduleList!.height - 1);
});

test("a menu's featured card leads to its page and the menu hides", async ({
  page,
}) => {
  await gotoAndSettle(page, MENU_PAGE);
  await radixMenusInPlace(page);
  await main(page).getByRole("button", { name: "Customer" }).click();
  await main(page).locator("[data-menu-feature]").click();
  await expect(page).toHaveURL("/case-studies/bluestreak");
  await expect(
    main(page).getByRole("button", { name: "Customer" }),
  ).toHaveAttribute("aria-expanded", "false");
});

test("a menu hides shortly after one of its items is clicked", async ({
  page,
}) => {
  await gotoAndSettle(page, MENU_PAGE);
  await main(page).getByRole("button", { name: "Resources" }).click();
  await main(page)
    .getByRole("link", { name: /^Intelligent Data Onboarding/ })
    .click();
  await expect(page).toHaveURL("/ai-form");
  await expect(main(page).getByRole("link", { name: /^Blog/ })).toBeHidden();
  await expect(
    main(page).getByRole("button", { name: "Resources" }),
  ).toHaveAttribute("aria-expanded", "false");
});

test("the loading bar shows during a slow navigation and leaves after it", async ({
  page,
}) => {
  await gotoAndSettle(page, MENU_PAGE);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/ai-form.data*", async (route) => {
    await held;
    await route.continue();
  });
  await (
    await hydratedFooter(page)
  )
    .getByRole("link", { name: "Intelligent Data Onboarding" })
    .click();
  await expect(page.locator("#nprogress [data-loading-bar]")).toBeVisible();
  release();
  await expect(page).toHaveURL("/ai-form");
  await expect(page.locator("#nprogress")).toHaveCount(0);
});

test("navigation scrolls to the top, to an anchor, and back restores the position", async ({
  page,
}) => {
  await gotoAndSettle(page, "/");
  // Every section drawn at its real height (decision 036), so the bottom stays the bottom.
  await expect(page.locator("html[data-draw-all]")).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(300);

  await (
    await hydratedFooter(page)
  )
    .getByRole("link", { name: "Intelligent Data Onboarding" })
    .click();
  await expect(page).toHaveURL("/ai-form");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.goto("/ai-form#use-cases");
  const headingTop = await page
    .getByRole("heading", {
      name: "Built for the paperwork that slows operations down",
    })
    .evaluate((heading) => heading.getBoundingClientRect().top);
  expect(headingTop).toBeLessThan(200);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("the loading bar turns to the error colour when a navigation ends in an error", async ({
  page,
}) => {
  await gotoAndSettle(page, MENU_PAGE);
  await expect(page.locator("html.loading-bar-failed")).toHaveCount(0);
  // A client-side navigation (through Remix's router, as a link click does) to a path no route
  // claims: it ends on the error page.
  await page.evaluate(() => {
    const { __remixRouter: router } = window as unknown as {
      __remixRouter: { navigate: (to: string) => Promise<void> };
    };
    void router.navigate("/no-such-page");
  });
  await expect(
    page.getByRole("heading", { name: "Page Not Found" }),
  ).toBeVisible();
  await expect(page.locator("html.loading-bar-failed")).toHaveCount(1);
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page.locator("html.loading-bar-failed")).toHaveCount(0);
});

/**
 * The lowest WCAG contrast between the header's texts (the main navigation and the Sign In and
 * Book a demo links) and the header's effective background: its own background colour composited
 * over everything painted behind the text's centre (document.elementsFromPoint, from the canvas
 * up). Approximation: the hero's radial glow is a background image and is left out; behind the
 * header the hero is sampled by its base colour (ink-950).
 */
function lowestHeaderContrast() {
  type Rgba = [number, number, number, number];
  const parse = (colour: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(
      Number,
    );
    return [r, g, b, a];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    const mix = (index: 0 | 1 | 2) =>
      (top[index] * top[3] + bottom[index] * bottom[3] * (1 - top[3])) / alpha;
    return [mix(0), mix(1), mix(2), alpha];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };

  const header = document.querySelector("header");
  if (!header) throw new Error("no header");
  const texts = Array.from(
    header.querySelectorAll<HTMLElement>(
      'nav[aria-label="Main"] :is(a, button), a[href*="auth=login"], a[href*="contact=1"], a[href*="booking=1"]',
    ),
  ).filter((element) => element.offsetParent !== null);
  if (texts.length < 6) throw new Error(`only ${texts.length} header texts`);

  return Math.min(
    ...texts.map((text) => {
      const box = text.getBoundingClientRect();
      const behind = document
        .elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        .filter((element) => !header.contains(element))
        .reverse();
      let background: Rgba = [255, 255, 255, 1];
      for (const element of [...behind, header]) {
        background = over(
          parse(getComputedStyle(element).backgroundColor),
          background,
        );
      }
      // A button's own background, when it has one, sits between the header and its text.
      background = over(
        parse(getComputedStyle(text).backgroundColor),
        background,
      );
      const foreground = over(parse(getComputedStyle(text).color), background);
      const [ink, ground] = [luminance(foreground), luminance(background)];
      return (Math.max(ink, ground) + 0.05) / (Math.min(ink, ground) + 0.05);
    }),
  );
}

test("over a dark hero the header's text keeps a contrast of 4.5:1 at every scroll position", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, "/blog");
  const header = page.getByRole("banner");
  const headerAlpha = async () =>
    Number(
      (
        await header.evaluate(
          (element) => getComputedStyle(element).backgroundColor,
        )
      ).match(/[\d.]+/g)?.[3] ?? 1,
    );
  let previousAlpha = -1;
  for (const scrollY of [0, 20, 40, 56, 72, 200]) {
    await page.evaluate((y) => window.scrollTo(0, y), scrollY);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
    // Wait until the header has followed the scroll: below 72px its dark scrim only grows.
    if (scrollY < 72) {
      await expect(header).toHaveAttribute("data-tone", "light");
      await expect.poll(headerAlpha).toBeGreaterThan(previousAlpha);
      previousAlpha = await headerAlpha();
    } else {
      await expect(header).toHaveAttribute("data-tone", "dark");
    }
    // Measured at once, without waiting for a frame: the header and its texts have no
    // transition, so what the tone says is what is drawn (a 0.01 ms transition of the header's
    // background once kept it dark under dark text until the next frame, contrast 1.26).
    const contrast = await page.evaluate(lowestHeaderContrast);
    expect(contrast, `contrast at ${scrollY}px`).toBeGreaterThanOrEqual(4.5);
  }
});

test.describe("the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const burger = (page: Page) =>
    page.getByRole("banner").getByRole("button", { name: "Menu" });
  const sheet = (page: Page) => page.getByRole("dialog", { name: "Menu" });
  const backdrop = (page: Page) => page.locator("[data-mobile-menu-backdrop]");

  test("opens as a sheet over a dimmed backdrop and locks the page's scroll", async ({
    page,
  }) => {
    await gotoAndSettle(page, "/blog");
    await burger(page).click();
    await expect(sheet(page)).toBeVisible();
    await expect(
      sheet(page).getByRole("navigation", { name: "Mobile" }),
    ).toBeVisible();
    await expect(backdrop(page)).toBeVisible();
    await expect(backdrop(page)).not.toHaveCSS(
      "background-color",
      "rgba(0, 0, 0, 0)",
    );
    for (const action of ["Free Sign Up", "Book a demo", "Sign In"]) {
      await expect(
        sheet(page).getByRole("link", { name: action }),
      ).toBeVisible();
    }

    // Neither the document nor the body scrolls, by the wheel or otherwise.
    await expect
      .poll(() =>
        page.evaluate(() => [
          getComputedStyle(document.documentElement).overflowY,
          getComputedStyle(document.body).overflowY,
        ]),
      )
      .toContain("hidden");
    await page.mouse.move(10, 600);
    await page.mouse.wheel(0, 600);
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve)),
        ),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Once closed, the same wheel scrolls the page.
    await page.keyboard.press("Escape");
    await expect(sheet(page)).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(0);
  });

  test("Escape and a click on the backdrop close it; focus returns to the burger", async ({
    page,
  }) => {
    await gotoAndSettle(page, MENU_PAGE);
    await burger(page).click();
    await expect(sheet(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet(page)).toBeHidden();
    await expect(burger(page)).toBeFocused();

    await burger(page).click();
    await expect(sheet(page)).toBeVisible();
    await backdrop(page).click({ position: { x: 12, y: 400 } });
    await expect(sheet(page)).toBeHidden();
    await expect(backdrop(page)).toBeHidden();
    await expect(burger(page)).toBeFocused();
  });

  test("keeps focus inside the sheet while open", async ({ page }) => {
    await gotoAndSettle(page, MENU_PAGE);
    await burger(page).click();
    await expect(sheet(page)).toBeVisible();
    const focusInSheet = () =>
      sheet(page).evaluate((dialog) => dialog.contains(document.activeElement));
    await expect.poll(focusInSheet).toBe(true);
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInSheet()).toBe(true);
    }
    for (let press = 0; press < 14; press += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInSheet()).toBe(true);
    }
  });

  test("keeps one group expanded at a time, closes after a link is followed, and focus goes to the new page's heading", async ({
    page,
  }) => {
    await gotoAndSettle(page, MENU_PAGE);
    await burger(page).click();
    const nav = sheet(page).getByRole("navigation", { name: "Mobile" });
    await nav.locator("summary", { hasText: "Modules" }).click();
    await expect(
      nav.getByRole("link", { name: "Project Management" }),
    ).toBeVisible();
    await nav.locator("summary", { hasText: "Customer" }).click();
    await expect(nav.getByRole("link", { name: "Healthcare" })).toBeVisible();
    await expect(
      nav.getByRole("link", { name: "Project Management" }),
    ).toBeHidden();

    await nav.getByRole("link", { name: "Healthcare" }).click();
    await expect(page).toHaveURL("/customer/healthcare");
    await expect(sheet(page)).toBeHidden();
    // As after any navigation in the app, not back on the burger as after Escape.
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(burger(page)).not.toBeFocused();
  });

  test("shows an icon beside each entry and the group's featured card", async ({
    page,
  }) => {
    await gotoAndSettle(page, MENU_PAGE);
    await burger(page).click();
    const nav = sheet(page).getByRole("navigation", { name: "Mobile" });
    await nav.locator("summary", { hasText: "Resources" }).click();
    const group = nav.locator("details[open]");
    const entries = group.locator("a:not([data-menu-feature])");
    await expect(entries).toHaveCount(10);
    await expect(entries.locator("svg.lucide")).toHaveCount(10);
    const featured = group.locator("[data-menu-feature]");
    await expect(featured).toBeVisible();
    await expect(featured).toContainText("Case study · Healthcare");
    await featured.click();
    await expect(page).toHaveURL("/case-studies/medallion");
    await expect(sheet(page)).toBeHidden();
  });
});

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Loads the menu page at `viewport` with `chunk` held back until the returned function is called. */
async function loadHolding(
  page: Page,
  chunk: string,
  viewport: { width: number; height: number },
) {
  await page.setViewportSize(viewport);
  const release = await holdChunk(page, chunk);
  await gotoAndSettle(page, MENU_PAGE);
  return release;
}

test.describe("before the menus' script has arrived", () => {
  test("a desktop menu clicked opens when it arrives, its trigger still focused", async ({
    page,
  }) => {
    const release = await loadHolding(
      page,
      "desktop-menu-interactive",
      DESKTOP,
    );
    const resources = main(page).getByRole("button", { name: "Resources" });
    const blog = main(page).getByRole("link", { name: /^Blog/ });
    await resources.click();
    await expect(resources).toHaveAttribute("aria-expanded", "false");
    await expect(blog).toBeHidden();

    release();
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await expect(blog).toBeVisible();
    await expect(resources).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(blog).toBeHidden();
  });

  test("a desktop menu pressed twice before it arrives stays closed when it does", async ({
    page,
  }) => {
    const release = await loadHolding(
      page,
      "desktop-menu-interactive",
      DESKTOP,
    );
    const resources = main(page).getByRole("button", { name: "Resources" });
    await resources.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");

    release();
    await expect(resources).toHaveAttribute("data-state", "closed");
    await expect(resources).toHaveAttribute("aria-expanded", "false");
    await expect(main(page).getByRole("link", { name: /^Blog/ })).toBeHidden();
    await expect(resources).toBeFocused();
  });

  test("a desktop menu the mouse rests on opens when it arrives", async ({
    page,
  }) => {
    const release = await loadHolding(
      page,
      "desktop-menu-interactive",
      DESKTOP,
    );
    const customer = main(page).getByRole("button", { name: "Customer" });
    const construction = main(page).getByRole("link", {
      name: /^Construction/,
    });
    const onCustomer = await centreOf(customer);
    await page.mouse.move(onCustomer.x, onCustomer.y, { steps: 8 });
    await expect(construction).toBeHidden();

    release();
    await expect(construction).toBeVisible();
    await page.mouse.move(besideTheHeader.x, besideTheHeader.y, { steps: 8 });
    await expect(construction).toBeHidden();
  });

  test("ArrowDown on a trigger opens its menu when it arrives and moves into it", async ({
    page,
  }) => {
    const release = await loadHolding(
      page,
      "desktop-menu-interactive",
      DESKTOP,
    );
    await main(page).getByRole("button", { name: "Modules" }).focus();
    await page.keyboard.press("ArrowDown");

    release();
    await expect(
      main(page).getByRole("link", { name: /^Training & Certification/ }),
    ).toBeFocused();
  });

  test("focus resting on a trigger stays there when the menu takes over", async ({
    page,
  }) => {
    const release = await loadHolding(
      page,
      "desktop-menu-interactive",
      DESKTOP,
    );
    const customer = main(page).getByRole("button", { name: "Customer" });
    await customer.focus();

    release();
    // Radix's trigger carries its state; the plain one does not.
    await expect(customer).toHaveAttribute("data-state", "closed");
    await expect(customer).toBeFocused();
  });

  test("the burger pressed opens the sheet when it arrives", async ({
    page,
  }) => {
    const release = await loadHolding(page, "mobile-menu-sheet", PHONE);
    // Until the sheet arrives the burger is the script-free dropdown's summary.
    await page
      .getByRole("banner")
      .locator("summary", { hasText: "Menu" })
      .click();
    // Not the script-free dropdown: the press waits for the sheet.
    await expect(
      page.getByRole("banner").getByRole("navigation", { name: "Mobile" }),
    ).toBeHidden();

    release();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Menu" }),
    ).toBeFocused();
  });
});

/** Every script chunk the page asks for, and whether one of `name` was among them. */
function chunkRequests(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  return (name: string) =>
    requested.some((url) => chunkPattern(name).test(url));
}

test("at phone width the idle moment loads the sheet, not the desktop menus", async ({
  page,
}) => {
  const wasRequested = chunkRequests(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const sheet = page.waitForResponse(chunkPattern("mobile-menu-sheet"));
  await gotoAndSettle(page, MENU_PAGE);
  await sheet;
  expect(wasRequested("desktop-menu-interactive")).toBe(false);
});

test("at desktop width the idle moment loads the desktop menus, not the sheet", async ({
  page,
}) => {
  const wasRequested = chunkRequests(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const desktop = page.waitForResponse(
    chunkPattern("desktop-menu-interactive"),
  );
  await gotoAndSettle(page, MENU_PAGE);
  await desktop;
  expect(wasRequested("mobile-menu-sheet")).toBe(false);
});

test("at 1440 no menu description breaks a line inside a hyphenated word ('audit-ready')", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoAndSettle(page, MENU_PAGE);
  for (const group of Object.keys(expectedGroups)) {
    await main(page).getByRole("button", { name: group }).click();
    const links = main(page).getByRole("link", {
      name: startsWith(expectedGroups[group]![0]![0]),
    });
    await expect(links).toBeVisible();
    const broken = await main(page)
      .locator("a span")
      .filter({ visible: true })
      .evaluateAll(wordsBrokenAtHyphen);
    // Every entry's label and description was measured.
    expect(broken.length, group).toBeGreaterThanOrEqual(
      expectedGroups[group]!.length * 2,
    );
    expect(broken.flat(), group).toEqual([]);
  }
});
