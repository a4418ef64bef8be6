import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import { Suspense } from "react";
import type { HomePageCopy } from "~/lib/content/page-schemas";
import { cx } from "~/lib/cx";
import { hydrateWhenIdle } from "~/lib/idle-hydration";
import * as eagerPieces from "./bento-pieces";

// Pictures with nothing to click: their script waits for the browser to be idle.
const BentoPiece = hydrateWhenIdle(
  import.meta.env.SSR ? eagerPieces.BentoPiece : null,
  () => import("./bento-pieces").then((module) => module.BentoPiece),
);

/** A piece in its Suspense boundary, which keeps the server's HTML until the script arrives. */
function Piece(props: eagerPieces.BentoPieceProps) {
  return (
    <Suspense fallback={null}>
      <BentoPiece {...props} />
    </Suspense>
  );
}

type Cards = HomePageCopy["capabilities"]["cards"];

export type BentoData = {
  cards: Cards;
  /** The process the tall card runs: its own title and steps, from content/business-processes. */
  process: { title: string; steps: readonly string[] };
  integrations: ReadonlyArray<{ slug: string; name: string; logo: string }>;
};

/**
 * The home page's bento grid: five capabilities in cards of unequal sizes, each with a small,
 * server-drawn piece of the product (bento-pieces.tsx). The pieces are pictures, hidden from
 * assistive technology apart from the process run, a labelled image; the card's words say it.
 */
export function CapabilityBento({ cards, process, integrations }: BentoData) {
  return (
    <ul className="mt-12 grid grid-cols-[minmax(0,1fr)] gap-5 sm:mt-16 md:grid-cols-2 lg:grid-cols-3">
      <BentoCard
        words={cards.documents}
        className="md:col-span-2"
        piece={<Piece kind="read-fields" />}
        wide
      />
      <li className="relative flex flex-col overflow-clip rounded-2xl bg-ink-950 p-6 text-white sm:p-8 md:col-span-2 lg:col-span-1 lg:row-span-2">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(24rem_16rem_at_100%_0%,rgb(85_65_230/0.45),transparent)]"
        />
        <h3 className="relative heading-3">{cards.process.title}</h3>
        <p className="relative mt-2 leading-7 text-ink-200">
          {cards.process.body}
        </p>
        {/* The run sits in the middle of what the card has left, not stuck to its words. */}
        <div className="relative flex flex-1 items-center py-6">
          <Piece
            kind="process-run"
            title={process.title}
            steps={process.steps}
          />
        </div>
        <Link
          to="/business-processes"
          className="relative inline-flex items-center gap-1.5 text-sm font-semibold text-mint-300 hover:text-white"
        >
          {cards.process.link}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </li>
      <BentoCard
        words={cards.approvals}
        piece={<Piece kind="approval-message" />}
      />
      <BentoCard words={cards.record} piece={<Piece kind="audit-trail" />} />
      <li className="flex flex-col gap-8 rounded-2xl border border-ink-100 bg-white p-6 sm:p-8 md:col-span-2 lg:col-span-3">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h3 className="heading-3 text-ink-950">
              {cards.integrations.title}
            </h3>
            <p className="mt-2 leading-7 text-ink-700">
              {cards.integrations.body}
            </p>
          </div>
          <Link
            to="/integrations"
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {cards.integrations.link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="grid grid-cols-7 gap-2 sm:gap-3 lg:grid-cols-14">
          {integrations.map((integration) => (
            <li key={integration.slug}>
              <Link
                to={`/integrations/${integration.slug}`}
                title={integration.name}
                className="grid aspect-square place-items-center rounded-xl bg-white p-1.5 ring-1 ring-ink-100 transition duration-200 hover:-translate-y-0.5 hover:ring-brand-200 sm:p-2.5"
              >
                <img
                  src={integration.logo}
                  alt={integration.name}
                  width={40}
                  height={40}
                  loading="lazy"
                  className="size-full max-h-10 max-w-10"
                />
              </Link>
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}

function BentoCard({
  words,
  piece,
  wide = false,
  className,
}: {
  words: { title: string; body: string };
  piece: ReactNode;
  /** Words beside the piece from `sm`, instead of above it. */
  wide?: boolean;
  className?: string;
}) {
  return (
    <li
      className={cx(
        "flex flex-col gap-6 overflow-hidden rounded-2xl border border-ink-100 bg-white p-6 sm:p-8",
        wide &&
          "sm:grid sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] sm:items-center",
        className,
      )}
    >
      <div>
        <h3 className="heading-3 text-ink-950">{words.title}</h3>
        <p className="mt-2 leading-7 text-ink-700">{words.body}</p>
      </div>
      <div aria-hidden="true" className="mt-auto sm:mt-0">
        {piece}
      </div>
    </li>
  );
}
