import { Suspense } from "react";
import { AppWindow } from "~/components/product/app-window";
import { hydrateWhenIdle } from "~/lib/idle-hydration";
import type { Visual } from "~/lib/solutions/schema";
import * as eagerBodies from "./visual-body";

// Pictures with nothing to click: about 4 KiB of gzip script no page needs to become interactive.
const VisualBody = hydrateWhenIdle(
  import.meta.env.SSR ? eagerBodies.VisualBody : null,
  () => import("./visual-body").then((module) => module.VisualBody),
);

/** A product visual from page data, in its Aden window. */
export function ProductVisual({
  visual,
  className,
}: {
  visual: Visual;
  className?: string;
}) {
  return (
    <AppWindow label={visual.label} title={visual.title} className={className}>
      <Suspense fallback={null}>
        <VisualBody visual={visual} />
      </Suspense>
    </AppWindow>
  );
}
