import type { SubmissionResult } from "@conform-to/react";
import { EMAIL_MAX_LENGTH } from "~/lib/constants";

/**
 * A form's result as it may travel in the session cookie (post/redirect/get without script):
 * the typed answers come back cut to the longest valid one (an email, behaviour §5), so a crafted
 * 10,000-character field can't push the cookie past the browsers' 4 KB and fail the request.
 */
export function fitForCookie<Result extends SubmissionResult<string[]>>(
  result: Result,
): Result {
  if (!result.initialValue) return result;
  const initialValue: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.initialValue)) {
    if (typeof value === "string") {
      initialValue[name] = value.slice(0, EMAIL_MAX_LENGTH);
    } else if (Array.isArray(value)) {
      initialValue[name] = value
        .filter((item): item is string => typeof item === "string")
        .map((item) => item.slice(0, EMAIL_MAX_LENGTH));
    }
  }
  return { ...result, initialValue };
}
