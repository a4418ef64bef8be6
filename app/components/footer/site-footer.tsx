import { NavAnchor } from "~/components/header/nav-link";
import { Logo } from "~/components/layout/logo";
import { FOOTER_NAV } from "~/config/navigation";
import { COMPANY } from "~/config/site";
import { PrefetchLink } from "~/components/ui/prefetch-link";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer bg-ink-950 text-ink-300">
      <div className="mx-auto max-w-[1240px] px-5 pt-16 pb-10">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_repeat(5,1fr)]">
          <div className="max-w-xs">
            <PrefetchLink to="/" className="text-white" aria-label="Aden home">
              <Logo />
            </PrefetchLink>
            <p className="mt-4 text-sm leading-6">
              {COMPANY.tagline}. One platform for the projects, people, money
              and paperwork of companies that build, make and serve.
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
          {FOOTER_NAV.map((group) => (
            <nav key={group.label} aria-label={`${group.label} links`}>
              <h2 className="text-sm font-semibold text-white">
                {group.label}
              </h2>
              <ul className="mt-4 space-y-2.5">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavAnchor
                      link={link}
                      className="text-sm hover:text-white hover:underline hover:underline-offset-4"
                    />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {COMPANY.name}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <PrefetchLink to="/privacy" className="hover:text-white">
                Privacy
              </PrefetchLink>
            </li>
            <li>
              <PrefetchLink to="/terms-of-service" className="hover:text-white">
                Terms
              </PrefetchLink>
            </li>
            <li>
              <PrefetchLink to="/contact" className="hover:text-white">
                Contact
              </PrefetchLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
