import { Link, useLocation } from "@remix-run/react";
import siteCta from "../../../content/pages/site.yaml?part=cta";
import { StartForFreeLink } from "~/components/auth/start-for-free-link";
import { useHeaderActionHrefs } from "~/components/header/header-actions";
import { ACTION_ROW, buttonClasses } from "~/components/ui/button";
import type { SiteCopy } from "~/lib/content/page-schemas";
import { cx } from "~/lib/cx";
import { Container } from "./container";
import { dialogHref } from "~/lib/dialog-url";
import { HOME_MESSAGES, NAV_MESSAGES } from "~/lib/messages";

/** The words of a page that doesn't write its own: content/pages/site.yaml, its `cta`. */
const DEFAULT_CTA = siteCta as SiteCopy["cta"];

/**
 * The closing call to action every page ends with (docs/design.md, "What to do next"): start for free,
 * or book a demo (the booking dialog, or the contact form when no booking page is configured).
 */
export function CtaBand({
  title = DEFAULT_CTA.title,
  lead = DEFAULT_CTA.lead,
}: {
  title?: string;
  lead?: string;
}) {
  return (
    <section
      aria-labelledby="cta-band-title"
      className="relative overflow-hidden bg-ink-950 py-20 text-white sm:py-24"
    >
      {/* The glows fade out before the band's edges, so no seam shows where the footer begins. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 [mask-image:linear-gradient(to_bottom,black_55%,transparent)] bg-[radial-gradient(40rem_20rem_at_85%_120%,rgb(20_184_146/0.22),transparent),radial-gradient(44rem_22rem_at_10%_-30%,rgb(85_65_230/0.45),transparent)]"
      />
      <Container className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-band-title" className="heading-2">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-ink-200">{lead}</p>
        </div>
        <CtaActions />
      </Container>
    </section>
  );
}

/**
 * The pair every call to action offers, on a dark background: Start for free, and Book a demo or
 * (`second="sales"`, product heroes) Talk to sales, which opens the contact dialog.
 */
export function CtaActions({
  className,
  second = "demo",
}: {
  className?: string;
  second?: "demo" | "sales";
}) {
  const { bookDemo } = useHeaderActionHrefs();
  const location = useLocation();
  return (
    <div className={cx(ACTION_ROW, className)}>
      <StartForFreeLink size="lg" />
      <Link
        to={
          second === "demo" ? bookDemo : dialogHref(location, { contact: "1" })
        }
        preventScrollReset
        className={buttonClasses({
          variant: "outline-inverse",
          size: "lg",
        })}
      >
        {second === "demo" ? NAV_MESSAGES.bookADemo : HOME_MESSAGES.talkToSales}
      </Link>
    </div>
  );
}
