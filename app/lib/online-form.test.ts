import { parseWithZod } from "@conform-to/zod";
import { beforeEach, describe, expect, it } from "vitest";
import {
  formSubmitResultHref,
  latestDateToday,
  maxLengthOf,
  onlineFormDefinitionSchema,
  onlineFormSchema,
  parseOnlineFormId,
  type OnlineFormDefinition,
} from "./online-form";

/** A definition as the upstream would answer it, with one field of each type. */
const RAW_DEFINITION = {
  id: "site-visit",
  title: "Site visit request",
  description: "Tell us about the site.",
  submitLabel: null,
  fields: [
    { name: "company", label: "Company", type: "text", required: true },
    { name: "email", label: "Email", type: "email", required: true },
    { name: "phone", label: "Phone", type: "tel", required: false },
    {
      name: "crew",
      label: "Crew size",
      type: "number",
      required: true,
      min: 1,
      max: 50,
    },
    {
      name: "notes",
      label: "Notes",
      type: "textarea",
      required: false,
      maxLength: 20,
    },
    {
      name: "trade",
      label: "Trade",
      type: "select",
      required: true,
      options: [
        { value: "concrete", label: "Concrete" },
        { value: "steel", label: "Structural steel" },
      ],
    },
    {
      name: "shift",
      label: "Shift",
      type: "radio",
      required: false,
      options: ["Day", "Night"],
    },
    {
      name: "agree",
      label: "I agree to the site rules",
      type: "checkbox",
      required: true,
    },
    { name: "newsletter", label: "Send news", type: "checkbox" },
    { name: "visitDate", label: "Visit date", type: "date", required: false },
  ],
};

/*
 * Definitions are parsed in each test, not when the file loads: the schema's own checks and
 * defaults then run under test, where mutation testing switches its mutants on.
 */
let definition: OnlineFormDefinition;
beforeEach(() => {
  definition = onlineFormDefinitionSchema.parse(RAW_DEFINITION);
});

const VALID = {
  company: "Kestrel Ridge",
  email: "est@kestrel.example",
  phone: "",
  crew: "12",
  notes: "",
  trade: "steel",
  agree: "on",
  visitDate: "",
};

function parse(fields: Record<string, string | string[]>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      formData.append(name, one);
    }
  }
  return parseWithZod(formData, { schema: onlineFormSchema(definition) });
}

/** The messages of a failed parse, by field. */
function errorsOf(fields: Record<string, string | string[]>) {
  const submission = parse(fields);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
}

function valueOf(fields: Record<string, string | string[]>) {
  const submission = parse(fields);
  if (submission.status !== "success") {
    throw new Error(JSON.stringify(submission.reply().error));
  }
  return submission.value;
}

describe("the definition as the upstream answers it", () => {
  it("reads nulls as absent, defaults required to false and spells out plain options", () => {
    expect(definition.submitLabel).toBeUndefined();
    expect(definition.fields.find((f) => f.name === "newsletter")).toEqual({
      name: "newsletter",
      label: "Send news",
      type: "checkbox",
      required: false,
    });
    const shift = definition.fields.find((f) => f.name === "shift");
    expect(shift?.type === "radio" && shift.options).toEqual([
      { value: "Day", label: "Day" },
      { value: "Night", label: "Night" },
    ]);
  });

  it("takes a numeric id as text", () => {
    expect(
      onlineFormDefinitionSchema.parse({ ...RAW_DEFINITION, id: 4711 }).id,
    ).toBe("4711");
  });

  it.each([
    ["an unknown field type", { name: "x", label: "X", type: "file" }],
    ["a select without options", { name: "x", label: "X", type: "select" }],
    [
      "duplicate option values",
      { name: "x", label: "X", type: "radio", options: ["A", "A"] },
    ],
    [
      "a minimum above the maximum",
      { name: "x", label: "X", type: "number", min: 5, max: 1 },
    ],
    ["a name a form can't post", { name: "a.b", label: "X", type: "text" }],
    [
      "the honeypot's kind of name",
      { name: "name__confirm", label: "X", type: "text" },
    ],
    ["an empty label", { name: "x", label: " ", type: "text" }],
  ])("refuses %s", (_, field) => {
    expect(
      onlineFormDefinitionSchema.safeParse({
        ...RAW_DEFINITION,
        fields: [field],
      }).success,
    ).toBe(false);
  });

  it("refuses two fields of one name and a form without fields", () => {
    const field = { name: "x", label: "X", type: "text" };
    for (const fields of [[field, field], []]) {
      expect(
        onlineFormDefinitionSchema.safeParse({ ...RAW_DEFINITION, fields })
          .success,
      ).toBe(false);
    }
  });
});

