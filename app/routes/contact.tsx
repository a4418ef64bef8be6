import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import contactCopy from "../../content/pages/contact.yaml";
import {
  BookingConfirmation,
  BookingFrame,
} from "~/components/contact/booking-frame";
import { CONTACT_ACTION, ContactForm } from "~/components/contact/contact-form";
import { useContactConversion } from "~/components/contact/use-contact-conversion";
import { CACHE } from "~/lib/cache.server";
import { getEnv } from "~/lib/env.server";
import {
  CONTACT_MESSAGES,
  contactSchema,
  sentContactGuest,
  type ContactActionData,
  type ContactGuest,
} from "~/lib/forms/contact-schema";
import { isSpam } from "~/lib/honeypot.server";
import {
  addressKey,
  consumeRateLimit,
  emailKey,
  tooManyRequestsMessage,
} from "~/lib/rate-limit.server";
import type { ContactPageCopy } from "~/lib/content/page-schemas";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { signOutIfUnauthorized } from "~/lib/auth-session.server";
import { dialogHref } from "~/lib/dialog-url";
import { fitForCookie } from "~/lib/forms/flash-result";
import { readFormData } from "~/lib/forms/read-form.server";
import { safeReturnTo } from "~/lib/return-to";
import {
  commitSession,
  getSession,
  type AppSession,
} from "~/lib/session.server";
import { submitHomepageCta, UpstreamError } from "~/lib/upstream.server";
import { useRootData } from "~/lib/root-data";
import { PrefetchLink } from "~/components/ui/prefetch-link";
import { getLogger } from "~/lib/logger.server";
import { keepLeadForLater, newLeadId } from "~/lib/outbox/outbox.server";
import { CONTACT_DIALOG_MESSAGES } from "~/lib/messages";

export const handle: RouteHandle = { whiteHeader: true };

const PATH = "/contact";

/** The page's words: content/pages/contact.yaml, checked by the content compiler. */
const COPY = contactCopy as ContactPageCopy;

export function loader() {
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: PATH,
    title: COPY.title,
    description: COPY.description,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: COPY.title, path: PATH },
    ],
  };
  return data({ seo }, { headers: { "Cache-Control": CACHE.publicPage } });
}

/**
 * The sales contact request (behaviour §3, §7), posted by the /contact page and by the contact
 * dialog of every page. Bad input and an upstream failure (the timeout too) come back as
 * messages on the form, with what was typed; never as an error page. The /contact page and the
 * dialog with script get the answer in place; the dialog without script names its page
 * (`returnTo`) and is sent back there, dialog open, with the answer in the session
 * (post/redirect/get, as the auth forms do).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // A body that is not a form is no visitor's: it fails the honeypot below like any bot.
  const formData = await readFormData(request, { unreadable: "as-empty" });
  const submission = parseWithZod(formData, { schema: contactSchema });
  const session = await getSession(request);
  const answer = answerTo(
    session,
    dialogReturnTo(formData),
    formData.get("clientMode") !== "js",
  );

  if (isSpam(formData)) {
    // A bot learns nothing: it gets the answer of a sent request, and nothing is sent.
    const booking: ContactGuest =
      submission.status === "success"
        ? guestOf(submission.value)
        : { name: "", firstname: "", email: "" };
    return answer({ status: "success", booking });
  }

  if (submission.status !== "success") {
    return answer(submission.reply(), { status: 400 });
  }

  const { firstname, lastname, email, leadPhoneNumber } = submission.value;
  // Issue 14: ten requests a minute per client address and per email; nothing reaches the
  // upstream beyond that.
  const verdict = await consumeRateLimit("credentials", [
    addressKey(context.clientAddress),
    emailKey(email),
  ]);
  if (!verdict.allowed) {
    return answer(
      submission.reply({
        formErrors: [tooManyRequestsMessage(verdict.retryAfterSeconds)],
      }),
      { status: 429, retryAfterSeconds: verdict.retryAfterSeconds },
    );
  }
  const token = session.get("token");
  const lead = { firstname, lastname, phone_number: leadPhoneNumber, email };
  // The lead's id is its idempotency key from the first attempt on (decision 051).
  const leadId = newLeadId();
  try {
    await submitHomepageCta(lead, {
      token,
      signal: request.signal,
      idempotencyKey: leadId,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The status tells operators what failed; the lead itself stays out of the logs.
    getLogger().error(
      {
        kind: "contact",
        upstreamStatus: error.status ?? null,
        timedOut: error.timedOut,
      },
      `Contact request failed upstream: ${error.timedOut ? "timed out" : `HTTP ${error.status ?? "no answer"}`}`,
    );
    // Issue 31: a failure worth another try keeps the lead in the outbox, and the visitor is
    // answered as if it had gone through; only a refusal or a broken outbox asks them to retry.
    const kept = await keepLeadForLater(
      { kind: "contact", payload: lead },
      { id: leadId, error },
    );
    if (kept === "queued") {
      return answer({
        ...submission.reply(),
        booking: guestOf(submission.value),
      });
    }
    return answer(
      submission.reply({ formErrors: [CONTACT_MESSAGES.failure] }),
      {
        status: 502,
        sessionChanged: signOutIfUnauthorized(session, error),
      },
    );
  }

  return answer({
    ...submission.reply(),
    booking: guestOf(submission.value),
  });
}

/** The page a script-less dialog was opened on, or null to answer in place. */
function dialogReturnTo(formData: FormData): string | null {
  if (formData.get("clientMode") === "js" || !formData.has("returnTo")) {
    return null;
  }
  return safeReturnTo(formData.get("returnTo"));
}

