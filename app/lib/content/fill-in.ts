/** Fills in the {names} of a sentence from content/; a name without a value stays as written. */
export const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (written, name: string) =>
    name in values ? String(values[name]) : written,
  );
