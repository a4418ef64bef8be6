import { whenIdle } from "./idle.client";

/** What app.css lets skip its rendering on a document's first load (decision 036). */
export const SKIPPABLE_SECTIONS = "main > section ~ section, .site-footer";

/**
 * After the first load, draws the sections that skipped their rendering one at a time, each in
 * its own idle moment: a section's layout is a short task, where the whole page's was a long one.
 * Once all are drawn the page has its real height, so a jump (End, an anchor, the scrollbar) and
 * the scroll position saved when leaving are measured on real heights. Returns a cancel function.
 */
export function drawSkippedSectionsWhenIdle(): () => void {
  const waiting = [
    ...document.querySelectorAll<HTMLElement>(SKIPPABLE_SECTIONS),
  ];
  let cancel = whenIdle(drawNext);
  function drawNext() {
    const section = waiting.shift();
    if (!section) return drawEverySection();
    section.dataset.drawn = "";
    cancel = whenIdle(drawNext);
  }
  return () => cancel();
}

/** Draws every section from now on: the page has its real height (decision 036). */
export function drawEverySection() {
  document.documentElement.dataset.drawAll = "";
}
