import { Link } from "@remix-run/react";
import { NavAnchor } from "~/components/header/nav-link";
import { Logo } from "~/components/layout/logo";
import { COMPANY, FOOTER_NAV } from "~/config/site";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto max-w-[1240px] px-5 pt-16 pb-10">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_repeat(5,1fr)]">
          <div className="max-w-xs">
            <Link
              to="/"
              prefetch="viewport"
              className="text-white"
              aria-label="Aden home"
            >
              <Logo />
            </Link>
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
              <Link
                to="/privacy"
                prefetch="viewport"
                className="hover:text-white"
              >
                Privacy
              </Link>
            </li>
            <li>
              <Link
                to="/terms-of-service"
                prefetch="viewport"
                className="hover:text-white"
              >
                Terms
              </Link>
            </li>
            <li>
              <Link
                to="/contact"
                prefetch="viewport"
                className="hover:text-white"
              >
                Contact
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
