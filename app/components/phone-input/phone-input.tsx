import {
  useCombobox,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from "downshift";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/lib/hydration";
import { cx } from "~/lib/cx";
import {
  countryPicker,
  PHONE_INPUT_DEFAULTS,
  typedSearch,
  type CountryOption,
  type CountryPicker,
  type PhoneInputOptions,
} from "~/lib/phone/country-options";
import { whenIdle } from "~/lib/idle.client";
import {
  loadPhoneValidator,
  PHONE_NUMBER_MAX_LENGTH,
} from "~/lib/phone/number";
import { CONTACT_DIALOG_MESSAGES } from "~/lib/messages";

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

/** The fields it posts, as `phoneFieldsSchema` (app/lib/phone/number.ts) reads them. */
const COUNTRY_FIELD = "phoneCountry";
const NUMBER_FIELD = "phoneNumber";

/**
 * A phone number field with a country picker (behaviour §2). The server HTML holds a native
 * `<select name="phoneCountry">` and `<input name="phoneNumber">`, so the form
 * posts without JavaScript; once hydrated the select becomes a searchable combobox (ARIA
 * combobox pattern, downshift) whose value posts through a hidden field of the same name.
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
            Country
          </label>
        ) : null}
        <div
          className={cx(
            "relative",
            withNumber ? "w-full sm:w-52 sm:shrink-0" : "w-full",
          )}
        >
          {isHydrated ? (
            <CountryCombobox {...pickerProps} />
          ) : (
            <NativeCountrySelect {...pickerProps} />
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

/** The input look of app/components/ui/text-field.tsx. */
function fieldClasses(invalid: boolean): string {
  return cx(
    "h-11 w-full min-w-0 rounded-lg border bg-white text-base text-ink-900 placeholder:text-ink-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm",
    invalid ? "border-danger-600" : "border-ink-200",
  );
}

/**
 * A country's ISO code as a small badge: flag emoji need an emoji font, which many systems
 * lack (they show empty boxes). Decorative: the country's name says the same.
 */
function IsoBadge({ iso2 }: { iso2: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-5 w-7 shrink-0 items-center justify-center rounded bg-ink-100 text-[0.6875rem] leading-none font-semibold tracking-wide text-ink-600"
    >
      {iso2.toUpperCase()}
    </span>
  );
}

type CountryPickerProps = {
  id: string;
  labelId: string;
  picker: CountryPicker;
  onSelect: (iso2: string) => void;
  required: boolean;
  invalid: boolean;
  describedBy: string | undefined;
};

/** The server-rendered picker: a plain select that posts without JavaScript. */
function NativeCountrySelect({
  id,
  labelId,
  picker,
  onSelect,
  required,
  invalid,
  describedBy,
}: CountryPickerProps) {
  return (
    <select
      id={id}
      name={COUNTRY_FIELD}
      value={picker.selected?.iso2 ?? ""}
      onChange={(event) => onSelect(event.currentTarget.value)}
      // Not `required`: HTML allows that only with an empty first option, and a country is
      // always chosen here (the default is the US, behaviour §9). The server checks it all the same.
      aria-required={required || undefined}
      aria-labelledby={labelId}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={cx(fieldClasses(invalid), "px-3")}
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

/** The enhanced picker: a combobox over a listbox (WAI-ARIA APG combobox pattern). */
function CountryCombobox({
  id,
  labelId,
  picker,
  onSelect,
  required,
  invalid,
  describedBy,
}: CountryPickerProps) {
  const { selected, optionText } = picker;
  // What was typed since the list opened. Set in the input's own change handler, so the
  // items change in the same render as downshift's state (its change callbacks run later).
  const [search, setSearch] = useState("");
  const items = picker.search(search);
  const chosenText = optionText(selected);

  function stateReducer(
    state: UseComboboxState<CountryOption>,
    { type: change, changes }: UseComboboxStateChangeOptions<CountryOption>,
  ): Partial<UseComboboxState<CountryOption>> {
    const { stateChangeTypes } = useCombobox;
    // Closing without a pick shows the choice again (a pick shows itself, as downshift does).
    const showChoice = {
      ...changes,
      inputValue: optionText(changes.selectedItem ?? state.selectedItem),
    };
    switch (change) {
      case stateChangeTypes.InputKeyDownEscape:
        // Escape closes the list; it never clears the choice.
        return {
          ...changes,
          selectedItem: state.selectedItem,
          inputValue: optionText(state.selectedItem),
        };
      case stateChangeTypes.InputBlur:
        return showChoice;
      case stateChangeTypes.InputChange: {
        const typed = typedSearch(
          state.inputValue,
          changes.inputValue ?? "",
          !state.isOpen,
        );
        // Highlight the best match, so Enter or Tab takes it (list autocomplete).
        return {
          ...changes,
          inputValue: typed,
          highlightedIndex: picker
            .search(typed)
            .findIndex((option) => !option.disabled),
        };
      }
      case stateChangeTypes.InputClick:
      case stateChangeTypes.ToggleButtonClick:
      case stateChangeTypes.InputKeyDownArrowDown:
      case stateChangeTypes.InputKeyDownArrowUp:
        // Opening empties the field for a search; the choice stays marked in the list.
        if (!state.isOpen && changes.isOpen && picker.searchable) {
          return { ...changes, inputValue: "" };
        }
        return state.isOpen && !changes.isOpen ? showChoice : changes;
      default:
        return changes;
    }
  }

  const {
    isOpen,
    inputValue,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
    setInputValue,
  } = useCombobox<CountryOption>({
    items,
    selectedItem: selected,
    initialInputValue: chosenText,
    itemToString: optionText,
    itemToKey: (option) => option?.iso2,
    isItemDisabled: (option) => option.disabled,
    inputId: id,
    labelId,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem.iso2);
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setSearch("");
    },
  });

  // Downshift refreshes the field when the chosen country changes; this also refreshes it
  // when only its text does (the names switching to Chinese).
  const shownChoice = useRef(chosenText);
  useEffect(() => {
    if (shownChoice.current === chosenText) return;
    shownChoice.current = chosenText;
    if (!isOpen) setInputValue(chosenText);
  }, [chosenText, isOpen, setInputValue]);

  const popupClasses =
    "absolute top-full left-0 mt-1 w-[min(22rem,calc(100vw-5rem))] rounded-lg border border-ink-200 bg-white shadow-lg";

  return (
    <>
      <input type="hidden" name={COUNTRY_FIELD} value={selected?.iso2 ?? ""} />
      <span className="pointer-events-none absolute top-0 left-3 flex h-11 items-center">
        {selected ? <IsoBadge iso2={selected.iso2} /> : null}
      </span>
      <input
        {...getInputProps({
          readOnly: !picker.searchable,
          onChange: (event) =>
            setSearch(
              typedSearch(inputValue, event.currentTarget.value, !isOpen),
            ),
          // The hidden field carries the value; the text here is only what is shown.
          "aria-required": required || undefined,
          placeholder: isOpen ? "Search" : undefined,
          "aria-invalid": invalid ? true : undefined,
          "aria-describedby": describedBy,
          className: cx(
            fieldClasses(invalid),
            "truncate pr-9 pl-12",
            !picker.searchable && "cursor-pointer",
          ),
        })}
      />
      <button
        {...getToggleButtonProps({
          tabIndex: -1,
          "aria-label": "Show countries",
          className:
            "absolute top-0 right-0 flex h-11 w-9 items-center justify-center text-ink-500",
        })}
        type="button"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={cx("size-4 transition-transform", isOpen && "rotate-180")}
        >
          <path
            fill="currentColor"
            d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
          />
        </svg>
      </button>
      <ul
        {...getMenuProps({
          className: cx(
            popupClasses,
            "overflow-y-auto py-1",
            (!isOpen || items.length === 0) && "hidden",
            picker.listZIndex === undefined && "z-30",
          ),
          style: { zIndex: picker.listZIndex, maxHeight: picker.maxHeight },
        })}
      >
        {isOpen
          ? items.map((option, index) => {
              const isSelected = option.iso2 === selected?.iso2;
              const areaCodes = picker.areaCodesText(option);
              return (
                <li
                  key={option.iso2}
                  {...getItemProps({
                    item: option,
                    index,
                    className: cx(
                      "flex cursor-pointer items-start gap-2.5 px-3 py-2 text-sm",
                      highlightedIndex === index && "bg-brand-50",
                      option.disabled && "cursor-not-allowed opacity-50",
                    ),
                  })}
                >
                  <IsoBadge iso2={option.iso2} />
                  <span className="min-w-0 flex-1">
                    <span
                      className={cx(
                        "block truncate text-ink-900",
                        isSelected && "font-semibold",
                      )}
                    >
                      {option.label}
                    </span>
                    {areaCodes ? (
                      <span className="line-clamp-2 text-xs text-ink-500">
                        {areaCodes}
                      </span>
                    ) : null}
                  </span>
                  {picker.type === "phone" ? (
                    <span className="text-ink-500 tabular-nums">
                      +{option.dialCode}
                    </span>
                  ) : null}
                  {isSelected ? (
                    <span className="text-xs leading-5 font-medium text-brand-600">
                      {picker.selectedText}
                    </span>
                  ) : null}
                </li>
              );
            })
          : null}
      </ul>
      {isOpen && items.length === 0 ? (
        <p
          role="status"
          className={cx(
            popupClasses,
            "px-3 py-2.5 text-sm text-ink-500",
            picker.listZIndex === undefined && "z-30",
          )}
          style={{ zIndex: picker.listZIndex }}
        >
          {picker.noDataText}
        </p>
      ) : null}
    </>
  );
}
