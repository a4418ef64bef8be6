import { ProductVisual } from "~/components/product/visuals";
import type { SolutionView } from "~/lib/solutions/schema";
import { SolutionIcon } from "./icons";

/**
 * The hero's product picture: the page's visual in its window, lit by a brand glow, with a
 * card layered over its corner saying what Aden just did. Part of the picture, so hidden from
 * assistive technology like the window's contents.
 */
export function HeroVisual({ hero }: { hero: SolutionView["hero"] }) {
  return (
    <div className="relative lg:mb-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -inset-x-10 -inset-y-12 bg-[radial-gradient(closest-side,rgb(85_65_230/0.55),transparent),radial-gradient(closest-side_at_20%_90%,rgb(20_184_146/0.3),transparent)] blur-2xl"
      />
      <div className="relative lg:[transform:perspective(1800px)_rotateY(-5deg)_rotateX(2deg)]">
        <ProductVisual
          visual={hero.visual}
          className="motion-safe:animate-visual-in"
        />
      </div>
      <div
        aria-hidden="true"
        className="relative mx-4 mt-3 flex items-start gap-3 rounded-2xl bg-white p-3.5 text-left shadow-[0_18px_40px_-18px_rgb(11_14_31/0.6)] ring-1 ring-ink-100 sm:mx-auto sm:max-w-sm lg:absolute lg:-bottom-20 lg:-left-10 lg:mx-0 lg:mt-0 lg:w-72"
      >
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white">
          <SolutionIcon name={hero.callout.icon} className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-ink-950">
            {hero.callout.title}
          </span>
          <span className="mt-0.5 block text-xs leading-5 text-ink-600">
            {hero.callout.body}
          </span>
        </span>
      </div>
    </div>
  );
}
