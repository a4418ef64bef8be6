import { buttonClasses } from "~/components/ui/button";
import { Link } from "@remix-run/react";

export function ErrorPage({
  status,
  title,
  message,
}: {
  status: number;
  title: string;
  message: string;
}) {
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
