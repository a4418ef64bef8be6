import { Link } from "@remix-run/react";
import {
  ArrowRight,
  Boxes,
  HardHat,
  type LucideIcon,
  ReceiptText,
  ShieldCheck,
  ShoppingCart,
  Users,
} from "lucide-react";
import { cx } from "~/lib/cx";
import type { BUSINESS_PROCESS_CATEGORIES } from "~/lib/content/vocabulary";
import { LIST_MESSAGES } from "~/lib/messages";
import { WholeWords } from "~/components/ui/whole-words";

type ProcessCategory = (typeof BUSINESS_PROCESS_CATEGORIES)[number];

/** One glyph per process category, so a card says what kind of work it is before it is read. */
const CATEGORY_ICONS: Record<ProcessCategory, LucideIcon> = {
  Finance: ReceiptText,
  Operations: HardHat,
  People: Users,
  Compliance: ShieldCheck,
  Sales: ShoppingCart,
  "Supply chain": Boxes,
};

export type IntegrationListEntry = {
  slug: string;
  name: string;
  logo: string;
  summary: string;
};

export type IntegrationGroup = {
  slug: string;
  name: string;
  entries: IntegrationListEntry[];
};

/**
 * The integrations by category, each category a panel with its heading. Panels pair up two to a
 * row, larger categories first, so panels side by side hold about as many tools; an odd panel out
 * spans the row instead of standing alone beside a gap.
 */
export function IntegrationGroups({
  groups,
}: {
  groups: readonly IntegrationGroup[];
}) {
  const ordered = [...groups].sort(
    (a, b) => b.entries.length - a.entries.length,
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {ordered.map((group, index) => {
        const wide = ordered.length % 2 === 1 && index === ordered.length - 1;
        const headingId = `category-${group.slug}`;
        return (
          <section
            key={group.slug}
            aria-labelledby={headingId}
            className={cx(
              // On a phone the panel and the marks give their room to the descriptions, which
              // ran to six lines of 200 px.
              "rounded-2xl bg-white p-5 ring-1 ring-ink-100 sm:p-8",
              wide && "lg:col-span-2",
            )}
          >
            <div className="flex items-baseline justify-between gap-4">
              <h3 id={headingId} className="heading-3 text-ink-950">
                {group.name}
              </h3>
              <p className="text-sm text-ink-600">
                {group.entries.length}{" "}
                {
                  LIST_MESSAGES.integrations.count[
                    group.entries.length === 1 ? 0 : 1
                  ]
                }
              </p>
            </div>
            <ul
              className={cx(
                "mt-4 grid",
                wide && group.entries.length > 1 && "lg:grid-cols-2 lg:gap-x-8",
              )}
            >
              {group.entries.map((entry) => (
                <li
                  key={entry.slug}
                  className="border-t border-ink-100 first:border-t-0"
                >
                  <IntegrationRow entry={entry} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function IntegrationRow({ entry }: { entry: IntegrationListEntry }) {
  return (
    <article className="group relative -mx-3 flex items-start gap-3 rounded-xl px-3 py-4 transition-colors hover:bg-ink-50 sm:gap-4">
      <img
        src={entry.logo}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-10 shrink-0 rounded-xl sm:size-12"
      />
      <div className="min-w-0 flex-1">
        <h4 className="heading-4 text-ink-950">
          <Link
            to={`/integrations/${entry.slug}`}
            prefetch="intent"
            className="after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-700"
          >
            <WholeWords text={entry.name} />
          </Link>
        </h4>
        <p className="mt-1 text-sm leading-6 text-ink-700">{entry.summary}</p>
      </div>
      <ArrowRight
        aria-hidden="true"
        className="mt-1 size-5 shrink-0 text-ink-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
      />
    </article>
  );
}

export type ProcessListEntry = {
  slug: string;
  title: string;
  category: string;
  summary: string;
  stepCount: number;
  integrations: ReadonlyArray<{ slug: string; name: string; logo: string }>;
};

/** A business process as a card: its category's icon, its step count, the tools it touches. */
export function ProcessCard({ process }: { process: ProcessListEntry }) {
  const copy = LIST_MESSAGES.businessProcesses;
  const Icon = CATEGORY_ICONS[process.category as ProcessCategory] ?? Boxes;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:ring-brand-200">
      <div className="flex items-center justify-between gap-4">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="rounded-full bg-ink-50 px-3 py-1 text-xs font-medium text-ink-700 tabular-nums ring-1 ring-ink-100">
          {process.stepCount} {copy.steps}
        </span>
      </div>
      <p className="mt-5 text-xs font-semibold tracking-wider text-brand-700 uppercase">
        {process.category}
      </p>
      <h3 className="mt-1 heading-3 text-ink-950">
        <Link
          to={`/business-processes/${process.slug}`}
          prefetch="intent"
          className="after:absolute after:inset-0 after:rounded-2xl"
        >
          <WholeWords text={process.title} />
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-ink-700">
        {process.summary}
      </p>
      <div className="mt-6 flex items-center justify-between gap-4 border-t border-ink-100 pt-4">
        {process.integrations.length > 0 ? (
          // Side by side, each on the same hairline: overlapped, the marks cut into each other's
          // letters ("SF", "gusto"), and the white ones had no edge on the white card.
          <ul aria-label={copy.connectsTo} className="flex gap-1.5">
            {process.integrations.map((integration) => (
              <li key={integration.slug}>
                <img
                  src={integration.logo}
                  alt={integration.name}
                  width={28}
                  height={28}
                  loading="lazy"
                  className="size-7 rounded-lg ring-1 ring-ink-100"
                />
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
        >
          {copy.openProcess}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
