import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { parseRecordId } from "~/lib/auth.server";
import { RELATIONS } from "~/lib/dialog-url";

/**
 * /employee/{id}: the spec does not show its purpose; we read it as an invitation link that opens
 * sign-up tagged with the employee relation and the record id (SPEC §3, §7: rel and rId).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const recordId = parseRecordId(params.id);
  if (!recordId) {
    throw new Response(`Page Not Found: ${new URL(request.url).pathname}`, {
      status: 404,
    });
  }
  const search = new URLSearchParams({
    auth: "signup",
    rel: RELATIONS.employee,
    rId: recordId,
  });
  return redirect(`/?${search}`);
}
