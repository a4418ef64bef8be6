import { parseWithZod } from "@conform-to/zod";
import { beforeEach, describe, expect, it, test, vi } from "vitest";
import { z } from "zod";
import type * as PhoneNumber from "./number";
import { parseLeadPhone } from "./number";

describe("parseLeadPhone", () => {
  it("formats a valid number as the contact lead expects (behaviour §3)", () => {
    expect(parseLeadPhone({ iso2: "us", number: "2025550123" })).toEqual({
      ok: true,
      phoneNumber: "(1) 2025550123",
      e164: "+12025550123",
    });
  });

  it.each([
    "(202) 555-0123",
    "202.555.0123",
    " 202 555 0123 ",
    "1-202-555-0123",
    "+1 202 555 0123",
  ])("strips the formatting of %j", (number) => {
    expect(parseLeadPhone({ iso2: "US", number })).toMatchObject({
      ok: true,
      phoneNumber: "(1) 2025550123",
    });
  });

  it("drops the national trunk prefix of other countries", () => {
    expect(parseLeadPhone({ iso2: "gb", number: "020 7946 0018" })).toEqual({
      ok: true,
      phoneNumber: "(44) 2079460018",
      e164: "+442079460018",
    });
    expect(
      parseLeadPhone({ iso2: "cn", number: "138 0013 8000" }),
    ).toMatchObject({ ok: true, phoneNumber: "(86) 13800138000" });
  });

  it("accepts a number of another country sharing the dial code", () => {
    expect(
      parseLeadPhone({ iso2: "us", number: "416 555 0123" }),
    ).toMatchObject({ ok: true, phoneNumber: "(1) 4165550123" });
  });

  it("refuses a number typed with another country's code", () => {
    expect(parseLeadPhone({ iso2: "us", number: "+44 20 7946 0018" })).toEqual({
      ok: false,
      field: "phoneNumber",
      message:
        "This number starts with +44, but United States uses +1. Choose the matching country or remove the code.",
    });
  });

  it.each([
    ["12345", "too short"],
    ["555 555 5555", "not an assigned range"],
    ["202-555-CALL", "letters"],
    ["202 555 0123 ext. 4", "an extension"],
    ["+", "no digits"],
    ["1234567890123456", "too long for any country"],
  ])("refuses %j (%s) with a clear message", (number) => {
    expect(parseLeadPhone({ iso2: "us", number })).toEqual({
      ok: false,
      field: "phoneNumber",
      message: "Please enter a valid phone number for United States",
    });
  });

  it("names the chosen country in the message", () => {
    expect(parseLeadPhone({ iso2: "de", number: "12" })).toMatchObject({
      ok: false,
      message: "Please enter a valid phone number for Germany",
    });
  });

  it("asks for a number when there is none", () => {
    expect(parseLeadPhone({ iso2: "us", number: "   " })).toEqual({
      ok: false,
      field: "phoneNumber",
      message: "Phone number is required",
    });
  });

  it("refuses an unknown country and an overlong number", () => {
    expect(parseLeadPhone({ iso2: "zz", number: "2025550123" })).toEqual({
      ok: false,
      field: "phoneCountry",
      message: "Please choose a country from the list",
    });
    expect(parseLeadPhone({ iso2: "us", number: "2".repeat(33) })).toEqual({
      ok: false,
      field: "phoneNumber",
      message: "Phone number must be at most 32 characters",
    });
  });

  it("checks a number of 32 characters, and one that reads as no number at all", () => {
    for (const number of ["2".repeat(32), "()"]) {
      expect(parseLeadPhone({ iso2: "us", number })).toEqual({
        ok: false,
        field: "phoneNumber",
        message: "Please enter a valid phone number for United States",
      });
    }
  });
});

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("phoneFieldsSchema with conform", () => {
  // Loaded afresh in each test: the schema is built when the module loads, and mutation testing
  // switches a mutant on only once the tests start.
  let phoneFieldsSchema: typeof PhoneNumber.phoneFieldsSchema;
  beforeEach(async () => {
    vi.resetModules();
    ({ phoneFieldsSchema } = await import("./number"));
  });

  it("asks for a country, and refuses one posted twice", () => {
    const errorsOf = (data: FormData) =>
      parseWithZod(data, { schema: phoneFieldsSchema }).reply().error;
    expect(errorsOf(formData({ phoneNumber: "2025550123" }))).toEqual({
      phoneCountry: ["Country is required"],
    });
    expect(
      errorsOf(formData({ phoneCountry: "  ", phoneNumber: "2025550123" })),
    ).toEqual({ phoneCountry: ["Country is required"] });
    const twice = formData({ phoneCountry: "us", phoneNumber: "2025550123" });
    twice.append("phoneCountry", "ca");
    twice.append("phoneNumber", "6045550199");
    expect(errorsOf(twice)).toEqual({
      phoneCountry: ["Please choose a country from the list"],
      phoneNumber: ["Phone number must be text"],
    });
  });

  it("gives the required message for an empty number (behaviour §5)", () => {
    const submission = parseWithZod(
      formData({ phoneCountry: "us", phoneNumber: "" }),
      { schema: phoneFieldsSchema },
    );
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      phoneNumber: ["Phone number is required"],
    });
  });

  it("puts a wrong number's message on the number field", () => {
    const submission = parseWithZod(
      formData({ phoneCountry: "us", phoneNumber: "12345" }),
      { schema: phoneFieldsSchema },
    );
    expect(submission.reply().error).toEqual({
      phoneNumber: ["Please enter a valid phone number for United States"],
    });
  });

  it("outputs the lead format with the fields", () => {
    const submission = parseWithZod(
      formData({ phoneCountry: "US", phoneNumber: "(202) 555-0123" }),
      { schema: phoneFieldsSchema },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      phoneCountry: "us",
      phoneNumber: "(202) 555-0123",
      leadPhoneNumber: "(1) 2025550123",
      e164: "+12025550123",
    });
  });

  it("combines with the other fields of a form", () => {
    const contactSchema = z
      .object({ email: z.string({ required_error: "Work email is required" }) })
      .and(phoneFieldsSchema);

    const missing = parseWithZod(formData({ phoneCountry: "us" }), {
      schema: contactSchema,
    });
    expect(missing.reply().error).toEqual({
      email: ["Work email is required"],
      phoneNumber: ["Phone number is required"],
    });

    const valid = parseWithZod(
      formData({
        email: "ada@example.com",
        phoneCountry: "ca",
        phoneNumber: "604 555 0199",
      }),
      { schema: contactSchema },
    );
    expect(valid.status === "success" && valid.value).toMatchObject({
      email: "ada@example.com",
      leadPhoneNumber: "(1) 6045550199",
    });
  });
});

