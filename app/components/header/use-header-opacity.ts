import { useEffect, useState } from "react";
import { HEADER_SCROLL_THRESHOLD_PX } from "~/lib/constants";
import { onScrollFrames } from "~/lib/scroll-frames.client";

/** behaviour §2: the header background follows the scroll and is fully opaque at 72px. */
export function headerOpacityFor(scrollY: number) {
  return Math.min(Math.max(scrollY / HEADER_SCROLL_THRESHOLD_PX, 0), 1);
}

export function useHeaderOpacity(enabled: boolean) {
  const [opacity, setOpacity] = useState(enabled ? 0 : 1);
  useEffect(() => {
    if (!enabled) {
      setOpacity(1);
      return;
    }
    return onScrollFrames(() => setOpacity(headerOpacityFor(window.scrollY)));
  }, [enabled]);
  return opacity;
}
