import type { ComponentType } from "react";
import type { CountryPickerProps } from "./picker-parts";

export type CountryComboboxComponent = ComponentType<
  CountryPickerProps & { takeFocus?: boolean }
>;

let loaded: CountryComboboxComponent | null = null;
let loading: Promise<CountryComboboxComponent> | null = null;

/**
 * The combobox's code, asked for once (the contact dialog asks with its own chunk, so it opens
 * with the combobox in place). A failed load is forgotten, so the next picker asks again; until
 * then the native select does the job.
 */
export function loadCountryCombobox(): Promise<CountryComboboxComponent> {
  loading ??= import("./country-combobox").then(
    (module) => (loaded = module.CountryCombobox),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The combobox if its code has arrived, so a picker mounted later shows it from its first frame. */
export function loadedCountryCombobox(): CountryComboboxComponent | null {
  return loaded;
}
