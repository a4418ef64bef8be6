export const burgerClasses =
  "flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-ink-900 hover:bg-ink-950/5 on-dark:text-white on-dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden";

/** What the disclosure hands to the sheet when it takes over (see MobileMenu). */
export type MobileMenuHandoff = {
  /** The burger was pressed before the sheet had loaded. */
  open: boolean;
  /** The burger had focus. */
  focused: boolean;
};
