import { ArrowRight } from "lucide-react";
import { Container } from "~/components/sections/container";
import { ACTION_ROW, buttonClasses, ButtonLink } from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { Link, useLocation } from "@remix-run/react";
import { isHeaderHidden } from "~/components/header/site-header";
import { FormPage } from "~/components/online-form/form-page";
import { ERROR_PAGE_MESSAGES } from "~/lib/messages";

export function ErrorPage({
  status,
  title,
  message,
}: {
  status: number;
  title: string;
  message: string;
}) {
  const { pathname } = useLocation();
  if (isHeaderHidden(pathname)) {
    // A hosted form's visitor came for the form, not for Aden: the form's quiet frame.
    return (
      <FormPage>
        <div className="text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {ERROR_PAGE_MESSAGES.errorStatus(status)}
          </p>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">
            {title}
          </h1>
          <p className="mt-3 leading-7 break-words text-ink-600">{message}</p>
          <ButtonLink to="/" variant="secondary" className="mt-8">
            {ERROR_PAGE_MESSAGES.goHome}
          </ButtonLink>
        </div>
      </FormPage>
    );
  }
  return (
    <>
      <section className="relative overflow-hidden bg-ink-950 pt-32 pb-24 text-white sm:pt-40 sm:pb-28">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_22rem_at_50%_-10%,rgb(85_65_230/0.45),transparent),radial-gradient(30rem_16rem_at_80%_110%,rgb(20_184_146/0.18),transparent)]"
        />
        <div className="relative mx-auto max-w-2xl px-5 text-center">
          {/* The status once, drawn large; read as "Error 404" (an eyebrow saying it again beside
              the numeral was one 404 too many). */}
          <p>
            <span
              aria-hidden="true"
              className="block bg-gradient-to-b from-white/25 to-white/0 bg-clip-text text-[7rem] leading-none font-black tracking-tighter text-transparent sm:text-[10rem]"
            >
              {status}
            </span>
            <span className="sr-only">
              {ERROR_PAGE_MESSAGES.errorStatus(status)}
            </span>
          </p>
          <h1 className="mt-6 heading-1">{title}</h1>
          <p className="mt-5 text-lg break-words text-ink-200">{message}</p>
          <div className={cx(ACTION_ROW, "mt-10 sm:justify-center")}>
            <Link
              to="/"
              // The brand's main button, as on every other dark hero.
              className={buttonClasses({ variant: "primary", size: "lg" })}
            >
              {ERROR_PAGE_MESSAGES.backHome}
            </Link>
            <Link
              to="/contact"
              className={buttonClasses({
                variant: "outline-inverse",
                size: "lg",
              })}
            >
              {ERROR_PAGE_MESSAGES.contactUs}
            </Link>
          </div>
        </div>
      </section>
      {status === 404 ? (
        <section
          aria-labelledby="error-suggestions"
          className="bg-ink-50 py-16 sm:py-20"
        >
          <Container>
            <h2 id="error-suggestions" className="heading-2 text-ink-950">
              {ERROR_PAGE_MESSAGES.suggestionsTitle}
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {ERROR_PAGE_MESSAGES.suggestions.map((suggestion) => (
                <li key={suggestion.href}>
                  <Link
                    to={suggestion.href}
                    prefetch="intent"
                    className="group flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:ring-brand-200"
                  >
                    <span className="heading-4 text-ink-950 group-hover:text-brand-700">
                      {suggestion.label}
                    </span>
                    <span className="mt-1 text-sm leading-6 text-ink-700">
                      {suggestion.description}
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="mt-4 size-4 text-brand-700 transition-transform group-hover:translate-x-0.5"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
    </>
  );
}
