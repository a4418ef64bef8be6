/** Grid columns for a count of cards, so none sits alone in the last row (docs/design.md). */
export function gridColumns(count: number) {
  switch (count) {
    case 2:
      return "sm:grid-cols-2";
    case 3:
      return "md:grid-cols-3";
    case 4:
      return "sm:grid-cols-2 lg:grid-cols-4";
    default:
      return "sm:grid-cols-2 lg:grid-cols-3";
  }
}
