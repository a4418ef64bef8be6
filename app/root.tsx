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
} from "@remix-run/react";
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { AuthDialogSlot } from "~/components/auth/auth-dialog-slot";
import { ContactDialogs } from "~/components/contact/contact-dialogs";
import * as eagerErrorPage from "~/components/layout/error-page";
import { LoadingBar } from "~/components/layout/loading-bar";
import { SiteShell } from "~/components/layout/site-shell";
import { ClientPlatform } from "~/components/platform/client-platform";
import { FlashMessage, Toasts, useFlashToast } from "~/components/ui/toasts";
import { issueCsrfToken } from "~/lib/csrf.server";
import { getPublicEnv } from "~/lib/env.server";
import { reportBoundaryError } from "~/lib/error-capture.client";
import { honeypotInputProps } from "~/lib/honeypot.server";
import { pageTitle } from "~/lib/seo";
import { MESSAGES, pageNotFoundMessage } from "~/lib/messages";
import { hydrateWhenIdle } from "~/lib/idle-hydration";
import {
  INLINE_STYLESHEET_ID,
  useInlineStylesheet,
} from "~/lib/inline-stylesheet";
import { markHydrated } from "~/lib/hydration";
import { useDialogHistory } from "~/lib/dialog-history";
import { useFocusOnNavigation } from "~/lib/navigation-focus";
import { useBrowserLayoutEffect } from "~/lib/layout-effect";
import {
  drawEverySection,
  drawSkippedSectionsWhenIdle,
} from "~/lib/section-drawing.client";
import { useNonce } from "~/lib/nonce";
import { resolveSignedInUser } from "~/lib/profile.server";
import type { RouteHandle } from "~/lib/route-handle";
import {
  commitSession,
  getSession,
  hasUnreadableSessionCookie,
} from "~/lib/session.server";
import { openSignupFromLink } from "~/lib/signup-link.server";
import { signupView } from "~/lib/signup.server";
import { useRootData } from "~/lib/root-data";
import type { PublicUser } from "~/lib/user";
import {
  isChunkLoadError,
  reloadForChunkError,
} from "~/lib/version-check.client";
import { COMPANY } from "~/config/site";
import stylesheet from "~/styles/app.css?url";
import { getLogger } from "~/lib/logger.server";

// No font preload: Inter swaps in over a fallback of its size (app.css), and a preloaded font
// put itself before the text's first paint, which Lighthouse counted against LCP (decision 033).
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** A signed-in user whose profile could not be read yet: shown as "U" / "User" (behaviour §3). */
const ANONYMOUS_PROFILE: PublicUser = {
  id: "",
  firstname: "",
  lastname: "",
  email: "",
  company_name: null,
  avatar: null,
};

export const handle: RouteHandle = { whiteHeader: true };

/**
 * The site's default title; when an error reached the root boundary (the routes' own meta does not
 * run then), the error page's title, kept out of search results.
 */
