import { buttonClasses, ButtonLink } from "~/components/ui/button";
import { Link, useLocation } from "@remix-run/react";
import { isHeaderHidden } from "~/components/header/site-header";
import { FormPage } from "~/components/online-form/form-page";

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
            Error {status}
          </p>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl">
            {title}
          </h1>
          <p className="mt-3 leading-7 break-words text-ink-600">{message}</p>
          <ButtonLink to="/" variant="secondary" className="mt-8">
            Go to the home page
          </ButtonLink>
        </div>
      </FormPage>
    );
  }
  return (
    <section className="bg-ink-950 pt-32 pb-24 text-white sm:pt-40">
      <div className="mx-auto max-w-2xl px-6 text-center">
        <p className="text-sm font-semibold tracking-widest text-mint-300 uppercase">
          Error {status}
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 text-lg break-words text-ink-200">{message}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            className={buttonClasses({ variant: "inverse", size: "lg" })}
          >
            Back to the home page
          </Link>
          <Link
            to="/contact"
            className={buttonClasses({
              variant: "outline-inverse",
              size: "lg",
            })}
          >
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
