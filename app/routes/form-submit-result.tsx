import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import CircleCheck from "lucide-react/icons/circle-check";
import siteCopy from "../../content/pages/site.yaml";
import { FormPage } from "~/components/online-form/form-page";
import { ButtonLink } from "~/components/ui/button";
import { CACHE } from "~/lib/cache.server";
import type { SiteCopy } from "~/lib/content/page-schemas";
import { loaderCacheControl } from "~/lib/headers";
import { FORM_SUBMIT_RESULT_PARAM, parseOnlineFormId } from "~/lib/online-form";
import { pageTitle } from "~/lib/seo";
import { getSession } from "~/lib/session.server";
import { getOnlineForm, UpstreamError } from "~/lib/upstream.server";
import { getLogger } from "~/lib/logger.server";
import { ERROR_PAGE_MESSAGES, FORM_RESULT_MESSAGES } from "~/lib/messages";

/** What the page says when the form's owner wrote nothing for it: content/pages/site.yaml. */
const { formResult: GENERAL } = siteCopy as SiteCopy;
const GENERAL_NEXT_STEP = GENERAL.nextStep;

/**
 * Where a sent online form lands (behaviour §2, /form-submit-result). `?form={id}` names the form, so
 * the page can show its title, its owner's next step and a way back; without it, or when the
 * form can't be read, it is a general thank-you: the answers were sent either way.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const id = parseOnlineFormId(
    new URL(request.url).searchParams.get(FORM_SUBMIT_RESULT_PARAM),
  );
  const form = id ? await sentForm(request, id) : null;
  return data({ form }, { headers: { "Cache-Control": CACHE.private } });
}

async function sentForm(request: Request, id: string) {
  try {
    const definition = await getOnlineForm(id, {
      token: (await getSession(request)).get("token"),
      signal: request.signal,
    });
    return {
      id: definition.id,
      title: definition.title,
      confirmation: definition.confirmation ?? null,
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status !== 404) {
      getLogger().error(
        { kind: "online-form", upstreamStatus: error.status ?? null },
        `Form submit result: form ${id} could not be read (HTTP ${error.status ?? "no answer"})`,
      );
    }
    return null;
  }
}

export const headers = loaderCacheControl;

export default function FormSubmitResultPage() {
  const { form } = useLoaderData<typeof loader>();
  return (
    <FormPage>
      <div className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-mint-300/25">
          <CircleCheck aria-hidden="true" className="size-7 text-mint-500" />
        </span>
        <h1 className="mt-5 heading-1 text-ink-950">
          {FORM_RESULT_MESSAGES.answersSent}
        </h1>
        <p className="mt-3 leading-7 text-ink-600">
          {form ? (
            <>
              {FORM_RESULT_MESSAGES.thankYouFor}{" "}
              <span className="font-medium text-ink-900">{form.title}</span>.
            </>
          ) : (
            GENERAL.thanks
          )}
        </p>
      </div>
      <section
        aria-labelledby="next-heading"
        className="mt-8 rounded-xl bg-ink-50 px-5 py-4"
      >
        <p id="next-heading" className="text-sm font-semibold text-ink-950">
          {FORM_RESULT_MESSAGES.whatHappensNext}
        </p>
        <p className="mt-1.5 text-sm leading-6 text-ink-700">
          {form?.confirmation ?? GENERAL_NEXT_STEP}
        </p>
      </section>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        {form ? (
          <ButtonLink
            to={`/online-form/${encodeURIComponent(form.id)}`}
            variant="secondary"
          >
            {FORM_RESULT_MESSAGES.sendAnother}
          </ButtonLink>
        ) : null}
        <ButtonLink to="/" variant="secondary">
          {ERROR_PAGE_MESSAGES.goHome}
        </ButtonLink>
      </div>
    </FormPage>
  );
}

/** A visitor's own confirmation: nothing for search engines. */
export const meta: MetaFunction = () => [
  { title: pageTitle("Answers sent") },
  { name: "robots", content: "noindex" },
];
