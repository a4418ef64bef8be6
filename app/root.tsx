import type {
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { ContactDialogs } from "~/components/contact/contact-dialogs";
import { ErrorPage } from "~/components/layout/error-page";
import { LoadingBar } from "~/components/layout/loading-bar";
import { SiteShell } from "~/components/layout/site-shell";
import { FlashMessage, Toasts, useFlashToast } from "~/components/ui/toasts";
import { getPublicEnv } from "~/lib/env.server";
import { honeypotInputProps } from "~/lib/honeypot.server";
import { useNonce } from "~/lib/nonce";
import type { RouteHandle } from "~/lib/route-handle";
import { commitSession, getSession } from "~/lib/session.server";
import stylesheet from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const handle: RouteHandle = { whiteHeader: true };

export const meta: MetaFunction = () => [
  { title: "Aden: Next-gen automation platform for your business" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  return data(
    { env: getPublicEnv(), toast, honeypot: honeypotInputProps() },
    toast
      ? { headers: { "Set-Cookie": await commitSession(session) } }
      : undefined,
  );
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0e1f" />
        <script
          nonce={nonce}
          // Lets CSS tell script-capable browsers apart before first paint (see app.css).
          dangerouslySetInnerHTML={{
            __html: "document.documentElement.dataset.js='on'",
          }}
        />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated, so browser tests don't race it. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  const rootData = useRootData();
  useHydratedMarker();
  useFlashToast(rootData?.toast ?? null);
  return (
    <HoneypotProvider {...rootData?.honeypot}>
      <SiteShell>
        <LoadingBar />
        <FlashMessage flash={rootData?.toast ?? null} />
        <Outlet />
        <ContactDialogs />
        <Toasts />
      </SiteShell>
    </HoneypotProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useHydratedMarker();

  if (isRouteErrorResponse(error) && error.status === 404) {
    const message =
      typeof error.data === "string" && error.data
        ? error.data
        : `Page not found: ${pathname}`;
    return (
      <SiteShell>
        <LoadingBar failed />
        <ErrorPage status={404} title="Page Not Found" message={message} />
      </SiteShell>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteShell>
      <LoadingBar failed />
      <ErrorPage
        status={isRouteErrorResponse(error) ? error.status : 500}
        title="Internal Server Error"
        message="Something on our side went wrong while loading this page. Please try again in a moment."
      />
    </SiteShell>
  );
}
