import type { ReactNode } from "react";
import { Container } from "~/components/sections/container";
import { cx } from "~/lib/cx";
import { WholeWords } from "~/components/ui/whole-words";

/** A band's colour: the solution template alternates them down the page, whatever the order. */
export type SectionTone = "white" | "tint";

/** A band of the page: white or ink-50, alternating down the page (docs/design.md, System). */
export function Section({
  id,
  tone,
  children,
}: {
  /** The section's heading id is `${id}-title`. */
  id: string;
  tone: SectionTone;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cx(
        "scroll-mt-20 overflow-x-clip py-16 lg:py-28",
        tone === "tint" ? "bg-ink-50" : "bg-white",
      )}
    >
      <Container>{children}</Container>
    </section>
  );
}

/** A section's eyebrow, heading and lead. */
export function SectionIntro({
  id,
  eyebrow,
  title,
  lead,
  align = "start",
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "start" | "center";
  className?: string;
}) {
  return (
    <div
      className={cx(
        "max-w-3xl",
        align === "center" && "mx-auto text-center",
        className,
      )}
    >
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={`${id}-title`}
        className={cx("heading-2 text-ink-950", eyebrow && "mt-3")}
      >
        <WholeWords text={title} />
      </h2>
      {lead ? (
        <p className="mt-4 text-lg leading-8 text-pretty text-ink-700">
          {lead}
        </p>
      ) : null}
    </div>
  );
}