test("the server checks numbers in full from the start", async () => {
  const { phoneCheckLoaded } = await import("./number");
  expect(phoneCheckLoaded()).toBe(true);
});

describe("in the browser, before the phone metadata has loaded", () => {
  test("a number of the right shape passes unchecked, and is checked once it has loaded", async () => {
    vi.resetModules();
    vi.stubEnv("SSR", false);
    const browser = await import("./number");

    expect(browser.phoneCheckLoaded()).toBe(false);
    expect(browser.parseLeadPhone({ iso2: "us", number: "123" })).toEqual({
      ok: true,
      unchecked: true,
      phoneNumber: "",
      e164: "",
    });
    // What needs no metadata is still refused at once.
    for (const number of ["call me", "x2025550123", "2025550123x"]) {
      expect(browser.parseLeadPhone({ iso2: "us", number })).toEqual({
        ok: false,
        field: "phoneNumber",
        message: "Please enter a valid phone number for United States",
      });
    }
    expect(browser.parseLeadPhone({ iso2: "zz", number: "123" })).toMatchObject(
      { ok: false, field: "phoneCountry" },
    );

    await browser.loadPhoneValidator();
    expect(browser.phoneCheckLoaded()).toBe(true);
    expect(browser.parseLeadPhone({ iso2: "us", number: "123" })).toMatchObject(
      { ok: false, field: "phoneNumber" },
    );
    expect(
      browser.parseLeadPhone({ iso2: "us", number: "2025550123" }),
    ).toEqual({
      ok: true,
      phoneNumber: "(1) 2025550123",
      e164: "+12025550123",
    });
  });
});
