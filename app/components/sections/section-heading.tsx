import type { ReactNode } from "react";
import { cx } from "~/lib/cx";
import { WholeWords } from "~/components/ui/whole-words";

/** A section's eyebrow, h2 and lead. `id` names the h2, for the section's `aria-labelledby`. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "start",
  tone = "light",
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: "start" | "center";
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div
      className={cx(
        "max-w-3xl",
        align === "center" && "mx-auto text-center",
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cx(
            "text-sm font-semibold tracking-widest uppercase",
            dark ? "text-mint-300" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cx(
          "heading-2",
          eyebrow && "mt-3",
          dark ? "text-white" : "text-ink-950",
        )}
      >
        <WholeWords text={title} />
      </h2>
      {lead ? (
        <p
          className={cx(
            "mt-4 text-lg leading-8",
            dark ? "text-ink-200" : "text-ink-700",
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
