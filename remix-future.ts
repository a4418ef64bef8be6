/**
 * Remix's v3 future flags, all on (docs/decisions/001): the Vite plugin builds with them, and a
 * test that assembles a server build of its own (tests/bad-input.test.ts) runs with the same.
 */
export const REMIX_FUTURE_FLAGS = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
  v3_routeConfig: true,
} as const;
