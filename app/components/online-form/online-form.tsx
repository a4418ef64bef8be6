import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/form-error";
import {
  DEFAULT_SUBMIT_LABEL,
  onlineFormSchema,
  type OnlineFormActionData,
  type OnlineFormAnswers,
  type OnlineFormDefinition,
} from "~/lib/online-form";
import { OnlineFormFieldView } from "./online-form-field";
import { ONLINE_FORM_MESSAGES } from "~/lib/messages";

type OnlineFormProps = {
  definition: OnlineFormDefinition;
  /** The last date a past-only date field takes (the server's `latestDateToday`). */
  latestDate: string;
  lastResult: OnlineFormActionData | null | undefined;
  pending: boolean;
};

/**
 * A form of the AI form builder, rendered from its definition. It posts to its own page; the
 * browser checks it with the schema the server uses (built from the same definition), so both
 * give the same messages, and without JavaScript the server's come back next to the fields with
 * everything that was typed.
 */
export function OnlineForm({
  definition,
  latestDate,
  lastResult,
  pending,
}: OnlineFormProps) {
  const schema = useMemo(() => onlineFormSchema(definition), [definition]);
  const [form, fields] = useForm<OnlineFormAnswers>({
    id: `online-form-${definition.id}`,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const formError = form.errors?.find(Boolean);
  const hasRequired = definition.fields.some((field) => field.required);
  const problems = definition.fields.flatMap((field) => {
    const meta = fields[field.name]!;
    const message = meta.errors?.find(Boolean);
    return message ? [{ id: meta.id, message }] : [];
  });

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      {problems.length > 0 ? <ProblemSummary problems={problems} /> : null}
      {hasRequired ? (
        <p className="text-sm text-ink-500">
          {ONLINE_FORM_MESSAGES.requiredFieldsMarked}{" "}
          <span aria-hidden="true" className="text-danger-600">
            *
          </span>
          <span className="sr-only">{ONLINE_FORM_MESSAGES.anAsterisk}</span>.
        </p>
      ) : null}
      {definition.fields.map((field) => {
        const meta = fields[field.name]!;
        return (
          <OnlineFormFieldView
            key={`${field.name}-${meta.key ?? ""}`}
            field={field}
            meta={meta}
            latestDate={latestDate}
          />
        );
      })}
      <HoneypotFields />
      {formError ? <FormError id={form.errorId} message={formError} /> : null}
      <div className="flex flex-col gap-4 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-5 text-ink-500">
          {ONLINE_FORM_MESSAGES.noPasswords}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={pending}
          className="w-full shrink-0 sm:w-auto"
        >
          {pending
            ? "Sending…"
            : (definition.submitLabel ?? DEFAULT_SUBMIT_LABEL)}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The messages of a long form in one place at its top, each a link to its field: without
 * JavaScript the answer comes back as a new page, read from the top.
 */
function ProblemSummary({
  problems,
}: {
  problems: { id: string; message: string }[];
}) {
  return (
    <section
      aria-labelledby="online-form-problems"
      className="rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3"
    >
      <p
        id="online-form-problems"
        className="text-sm font-semibold text-danger-600"
      >
        {problems.length === 1
          ? "Please check 1 answer"
          : `Please check ${problems.length} answers`}
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {problems.map((problem) => (
          <li key={problem.id}>
            <a
              href={`#${problem.id}`}
              className="text-danger-600 underline underline-offset-2"
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
