import { ProductVisual } from "~/components/product/visuals";
import { WholeWords } from "~/components/ui/whole-words";
import { cx } from "~/lib/cx";
import type { HeroLayout, SolutionView, Visual } from "~/lib/solutions/schema";
import { SolutionIcon } from "./icons";

/**
 * The hero's product picture, placed as the page's `hero.layout` says (docs/design.md, Module and
 * industry pages): the page's visual in its window, lit by a brand glow, with a card saying what
 * Aden just did. The card and any second window are part of the picture, so hidden from
 * assistive technology like the window's contents.
 */
export function HeroVisual({
  hero,
  behind,
}: {
  hero: SolutionView["hero"];
  /** The stacked layout's card behind the hero's window: the first feature's picture. */
  behind: Visual | undefined;
}) {
  switch (hero.layout) {
    case "centred":
      return <CentredVisual hero={hero} />;
    case "stacked":
      return <StackedVisual hero={hero} behind={behind} />;
    default:
      return <SplitVisual hero={hero} />;
  }
}

const frame = (layout: HeroLayout) => ({ "data-hero-layout": layout });

/** Text on the left, the window tilted towards it, the card over its bottom-left corner. */
function SplitVisual({ hero }: { hero: SolutionView["hero"] }) {
  return (
    <div {...frame("split")} className="relative lg:mb-14">
      <Glow className="-inset-x-10 -inset-y-12" />
      <div className="relative lg:[transform:perspective(1800px)_rotateY(-5deg)_rotateX(2deg)]">
        <ProductVisual
          visual={hero.visual}
          className="motion-safe:animate-visual-in"
        />
      </div>
      <Callout
        callout={hero.callout}
        className="lg:absolute lg:-bottom-20 lg:-left-10 lg:w-72"
      />
    </div>
  );
}

/**
 * Under a centred headline: a wide, flat window rising from a glow, the card hanging from its
 * bottom-right corner. Over the window it hid the last rows' right-hand columns (the figures and
 * the status a table ends with).
 */
function CentredVisual({ hero }: { hero: SolutionView["hero"] }) {
  return (
    <div {...frame("centred")} className="relative mx-auto max-w-5xl lg:mb-16">
      <Glow className="-inset-x-16 -top-16 bottom-1/3" />
      <ProductVisual
        visual={hero.visual}
        className="relative motion-safe:animate-visual-in"
      />
      <Callout
        callout={hero.callout}
        className="lg:absolute lg:-right-12 lg:-bottom-20 lg:w-72"
      />
    </div>
  );
}

/**
 * Beside the text: the hero's window in front of a fanned second window (the first feature's
 * picture, shown again below with its words), the card hanging from its bottom-left corner. Over
 * the top-left corner it hid both windows' titles.
 */
function StackedVisual({
  hero,
  behind,
}: {
  hero: SolutionView["hero"];
  behind: Visual | undefined;
}) {
  return (
    <div {...frame("stacked")} className="relative lg:mt-16 lg:mb-20">
      <Glow className="-inset-x-8 -inset-y-16" />
      <div className="relative lg:-rotate-2">
        <ProductVisual
          visual={hero.visual}
          className="relative z-10 motion-safe:animate-visual-in"
        />
        {behind ? (
          <div
            aria-hidden="true"
            className="absolute inset-0 hidden translate-x-14 -translate-y-20 scale-95 rotate-[5deg] lg:block"
          >
            <ProductVisual visual={behind} className="h-full overflow-hidden" />
            {/* Dimmed, so its words read as behind the front window rather than beside it. */}
            <span className="absolute inset-0 rounded-2xl bg-ink-950/45" />
          </div>
        ) : null}
      </div>
      <Callout
        callout={hero.callout}
        className="z-20 lg:absolute lg:-bottom-24 lg:-left-10 lg:w-72"
      />
    </div>
  );
}

function Glow({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        "pointer-events-none absolute bg-[radial-gradient(closest-side,rgb(85_65_230/0.55),transparent),radial-gradient(closest-side_at_20%_90%,rgb(20_184_146/0.3),transparent)] blur-2xl",
        className,
      )}
    />
  );
}

/** The card saying what the AI just did; below the window on phones, over it from lg. */
function Callout({
  callout,
  className,
}: {
  callout: SolutionView["hero"]["callout"];
  className: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        "relative mx-4 mt-3 flex items-start gap-3 rounded-2xl bg-white p-3.5 text-left shadow-[0_18px_40px_-18px_rgb(11_14_31/0.6)] ring-1 ring-ink-100 sm:mx-auto sm:max-w-sm lg:mx-0 lg:mt-0",
        className,
      )}
    >
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white">
        <SolutionIcon name={callout.icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-ink-950">
          {callout.title}
        </span>
        <span className="mt-0.5 block text-xs leading-5 text-ink-600">
          <WholeWords text={callout.body} />
        </span>
      </span>
    </div>
  );
}
