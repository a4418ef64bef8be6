import {
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { HoneypotFields } from "~/components/honeypot-fields";
import { useHydrated } from "~/lib/hydration";
import { PhoneInput } from "~/components/phone-input/phone-input";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/form-error";
import { TextField } from "~/components/ui/text-field";
import {
  contactSchema,
  type ContactActionData,
} from "~/lib/forms/contact-schema";
import { CONTACT_DIALOG_MESSAGES } from "~/lib/messages";
import {
  loadPhoneValidator,
  phoneCheckLoaded,
  usePhoneCheckLoaded,
} from "~/lib/phone/number";

/** Where the contact form posts, from the /contact page and from the dialog on any page. */
export const CONTACT_ACTION = "/contact";

type ContactFormProps = {
  /** conform's form id; one per place the form is shown. */
  id: string;
  /** The id of the title that names the form (a named form is a landmark). */
  labelledBy?: string;
  lastResult: ContactActionData | null | undefined;
  pending: boolean;
  defaultEmail?: string;
  /**
   * Set (with `navigate={false}`) to post through a fetcher of this key and stay on the page;
   * without it the post is a navigation to /contact. Either way, without JavaScript it is a
   * plain form post to /contact.
   */
  fetcherKey?: string;
  /**
   * The page the form is shown on, for a dialog: posted without script, the answer goes back
   * there with the dialog open instead of to /contact.
   */
  returnTo?: string;
};

const constraint = getZodConstraint(contactSchema);

/**
 * The sales contact form (behaviour §2, Contact dialog): first and last name, work email and phone
 * number. Client and server check it with the same schema, so the messages are the same.
 */
export function ContactForm({
  id,
  lastResult,
  pending,
  defaultEmail,
  fetcherKey,
  returnTo,
  labelledBy,
}: ContactFormProps) {
  const hydrated = useHydrated();
  const phoneChecked = usePhoneCheckLoaded();
  // A send tried before the number check's metadata arrived gets every other field's message
  // at once, but the number passes if it has the right shape (~/lib/phone/number). Such a send is
  // checked again once the metadata is in, so the number's message joins the others before the
  // visitor starts fixing them, instead of coming back from the server on the next send.
  const recheckWhenPhoneChecked = useRef(false);
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaultEmail ? { email: defaultEmail } : undefined,
    constraint,
    // Messages appear on the first submit, then follow the typing. Not on blur: the dialog
    // focuses the first field on opening, and leaving it is no mistake.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema: contactSchema });
      recheckWhenPhoneChecked.current =
        submission.status === "error" && !phoneCheckLoaded();
      // A failed load leaves the number to the server's check, as before.
      if (recheckWhenPhoneChecked.current)
        loadPhoneValidator().catch(() => undefined);
      return submission;
    },
  });
  useEffect(() => {
    if (!phoneChecked || !recheckWhenPhoneChecked.current) return;
    recheckWhenPhoneChecked.current = false;
    form.validate();
  }, [phoneChecked, form]);
  const formError = form.errors?.find(Boolean);
  const firstname = textFieldProps(fields.firstname, "text");
  const lastname = textFieldProps(fields.lastname, "text");
  const email = textFieldProps(fields.email, "email");

  return (
    <Form
      method="post"
      action={CONTACT_ACTION}
      {...(fetcherKey ? { navigate: false, fetcherKey } : {})}
      {...getFormProps(form)}
      aria-labelledby={labelledBy}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          key={firstname.key}
          label={CONTACT_DIALOG_MESSAGES.firstName}
          autoComplete="given-name"
          {...firstname.props}
        />
        <TextField
          key={lastname.key}
          label={CONTACT_DIALOG_MESSAGES.lastName}
          autoComplete="family-name"
          {...lastname.props}
        />
      </div>
      <TextField
        key={email.key}
        label={CONTACT_DIALOG_MESSAGES.workEmail}
        autoComplete="email"
        {...email.props}
      />
      <PhoneInput
        key={fields.phoneNumber.key}
        id={`${id}-phone`}
        label={CONTACT_DIALOG_MESSAGES.phoneNumber}
        defaultCountry={fields.phoneCountry.initialValue}
        defaultNumber={fields.phoneNumber.initialValue}
        errors={fields.phoneNumber.errors}
        countryErrors={fields.phoneCountry.errors}
        required
      />
      <HoneypotFields />
      {returnTo ? (
        <input type="hidden" name="returnTo" value={returnTo} />
      ) : null}
      {/* Sent by script, the answer is shown in place; without it, /contact answers a sent
          request with a redirect (routes/contact.tsx). */}
      {hydrated ? <input type="hidden" name="clientMode" value="js" /> : null}
      {formError ? <FormError id={form.errorId} message={formError} /> : null}
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" block disabled={pending}>
          {pending
            ? CONTACT_DIALOG_MESSAGES.sending
            : CONTACT_DIALOG_MESSAGES.submit}
        </Button>
        <p className="text-center text-xs leading-5 text-ink-500">
          {CONTACT_DIALOG_MESSAGES.privacyNote}{" "}
          <Link
            to="/privacy"
            className="font-medium text-ink-700 underline underline-offset-2"
          >
            {CONTACT_DIALOG_MESSAGES.privacyPolicy}
          </Link>
          .
        </p>
      </div>
    </Form>
  );
}

/** conform's props for a TextField with its messages, and the key that remounts it on a reset. */
function textFieldProps(field: FieldMetadata<string>, type: "text" | "email") {
  const { key, ...props } = getInputProps(field, { type });
  return { key, props: { ...props, errors: field.errors } };
}