export const meta: MetaFunction = ({ error }) => {
  if (!error) {
    return [{ title: `${COMPANY.name}: ${COMPANY.tagline}` }];
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    {
      title: pageTitle(
        notFound ? MESSAGES.notFoundTitle : MESSAGES.serverErrorTitle,
      ),
    },
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const url = new URL(request.url);
  // A preload of a visible link (Sec-Purpose: prefetch) reads the session but never writes it:
  // one that set off before a logout carries the ended session's cookie, and its answer, arriving
  // after the logout's, would otherwise remove the new cookie and the toast queued in it.
  const preload = isPrefetch(request);
  let sessionChanged = false;
  if (!preload && hasUnreadableSessionCookie(request, session)) {
    // behaviour §8's "Failed to parse user info" case, in its cookie form: logged once, since the
    // answer removes the cookie.
    getLogger().warn(
      "Failed to parse user info from the session cookie (unreadable, or the session has ended); treating the visitor as signed out.",
    );
    sessionChanged = true;
  }

  const signupLink = await openSignupFromLink(url, session);
  if (signupLink) throw signupLink;

  const signedIn = await resolveSignedInUser(session);
  // Nor does a preload eat a flash meant for the page the visitor is looking at.
  const readsFlash = !preload;
  const toast = readsFlash ? (session.get("toast") ?? null) : null;
  const authResult = readsFlash ? (session.get("authResult") ?? null) : null;
  const contactResult = readsFlash
    ? (session.get("contactResult") ?? null)
    : null;
  sessionChanged ||=
    signedIn.changed ||
    toast !== null ||
    authResult !== null ||
    contactResult !== null;

  const headers = new Headers();
  if (sessionChanged && !preload)
    headers.append("Set-Cookie", await commitSession(session));
  // The auth forms' token, only while the dialog is open: other pages stay free of per-visitor
  // values (and cookies), so they can be cached.
  let csrf: string | null = null;
  if (url.searchParams.has("auth") && !preload) {
    const issued = await issueCsrfToken(request);
    csrf = issued.token;
    if (issued.setCookie) headers.append("Set-Cookie", issued.setCookie);
  }

  return data(
    {
      env: getPublicEnv(),
      // The footer's copyright year, decided with the page: a page cached on New Year's Eve then
      // hydrates with the year it was rendered with, not the visitor's clock.
      year: new Date().getUTCFullYear(),
      toast,
      honeypot: honeypotInputProps(),
      user:
        signedIn.status === "signed-in"
          ? (signedIn.user ?? { ...ANONYMOUS_PROFILE })
          : null,
      auth: { result: authResult, signup: signupView(session), csrf },
      contact: { result: contactResult },
    },
    { headers },
  );
}

/** Browsers mark link preloads with Sec-Purpose (older ones: Purpose). */
function isPrefetch(request: Request) {
  const purpose =
    request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  return purpose.includes("prefetch");
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const inlineStylesheet = useInlineStylesheet();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0e1f" />
        <script
          nonce={nonce}
          // Lets CSS tell script-capable browsers apart before first paint, and draws every
          // section on a reload or a back/forward load, where the scroll position is restored
          // (app.css, decision 036).
          dangerouslySetInnerHTML={{ __html: DOCUMENT_START_SCRIPT }}
        />
        <Meta />
        {inlineStylesheet === null ? (
          <link rel="stylesheet" href={stylesheet} />
        ) : (
          <style
            id={INLINE_STYLESHEET_ID}
            dangerouslySetInnerHTML={{ __html: inlineStylesheet }}
          />
        )}
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

/** Marks the document once React has hydrated (lib/hydration.ts); browser tests wait for it too. */
function useHydratedMarker() {
  useEffect(markHydrated, []);
}

// In a function of its own so its names stay off `window`.
const DOCUMENT_START_SCRIPT = [
  "(function(){var root=document.documentElement;root.dataset.js='on';",
  "var load=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];",
  "if(load&&load.type!=='navigate')root.dataset.drawAll='';})()",
].join("");

/**
 * Off-screen sections skip rendering only during the document's first load (decision 036): they
 * are drawn one by one once the browser is idle, and from the first navigation in the app every
 * section is drawn before the scroll position of a back or forward navigation is restored
 * (ScrollRestoration's effect runs after this one), so it lands on real heights.
 */
function useSkippedSectionsDrawn() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => drawSkippedSectionsWhenIdle(), []);
  useBrowserLayoutEffect(() => {
    if (key !== firstKey.current) drawEverySection();
  }, [key]);
}

/**
 * Everything around a page, for pages and error pages alike: the dialogs a link may open
 * (`?auth=…`, `?contact=1`) work on a 404 too.
 */
function SiteFrame({
  children,
  failed = false,
}: {
  children: ReactNode;
  failed?: boolean;
}) {
  const rootData = useRootData();
  useHydratedMarker();
  useSkippedSectionsDrawn();
  useDialogHistory();
  useFocusOnNavigation();
  useFlashToast(rootData?.toast ?? null);
  return (
    <SiteShell notifications={<Toasts />}>
      <LoadingBar failed={failed} />
      <FlashMessage flash={rootData?.toast ?? null} />
      {children}
      <AuthDialogSlot />
      <ContactDialogs />
      <ClientPlatform />
    </SiteShell>
  );
}

export default function App() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

// The error page is rare: the browser keeps the server's HTML of it (plain links) and hydrates it
// when idle, so its code, icons and the hosted forms' frame stay out of every page's first load.
// Reached in the browser, it is asked for at once; a chunk that fails to load reloads the page (the
// `vite:preloadError` recovery of ~/lib/version-check.client). Its boundary is a plain <Suspense>,
// not an IdleBoundary: an error thrown while rendering an update outside a navigation (a click's
// state) brings this page up too, and there a part suspending without a boundary is an error.
const ErrorPage = hydrateWhenIdle(
  import.meta.env.SSR ? eagerErrorPage.ErrorPage : null,
  () =>
    import("~/components/layout/error-page").then((module) => module.ErrorPage),
);

/** Error capture sees what the boundary shows, except 404s; a missing chunk reloads instead. */
function useReportedError(error: unknown) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(error);
    else if (!isRouteErrorResponse(error)) reportBoundaryError(error);
  }, [error]);
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useReportedError(error);

  if (isRouteErrorResponse(error) && error.status === 404) {
    const message =
      typeof error.data === "string" && error.data
        ? error.data
        : pageNotFoundMessage(pathname);
    return (
      <SiteFrame failed>
        <Suspense fallback={null}>
          <ErrorPage
            status={404}
            title={MESSAGES.notFoundTitle}
            message={message}
          />
        </Suspense>
      </SiteFrame>
    );
  }
  // No console.error here: the server's handleError logs the failure and useReportedError sends
  // it to error capture; in the browser it would only be a console error on the 500 page.
  return (
    <SiteFrame failed>
      <Suspense fallback={null}>
        <ErrorPage
          status={isRouteErrorResponse(error) ? error.status : 500}
          title={MESSAGES.serverErrorTitle}
          message={MESSAGES.serverError}
        />
      </Suspense>
    </SiteFrame>
  );
}
