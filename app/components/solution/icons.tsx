import { Suspense } from "react";
import { hydrateWhenIdle } from "~/lib/idle-hydration";
import type { IconName } from "~/lib/solutions/schema";
import * as eagerGlyphs from "./icon-glyphs";

// The page data may name any of 43 icons: about 4 KiB of gzip script no page needs to become
// interactive. On a page reached in the browser an empty box of the icon's size holds its place.
const SolutionIconGlyph = hydrateWhenIdle(
  import.meta.env.SSR ? eagerGlyphs.SolutionIconGlyph : null,
  () => import("./icon-glyphs").then((module) => module.SolutionIconGlyph),
);

/** A decorative icon named by the page data (the icon names of `~/lib/solutions/schema`). */
export function SolutionIcon({
  name,
  className,
}: {
  name: IconName;
  className?: string;
}) {
  return (
    <Suspense fallback={<span aria-hidden="true" className={className} />}>
      <SolutionIconGlyph name={name} className={className} />
    </Suspense>
  );
}
