import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import {
  HANDOFF_TARGETS,
  handoffRedirect,
  handoffUrl,
} from "~/lib/handoff.server";
import { getSession } from "~/lib/session.server";
import { publicUserSchema } from "~/lib/user.server";

/**
 * Takes a signed-in user to the platform app (behaviour §7). It is a server redirect so that the
 * token, which travels in the URL the platform app expects, never reaches page script.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const token = session.get("token");
  const requested = new URL(request.url).searchParams.get("to");
  const target =
    HANDOFF_TARGETS.find((candidate) => candidate === requested) ?? "platform";
  if (!token)
    return redirect("/?auth=login", {
      headers: { "Cache-Control": "no-store" },
    });
  const user = publicUserSchema.safeParse(session.get("user"));
  return handoffRedirect(
    handoffUrl(token, target, user.success ? user.data : null),
  );
}
