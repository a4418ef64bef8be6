import { useEffect, useId, useState, type ReactNode } from "react";
import { useHydrated } from "~/lib/hydration";
import { cx } from "~/lib/cx";
import {
  countryPicker,
  PHONE_INPUT_DEFAULTS,
  type PhoneInputOptions,
} from "~/lib/phone/country-options";
import { whenIdle } from "~/lib/idle.client";
import {
  loadPhoneValidator,
  PHONE_NUMBER_MAX_LENGTH,
} from "~/lib/phone/number";
import { CONTACT_DIALOG_MESSAGES } from "~/lib/messages";
import {
  loadCountryCombobox,
  loadedCountryCombobox,
  type CountryComboboxComponent,
} from "./load-country-combobox";
import {
  COUNTRY_FIELD,
  fieldClasses,
  type CountryPickerProps,
} from "./picker-parts";

/** The number check's metadata, asked for when the browser is idle or the field is used. */
const loadNumberCheck = () => {
  loadPhoneValidator().catch(() => undefined);
};

/** The options of behaviour §2 (Phone input), plus what a form field needs. */
export type PhoneInputProps = PhoneInputOptions & {
  /** ISO code of the country chosen at first. */
  defaultCountry?: string | undefined;
  defaultNumber?: string | undefined;
  label?: ReactNode;
  /** Messages about the number (or, for `type="country"`, the country). */
  errors?: string[] | undefined;
  /** Messages about the country, when a number field sits beside it. */
  countryErrors?: string[] | undefined;
  required?: boolean;
  id?: string;
};

/** The number's field, as `phoneFieldsSchema` (app/lib/phone/number.ts) reads it. */
const NUMBER_FIELD = "phoneNumber";

/**
 * A phone number field with a country picker (behaviour §2). The server HTML holds a native
 * `<select name="phoneCountry">` and `<input name="phoneNumber">`, so the form
 * posts without JavaScript; once hydrated, and once the combobox's code has arrived, the select
 * becomes a searchable combobox (ARIA combobox pattern, downshift) whose value posts through a
 * hidden field of the same name.
 * What it lists and shows comes from `countryPicker` (app/lib/phone/country-options.ts).
 */
export function PhoneInput({
  defaultCountry,
  defaultNumber,
  label,
  errors,
  countryErrors,
  required = false,
  id,
  ...options
}: PhoneInputProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const labelId = `${baseId}-label`;
  const countryId = `${baseId}-country`;
  const numberId = `${baseId}-number`;
  const errorId = `${baseId}-error`;
  const countryErrorId = `${baseId}-country-error`;

  const isHydrated = useHydrated();
  const combobox = useCountryCombobox(isHydrated, countryId);
  const [chosenIso2, setChosenIso2] = useState(
    defaultCountry ?? PHONE_INPUT_DEFAULTS.country,
  );
  const picker = countryPicker(options, chosenIso2);
  const withNumber = picker.type === "phone";

  useEffect(() => {
    if (withNumber) return whenIdle(loadNumberCheck);
  }, [withNumber]);

  const numberError = errors?.find(Boolean);
  const countryError = withNumber ? countryErrors?.find(Boolean) : numberError;

  const pickerProps: CountryPickerProps = {
    id: countryId,
    picker,
    onSelect: setChosenIso2,
    required,
    invalid: Boolean(countryError),
    describedBy: countryError
      ? withNumber
        ? countryErrorId
        : errorId
      : undefined,
    // With a number field the visible label names the number; the picker gets its own.
    labelId: withNumber ? `${countryId}-label` : labelId,
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label
        id={labelId}
        htmlFor={withNumber ? numberId : countryId}
        className="text-sm font-medium text-ink-800"
      >
        {label ??
          (withNumber
            ? CONTACT_DIALOG_MESSAGES.phoneNumber
            : CONTACT_DIALOG_MESSAGES.country)}
      </label>
      <div
        role="group"
        aria-labelledby={labelId}
        // Stacked on narrow screens, so the country reads in full.
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        {withNumber ? (
          <label
            id={`${countryId}-label`}
            htmlFor={countryId}
            className="sr-only"
          >
            {CONTACT_DIALOG_MESSAGES.country}
          </label>
        ) : null}
        <div
          className={cx(
            "relative",
            withNumber ? "w-full sm:w-52 sm:shrink-0" : "w-full",
          )}
        >
          {combobox.Combobox ? (
            <combobox.Combobox
              {...pickerProps}
              takeFocus={combobox.takeFocus}
            />
          ) : (
            <NativeCountrySelect
              {...pickerProps}
              awaitingCombobox={isHydrated}
            />
          )}
        </div>
        {withNumber ? (
          <input
            id={numberId}
            name={NUMBER_FIELD}
            // Text with a phone keypad: "tel-national" (the number without its country code,
            // which the picker holds) is an autofill token for text fields only (HTML spec).
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_NUMBER_MAX_LENGTH}
            required={required}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={numberError ? errorId : undefined}
            defaultValue={defaultNumber}
            onFocus={loadNumberCheck}
            className={cx(fieldClasses(Boolean(numberError)), "px-3.5")}
          />
        ) : null}
      </div>
      {withNumber && countryError ? (
        <p id={countryErrorId} className="text-sm text-danger-600">
          {countryError}
        </p>
      ) : null}
      {numberError ? (
        <p id={errorId} className="text-sm text-danger-600">
          {numberError}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The combobox once its code is wanted (after hydration) and has arrived, and whether it takes
 * the focus from the select it replaces (someone tabbed there before it arrived).
 */
function useCountryCombobox(
  wanted: boolean,
  selectId: string,
): { Combobox: CountryComboboxComponent | null; takeFocus: boolean } {
  const [arrived, setArrived] = useState(() => ({
    Combobox: loadedCountryCombobox(),
    takeFocus: false,
  }));
  const missing = wanted && !arrived.Combobox;
  useEffect(() => {
    if (!missing) return;
    let mounted = true;
    loadCountryCombobox().then(
      (Combobox) => {
        if (!mounted) return;
        setArrived({
          Combobox,
          takeFocus: document.activeElement?.id === selectId,
        });
      },
      // Offline or a stale deploy: the native select stays, and posts the same field.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [missing, selectId]);
  return wanted ? arrived : { Combobox: null, takeFocus: false };
}

/** The server-rendered picker: a plain select that posts without JavaScript. */
function NativeCountrySelect({
  id,
  labelId,
  picker,
  onSelect,
  required,
  invalid,
  describedBy,
  awaitingCombobox,
}: CountryPickerProps & { awaitingCombobox: boolean }) {
  return (
    <select
      id={id}
      // Browser tests wait for the combobox to take over before they use the picker.
      data-awaiting-combobox={awaitingCombobox || undefined}
      name={COUNTRY_FIELD}
      value={picker.selected?.iso2 ?? ""}
      onChange={(event) => onSelect(event.currentTarget.value)}
      // Not `required`: HTML allows that only with an empty first option, and a country is
      // always chosen here (the default is the US, behaviour §9). The server checks it all the same.
      aria-required={required || undefined}
      aria-labelledby={labelId}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={cx(fieldClasses(invalid), "field-select pr-9 pl-3")}
    >
      {picker.options.map((option) => (
        <option
          key={option.iso2}
          value={option.iso2}
          disabled={option.disabled}
          // Names come from the runtime's ICU data, which may differ from the server's.
          suppressHydrationWarning
        >
          {picker.optionText(option)}
        </option>
      ))}
    </select>
  );
}
