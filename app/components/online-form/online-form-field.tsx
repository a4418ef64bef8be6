import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { controlClasses, TextField } from "~/components/ui/text-field";
import { cx } from "~/lib/cx";
import {
  maxLengthOf,
  type OnlineFormAnswer,
  type OnlineFormField,
} from "~/lib/online-form";

type FieldProps = {
  field: OnlineFormField;
  /** conform's state of the field: its id, the value to show and its messages. */
  meta: FieldMetadata<OnlineFormAnswer>;
};

/**
 * One field of a form definition, as the control its type calls for. Every control gets its
 * label, its help and its first message, tied to it with aria-describedby; required fields carry
 * `required` (announced) and a visible mark explained above the form.
 */
export function OnlineFormFieldView({
  field,
  meta,
  latestDate,
}: FieldProps & { latestDate: string }) {
  switch (field.type) {
    case "textarea":
      return <TextAreaField field={field} meta={meta} />;
    case "select":
      return <SelectField field={field} meta={meta} />;
    case "radio":
      return <RadioGroupField field={field} meta={meta} />;
    case "checkbox":
      return <CheckboxField field={field} meta={meta} />;
    default:
      return <InputField field={field} meta={meta} latestDate={latestDate} />;
  }
}

/** The label's text and the required mark (hidden from assistive technology, which hears `required`). */
export function FieldLabel({ field }: { field: OnlineFormField }) {
  return (
    <>
      {field.label}
      {field.required ? <RequiredMark /> : null}
    </>
  );
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger-600">
      *
    </span>
  );
}

function firstError(meta: FieldMetadata<OnlineFormAnswer>) {
  return meta.errors?.find(Boolean);
}

function initialText(meta: FieldMetadata<OnlineFormAnswer>) {
  return typeof meta.initialValue === "string" ? meta.initialValue : undefined;
}

const hintIdOf = (meta: FieldMetadata<OnlineFormAnswer>) => `${meta.id}-hint`;
const errorIdOf = (meta: FieldMetadata<OnlineFormAnswer>) => `${meta.id}-error`;

/** The message (first) and the help, for aria-describedby. */
function describedBy({ field, meta }: FieldProps) {
  return (
    [
      firstError(meta) ? errorIdOf(meta) : null,
      field.help ? hintIdOf(meta) : null,
    ]
      .filter(Boolean)
      .join(" ") || undefined
  );
}

/** What every control of a field carries: its name, whether it is required and its messages. */
function controlProps({ field, meta }: FieldProps) {
  return {
    id: meta.id,
    name: field.name,
    required: field.required,
    "aria-invalid": firstError(meta) ? true : undefined,
    "aria-describedby": describedBy({ field, meta }),
  } as const;
}

/** The field's help and its first message, under the control. */
function FieldNotes({ field, meta }: FieldProps) {
  const error = firstError(meta);
  return (
    <>
      {field.help ? (
        <p id={hintIdOf(meta)} className="text-xs leading-5 text-ink-500">
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p id={errorIdOf(meta)} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A label over its control, the notes under it. */
function LabelledField({
  field,
  meta,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={meta.id} className="text-sm font-medium text-ink-800">
        <FieldLabel field={field} />
      </label>
      {children}
      <FieldNotes field={field} meta={meta} />
    </div>
  );
}

const INPUT_TYPES = {
  text: { type: "text" },
  email: { type: "email", autoComplete: "email" },
  tel: { type: "tel", autoComplete: "tel" },
  number: { type: "number", inputMode: "decimal", step: "any" },
  date: { type: "date" },
} as const;

/** The browser's bounds: a number's range; for a past-only date, no later than `latestDate`. */
function maxOf(field: OnlineFormField, latestDate: string) {
  if (field.type === "number") return field.max;
  if (field.type === "date" && field.pastOnly) return latestDate;
  return undefined;
}

function InputField({
  field,
  meta,
  latestDate,
}: FieldProps & { latestDate: string }) {
  const attributes =
    INPUT_TYPES[field.type as keyof typeof INPUT_TYPES] ?? INPUT_TYPES.text;
  return (
    <TextField
      id={meta.id}
      name={field.name}
      label={<FieldLabel field={field} />}
      hint={field.help}
      errors={meta.errors}
      required={field.required}
      placeholder={field.placeholder}
      maxLength={maxLengthOf(field)}
      min={field.type === "number" ? field.min : undefined}
      max={maxOf(field, latestDate)}
      defaultValue={initialText(meta)}
      {...attributes}
    />
  );
}

function TextAreaField({ field, meta }: FieldProps) {
  return (
    <LabelledField field={field} meta={meta}>
      <textarea
        {...controlProps({ field, meta })}
        rows={4}
        placeholder={field.placeholder}
        maxLength={maxLengthOf(field)}
        defaultValue={initialText(meta)}
        className={cx(
          "min-h-28 py-2.5 leading-6",
          controlClasses(Boolean(firstError(meta))),
        )}
      />
    </LabelledField>
  );
}

function SelectField({ field, meta }: FieldProps) {
  if (field.type !== "select") return null;
  return (
    <LabelledField field={field} meta={meta}>
      <select
        {...controlProps({ field, meta })}
        defaultValue={initialText(meta) ?? ""}
        className={cx("h-11", controlClasses(Boolean(firstError(meta))))}
      >
        <option value="">{field.placeholder ?? "Choose one"}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/**
 * Radio buttons in a fieldset, its legend the question (one tab stop, arrows move the choice).
 * The message and help describe the group; each radio says it is required.
 */
function RadioGroupField({ field, meta }: FieldProps) {
  if (field.type !== "radio") return null;
  const invalid = Boolean(firstError(meta));
  const chosen = initialText(meta);
  return (
    <fieldset
      id={meta.id}
      aria-describedby={describedBy({ field, meta })}
      className="flex flex-col gap-1.5"
    >
      <legend className="mb-1.5 text-sm font-medium text-ink-800">
        <FieldLabel field={field} />
      </legend>
      <div className="flex flex-col gap-2">
        {field.options.map((option) => (
          <label
            key={option.value}
            className={cx(
              "flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-3.5 py-2.5 text-sm text-ink-900 transition-colors hover:border-ink-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/30",
              invalid ? "border-danger-600" : "border-ink-200",
            )}
          >
            <input
              type="radio"
              name={field.name}
              value={option.value}
              required={field.required}
              defaultChecked={chosen === option.value}
              className="size-4 shrink-0 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes field={field} meta={meta} />
    </fieldset>
  );
}

/** A single box to tick: an agreement or a yes/no question, its label beside it. */
function CheckboxField({ field, meta }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          {...controlProps({ field, meta })}
          type="checkbox"
          value="on"
          defaultChecked={initialText(meta) !== undefined}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <label htmlFor={meta.id} className="text-sm leading-5 text-ink-800">
          <FieldLabel field={field} />
        </label>
      </div>
      {field.help || firstError(meta) ? (
        <div className="flex flex-col gap-1.5 pl-7">
          <FieldNotes field={field} meta={meta} />
        </div>
      ) : null}
    </div>
  );
}
