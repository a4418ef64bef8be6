import { describe, expect, it } from "vitest";
import * as constants from "~/lib/constants";
import {
  MESSAGES,
  invalidRouteMessage,
  pageNotFoundMessage,
} from "~/lib/messages";

/**
 * behaviour §9, "Business constants and limits", and the messages of §8, stated as the spec
 * writes them: changing any of them fails here, whatever else uses it.
 */
describe("business constants (behaviour §9)", () => {
  it("are the spec's numbers, in the spec's units", () => {
    expect({ ...constants }).toStrictEqual({
      REQUEST_TIMEOUT_MS: 30000,
      RESEND_COUNTDOWN_SECONDS: 60,
      MIN_PASSWORD_LENGTH: 10,
      PASSWORD_MAX_LENGTH: 128,

      TOAST_DURATION_MS: 3000,
      TOAST_OFFSET_PX: 16,
      AUTH_DIALOG_WIDTH_PX: 400,
      AUTH_DIALOG_Z_INDEX: 1800,
      OVERLAY_BASE_Z_INDEX: 2000,
      LOADING_OVERLAY_FADE_MS: 400,

      HEADER_SCROLL_THRESHOLD_PX: 72,
      HEADER_WHITE_TEXT_MAX_OPACITY: 0.8,
      MENU_HIDE_DELAY_MS: 100,
      MENU_HOVER_OPEN_DELAY_MS: 100,
      MENU_HOVER_CLOSE_DELAY_MS: 100,
      MENU_HOVER_REST_TOLERANCE_PX: 6,
      MENU_SINGLE_COLUMN_MAX_ITEMS: 5,
      MENU_WIDTH_ONE_COLUMN_PX: 500,
      MENU_WIDTH_TWO_COLUMNS_PX: 900,
      MENU_WIDTH_TWO_COLUMNS_XL_PX: 1000,

      LOADING_BAR: {
        durationMs: 2000,
        throttleMs: 200,
        heightPx: 3,
        hideDelayMs: 500,
        resetDelayMs: 400,
      },

      DEFAULT_PHONE_COUNTRY_ISO2: "us",
      BOOKING_FRAME: { widthPercent: 90, maxWidthPx: 1200, heightPx: 760 },
      EMAIL_MAX_LENGTH: 320,

      VERSION_CHECK_INTERVAL_MS: 3600000,
      VERSION_CHECK_FIRST_DELAY_MS: 1000,
      RELOAD_GUARD_MS: 10000,
      MAX_PREFETCHES_IN_FLIGHT: 5,

      CHAT_REGIONS: ["us", "eu", "ap"],
      DEFAULT_CHAT_REGION: "us",
    });
  });
});

describe("messages (behaviour §8)", () => {
  it("says the spec's words", () => {
    expect(pageNotFoundMessage("/x")).toBe("Page not found: /x");
    expect(invalidRouteMessage("/blog/x")).toBe("Page Not Found: /blog/x");
    expect(MESSAGES).toStrictEqual({
      somethingWentWrong: "Something went wrong. Please try again.",
      unauthorized: "Unauthorized",
      signedOut: "You have been signed out.",
      verifyEmailFirst: "Please verify your email to continue.",
      accountExists: "An account with this email already exists.",
      formExpired:
        "This form has expired. Please try again (cookies must be allowed to sign in).",
      notFoundTitle: "Page Not Found",
      serverErrorTitle: "Internal Server Error",
      serverError:
        "Something on our side went wrong while loading this page. Please try again in a moment.",
    });
  });
});