/**
 * Answers in place, or back on the dialog's page with the result flashed in the session. A
 * request sent from this page without script is answered with a redirect to it (post/redirect/
 * get), its result flashed too: a reload or Back then Forward shows the page, and never posts the
 * lead a second time.
 */
function answerTo(
  session: AppSession,
  returnTo: string | null,
  withoutScript: boolean,
) {
  return async function answer(
    result: ContactActionData,
    {
      status = 200,
      sessionChanged = false,
      retryAfterSeconds,
    }: {
      status?: number;
      sessionChanged?: boolean;
      retryAfterSeconds?: number;
    } = {},
  ) {
    const headers = new Headers({ "Cache-Control": CACHE.noStore });
    if (retryAfterSeconds) {
      headers.set("Retry-After", String(retryAfterSeconds));
    }
    if (returnTo) {
      session.flash("contactResult", fitForCookie(result));
      headers.append("Set-Cookie", await commitSession(session));
      const page = new URL(returnTo, "http://site.invalid");
      return redirect(dialogHref(page, { contact: "1" }), { headers });
    }
    if (withoutScript && sentContactGuest(result)) {
      session.flash("contactResult", fitForCookie(result));
      headers.append("Set-Cookie", await commitSession(session));
      return redirect(PATH, { headers });
    }
    if (sessionChanged) {
      headers.append("Set-Cookie", await commitSession(session));
    }
    return data<ContactActionData>(result, { status, headers });
  };
}

