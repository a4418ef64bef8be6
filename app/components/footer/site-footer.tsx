import { ChevronDown } from "lucide-react";
import { useRef } from "react";
import siteCopy from "../../../content/pages/site.yaml";
import { NavAnchor } from "~/components/header/nav-link";
import { Logo } from "~/components/layout/logo";
import { FOOTER_NAV } from "~/config/footer-navigation";
import { COMPANY, type NavLink } from "~/config/site";
import { cx } from "~/lib/cx";
import { PrefetchLink } from "~/components/ui/prefetch-link";
import type { SiteCopy } from "~/lib/content/page-schemas";
import { useBrowserLayoutEffect } from "~/lib/layout-effect";
import { NAV_MESSAGES } from "~/lib/messages";
import { useRootData } from "~/lib/root-data";

/** The footer's words beyond its links: content/pages/site.yaml. */
const SITE = siteCopy as SiteCopy;

export function SiteFooter() {
  const year = useRootData()?.year ?? new Date().getUTCFullYear();
  const footer = useRef<HTMLElement>(null);
  // The footer hydrates when the browser is idle (site-shell.tsx); until then its links are
  // plain links that load a whole document. The mark tells browser tests (and anyone reading
  // the DOM) when they have become the app's own navigations. Set directly: no re-render.
  useBrowserLayoutEffect(() => {
    footer.current?.setAttribute("data-hydrated", "true");
  }, []);
  return (
    <footer ref={footer} className="site-footer bg-ink-950 text-ink-300">
      <div className="mx-auto max-w-[1240px] px-5 pt-12 pb-10 lg:pt-16">
        <div className="grid gap-8 lg:grid-cols-[1.3fr_repeat(5,1fr)] lg:gap-10">
          <div className="max-w-xs">
            <PrefetchLink to="/" className="text-white" aria-label="Aden home">
              <Logo />
            </PrefetchLink>
            <p className="mt-4 text-sm leading-6">
              {COMPANY.tagline}. {SITE.footerBlurb}
            </p>
            <p className="mt-4 text-sm">
              <a
                href={`mailto:${COMPANY.email}`}
                className="text-white underline-offset-4 hover:underline"
              >
                {COMPANY.email}
              </a>
            </p>
          </div>
          {/* From lg, every group in its column. */}
          {FOOTER_NAV.map((group) => (
            <nav
              key={group.label}
              aria-label={NAV_MESSAGES.footerGroup(group.label)}
              className="hidden lg:block"
            >
              <p className="text-sm font-semibold text-white">{group.label}</p>
              <FooterLinks links={group.links} className="mt-4 space-y-2.5" />
            </nav>
          ))}
          {/* Below lg, each group folds into a <details>, so the footer stays short on phones
              (issue 27: 1,989 px at 390) and still opens without script. */}
          <div className="divide-y divide-white/10 border-y border-white/10 lg:hidden">
            {FOOTER_NAV.map((group) => (
              <details key={group.label} className="group">
                <summary className="flex h-12 cursor-pointer list-none items-center justify-between text-sm font-semibold text-white [&::-webkit-details-marker]:hidden">
                  {group.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 text-ink-300 transition-transform group-open:rotate-180"
                  />
                </summary>
                <nav
                  aria-label={NAV_MESSAGES.footerGroup(group.label)}
                  className="pb-4"
                >
                  <FooterLinks
                    links={group.links}
                    className="grid grid-cols-2 gap-x-6 gap-y-1"
                    linkClassName="flex min-h-10 items-center"
                  />
                </nav>
              </details>
            ))}
          </div>
        </div>
        <div className="mt-8 flex flex-col gap-4 pt-0 text-sm sm:flex-row sm:items-center sm:justify-between lg:mt-14 lg:border-t lg:border-white/10 lg:pt-8">
          <p>{NAV_MESSAGES.allRightsReserved(year, COMPANY.name)}</p>
          <ul className="flex gap-6">
            <li>
              <PrefetchLink to="/privacy" className="hover:text-white">
                {NAV_MESSAGES.privacy}
              </PrefetchLink>
            </li>
            <li>
              <PrefetchLink to="/terms-of-service" className="hover:text-white">
                {NAV_MESSAGES.terms}
              </PrefetchLink>
            </li>
            <li>
              <PrefetchLink to="/contact" className="hover:text-white">
                {NAV_MESSAGES.contact}
              </PrefetchLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  links,
  className,
  linkClassName,
}: {
  links: NavLink[];
  className: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <NavAnchor
            link={link}
            className={cx(
              "text-sm hover:text-white hover:underline hover:underline-offset-4",
              linkClassName,
            )}
          />
        </li>
      ))}
    </ul>
  );
}
