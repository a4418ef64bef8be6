import { useState, type ChangeEvent } from "react";
import { controlClasses } from "~/components/ui/text-field";
import { cx } from "~/lib/cx";
import { formatNumber } from "~/lib/number-format";
import { ROI_FIELDS, sliderPosition, type RoiField as Field } from "~/lib/roi";

/**
 * One figure of the calculator: the typed field, which the form posts and the loader validates
 * (so the page works the same without script), with its unit inside the box, and a slider paired
 * with it. The slider has no name, so it never posts; moving it writes the field, and typing in
 * the field moves it. Without script the slider is hidden (it could not write the field).
 */
export function RoiField({
  name,
  label,
  unit,
  hint,
  error,
  defaultValue,
}: {
  name: Field;
  label: string;
  /** The short unit shown in the box ("$/month"); the hint says it in words. */
  unit: string;
  hint: string;
  error: string | undefined;
  defaultValue: string;
}) {
  const field = ROI_FIELDS[name];
  const id = `roi-${name}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [position, setPosition] = useState(
    () => sliderPosition(name, defaultValue) ?? field.default,
  );

  const onSlide = (event: ChangeEvent<HTMLInputElement>) => {
    const value = Number(event.currentTarget.value);
    setPosition(value);
    const input = event.currentTarget.form?.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.value = String(value);
  };
  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const value = sliderPosition(name, event.currentTarget.value);
    if (value !== null) setPosition(value);
  };

  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <label
          id={labelId}
          htmlFor={id}
          className="text-sm font-medium text-ink-800"
        >
          {label}
        </label>
        <div className="relative w-40 shrink-0 sm:w-44">
          <input
            id={id}
            name={name}
            defaultValue={defaultValue}
            onChange={onType}
            inputMode={field.integer ? "numeric" : "decimal"}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={cx(error && errorId, hintId)}
            className={cx(
              "roi-input h-11 pr-[5.5rem] text-right tabular-nums",
              controlClasses(Boolean(error)),
            )}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 flex w-[5rem] items-center border-l border-ink-100 pl-3 text-sm text-ink-500"
          >
            {unit}
          </span>
        </div>
      </div>
      <input
        type="range"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-valuetext={`${formatNumber(position, { maximumFractionDigits: 2 })} ${field.unit}`}
        min={field.slider.min}
        max={field.slider.max}
        step={field.slider.step}
        value={position}
        onChange={onSlide}
        className="roi-slider mt-3 block h-6 w-full cursor-pointer accent-brand-600 [html:not([data-js])_&]:hidden"
      />
      <p id={hintId} className="mt-1.5 text-xs leading-5 text-ink-500">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
