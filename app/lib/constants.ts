/** Business constants and limits of behaviour §9, with the spec's units. */

export const REQUEST_TIMEOUT_MS = 30_000;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const MIN_PASSWORD_LENGTH = 10;
/** Longer than any password manager makes: a longer one is refused before it reaches the upstream. */
export const PASSWORD_MAX_LENGTH = 128;

export const TOAST_DURATION_MS = 3_000;
export const TOAST_OFFSET_PX = 16;
export const AUTH_DIALOG_WIDTH_PX = 400;
export const AUTH_DIALOG_Z_INDEX = 1_800;
export const OVERLAY_BASE_Z_INDEX = 2_000;
export const LOADING_OVERLAY_FADE_MS = 400;

export const HEADER_SCROLL_THRESHOLD_PX = 72;
/**
 * behaviour §2, "the white style stops at 80% opacity": the white-text header's dark scrim rises to
 * this opacity as the scroll nears the threshold, where the solid white header takes over.
 */
export const HEADER_WHITE_TEXT_MAX_OPACITY = 0.8;
export const MENU_HIDE_DELAY_MS = 100;
/** A desktop menu opens once a mouse or pen has rested this long on its trigger. */
export const MENU_HOVER_OPEN_DELAY_MS = 100;
/** A menu the pointer opened closes this long after the pointer has left its trigger and panel. */
export const MENU_HOVER_CLOSE_DELAY_MS = 100;
/** Movement within this distance of where the pointer stopped still counts as resting. */
export const MENU_HOVER_REST_TOLERANCE_PX = 6;
/** Menus with more entries than this use two columns. */
export const MENU_SINGLE_COLUMN_MAX_ITEMS = 5;
export const MENU_WIDTH_ONE_COLUMN_PX = 500;
export const MENU_WIDTH_TWO_COLUMNS_PX = 900;
export const MENU_WIDTH_TWO_COLUMNS_XL_PX = 1_000;

export const LOADING_BAR = {
  durationMs: 2_000,
  throttleMs: 200,
  heightPx: 3,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

/** behaviour §2: the contact form's phone country is the United States (its dial code, 1, comes from the country list). */
export const DEFAULT_PHONE_COUNTRY_ISO2 = "us";

export const BOOKING_FRAME = {
  widthPercent: 90,
  maxWidthPx: 1_200,
  heightPx: 760,
} as const;

export const EMAIL_MAX_LENGTH = 320;

/** behaviour §9: the client asks the server for its build version this often… */
export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1_000;
/** …the first time this long after the page has loaded. */
export const VERSION_CHECK_FIRST_DELAY_MS = 1_000;
/** behaviour §4, §9: a path is reloaded for a newer build (or a failed chunk) at most once in this window. */
export const RELOAD_GUARD_MS = 10_000;

/** behaviour §2: about this many route preloads (visible links) run at once. */
export const MAX_PREFETCHES_IN_FLIGHT = 5;

/** behaviour §9: the support chat's regions; the default is us. */
export const CHAT_REGIONS = ["us", "eu", "ap"] as const;
export const DEFAULT_CHAT_REGION = "us";
export type ChatRegion = (typeof CHAT_REGIONS)[number];
