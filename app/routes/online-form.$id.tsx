import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { FormPage } from "~/components/online-form/form-page";
import { OnlineForm } from "~/components/online-form/online-form";
import { signOutIfUnauthorized } from "~/lib/auth-session.server";
import { CACHE } from "~/lib/cache.server";
import { readFormData } from "~/lib/forms/read-form.server";
import { isSpam } from "~/lib/honeypot.server";
import { pageNotFound } from "~/lib/http.server";
import {
  ONLINE_FORM_MESSAGES,
  formSubmitResultHref,
  latestDateToday,
  onlineFormSchema,
  parseOnlineFormId,
  type OnlineFormActionData,
  type OnlineFormDefinition,
} from "~/lib/online-form";
import type { RouteHandle } from "~/lib/route-handle";
import { notFoundMeta, pageTitle } from "~/lib/seo";
import {
  commitSession,
  getSession,
  type AppSession,
} from "~/lib/session.server";
import {
  getOnlineForm,
  submitOnlineForm,
  UpstreamError,
} from "~/lib/upstream.server";
import { getLogger } from "~/lib/logger.server";
import { keepLeadForLater, newLeadId } from "~/lib/outbox/outbox.server";

/** behaviour §2 names this route `online-form-id`; the chat launcher hides itself here. */
export const handle: RouteHandle = { routeName: "online-form-id" };

/**
 * The definition of the form in the URL. An id that can't be one, or that the upstream doesn't
 * know, is a 404; any other upstream failure is the error page.
 */
async function loadDefinition(
  request: Request,
  idParam: string | undefined,
  session: AppSession,
): Promise<OnlineFormDefinition> {
  const path = new URL(request.url).pathname;
  const id = parseOnlineFormId(idParam);
  if (!id) pageNotFound(path);
  try {
    return await getOnlineForm(id, {
      token: session.get("token"),
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) {
      pageNotFound(path);
    }
    throw error;
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const definition = await loadDefinition(request, params.id, session);
  // Never shared: the owner may change the form at any time, and the answers follow the new one.
  return data(
    { definition, latestDate: latestDateToday(new Date()) },
    { headers: { "Cache-Control": CACHE.private } },
  );
}

/**
 * Checks the answers against the form's definition, sends them upstream and goes to the result
 * page. Bad input answers 400 and an upstream failure 502, both with the form as typed and its
 * messages; never an error page.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const session = await getSession(request);
  const definition = await loadDefinition(request, params.id, session);
  // A body that is not a form is no visitor's: it fails the honeypot like any bot.
  const formData = await readFormData(request, { unreadable: "as-empty" });
  const sent = redirect(formSubmitResultHref(definition.id), {
    headers: { "Cache-Control": CACHE.noStore },
  });
  // A bot learns nothing: it goes where a visitor would, and nothing is sent.
  if (isSpam(formData)) return sent;

  const submission = parseWithZod(formData, {
    schema: onlineFormSchema(definition),
  });
  const headers = new Headers({ "Cache-Control": CACHE.noStore });
  if (submission.status !== "success") {
    return data<OnlineFormActionData>(submission.reply(), {
      status: 400,
      headers,
    });
  }

  // The answers' id is their idempotency key from the first attempt on (decision 051).
  const leadId = newLeadId();
  try {
    await submitOnlineForm(definition.id, submission.value, {
      token: session.get("token"),
      signal: request.signal,
      idempotencyKey: leadId,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The status tells operators what failed; the answers stay out of the logs.
    getLogger().error(
      {
        kind: "online-form",
        upstreamStatus: error.status ?? null,
        timedOut: error.timedOut,
      },
      `Online form ${definition.id} failed upstream: ${error.timedOut ? "timed out" : `HTTP ${error.status ?? "no answer"}`}`,
    );
    // Issue 31: a failure worth another try keeps the answers in the outbox, and the visitor
    // goes on to the result page; only a refusal or a broken outbox asks them to retry.
    const kept = await keepLeadForLater(
      {
        kind: "online-form",
        payload: { formId: definition.id, answers: submission.value },
      },
      { id: leadId, error },
    );
    if (kept === "queued") return sent;
    if (signOutIfUnauthorized(session, error)) {
      headers.append("Set-Cookie", await commitSession(session));
    }
    return data<OnlineFormActionData>(
      submission.reply({ formErrors: [ONLINE_FORM_MESSAGES.failure] }),
      { status: 502, headers },
    );
  }
  return sent;
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function OnlineFormPage() {
  const { definition, latestDate } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending =
    navigation.state === "submitting" && navigation.formAction === pathname;

  return (
    <FormPage>
      <h1 className="heading-1 text-ink-950">{definition.title}</h1>
      {definition.description ? (
        <p className="mt-4 leading-7 text-ink-600">{definition.description}</p>
      ) : null}
      <div className="mt-8">
        <OnlineForm
          key={definition.id}
          definition={definition}
          latestDate={latestDate}
          lastResult={lastResult}
          pending={pending}
        />
      </div>
    </FormPage>
  );
}

/** Forms are their owners' pages, shared by link: kept out of search engines and the sitemaps. */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: pageTitle(data.definition.title) },
        ...(data.definition.description
          ? [{ name: "description", content: data.definition.description }]
          : []),
        { name: "robots", content: "noindex" },
      ]
    : notFoundMeta();
