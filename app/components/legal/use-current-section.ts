import { useEffect, useState } from "react";
import { onScrollFrames } from "~/lib/scroll-frames.client";

/** How far below the window's top a heading counts as the start of what is being read: a jump
 *  to a section leaves its heading 176px down (5rem of scroll padding and 6rem of margin,
 *  app.css), and a reader scrolling by hand reads a little lower than that. */
export const READING_LINE_PX = 200;

/**
 * The id of the section being read: the last of `ids` whose heading has reached the reading line,
 * else the first. Follows the scroll; without script (or before it) there is none, and the table
 * of contents is a plain list of links.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
    return onScrollFrames(() => {
      const reached = headings.filter(
        (heading) => heading.getBoundingClientRect().top <= READING_LINE_PX,
      );
      setCurrent((reached.at(-1) ?? headings[0])?.id ?? null);
    });
  }, [ids]);
  return current;
}
