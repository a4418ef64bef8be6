/**
 * Characters that no name or short answer needs and that hide, reorder or break text: C0 and C1
 * controls, the bidirectional overrides and isolates (a name that reads backwards), zero-width
 * space, word joiners and the byte-order mark, and U+FFFD (what a lone surrogate or a malformed
 * UTF-8 sequence decodes to). Zero-width joiner and non-joiner stay: Persian and Indic names
 * use them.
 */
// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const HIDDEN_OR_BROKEN =
  /[\u0000-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufffd]/;
/** The same, less the line breaks and tabs a multi-line answer may hold. */
const HIDDEN_OR_BROKEN_MULTILINE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufffd]/;
/* eslint-enable no-control-regex */

export function hasHiddenCharacters(
  value: string,
  { multiline = false }: { multiline?: boolean } = {},
): boolean {
  return (multiline ? HIDDEN_OR_BROKEN_MULTILINE : HIDDEN_OR_BROKEN).test(
    value,
  );
}

/**
 * A lead field that a spreadsheet would run as a formula when the sales team opens the export
 * (CSV injection): no name starts with these.
 */
export function startsLikeFormula(value: string): boolean {
  return /^[=+\-@]/.test(value);
}
