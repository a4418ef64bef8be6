// @vitest-environment happy-dom
import { act, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { reactTestRoots, serverHtml } from "../../../tests/react-act";
import { loadCountryCombobox } from "./load-country-combobox";
import { PhoneInput, type PhoneInputProps } from "./phone-input";

const unmountedAfterTest = reactTestRoots();
let root: Root | null = null;

/** Mounts the picker in a form, as the browser does when it first renders it. */
function mount(props: PhoneInputProps = {}): HTMLFormElement {
  const form = document.createElement("form");
  document.body.append(form);
  root = unmountedAfterTest(createRoot(form));
  act(() => root?.render(<PhoneInput {...props} />));
  return form;
}

/** The server HTML inside a form, without React running. */
function serverMarkup(element: ReactElement): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = serverHtml(element);
  document.body.append(form);
  return form;
}

function combobox(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('[role="combobox"]');
  if (!input) throw new Error("No combobox rendered");
  return input;
}

function options(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="option"]')];
}

function optionNames(): string[] {
  return options().map(
    (option) => option.querySelector("span.truncate")?.textContent ?? "",
  );
}

function typeInto(input: HTMLInputElement, text: string) {
  // React tracks the value property, so set it through the prototype's setter.
  const setValue = Object.getOwnPropertyDescriptor(
    HTMLInputElement.prototype,
    "value",
  )?.set;
  act(() => {
    input.focus();
    setValue?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function press(input: HTMLElement, key: string) {
  act(() => {
    input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  });
}

function postedFields(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form).entries()].map(([name, value]) => [
      name,
      String(value),
    ]),
  );
}