function guestOf(value: {
  firstname: string;
  lastname: string;
  email: string;
}): ContactGuest {
  return {
    name: `${value.firstname} ${value.lastname}`,
    firstname: value.firstname,
    email: value.email,
  };
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function ContactPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const rootData = useRootData();
  const bookingUrl = rootData?.env.bookingUrl ?? null;
  // Sent with script, the answer is the action's; without it, the redirect's flash.
  const guest = sentContactGuest(actionData ?? rootData?.contact.result);
  const sent = guest !== undefined;
  const answerCard = useRef<HTMLDivElement>(null);
  // The sent form leaves the page with its button, which held focus: focus goes on to the answer
  // that replaced it, not back to the top of the document.
  useEffect(() => {
    if (sent && document.activeElement === document.body) {
      answerCard.current?.focus({ preventScroll: true });
    }
  }, [sent]);
  useContactConversion(guest);
  const pending =
    navigation.state === "submitting" &&
    navigation.formAction === CONTACT_ACTION;

  return (
    <>
      <section className="relative overflow-hidden bg-ink-950 pt-32 pb-20 text-white sm:pb-28">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_28rem_at_15%_-10%,rgb(85_65_230/0.45),transparent),radial-gradient(36rem_22rem_at_95%_100%,rgb(20_184_146/0.2),transparent)]"
        />
        {/* On small screens the form comes right after the introduction, before the steps. */}
        <div className="relative mx-auto grid max-w-[1240px] items-start gap-x-16 gap-y-12 px-5 lg:grid-cols-[minmax(0,1fr)_34rem]">
          <div className="lg:col-start-1 lg:row-start-1 lg:pt-6">
            <p className="text-sm font-semibold tracking-widest text-mint-300 uppercase">
              {COPY.hero.eyebrow}
            </p>
            <h1 className="mt-4 heading-1">{COPY.hero.title}</h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-ink-200">
              {COPY.hero.lead}
            </p>
          </div>
          <div
            ref={answerCard}
            tabIndex={sent ? -1 : undefined}
            className="rounded-2xl bg-white p-6 text-ink-900 shadow-2xl focus:outline-none sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            {guest && bookingUrl ? (
              <div role="status">
                <p className="text-lg font-semibold">
                  {CONTACT_DIALOG_MESSAGES.thanks(guest.firstname)}{" "}
                  {CONTACT_DIALOG_MESSAGES.requestIsIn}
                </p>
                <p className="mt-2 leading-7 text-ink-700">
                  {CONTACT_DIALOG_MESSAGES.pickATimeBefore}{" "}
                  <a
                    href="#book"
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {CONTACT_DIALOG_MESSAGES.pickATimeLink}
                  </a>
                  .
                </p>
              </div>
            ) : guest ? (
              <BookingConfirmation guest={guest} />
            ) : (
              <>
                {/* The form's name rather than a section heading (decision 057). */}
                <p
                  id="contact-page-form-title"
                  className="mb-6 heading-3 text-ink-950"
                >
                  {COPY.formTitle}
                </p>
                <ContactForm
                  id="contact-page-form"
                  labelledBy="contact-page-form-title"
                  lastResult={actionData}
                  pending={pending}
                />
              </>
            )}
          </div>
          <div className="lg:col-start-1 lg:row-start-2">
            {/* A label naming the list, not a heading (decision 057). */}
            <p
              id="contact-next-steps"
              className="text-sm font-semibold tracking-widest text-ink-300 uppercase"
            >
              {COPY.nextSteps.title}
            </p>
            <ol
              aria-labelledby="contact-next-steps"
              className="mt-6 flex flex-col gap-6"
            >
              {COPY.nextSteps.items.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/10 text-sm font-semibold text-mint-300 ring-1 ring-white/20">
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold">{step.title}</p>
                    <p className="mt-1 leading-7 text-ink-300">{step.body}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>
      {guest && bookingUrl ? (
        <section
          id="book"
          aria-labelledby="book-heading"
          className="scroll-mt-20 py-16 sm:py-20"
        >
          <h2
            id="book-heading"
            className="mb-8 px-5 text-center heading-2 text-ink-950"
          >
            {COPY.bookingTitle}
          </h2>
          <BookingFrame bookingUrl={bookingUrl} guest={guest} />
        </section>
      ) : null}
      <section
        aria-labelledby="questions-heading"
        className="mx-auto max-w-[1240px] px-5 py-20 sm:py-24"
      >
        <h2 id="questions-heading" className="heading-2 text-ink-950">
          {COPY.questions.title}
        </h2>
        <dl className="mt-10 grid gap-x-12 gap-y-10 md:grid-cols-2">
          {COPY.questions.items.map((item) => (
            <div key={item.question}>
              <dt className="text-lg font-semibold text-ink-950">
                {item.question}
              </dt>
              <dd className="mt-2 leading-7 text-ink-700">
                {item.answer}
                {item.link ? (
                  <>
                    {" "}
                    <PrefetchLink
                      to={item.link.to}
                      className="font-medium text-brand-700 underline underline-offset-2"
                    >
                      {item.link.label}
                    </PrefetchLink>
                  </>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;