describe("what a definition's fields become", () => {
  const fieldsOf = (fields: unknown[]) =>
    onlineFormDefinitionSchema.parse({ ...RAW_DEFINITION, fields }).fields;

  it("keeps an option's label, and labels one without a label by its value", () => {
    const [trade] = fieldsOf([
      {
        name: "trade",
        label: "Trade",
        type: "select",
        options: [{ value: "steel", label: "Structural steel" }, { value: 3 }],
      },
    ]);
    expect(trade?.type === "select" && trade.options).toEqual([
      { value: "steel", label: "Structural steel" },
      { value: "3", label: "3" },
    ]);
  });

  it("reads a date field that asks for a birth date as past-only, in its name or its label", () => {
    const fields = fieldsOf([
      { name: "dateOfBirth", label: "Born", type: "date" },
      { name: "date_of_birth", label: "Born", type: "date" },
      { name: "born", label: "Birthdate", type: "date" },
      { name: "patientDob", label: "Patient", type: "date" },
      { name: "startDate", label: "Start date", type: "date" },
      { name: "due_date_of_birth", label: "Baby", type: "date" },
    ]);
    expect(
      fields.map((field) => field.type === "date" && field.pastOnly),
    ).toEqual([true, true, true, true, false, false]);
  });

  it("gives each text-like field a longest answer: its own maxLength, or one for its type", () => {
    const fields = fieldsOf(
      ["text", "textarea", "email", "tel", "number", "date"].flatMap((type) => [
        { name: `${type}Default`, label: "X", type },
        ...(["number", "date"].includes(type)
          ? []
          : [{ name: `${type}Own`, label: "X", type, maxLength: 20 }]),
      ]),
    );
    expect(
      Object.fromEntries(
        fields.map((field) => [field.name, maxLengthOf(field)]),
      ),
    ).toEqual({
      textDefault: 500,
      textOwn: 20,
      textareaDefault: 5000,
      textareaOwn: 20,
      emailDefault: 320,
      emailOwn: 20,
      telDefault: 32,
      telOwn: 20,
      numberDefault: undefined,
      dateDefault: undefined,
    });
  });

  it("says why it refuses a definition, and takes a range of one number", () => {
    const issuesOf = (field: object) =>
      onlineFormDefinitionSchema
        .safeParse({ ...RAW_DEFINITION, fields: [field] })
        .error?.issues.map((issue) => issue.message);
    expect(
      issuesOf({ name: "x", label: "X", type: "number", min: 5, max: 1 }),
    ).toEqual(["min above max"]);
    expect(
      issuesOf({ name: "x", label: "X", type: "select", options: ["A", "A"] }),
    ).toEqual(["duplicate option values"]);
    expect(
      issuesOf({ name: "x", label: "X", type: "number", min: 5, max: 5 }),
    ).toBeUndefined();
  });
});

