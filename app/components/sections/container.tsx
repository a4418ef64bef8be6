import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

/** The page's one content width (behaviour §9: header max width 1240px), with the side gutters. */
export function Container({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx("mx-auto w-full max-w-[1240px] px-5", className)}>
      {children}
    </div>
  );
}
