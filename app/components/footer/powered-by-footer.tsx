import { Link } from "@remix-run/react";
import { COMPANY } from "~/config/site";
import { NAV_MESSAGES } from "~/lib/messages";

/**
 * The footer of the header-less pages (hosted forms and their result): one quiet line, as form
 * builders sign the forms they host, instead of the site's navigation.
 */
export function PoweredByFooter() {
  return (
    <footer className="px-4 pb-10 text-center text-sm text-ink-500">
      <p>
        {NAV_MESSAGES.poweredBy}{" "}
        <Link
          to="/"
          className="font-semibold text-ink-800 underline-offset-4 hover:underline"
        >
          {COMPANY.name}
        </Link>
        <span aria-hidden="true" className="mx-2">
          ·
        </span>
        <Link to="/privacy" className="underline-offset-4 hover:underline">
          {NAV_MESSAGES.privacy}
        </Link>
        <span aria-hidden="true" className="mx-2">
          ·
        </span>
        <Link
          to="/terms-of-service"
          className="underline-offset-4 hover:underline"
        >
          {NAV_MESSAGES.terms}
        </Link>
      </p>
    </footer>
  );
}
