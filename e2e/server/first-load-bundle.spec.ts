import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * docs/stack-notes.md trap 8: the entry bundle and the root route's chunks (what every first visit
 * downloads) carry none of the third parties; they load later, in their own chunks. Read from
 * Remix's build manifest, the one the browser gets.
 */
const CLIENT_DIR = path.resolve("build/client");

function remixManifest() {
  const file = readdirSync(path.join(CLIENT_DIR, "assets")).find((name) =>
    /^manifest-[\w-]+\.js$/.test(name),
  );
  expect(file, "run npm run build first").toBeTruthy();
  const source = readFileSync(path.join(CLIENT_DIR, "assets", file!), "utf8");
  return JSON.parse(
    source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1),
  ) as {
    entry: { module: string; imports: string[] };
    routes: Record<
      string,
      { module: string; imports?: string[]; parentId?: string }
    >;
  };
}

const read = (asset: string) =>
  readFileSync(path.join(CLIENT_DIR, asset), "utf8");

/** Strings only the libraries' own code contains. */
const LIBRARY_MARKERS = {
  posthog: "__POSTHOG",
  sentry: "__SENTRY__",
  "sentry replay / rrweb": "rrweb",
  livekit: "livekit",
};

test("the entry and root chunks contain no PostHog, Sentry (nor its replay) or LiveKit", () => {
  const manifest = remixManifest();
  const root = manifest.routes.root!;
  const firstLoad = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    root.module,
    ...(root.imports ?? []),
  ]);
  for (const asset of firstLoad) {
    const code = read(asset);
    for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
      expect(code.includes(marker), `${library} in ${asset}`).toBe(false);
    }
  }

  // The markers are real: PostHog and Sentry are in the build, in chunks of their own.
  const lazy = readdirSync(path.join(CLIENT_DIR, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/assets/${name}`)
    .filter((asset) => !firstLoad.has(asset));
  const lazyCode = lazy.map(read);
  expect(lazyCode.some((code) => code.includes("__POSTHOG"))).toBe(true);
  expect(lazyCode.some((code) => code.includes("__SENTRY__"))).toBe(true);
});

/** What a page can become interactive without: strings only each library's own code holds. */
const ON_DEMAND_MARKERS = {
  "Radix NavigationMenu (the desktop menus)": "NavigationMenuContent",
  "Radix Dialog (the mobile sheet and the dialogs)": "DialogContent",
  "react-toastify": "Toastify__toast-container",
  nprogress: "nprogress-custom-parent",
  "libphonenumber-js metadata": "country_calling_codes",
  "downshift (the country combobox)":
    "Pass either item or index to getItemProps!",
};

test("menus, dialogs, toasts, the loading bar, the phone metadata and the country combobox load on demand, on every page", () => {
  const manifest = remixManifest();
  const branchOf = (id: string) => {
    const chain = [];
    for (
      let route = manifest.routes[id];
      route;
      route = route.parentId ? manifest.routes[route.parentId] : undefined
    ) {
      chain.push(route);
    }
    return chain;
  };
  for (const id of Object.keys(manifest.routes)) {
    const firstLoad = new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
    ]);
    for (const route of branchOf(id)) {
      firstLoad.add(route.module);
      for (const asset of route.imports ?? []) firstLoad.add(asset);
    }
    for (const asset of firstLoad) {
      const code = read(asset);
      for (const [library, marker] of Object.entries(ON_DEMAND_MARKERS)) {
        expect(code.includes(marker), `${library} in ${asset} (${id})`).toBe(
          false,
        );
      }
    }
  }

  // The markers are real: each library is in the build, in a chunk of its own.
  const allCode = readdirSync(path.join(CLIENT_DIR, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => read(`/assets/${name}`));
  for (const marker of Object.values(ON_DEMAND_MARKERS)) {
    expect(
      allCode.some((code) => code.includes(marker)),
      marker,
    ).toBe(true);
  }
});

test("the root route brings two files, the framework and its own code, not one per module it shares with a route (record 069)", () => {
  const manifest = remixManifest();
  const fileName = (asset: string) =>
    path.basename(asset).replace(/-[\w-]{8}\.js$/, "");
  expect(fileName(manifest.entry.module)).toBe("entry.client");
  expect(
    (manifest.routes.root!.imports ?? []).map(fileName).sort(),
  ).toStrictEqual(["framework", "root-shared"]);
});
