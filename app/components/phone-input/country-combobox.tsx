import {
  useCombobox,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from "downshift";
import { useEffect, useRef, useState } from "react";
import { cx } from "~/lib/cx";
import { typedSearch, type CountryOption } from "~/lib/phone/country-options";
import {
  COUNTRY_FIELD,
  fieldClasses,
  type CountryPickerProps,
} from "./picker-parts";

// Its own chunk: with downshift, about 9 KiB of gzip script that no page needs before it is
// interactive. PhoneInput shows the native select until this arrives (load-country-combobox.ts).

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

/** The enhanced picker: a combobox over a listbox (WAI-ARIA APG combobox pattern). */
export function CountryCombobox({
  id,
  labelId,
  picker,
  onSelect,
  required,
  invalid,
  describedBy,
  takeFocus = false,
}: CountryPickerProps & { takeFocus?: boolean }) {
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
          // Only when the select it replaced had the focus: the person was already there.
          autoFocus: takeFocus,
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
