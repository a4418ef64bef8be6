import { cx } from "~/lib/cx";
import type { CountryPicker } from "~/lib/phone/country-options";

// What the two country pickers share: the native select the server renders and the combobox
// that replaces it once its code has arrived (country-combobox.tsx).

/** The field the chosen country posts as, read by `phoneFieldsSchema` (app/lib/phone/number.ts). */
export const COUNTRY_FIELD = "phoneCountry";

/** The input look of app/components/ui/text-field.tsx. */
export function fieldClasses(invalid: boolean): string {
  return cx(
    "h-11 w-full min-w-0 rounded-lg border bg-white text-base text-ink-900 placeholder:text-ink-400 focus:ring-2 focus:outline-none sm:text-sm",
    invalid
      ? "border-danger-600 focus:ring-danger-600/25"
      : "border-ink-200 focus:border-brand-500 focus:ring-brand-500/30",
  );
}

export type CountryPickerProps = {
  id: string;
  labelId: string;
  picker: CountryPicker;
  onSelect: (iso2: string) => void;
  required: boolean;
  invalid: boolean;
  describedBy: string | undefined;
};