describe("PhoneInput without JavaScript (server HTML)", () => {
  it("renders a native select with the United States (+1) chosen, and a tel input", () => {
    const form = serverMarkup(<PhoneInput />);

    const select = form.querySelector("select");
    expect(select?.name).toBe("phoneCountry");
    // The attribute the browser reads (happy-dom's parsed `select.value` ignores it).
    const chosen = select?.querySelectorAll("option[selected]");
    expect(chosen).toHaveLength(1);
    expect(chosen?.[0]?.getAttribute("value")).toBe("us");
    expect(chosen?.[0]?.textContent).toBe("United States (+1)");
    expect(select?.options.length).toBeGreaterThan(235);

    const tel = form.querySelector<HTMLInputElement>(
      'input[name="phoneNumber"]',
    );
    expect(tel?.type).toBe("text");
    expect(tel?.inputMode).toBe("tel");
    expect(tel?.getAttribute("autocomplete")).toBe("tel-national");
    expect(form.querySelector("label")?.textContent).toBe("Phone number");
    expect(form.querySelector('[role="combobox"]')).toBeNull();
  });

  it("applies the list options to the select", () => {
    const form = serverMarkup(
      <PhoneInput
        onlyCountries={["us", "ca", "cn"]}
        disabledCountries={["cn"]}
        useChineseNames
        defaultCountry="ca"
      />,
    );
    const select = form.querySelector("select");
    expect(select?.name).toBe("phoneCountry");
    expect([...(select?.options ?? [])].map((o) => o.textContent)).toEqual([
      "加拿大 (+1)",
      "美国 (+1)",
      "中国 (+86)",
    ]);
    expect(
      select?.querySelector("option[selected]")?.getAttribute("value"),
    ).toBe("ca");
    expect(
      [...(select?.options ?? [])].find((o) => o.value === "cn")?.disabled,
    ).toBe(true);
  });

  it("keeps the select, marked, until the combobox's code arrives; then swaps it without a mismatch, posting the same fields and keeping the focus", async () => {
    const consoleError = vi.spyOn(console, "error");
    const form = serverMarkup(<PhoneInput defaultNumber="202 555 0123" />);

    // The first picker of this file to hydrate: nothing has asked for the combobox's code yet.
    act(() => {
      root = unmountedAfterTest(
        hydrateRoot(form, <PhoneInput defaultNumber="202 555 0123" />),
      );
    });
    const select = form.querySelector("select");
    expect(select?.hasAttribute("data-awaiting-combobox")).toBe(true);
    expect(form.querySelector('[role="combobox"]:not(select)')).toBeNull();
    select?.focus();

    await act(() => loadCountryCombobox());

    expect(form.querySelector("select")).toBeNull();
    expect(form.querySelector("[data-awaiting-combobox]")).toBeNull();
    expect(combobox().value).toBe("United States (+1)");
    expect(document.activeElement).toBe(combobox());
    expect(postedFields(form)).toEqual({
      phoneCountry: "us",
      phoneNumber: "202 555 0123",
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("lets a combobox that arrives unasked leave the focus where it is", async () => {
    await loadCountryCombobox();
    const form = serverMarkup(<PhoneInput />);
    act(() => {
      root = unmountedAfterTest(hydrateRoot(form, <PhoneInput />));
    });
    // Its code is here already: it takes over as soon as the page has hydrated.
    expect(form.querySelector("select")).toBeNull();
    expect(document.activeElement).not.toBe(combobox());
  });
});

describe("PhoneInput combobox", () => {
  // Awaited, not returned: Vitest would take the component it resolves to for a teardown hook.
  beforeAll(async () => {
    await loadCountryCombobox();
  });

  it("follows the ARIA combobox pattern", () => {
    mount();
    const input = combobox();
    const listbox = document.getElementById(
      input.getAttribute("aria-controls") ?? "",
    );
    expect(listbox?.getAttribute("role")).toBe("listbox");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    const label = document.getElementById(
      input.getAttribute("aria-labelledby") ?? "",
    );
    expect(label?.textContent).toBe("Country");
  });

  it("filters by typing, selects with the arrow keys and Enter, and marks the selection", () => {
    const form = mount();
    const input = combobox();

    typeInto(input, "canad");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(optionNames()).toEqual(["Canada"]);

    press(input, "ArrowDown");
    expect(input.getAttribute("aria-activedescendant")).toBe(options()[0]?.id);
    press(input, "Enter");

    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(options()).toHaveLength(0);
    expect(input.value).toBe("Canada (+1)");
    expect(postedFields(form).phoneCountry).toBe("ca");

    press(input, "ArrowDown");
    const chosen = options().find((option) =>
      option.textContent?.includes("Canada"),
    );
    expect(chosen?.getAttribute("aria-selected")).toBe("true");
    expect(chosen?.textContent).toContain("Selected");
    expect(
      options().filter((option) => option.textContent?.includes("Selected")),
    ).toHaveLength(1);

    press(input, "Escape");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(options()).toHaveLength(0);
    expect(input.value).toBe("Canada (+1)");
  });

  it("searches by dial code and moves with the arrow keys", () => {
    const form = mount();
    const input = combobox();

    typeInto(input, "+44");
    expect(optionNames().slice(0, 2)).toEqual(["United Kingdom", "Guernsey"]);
    press(input, "ArrowDown");
    press(input, "Enter");
    expect(postedFields(form).phoneCountry).toBe("gg");
  });

  it("restores the chosen country when Escape leaves a search", () => {
    const form = mount();
    const input = combobox();

    typeInto(input, "fra");
    press(input, "Escape");

    expect(input.value).toBe("United States (+1)");
    expect(postedFields(form).phoneCountry).toBe("us");
    press(input, "Escape");
    expect(input.value).toBe("United States (+1)");
  });

  it("starts a new search when typing into the closed field", () => {
    mount();
    const input = combobox();

    typeInto(input, "United States (+1)jap");
    expect(input.value).toBe("jap");
    expect(optionNames()[0]).toBe("Japan");

    press(input, "Escape");
    typeInto(input, "United States (+");
    expect(input.value).toBe("");
    expect(options().length).toBeGreaterThan(235);
  });

  it("shows the no-data text when nothing matches", () => {
    mount({ noDataText: "Nothing by that name" });
    typeInto(combobox(), "zzqx");
    expect(options()).toHaveLength(0);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      "Nothing by that name",
    );
  });

  it("uses a custom selected text", () => {
    mount({ selectedText: "已选择" });
    press(combobox(), "ArrowDown");
    const us = options().find((option) =>
      option.textContent?.includes("United States"),
    );
    expect(us?.textContent).toContain("已选择");
  });

  it("offers only the listed countries", () => {
    mount({ onlyCountries: ["us", "ca"] });
    press(combobox(), "ArrowDown");
    expect(optionNames()).toEqual(["Canada", "United States"]);
  });

  it("shows disabled countries but does not let them be chosen", () => {
    const form = mount({
      onlyCountries: ["us", "ca"],
      disabledCountries: ["ca"],
    });
    const input = combobox();

    typeInto(input, "canada");
    const [canada] = options();
    expect(canada?.getAttribute("aria-disabled")).toBe("true");
    press(input, "ArrowDown");
    press(input, "Enter");
    act(() => canada?.click());

    expect(postedFields(form).phoneCountry).toBe("us");
  });

  it("falls back to the first available country when the default is disabled", () => {
    const form = mount({
      disabledCountries: ["us"],
      onlyCountries: ["us", "gb"],
    });
    expect(postedFields(form).phoneCountry).toBe("gb");
  });

  it("labels countries in Chinese and finds them by Chinese name", () => {
    const form = mount({ useChineseNames: true });
    const input = combobox();
    expect(input.value).toBe("美国 (+1)");

    typeInto(input, "加拿大");
    expect(optionNames()).toEqual(["加拿大"]);
    press(input, "Enter");
    expect(input.value).toBe("加拿大 (+1)");
    expect(postedFields(form).phoneCountry).toBe("ca");
  });

  it("applies a custom sort, filter and transform", () => {
    mount({
      filter: (country) => country.dialCode === "1",
      sort: (a, b) => b.name.localeCompare(a.name, "en"),
      transform: (countries) =>
        countries.map((country) =>
          country.iso2 === "us" ? { ...country, name: "USA" } : country,
        ),
    });
    press(combobox(), "ArrowDown");
    const names = optionNames();
    expect(names).toHaveLength(25);
    // Reverse order by the original names, then United States renamed by the transform.
    expect(names[0]).toBe("USA");
    expect(names.at(-1)).toBe("American Samoa");
  });

  it("lists area codes under the +1 members unless told not to", () => {
    mount();
    typeInto(combobox(), "puerto");
    expect(options()[0]?.textContent).toContain("Area codes 787, 939");

    act(() => root?.unmount());
    document.body.innerHTML = "";
    mount({ showAreaCode: false });
    typeInto(combobox(), "puerto");
    expect(options()[0]?.textContent).not.toContain("Area codes");
  });

  it("applies the list z-index and max height", () => {
    mount({ listZIndex: 2100, maxHeight: 200 });
    const listbox = document.querySelector<HTMLElement>('[role="listbox"]');
    expect(listbox?.style.zIndex).toBe("2100");
    expect(listbox?.style.maxHeight).toBe("200px");
  });

  it("is a select-only combobox when not searchable", () => {
    mount({ searchable: false });
    expect(combobox().readOnly).toBe(true);
    press(combobox(), "ArrowDown");
    expect(combobox().value).toBe("United States (+1)");
    expect(options().length).toBeGreaterThan(235);
  });

  it("relabels the chosen country when the names switch to Chinese", () => {
    const form = mount({ defaultCountry: "gb" });
    expect(combobox().value).toBe("United Kingdom (+44)");
    act(() => root?.render(<PhoneInput defaultCountry="gb" useChineseNames />));
    expect(combobox().value).toBe("英国 (+44)");
    expect(postedFields(form).phoneCountry).toBe("gb");
  });

  it("marks each country with its ISO code, not a flag emoji", () => {
    mount();
    press(combobox(), "ArrowDown");
    const us = options().find((option) =>
      option.textContent?.includes("United States"),
    );
    const badge = us?.querySelector('[aria-hidden="true"]');
    expect(badge?.textContent).toBe("US");
    expect(us?.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    const fieldBadge = combobox().parentElement?.querySelector(
      'span[aria-hidden="true"]',
    );
    expect(fieldBadge?.textContent).toBe("US");
  });

  it("announces errors next to the number field", () => {
    mount({ errors: ["Please enter a valid phone number for United States"] });
    const tel = document.querySelector<HTMLInputElement>(
      'input[name="phoneNumber"]',
    );
    expect(tel?.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(
      tel?.getAttribute("aria-describedby") ?? "",
    );
    expect(message?.textContent).toBe(
      "Please enter a valid phone number for United States",
    );
  });

  it("picks a country only for the country type", () => {
    const form = mount({ type: "country" });
    expect(document.querySelector('input[name="phoneNumber"]')).toBeNull();
    expect(combobox().value).toBe("United States");
    expect(document.querySelector("label")?.textContent).toBe("Country");
    expect(postedFields(form)).toEqual({ phoneCountry: "us" });
  });
});
