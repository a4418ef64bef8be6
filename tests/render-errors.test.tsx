import {
  createRequestHandler,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import * as entry from "~/entry.server";
import { lazyRetrying } from "~/lib/lazy-retrying";
import { testServerBuild } from "./server-build";
import { captureLogs, type LogRecord } from "./log-capture";

/**
 * Render errors through the real entry (app/entry.server.tsx) and the Remix runtime, on a build of
 * three small routes (issue 25): a lazily loaded dialog whose first load fails, and a page whose
 * shell fails.
 */

const loadDialog = vi.fn<() => Promise<{ default: () => JSX.Element }>>();
const LazyDialog = lazyRetrying(loadDialog);

function Root() {
  return (
    <html lang="en">
      <head>
        <title>Test</title>
      </head>
      <body>
        <Outlet />
      </body>
    </html>
  );
}

/** Like the auth dialog: lazy, behind a Suspense boundary, opened by `?auth=`. */
function DialogPage() {
  return (
    <main>
      <h1>Page</h1>
      <Suspense fallback={null}>
        <LazyDialog />
      </Suspense>
    </main>
  );
}

function BrokenPage(): JSX.Element {
  throw new Error("The shell broke");
}

const ROUTES = {
  root: { path: "", component: Root },
  "routes/dialog": { path: "dialog", component: DialogPage },
  "routes/broken": { path: "broken", component: BrokenPage },
};

function testBuild(): ServerBuild {
  const manifestRoutes = Object.fromEntries(
    Object.entries(ROUTES).map(([id, { path }]) => [
      id,
      {
        id,
        parentId: id === "root" ? undefined : "root",
        path,
        hasAction: false,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: false,
        module: `/build/${id}.js`,
        imports: [],
      },
    ]),
  );
  return testServerBuild({
    entry,
    manifestRoutes,
    routes: Object.fromEntries(
      Object.entries(ROUTES).map(([id, { path, component }]) => [
        id,
        {
          id,
          parentId: id === "root" ? undefined : "root",
          path,
          module: { default: component },
        },
      ]),
    ),
  });
}

const handle = createRequestHandler(testBuild(), "production");

async function get(path: string) {
  const response = await handle(new Request(`http://localhost:3000${path}`), {
    cspNonce: "",
  } as AppLoadContext);
  return {
    status: response.status,
    cacheControl: response.headers.get("Cache-Control"),
    html: await response.text(),
  };
}

const errorsIn = (records: LogRecord[]) =>
  records
    .filter((record) => record.level === "error")
    .map((record) => ({
      msg: record.msg,
      err: record.err as { message: string; stack: string },
    }));

describe("a lazily loaded dialog whose module fails to load once", () => {
  it("answers 500 and logs the error with its stack, then loads again on the next request", async () => {
    const logs = captureLogs();
    loadDialog
      .mockRejectedValueOnce(new Error("Failed to load the dialog's module"))
      .mockResolvedValue({ default: () => <p>The dialog</p> });

    const first = await get("/dialog?auth=login");
    expect(first.status).toBe(500);
    expect(first.cacheControl).toBe("no-store");
    expect(first.html).not.toContain("The dialog");
    const errors = errorsIn(logs.records);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toBe("Rendering failed");
    expect(errors[0]?.err.message).toBe("Failed to load the dialog's module");
    expect(errors[0]?.err.stack).toContain(
      "Error: Failed to load the dialog's module",
    );

    const second = await get("/dialog?auth=login");
    expect(second.status).toBe(200);
    expect(second.html).toContain("<p>The dialog</p>");
    expect(loadDialog).toHaveBeenCalledTimes(2);

    const third = await get("/dialog?auth=signup");
    expect(third.status).toBe(200);
    // Loaded once, kept: no new load once one has succeeded.
    expect(loadDialog).toHaveBeenCalledTimes(2);
    expect(errorsIn(logs.records)).toHaveLength(1);
  });
});

describe("an error in the page's shell", () => {
  it("is logged once, with its stack, and answers 500", async () => {
    const logs = captureLogs();
    const { status } = await get("/broken");
    expect(status).toBe(500);
    const shellErrors = errorsIn(logs.records).filter(
      ({ err }) => err.message === "The shell broke",
    );
    expect(shellErrors).toHaveLength(1);
    expect(shellErrors[0]?.err.stack).toContain("Error: The shell broke");
  });
});
