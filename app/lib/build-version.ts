/** The endpoint that answers the server's build version, `{ "version": "…" }` (behaviour §4, §9). */
export const BUILD_VERSION_PATH = "/__version";

/**
 * Mock upstream only: a cookie that makes {@link BUILD_VERSION_PATH} answer another version for
 * the browser that sends it, so a test can simulate a deploy without touching other tabs.
 */
export const MOCK_BUILD_VERSION_COOKIE = "mock-build-version";