describe("the answers' schema built from a definition", () => {
  it("answers every field: trimmed text, numbers, booleans, null for the empty ones", () => {
    expect(
      valueOf({
        ...VALID,
        company: "  Kestrel Ridge ",
        phone: "+1 (202) 555-0123",
        shift: "Night",
        visitDate: "2027-02-28",
      }),
    ).toEqual({
      company: "Kestrel Ridge",
      email: "est@kestrel.example",
      phone: "+1 (202) 555-0123",
      crew: 12,
      notes: null,
      trade: "steel",
      shift: "Night",
      agree: true,
      newsletter: false,
      visitDate: "2027-02-28",
    });
  });

  it("ignores fields the definition does not have", () => {
    const value = valueOf({ ...VALID, isAdmin: "true", price: "0" });
    expect(value).not.toHaveProperty("isAdmin");
    expect(value).not.toHaveProperty("price");
  });

  it("says '{field} is required' for each empty required field, blanks included", () => {
    expect(
      errorsOf({ company: "   ", email: "", crew: "", trade: "" }),
    ).toEqual({
      company: ["Company is required"],
      email: ["Email is required"],
      crew: ["Crew size is required"],
      trade: ["Trade is required"],
      agree: ["Please check this box to continue"],
    });
  });

  it("checks an email's format", () => {
    expect(errorsOf({ ...VALID, email: "est@kestrel" })).toEqual({
      email: ["Please enter a valid email address, like name@company.com"],
    });
  });

  it("checks a phone number's characters and digit count", () => {
    for (const phone of ["call me", "12345", "+1 202 555 0123 4567 89"]) {
      expect(errorsOf({ ...VALID, phone })).toEqual({
        phone: ["Please enter a valid phone number, like +1 202 555 0123"],
      });
    }
  });

  it("takes 7 to 15 digits as a phone number", () => {
    expect(valueOf({ ...VALID, phone: "555 0123" }).phone).toBe("555 0123");
    expect(valueOf({ ...VALID, phone: "123 4567 8901 2345" }).phone).toBe(
      "123 4567 8901 2345",
    );
  });

  it("takes line breaks in a multi-line answer only", () => {
    expect(valueOf({ ...VALID, notes: "Gate B\nafter 7" }).notes).toBe(
      "Gate B\nafter 7",
    );
    expect(errorsOf({ ...VALID, company: "Kestrel\nRidge" })).toEqual({
      company: ["Company can't contain control or invisible characters"],
    });
  });

  it("checks a number and its range, bounds included", () => {
    expect(errorsOf({ ...VALID, crew: "twelve" })).toEqual({
      crew: ["Crew size must be a number"],
    });
    expect(errorsOf({ ...VALID, crew: "0" })).toEqual({
      crew: ["Crew size must be at least 1"],
    });
    expect(errorsOf({ ...VALID, crew: "50.5" })).toEqual({
      crew: ["Crew size must be at most 50"],
    });
    expect(valueOf({ ...VALID, crew: "1" }).crew).toBe(1);
    expect(valueOf({ ...VALID, crew: "50" }).crew).toBe(50);
    expect(valueOf({ ...VALID, crew: "2.5" }).crew).toBe(2.5);
  });

  it("takes only one of the options of a select or a radio group", () => {
    expect(errorsOf({ ...VALID, trade: "Structural steel" })).toEqual({
      trade: ["Please choose one of the options"],
    });
    expect(errorsOf({ ...VALID, shift: "Evening" })).toEqual({
      shift: ["Please choose one of the options"],
    });
  });

  it("keeps to the definition's maxLength, and to a default when it has none", () => {
    expect(errorsOf({ ...VALID, notes: "x".repeat(21) })).toEqual({
      notes: ["Notes must be at most 20 characters"],
    });
    expect(valueOf({ ...VALID, notes: "x".repeat(20) }).notes).toBe(
      "x".repeat(20),
    );
    expect(errorsOf({ ...VALID, company: "x".repeat(501) })).toEqual({
      company: ["Company must be at most 500 characters"],
    });
  });

  it("reads a checkbox as checked when it is posted, unchecked when it is not", () => {
    expect(valueOf({ ...VALID, newsletter: "on" }).newsletter).toBe(true);
    expect(valueOf(VALID).newsletter).toBe(false);
    const { agree: _, ...withoutAgreement } = VALID;
    expect(errorsOf(withoutAgreement)).toEqual({
      agree: ["Please check this box to continue"],
    });
  });

  it("takes a real calendar date only", () => {
    for (const visitDate of [
      "2027-02-30",
      "2027-13-01",
      "28/02/2027",
      "tomorrow",
    ]) {
      expect(errorsOf({ ...VALID, visitDate })).toEqual({
        visitDate: ["Please enter a valid date"],
      });
    }
    expect(valueOf({ ...VALID, visitDate: "2028-02-29" }).visitDate).toBe(
      "2028-02-29",
    );
  });

  it("answers a field posted twice with a message, not an exception", () => {
    expect(errorsOf({ ...VALID, company: ["A", "B"] })).toEqual({
      company: ["Company is required"],
    });
  });
});

