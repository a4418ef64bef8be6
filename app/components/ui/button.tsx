import { Link, type LinkProps } from "@remix-run/react";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cx } from "~/lib/cx";

export type ButtonVariant =
  "primary" | "secondary" | "ghost" | "outline-inverse";
export type ButtonSize = "sm" | "md" | "lg";

const variantClasses: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-300",
  secondary:
    "bg-white text-ink-900 ring-1 ring-inset ring-ink-200 hover:bg-ink-50 disabled:text-ink-400",
  ghost: "text-ink-800 hover:bg-ink-100 disabled:text-ink-400",
  "outline-inverse":
    "text-white ring-1 ring-inset ring-white/50 hover:bg-white/10",
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: "h-9 px-3.5 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

/**
 * The one rule for how wide buttons are (docs/design.md, "Buttons"): in a row of a page's
 * actions, full width and stacked on phones, their natural width side by side from `sm`.
 */
export const ACTION_ROW = "flex flex-col gap-3 sm:flex-row sm:flex-wrap";

export function buttonClasses({
  variant = "primary",
  size = "md",
  block = false,
}: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {}) {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed",
    variantClasses[variant],
    sizeClasses[size],
    block && "w-full",
  );
}

type StyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
};

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & StyleProps
>(function Button(
  { variant, size, block, className, type = "button", ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(buttonClasses({ variant, size, block }), className)}
      {...props}
    />
  );
});

export const ButtonLink = forwardRef<HTMLAnchorElement, LinkProps & StyleProps>(
  function ButtonLink({ variant, size, block, className, ...props }, ref) {
    return (
      <Link
        ref={ref}
        className={cx(buttonClasses({ variant, size, block }), className)}
        {...props}
      />
    );
  },
);
