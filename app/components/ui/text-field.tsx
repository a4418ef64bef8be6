import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import { cx } from "~/lib/cx";
import { useSteadyWhilePressed } from "~/lib/pointer-press";

/** The box of a text-like control (input, textarea, select), red while it has a message. */
export function controlClasses(invalid: boolean) {
  return cx(
    "w-full min-w-0 rounded-lg border bg-white px-3.5 text-base text-ink-900 placeholder:text-ink-400 focus:ring-2 focus:outline-none disabled:bg-ink-50 sm:text-sm",
    // A field with a message stays red while focused: the first one takes focus after a failed send.
    invalid
      ? "border-danger-600 focus:ring-danger-600/25"
      : "border-ink-200 focus:border-brand-500 focus:ring-brand-500/30",
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** Validation messages for this field, shown under it and announced with it. */
  errors?: string[] | undefined;
  hint?: ReactNode;
  /** Rendered inside the field row, after the input (for example a "Send code" button). */
  trailing?: ReactNode;
};

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(
    { label, errors, hint, trailing, id, className, ...inputProps },
    ref,
  ) {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const errorId = `${inputId}-error`;
    const hintId = `${inputId}-hint`;
    // A message that comes as the field loses focus to a press waits for the press's click.
    const firstError = useSteadyWhilePressed(errors?.find(Boolean));
    const describedBy = [firstError ? errorId : null, hint ? hintId : null]
      .filter(Boolean)
      .join(" ");

    return (
      <div className={cx("flex flex-col gap-1.5", className)}>
        <label htmlFor={inputId} className="text-sm font-medium text-ink-800">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            ref={ref}
            id={inputId}
            aria-invalid={firstError ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={cx("h-11", controlClasses(Boolean(firstError)))}
            {...inputProps}
          />
          {trailing}
        </div>
        {hint ? (
          <p id={hintId} className="text-xs text-ink-500">
            {hint}
          </p>
        ) : null}
        {firstError ? (
          <p id={errorId} className="text-sm text-danger-600">
            {firstError}
          </p>
        ) : null}
      </div>
    );
  },
);