describe("ids and the result page's address", () => {
  it("takes 1-64 letters, digits, - and _ as an id", () => {
    expect(parseOnlineFormId("subcontractor-prequalification")).toBe(
      "subcontractor-prequalification",
    );
    expect(parseOnlineFormId("a".repeat(64))).toBe("a".repeat(64));
    for (const bad of ["", "a".repeat(65), "a b", "../x", undefined, 7]) {
      expect(parseOnlineFormId(bad)).toBeUndefined();
    }
  });

  it("names the sent form in the result page's query", () => {
    expect(formSubmitResultHref("patient-supply-request")).toBe(
      "/form-submit-result?form=patient-supply-request",
    );
  });
});

describe("past-only dates (issue 25)", () => {
  let intake: OnlineFormDefinition;
  beforeEach(() => {
    intake = onlineFormDefinitionSchema.parse({
      id: "intake",
      title: "Patient intake",
      fields: [
        { name: "dateOfBirth", label: "Date of birth", type: "date" },
        {
          name: "inspected",
          label: "Last inspection",
          type: "date",
          pastOnly: true,
        },
        { name: "babyDue", label: "Expected date of birth", type: "date" },
        { name: "dob", label: "Born on", type: "date", pastOnly: false },
        { name: "visit", label: "Visit date", type: "date", pastOnly: null },
      ],
    });
  });
  // 12:00 UTC: already 02:00 the next day in UTC+14, where a date begins first.
  const NOON_UTC = new Date("2026-11-26T12:00:00Z");
  const errorsAt = (fields: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      formData.append(name, value);
    }
    const submission = parseWithZod(formData, {
      schema: onlineFormSchema(intake, { now: () => NOON_UTC }),
    });
    return submission.status === "success"
      ? {}
      : (submission.reply().error ?? {});
  };

  it("marks a date field past-only when it says so, or when it asks for a date of birth", () => {
    expect(
      intake.fields.map(
        (field) => field.type === "date" && [field.name, field.pastOnly],
      ),
    ).toEqual([
      ["dateOfBirth", true],
      ["inspected", true],
      ["babyDue", false],
      ["dob", false],
      ["visit", false],
    ]);
  });

  it("today anywhere on Earth is the latest date a past-only field takes", () => {
    expect(latestDateToday(new Date("2026-11-26T09:59:59Z"))).toBe(
      "2026-11-26",
    );
    expect(latestDateToday(new Date("2026-11-26T10:00:00Z"))).toBe(
      "2026-11-27",
    );
  });

  it("refuses a later date with a message, and takes today and earlier", () => {
    expect(
      errorsAt({
        dateOfBirth: "2030-03-12",
        inspected: "2026-11-28",
        babyDue: "2027-02-01",
        dob: "2030-01-01",
        visit: "2030-03-12",
      }),
    ).toEqual({
      dateOfBirth: ["Date of birth can't be in the future"],
      inspected: ["Last inspection can't be in the future"],
    });
    expect(
      errorsAt({ dateOfBirth: "1948-03-12", inspected: "2026-11-27" }),
    ).toEqual({});
  });

  it("still says a date that doesn't exist is not a date", () => {
    expect(errorsAt({ dateOfBirth: "2031-02-30" })).toEqual({
      dateOfBirth: ["Please enter a valid date"],
    });
  });
});
