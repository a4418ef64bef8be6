import {
  useCombobox,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from "downshift";
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { DEFAULT_PHONE_COUNTRY } from "~/lib/constants";
import { cx } from "~/lib/cx";
import { PHONE_NUMBER_MAX_LENGTH } from "~/lib/phone";
import { COUNTRIES, flagEmoji } from "./countries";
import {
  countryOptionText,
  filterCountries,
  type CountryListOptions,
  type CountryOption,
} from "./options";

type PickerType = "phone" | "country";

/** The options of SPEC §2 (Phone input), plus what a form field needs. */
export type PhoneInputProps = {
  /** `phone` picks a dial code and shows the number field; `country` picks a country only. */
  type?: PickerType;
  /** Typing in the picker filters the list. */
  searchable?: boolean;
  /** Lists a country's area codes under it when it shares its dial code (+1). */
  showAreaCode?: boolean;
  /** Shown beside the chosen country in the list. */
  selectedText?: string;
  disabledCountries?: readonly string[];
  onlyCountries?: readonly string[];
  /** Shown when a search matches no country. */
  noDataText?: string;
  useChineseNames?: boolean;
  sort?: CountryListOptions["sort"];
  filter?: CountryListOptions["filter"];
  transform?: CountryListOptions["transform"];
  /** z-index of the open list, for use above other layers. */
  listZIndex?: number;
  /** Maximum height of the open list, in pixels. */
  maxHeight?: number;
  /** ISO code of the country chosen at first (uncontrolled). */
  defaultCountry?: string;
  /** ISO code of the chosen country (controlled). */
  country?: string;
  onCountryChange?: (iso2: string) => void;
  defaultNumber?: string;
  number?: string;
  onNumberChange?: (number: string) => void;
  /** Prefix of the posted fields: `{name}Country` and `{name}Number`. */
  name?: string;
  label?: ReactNode;
  /** Accessible name of the country picker when a number field sits beside it. */
  countryLabel?: string;
  searchPlaceholder?: string;
  /** Messages about the number (or, for `type="country"`, the country). */
  errors?: string[] | undefined;
  /** Messages about the country, when a number field sits beside it. */
  countryErrors?: string[] | undefined;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
};

const DEFAULT_MAX_HEIGHT_PX = 288;

const noSubscription = () => () => {};

/**
 * False in the server HTML and while hydrating it, true once React runs in the browser
 * (and straight away for a picker first rendered there, for example in a dialog).
 */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A phone number field with a country picker (SPEC §2). The server HTML holds a native
 * `<select name="{name}Country">` and `<input type="tel" name="{name}Number">`, so the form
 * posts without JavaScript; once hydrated the select becomes a searchable combobox (ARIA
 * combobox pattern, downshift) whose value posts through a hidden field of the same name.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(
  function PhoneInput(
    {
      type = "phone",
      searchable = true,
      showAreaCode = true,
      selectedText = "Selected",
      disabledCountries,
      onlyCountries,
      noDataText = "No country found",
      useChineseNames = false,
      sort,
      filter,
      transform,
      listZIndex,
      maxHeight = DEFAULT_MAX_HEIGHT_PX,
      defaultCountry = DEFAULT_PHONE_COUNTRY.iso2,
      country: controlledCountry,
      onCountryChange,
      defaultNumber,
      number,
      onNumberChange,
      name = "phone",
      label = type === "phone" ? "Phone number" : "Country",
      countryLabel = "Country",
      searchPlaceholder = "Search",
      errors,
      countryErrors,
      required = false,
      disabled = false,
      id,
      className,
    },
    numberInputRef,
  ) {
    const generatedId = useId();
    const baseId = id ?? generatedId;
    const labelId = `${baseId}-label`;
    const countryId = `${baseId}-country`;
    const numberId = `${baseId}-number`;
    const errorId = `${baseId}-error`;
    const countryErrorId = `${baseId}-country-error`;

    const isHydrated = useIsHydrated();
    const [uncontrolledCountry, setUncontrolledCountry] = useState(
      defaultCountry.toLowerCase(),
    );
    const chosenIso2 = (controlledCountry ?? uncontrolledCountry).toLowerCase();

    const listOptions: CountryListOptions = {
      onlyCountries,
      disabledCountries,
      useChineseNames,
      sort,
      filter,
      transform,
    };
    const options = filterCountries(COUNTRIES, listOptions);
    // A chosen country that is excluded or disabled gives way to the first one available.
    const selected =
      options.find(
        (option) => option.iso2 === chosenIso2 && !option.disabled,
      ) ??
      options.find((option) => !option.disabled) ??
      null;

    function chooseCountry(iso2: string) {
      if (controlledCountry === undefined) setUncontrolledCountry(iso2);
      onCountryChange?.(iso2);
    }

    const numberError = errors?.find(Boolean);
    const countryError =
      type === "phone" ? countryErrors?.find(Boolean) : numberError;
    const countryFieldName = `${name}Country`;

    const pickerProps: CountryPickerProps = {
      id: countryId,
      name: countryFieldName,
      type,
      options,
      listOptions,
      selected,
      onSelect: chooseCountry,
      searchable,
      showAreaCode,
      selectedText,
      noDataText,
      listZIndex,
      maxHeight,
      searchPlaceholder,
      disabled,
      required,
      invalid: Boolean(countryError),
      describedBy: countryError
        ? type === "phone"
          ? countryErrorId
          : errorId
        : undefined,
      // With a number field the visible label names the number; the picker gets its own.
      labelId: type === "phone" ? `${countryId}-label` : labelId,
    };

    return (
      <div className={cx("flex flex-col gap-1.5", className)}>
        <label
          id={labelId}
          htmlFor={type === "phone" ? numberId : countryId}
          className="text-sm font-medium text-ink-800"
        >
          {label}
        </label>
        <div
          role="group"
          aria-labelledby={labelId}
          // Stacked on narrow screens, so the country reads in full.
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
        >
          {type === "phone" ? (
            <label
              id={`${countryId}-label`}
              htmlFor={countryId}
              className="sr-only"
            >
              {countryLabel}
            </label>
          ) : null}
          <div
            className={cx(
              "relative",
              type === "phone" ? "w-full sm:w-52 sm:shrink-0" : "w-full",
            )}
          >
            {isHydrated ? (
              <CountryCombobox {...pickerProps} />
            ) : (
              <NativeCountrySelect {...pickerProps} />
            )}
          </div>
          {type === "phone" ? (
            <input
              ref={numberInputRef}
              id={numberId}
              name={`${name}Number`}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={PHONE_NUMBER_MAX_LENGTH}
              required={required}
              disabled={disabled}
              aria-invalid={numberError ? true : undefined}
              aria-describedby={numberError ? errorId : undefined}
              {...(number === undefined
                ? { defaultValue: defaultNumber }
                : { value: number })}
              onChange={(event) => onNumberChange?.(event.currentTarget.value)}
              className={cx(fieldClasses(Boolean(numberError)), "px-3.5")}
            />
          ) : null}
        </div>
        {type === "phone" && countryError ? (
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
  },
);

/** The input look of app/components/ui/text-field.tsx. */
function fieldClasses(invalid: boolean): string {
  return cx(
    "h-11 w-full min-w-0 rounded-lg border bg-white text-base text-ink-900 placeholder:text-ink-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-ink-50 sm:text-sm",
    invalid ? "border-danger-600" : "border-ink-200",
  );
}

type CountryPickerProps = {
  id: string;
  name: string;
  labelId: string;
  type: PickerType;
  /** Every country the picker offers, in order, before any search. */
  options: CountryOption[];
  listOptions: CountryListOptions;
  selected: CountryOption | null;
  onSelect: (iso2: string) => void;
  searchable: boolean;
  showAreaCode: boolean;
  selectedText: string;
  noDataText: string;
  listZIndex: number | undefined;
  maxHeight: number;
  searchPlaceholder: string;
  disabled: boolean;
  required: boolean;
  invalid: boolean;
  describedBy: string | undefined;
};

/** The server-rendered picker: a plain select that posts without JavaScript. */
function NativeCountrySelect({
  id,
  name,
  labelId,
  type,
  options,
  selected,
  onSelect,
  disabled,
  required,
  invalid,
  describedBy,
}: CountryPickerProps) {
  return (
    <select
      id={id}
      name={name}
      value={selected?.iso2 ?? ""}
      onChange={(event) => onSelect(event.currentTarget.value)}
      disabled={disabled}
      required={required}
      aria-labelledby={labelId}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={cx(fieldClasses(invalid), "px-3")}
    >
      {options.map((option) => (
        <option
          key={option.iso2}
          value={option.iso2}
          disabled={option.disabled}
          // Names come from the runtime's ICU data, which may differ from the server's.
          suppressHydrationWarning
        >
          {countryOptionText(option, type)}
        </option>
      ))}
    </select>
  );
}

/**
 * The search in what was typed. While the list is closed the field shows the chosen
 * country, and typing there starts a new search instead of editing the country's name:
 * keys typed after the name are the search, and erasing from its end empties the field.
 */
function typedSearch(
  shown: string,
  typed: string,
  showingChoice: boolean,
): string {
  if (!showingChoice) return typed;
  if (typed.startsWith(shown)) return typed.slice(shown.length);
  if (shown.startsWith(typed)) return "";
  return typed;
}

/** The enhanced picker: a combobox over a listbox (WAI-ARIA APG combobox pattern). */
function CountryCombobox({
  id,
  name,
  labelId,
  type,
  options,
  listOptions,
  selected,
  onSelect,
  searchable,
  showAreaCode,
  selectedText,
  noDataText,
  listZIndex,
  maxHeight,
  searchPlaceholder,
  disabled,
  required,
  invalid,
  describedBy,
}: CountryPickerProps) {
  // What was typed since the list opened. Set in the input's own change handler, so the
  // items change in the same render as downshift's state (its change callbacks run later).
  const [search, setSearch] = useState("");
  const items = search
    ? filterCountries(COUNTRIES, { ...listOptions, search })
    : options;
  const optionText = (option: CountryOption | null) =>
    option ? countryOptionText(option, type) : "";
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
        const matches = filterCountries(COUNTRIES, {
          ...listOptions,
          search: typed,
        });
        return {
          ...changes,
          inputValue: typed,
          highlightedIndex: matches.findIndex((option) => !option.disabled),
        };
      }
      case stateChangeTypes.InputClick:
      case stateChangeTypes.ToggleButtonClick:
      case stateChangeTypes.InputKeyDownArrowDown:
      case stateChangeTypes.InputKeyDownArrowUp:
        // Opening empties the field for a search; the choice stays marked in the list.
        if (!state.isOpen && changes.isOpen && searchable) {
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

  const showNoData = isOpen && items.length === 0;

  return (
    <>
      <input type="hidden" name={name} value={selected?.iso2 ?? ""} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-3 flex h-11 items-center text-lg leading-none"
      >
        {selected ? flagEmoji(selected.iso2) : null}
      </span>
      <input
        {...getInputProps({
          disabled,
          readOnly: !searchable,
          onChange: (event) =>
            setSearch(
              typedSearch(inputValue, event.currentTarget.value, !isOpen),
            ),
          // The hidden field carries the value; the text here is only what is shown.
          "aria-required": required || undefined,
          placeholder: isOpen ? searchPlaceholder : undefined,
          "aria-invalid": invalid ? true : undefined,
          "aria-describedby": describedBy,
          className: cx(
            fieldClasses(invalid),
            "truncate pr-9 pl-10",
            !searchable && "cursor-pointer",
          ),
        })}
      />
      <button
        {...getToggleButtonProps({
          disabled,
          tabIndex: -1,
          "aria-label": "Show countries",
          className:
            "absolute top-0 right-0 flex h-11 w-9 items-center justify-center text-ink-500 disabled:cursor-not-allowed",
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
            "absolute top-full left-0 mt-1 w-[min(22rem,calc(100vw-5rem))] overflow-y-auto rounded-lg border border-ink-200 bg-white py-1 shadow-lg",
            (!isOpen || items.length === 0) && "hidden",
            listZIndex === undefined && "z-30",
          ),
          style: { zIndex: listZIndex, maxHeight },
        })}
      >
        {isOpen
          ? items.map((option, index) => {
              const isSelected = option.iso2 === selected?.iso2;
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
                  <span aria-hidden="true" className="text-lg leading-5">
                    {flagEmoji(option.iso2)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span
                      className={cx(
                        "block truncate text-ink-900",
                        isSelected && "font-semibold",
                      )}
                    >
                      {option.label}
                    </span>
                    {showAreaCode && option.areaCodes ? (
                      <span className="line-clamp-2 block text-xs text-ink-500">
                        Area codes {option.areaCodes.join(", ")}
                      </span>
                    ) : null}
                  </span>
                  {type === "phone" ? (
                    <span className="text-ink-500 tabular-nums">
                      +{option.dialCode}
                    </span>
                  ) : null}
                  {isSelected ? (
                    <span className="text-xs leading-5 font-medium text-brand-600">
                      {selectedText}
                    </span>
                  ) : null}
                </li>
              );
            })
          : null}
      </ul>
      {showNoData ? (
        <p
          role="status"
          className="absolute top-full left-0 mt-1 w-[min(22rem,calc(100vw-5rem))] rounded-lg border border-ink-200 bg-white px-3 py-2.5 text-sm text-ink-500 shadow-lg"
          style={{ zIndex: listZIndex }}
        >
          {noDataText}
        </p>
      ) : null}
    </>
  );
}
