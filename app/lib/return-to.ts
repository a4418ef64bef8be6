/** A same-site path to go back to; anything else (absolute, protocol-relative) becomes "/". */
export function safeReturnTo(value: unknown): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//")
  )
    return "/";
  if (value.includes("\\") || /[\r\n]/.test(value)) return "/";
  return value;
}
