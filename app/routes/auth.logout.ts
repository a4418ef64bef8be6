import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/lib/auth-session.server";
import { readFormData } from "~/lib/forms/read-form.server";
import { MESSAGES } from "~/lib/messages";
import { safeReturnTo } from "~/lib/return-to";
import { commitSession, flashToast, getSession } from "~/lib/session.server";

export function loader() {
  return redirect("/");
}

/** behaviour §4: logout clears the user and token and returns to the same page, signed out. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const session = await getSession(request);
  signOut(session);
  flashToast(session, { type: "info", message: MESSAGES.signedOut });
  return redirect(safeReturnTo(formData.get("returnTo")), {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}
