import type { ReactNode } from "react";
import { Container } from "~/components/sections/container";
import { cx } from "~/lib/cx";
import type { Crumb } from "~/lib/seo";
import { Breadcrumbs } from "./breadcrumbs";
import { WholeWords } from "~/components/ui/whole-words";

const ASIDE_LAYOUTS = {
  panel:
    "lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-end lg:gap-16",
  top: "lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-16",
  product: "lg:grid lg:grid-cols-2 lg:items-center lg:gap-16",
  tool: "lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12 xl:gap-16",
  below: undefined,
};

/**
 * The dark band at the top of every content page; the fixed header sits over its padding. It clips
 * its glow with `overflow: clip`, which (unlike `hidden`) makes no scroll container, so a sticky
 * element inside it sticks to the window.
 */
export function PageHero({
  crumbs,
  eyebrow,
  title,
  lead,
  children,
  aside,
  asideLayout = "panel",
  column = "wide",
  header = "over",
  className,
}: {
  crumbs: Crumb[];
  eyebrow?: ReactNode;
  title: string;
  lead?: string;
  children?: ReactNode;
  /** Shown beside the title from lg (below it on phones), so a wide hero has no empty half. */
  aside?: ReactNode;
  /** `panel`: a narrow aside level with the text's end (when the aside is the taller, the text
   *  keeps to the top); `top`: a narrow aside taller than the text, both from one top line, so
   *  the title stays under the breadcrumbs; `product`: a product visual as wide as the text,
   *  centred on it; `tool`: a narrow column as tall as the text, so what it holds can stay in
   *  view beside a long form (the ROI calculator's result); `below`: the text centred, the aside
   *  under it at full width. */
  asideLayout?: "panel" | "top" | "product" | "tool" | "below";
  /** `text`: the hero's text in the 768px reading column, on one left edge with the text below
   *  it (articles). */
  column?: "wide" | "text";
  /** `over`: the transparent header sits over the hero's top padding (the white-header flag);
   *  `solid`: the page leaves the solid header its own room above the hero (/ai-form). */
  header?: "over" | "solid";
  className?: string;
}) {
  const centred = Boolean(aside) && asideLayout === "below";
  return (
    <section
      className={cx(
        "relative overflow-clip bg-ink-950 pb-16 text-white sm:pb-20",
        header === "over" ? "pt-32 sm:pt-36" : "pt-12 sm:pt-16",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_24rem_at_80%_-20%,rgb(85_65_230/0.4),transparent)]"
      />
      <Container className="relative">
        <div className={column === "text" ? "mx-auto max-w-3xl" : undefined}>
          <Breadcrumbs crumbs={crumbs} centred={centred} />
          <div className={aside ? ASIDE_LAYOUTS[asideLayout] : undefined}>
            <div
              className={
                // Phones read a left-aligned lead more easily: centred from sm.
                centred
                  ? "mx-auto max-w-4xl sm:flex sm:flex-col sm:items-center sm:text-center"
                  : // A taller panel beside it leaves the title under the breadcrumbs, not at the
                    // panel's foot.
                    asideLayout === "panel"
                    ? "lg:self-start"
                    : undefined
              }
            >
              {eyebrow ? (
                <p className="mt-8 text-sm font-semibold tracking-widest text-mint-300 uppercase">
                  {eyebrow}
                </p>
              ) : null}
              <h1
                className={`${eyebrow ? "mt-3" : "mt-8"} heading-1 max-w-4xl`}
              >
                <WholeWords text={title} />
              </h1>
              {lead ? (
                <p className="mt-6 max-w-3xl text-lg leading-8 text-ink-200">
                  {lead}
                </p>
              ) : null}
              {children}
            </div>
            {aside ? (
              <div
                className={
                  centred
                    ? "mt-14 lg:mt-20"
                    : asideLayout === "top"
                      ? // Level with the eyebrow (or title), which starts 2rem under the breadcrumbs.
                        "mt-12 lg:mt-8"
                      : "mt-12 lg:mt-0"
                }
              >
                {aside}
              </div>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
