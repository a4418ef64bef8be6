import {
  Link,
  PrefetchPageLinks,
  useHref,
  type LinkProps,
} from "@remix-run/react";
import {
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ForwardedRef,
} from "react";
import { MAX_PREFETCHES_IN_FLIGHT } from "~/lib/constants";
import { whenIdle } from "~/lib/idle.client";
import { createPrefetchQueue } from "~/lib/prefetch-queue";
import { remixRouter, whenRouteKnown } from "~/lib/route-discovery";

/**
 * Route preloads of visible links share one queue: about 5 at once (behaviour §2), each started in
 * an idle moment of its own (its links start their requests on the main thread).
 */
const queue = createPrefetchQueue(MAX_PREFETCHES_IN_FLIGHT, (start) => {
  whenIdle(start);
});
/** Pages already preloaded (or being preloaded) in this page load. */
const preloaded = new Set<string>();
/** A preload whose requests never settle frees its place after this long. */
const PRELOAD_TIMEOUT_MS = 10_000;
/**
 * Routes are discovered lazily, just after the links to them appear: a visible link waits for
 * its page's route this long at most before it joins the queue (Remix warns of a preload it
 * can't match). A link whose route never comes (a page that does not exist) is not preloaded.
 */
const DISCOVERY_TIMEOUT_MS = 10_000;

/**
 * Remix's prefetch links (the page's data and route modules) for `page`, inside a hidden holder
 * so their load and error events tell when this preload is over.
 */
function QueuedPreload({
  page,
  onSettled,
}: {
  page: string;
  /** Called once the preloads it rendered have settled (at once when there were none). */
  onSettled: () => void;
}) {
  const holder = useRef<HTMLSpanElement>(null);
  // A layout effect: the listeners are in place before any request can finish.
  useLayoutEffect(() => {
    const links = [...(holder.current?.querySelectorAll("link") ?? [])];
    let pending = links.length;
    if (pending === 0) {
      onSettled();
      return;
    }
    const settle = () => {
      pending -= 1;
      if (pending === 0) onSettled();
    };
    for (const link of links) {
      link.addEventListener("load", settle, { once: true });
      link.addEventListener("error", settle, { once: true });
    }
    return () => {
      for (const link of links) {
        link.removeEventListener("load", settle);
        link.removeEventListener("error", settle);
      }
    };
  }, [page, onSettled]);
  return (
    <span hidden ref={holder} data-preloading={page}>
      <PrefetchPageLinks page={page} />
    </span>
  );
}

function assignRef<T>(ref: ForwardedRef<T>, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

type PrefetchLinkProps = Omit<LinkProps, "prefetch">;

/**
 * An internal link that preloads its page when it becomes visible, through the shared queue
 * (Remix's own `prefetch="viewport"` starts every visible link at once: a footer is dozens).
 */
const BrowserPrefetchLink = forwardRef<
  HTMLAnchorElement,
  Omit<LinkProps, "prefetch">
>(function PrefetchLink({ to, ...props }, forwardedRef) {
  const page = useHref(to);
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const [preloading, setPreloading] = useState(false);
  const finish = useRef<(() => void) | null>(null);

  const setRef = useCallback(
    (node: HTMLAnchorElement | null) => {
      anchor.current = node;
      assignRef(forwardedRef, node);
    },
    [forwardedRef],
  );

  useEffect(() => {
    const element = anchor.current;
    if (
      !element ||
      preloaded.has(page) ||
      !("IntersectionObserver" in window)
    ) {
      return;
    }
    let withdraw: (() => void) | undefined;
    let stopWaiting: (() => void) | undefined;
    const preload = () => {
      withdraw = queue.enqueue(() => {
        if (preloaded.has(page)) return Promise.resolve();
        preloaded.add(page);
        return new Promise<void>((resolve) => {
          const timeout = window.setTimeout(resolve, PRELOAD_TIMEOUT_MS);
          finish.current = () => {
            window.clearTimeout(timeout);
            resolve();
          };
          setPreloading(true);
        }).then(() => {
          finish.current = null;
          setPreloading(false);
        });
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        stopWaiting = whenRouteKnown(
          remixRouter(),
          page,
          preload,
          DISCOVERY_TIMEOUT_MS,
        );
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      stopWaiting?.();
      withdraw?.();
      finish.current?.();
    };
  }, [page]);

  const onSettled = useCallback(() => finish.current?.(), []);

  return (
    <>
      <Link {...props} ref={setRef} to={to} prefetch="none" />
      {preloading ? <QueuedPreload page={page} onSettled={onSettled} /> : null}
    </>
  );
});

/** An absolute path, with a query and a fragment if any: the href a Link gives it is itself. */
const PLAIN_PATH = /^\/(?!\/)[^?#]*(?:\?[^#]+)?(?:#.+)?$/;

/**
 * The anchor Remix's `Link` renders for `props`, or null where working it out takes the router
 * (a relative path, a path object). The click handler, the preload and the path resolution
 * belong to the browser.
 */
export function plainAnchorProps({
  to,
  reloadDocument,
  replace: _replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  viewTransition: _viewTransition,
  discover = "render",
  target,
  ...anchor
}: PrefetchLinkProps) {
  if (typeof to !== "string" || !PLAIN_PATH.test(to)) return null;
  return {
    ...anchor,
    "data-discover":
      discover === "render" && !reloadDocument ? "true" : undefined,
    href: to,
    target,
  };
}

/**
 * On the server a link is only its markup (issue 15). Remix's Link, the router's Link under it
 * and this component's browser half cost a dozen hooks and four path resolutions per link, and
 * the header, menus and footer carry over a hundred of them on every page. The browser renders
 * the full component; the markup is the same, so hydration sees no difference.
 */
const ServerPrefetchLink = forwardRef<HTMLAnchorElement, PrefetchLinkProps>(
  function PrefetchLink(props, ref) {
    const anchor = plainAnchorProps(props);
    if (!anchor) return <Link {...props} ref={ref} prefetch="none" />;
    const { children, ...attributes } = anchor;
    return (
      <a {...attributes} ref={ref}>
        {children}
      </a>
    );
  },
);

export const PrefetchLink = import.meta.env.SSR
  ? ServerPrefetchLink
  : BrowserPrefetchLink;
