import { useEffect, useState } from "react";
import { HEADER_SCROLL_THRESHOLD_PX } from "~/lib/constants";

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
    let frame = 0;
    const update = () => {
      frame = 0;
      setOpacity(headerOpacityFor(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return opacity;
}
