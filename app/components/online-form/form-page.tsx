import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Logo } from "~/components/layout/logo";
import { NAV_MESSAGES } from "~/lib/messages";

/**
 * The frame of a hosted form and of its result page (no site header, behaviour §2): Aden's mark,
 * small, over one centred card on a quiet background.
 */
export function FormPage({ children }: { children: ReactNode }) {
  return (
    <div className="px-4 pt-8 pb-10 sm:pt-14 sm:pb-14">
      <div className="mx-auto max-w-[640px]">
        <div className="flex justify-center">
          <Link
            to="/"
            aria-label={NAV_MESSAGES.homeLink}
            className="rounded-md text-ink-950"
          >
            <Logo size="sm" />
          </Link>
        </div>
        <div className="mt-6 rounded-2xl border border-ink-100 bg-white px-5 py-8 shadow-sm sm:mt-8 sm:px-10 sm:py-10">
          {children}
        </div>
      </div>
    </div>
  );
}
