import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { pageNotFound } from "~/lib/http.server";
import { parseRecordId, RELATIONS } from "~/lib/relations";

/**
 * /employee/{id}: the spec does not show its purpose; we read it as an invitation link that opens
 * sign-up tagged with the employee relation and the record id (behaviour §3, §7: rel and rId).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const recordId = parseRecordId(params.id);
  if (!recordId) pageNotFound(new URL(request.url).pathname);
  const search = new URLSearchParams({
    auth: "signup",
    rel: RELATIONS.employee,
    rId: recordId,
  });
  return redirect(`/?${search}`);
}
