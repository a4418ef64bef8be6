/**
 * Calls `update` now and then at most once a frame while the window scrolls (a passive listener
 * throttled by requestAnimationFrame). Returns the function that stops it, for an effect's
 * cleanup.
 */
export function onScrollFrames(update: () => void): () => void {
  let frame = 0;
  const onScroll = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
  };
  update();
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.removeEventListener("scroll", onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}
