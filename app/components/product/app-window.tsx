import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

/**
 * The frame every product visual sits in: a window of the Aden platform with its title bar, so a
 * dashboard, a workflow or a queue reads as the product rather than an illustration. Visuals are
 * decorative renderings (docs/design.md): the caller labels them with `label`, and their contents are
 * hidden from assistive technology, which would otherwise read out a table of invented rows.
 */
export function AppWindow({
  label,
  title,
  tone = "light",
  className,
  children,
}: {
  /** What the picture shows, for screen readers (`role="img"`). */
  label: string;
  /** The window's title bar text: the module or view name. */
  title: string;
  tone?: "light" | "dark";
  className?: string;
  children: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <figure
      role="img"
      aria-label={label}
      className={cx(
        "plays-when-seen overflow-hidden rounded-2xl text-left shadow-[0_24px_60px_-20px_rgb(11_14_31/0.45)] ring-1",
        dark ? "bg-ink-900 ring-white/10" : "bg-white ring-ink-100",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className={cx(
          "flex items-center gap-3 border-b px-4 py-2.5",
          dark ? "border-white/10 bg-ink-950/60" : "border-ink-100 bg-ink-50",
        )}
      >
        <span className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-[#ff5f57]" />
          <span className="size-2.5 rounded-full bg-[#febc2e]" />
          <span className="size-2.5 rounded-full bg-[#28c840]" />
        </span>
        <span
          className={cx(
            "truncate text-xs font-medium",
            dark ? "text-ink-300" : "text-ink-500",
          )}
        >
          {title}
        </span>
      </div>
      <div aria-hidden="true">{children}</div>
    </figure>
  );
}
