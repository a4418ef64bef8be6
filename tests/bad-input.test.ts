import type { SubmissionResult } from "@conform-to/react";
import fc from "fast-check";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { MOCK_API_BASE_URL } from "~/lib/env.server";
import { getSession } from "~/lib/session.server";
import { action as authAction } from "~/routes/auth";
import { action as contactAction } from "~/routes/contact";
import { action as onlineFormAction } from "~/routes/online-form.$id";
import { loader as roiLoader } from "~/routes/RoiCalculator";
import {
  cookieOf,
  csrfPair,
  honeypotFields,
  joinCookies,
  useMockUpstream,
} from "./mock-upstream";

// Issue 14, "Bad input": every action against a catalogue of hostile values, one field at a
// time with the others valid. Whatever arrives, the answer is never a 500 and never a throw.
// Values that can't be right for the field also get a message of ours on that field (not zod's
// defaults), and the upstream hears nothing of them.

const mock = useMockUpstream();
const upstreamCalls: string[] = [];
mock.server.events.on("request:start", ({ request }) => {
  // Reads (an online form's definition) are how a form is checked; writes are what bad input
  // must never reach.
  if (request.method !== "GET") {
    upstreamCalls.push(`${request.method} ${new URL(request.url).pathname}`);
  }
});
beforeEach(() => {
  upstreamCalls.length = 0;
});

const at = (local: string) => `${local}@example.com`;
/** A syntactically valid address of exactly `length` characters. */
const emailOfLength = (length: number) => {
  const domain = `@${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.com`;
  return `${"a".repeat(Math.max(1, length - domain.length))}${domain}`.slice(
    -length,
  );
};

/** A raw form value: a string, several (a duplicated field), or a pre-encoded fragment. */
type Value =
  | { kind: "missing" }
  | { kind: "text"; text: string }
  | { kind: "repeated"; texts: string[] }
  | { kind: "encoded"; encoded: string };

const CATALOGUE = {
  missing: { kind: "missing" },
  empty: { kind: "text", text: "" },
  whitespace: { kind: "text", text: "  \t  " },
  tenThousand: { kind: "text", text: "x".repeat(10_000) },
  email64: { kind: "text", text: emailOfLength(64) },
  email254: { kind: "text", text: emailOfLength(254) },
  email320: { kind: "text", text: emailOfLength(320) },
  email321: { kind: "text", text: emailOfLength(321) },
  twoAts: { kind: "text", text: "ada@lovelace@example.com" },
  headerInjection: { kind: "text", text: `${at("ada")}\r\nBcc: ${at("eve")}` },
  commaList: { kind: "text", text: `${at("ada")},${at("eve")}` },
  idn: { kind: "text", text: "ada@bücher.example" },
  duplicated: { kind: "repeated", texts: ["Ada", "Eve"] },
  nul: { kind: "text", text: "Ada\u0000Lovelace" },
  bell: { kind: "text", text: "Ada\u0007" },
  rtlOverride: { kind: "text", text: "\u202eecalevoL" },
  zeroWidth: { kind: "text", text: "Ada\u200bLovelace" },
  // A lone surrogate as a sloppy client encodes it (browsers send U+FFFD instead).
  loneSurrogate: { kind: "encoded", encoded: "Ada%ED%A0%80" },
  overlongUtf8: { kind: "encoded", encoded: "Ada%C0%AF" },
  script: { kind: "text", text: "<script>alert(1)</script>" },
  imgOnerror: { kind: "text", text: '"><img src=x onerror=alert(1)>' },
  formulaEquals: { kind: "text", text: '=HYPERLINK("http://evil.test","x")' },
  formulaPlus: { kind: "text", text: "+1+1" },
  formulaMinus: { kind: "text", text: "-2+3" },
  formulaAt: { kind: "text", text: "@SUM(A1:A9)" },
  phoneLetters: { kind: "text", text: "202-CALL-NOW" },
  phoneSixteenDigits: { kind: "text", text: "1234567890123456" },
} as const satisfies Record<string, Value>;
type Case = keyof typeof CATALOGUE;
const ALL = Object.keys(CATALOGUE) as Case[];
const except = (...allowed: Case[]) =>
  ALL.filter((name) => !allowed.includes(name));

/** What each kind of field must refuse; the rest must only not break anything. */
/** No answer at all, or one no field can take. */
const BLANK_OR_BROKEN: Case[] = [
  "missing",
  "empty",
  "whitespace",
  "tenThousand",
  "duplicated",
];
/** Characters that hide, reorder or break text. */
const HIDDEN_CHARACTERS: Case[] = [
  "nul",
  "bell",
  "rtlOverride",
  "zeroWidth",
  "loneSurrogate",
  "overlongUtf8",
];
const FORMULAS: Case[] = [
  "formulaEquals",
  "formulaPlus",
  "formulaMinus",
  "formulaAt",
];

const MUST_REFUSE = {
  email: except("email64", "email254", "email320", "idn"),
  name: [...BLANK_OR_BROKEN, ...HIDDEN_CHARACTERS, ...FORMULAS],
  password: ["missing", "empty", "tenThousand", "duplicated"],
  code: BLANK_OR_BROKEN,
  phone: except(),
  onlineText: [...BLANK_OR_BROKEN, ...HIDDEN_CHARACTERS],
} satisfies Record<string, Case[]>;

/** zod's own words: a field showing one of these was not given a message of ours. */
const ZOD_DEFAULTS =
  /^(Required|Invalid input|Expected \w+, received \w+|String must contain)/;

function encodeForm(
  fields: Record<string, string>,
  field: string,
  value: Value,
) {
  const parts = Object.entries(fields)
    .filter(([name]) => name !== field)
    .map(
      ([name, text]) =>
        `${encodeURIComponent(name)}=${encodeURIComponent(text)}`,
    );
  const key = encodeURIComponent(field);
  switch (value.kind) {
    case "missing":
      break;
    case "text":
      parts.push(`${key}=${encodeURIComponent(value.text)}`);
      break;
    case "repeated":
      for (const text of value.texts)
        parts.push(`${key}=${encodeURIComponent(text)}`);
      break;
    case "encoded":
      parts.push(`${key}=${value.encoded}`);
      break;
  }
  return parts.join("&");
}

function formRequest(path: string, body: string, cookie?: string) {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

/** What a browser gets: a status and, for a refused form, the messages by field. */
type Outcome = {
  status: number;
  errors: Record<string, string[] | null> | undefined;
};

async function outcomeOf(answer: unknown): Promise<Outcome> {
  if (answer instanceof Response) {
    const session = await getSession(
      new Request("http://localhost:3000/", {
        headers: { Cookie: cookieOf(answer) },
      }),
    );
    // The auth forms and the script-less contact dialog answer post/redirect/get: the result
    // waits in the session's flash.
    const auth = session.get("authResult") as
      { result: SubmissionResult<string[]> } | undefined;
    const contact = session.get("contactResult") as
      SubmissionResult<string[]> | undefined;
    return {
      status: answer.status,
      errors: (auth?.result ?? contact)?.error ?? undefined,
    };
  }
  const { data, init } = answer as {
    data: SubmissionResult<string[]>;
    init: ResponseInit | null;
  };
  return { status: init?.status ?? 200, errors: data.error ?? undefined };
}

type FormUnderTest = {
  name: string;
  path: string;
  valid: () => Promise<{ fields: Record<string, string>; cookie?: string }>;
  fields: Record<string, keyof typeof MUST_REFUSE>;
  run: (request: Request) => unknown;
};

async function authDialogFields(
  fields: Record<string, string>,
  cookie?: string,
) {
  const csrf = await csrfPair();
  return {
    fields: { returnTo: "/", csrf: csrf.token, ...fields },
    cookie: joinCookies(cookie, csrf.cookie),
  };
}

/** Each request from its own address, so the rate limits (tested elsewhere) stay out of the way. */
let lastAddress = 0;
const context = () => {
  lastAddress += 1;
  return {
    cspNonce: "",
    clientAddress: `198.18.${Math.floor(lastAddress / 250)}.${lastAddress % 250}`,
  };
};
const uniqueEmail = (label: string) =>
  `${label}-${Math.random().toString(36).slice(2)}@example.com`;
const runAuth = (request: Request) =>
  authAction({ request, params: {}, context: context() });

/** A session whose sign-up email was verified: step 2 (register) is open. */
async function verifiedSignup() {
  const { email, cookie } = await codeSent();
  const code = mock.store.mailbox(email).at(-1)?.code ?? "";
  const check = await authDialogFields(
    { intent: "check-code", email, code },
    cookie,
  );
  const checked = (await runAuth(
    formRequest(
      "/auth",
      new URLSearchParams(check.fields).toString(),
      check.cookie,
    ),
  )) as Response;
  return cookieOf(checked, cookie);
}

/** A session that asked for a sign-up code: the code step is open. */
async function codeSent() {
  const email = uniqueEmail("bad-input");
  const send = await authDialogFields({ intent: "send-code", email });
  const sent = (await runAuth(
    formRequest(
      "/auth",
      new URLSearchParams(send.fields).toString(),
      send.cookie,
    ),
  )) as Response;
  return { email, cookie: cookieOf(sent) };
}

const FORMS: FormUnderTest[] = [
  {
    name: "login",
    path: "/auth",
    valid: () =>
      authDialogFields({
        intent: "login",
        email: "demo@aden.dev",
        password: "aden-demo-1234",
      }),
    fields: { email: "email", password: "password" },
    run: runAuth,
  },
  {
    name: "sign-up: send code",
    path: "/auth",
    valid: () =>
      authDialogFields({ intent: "send-code", email: uniqueEmail("new") }),
    fields: { email: "email" },
    run: runAuth,
  },
  {
    name: "sign-up: check code",
    path: "/auth",
    valid: async () => {
      const { email, cookie } = await codeSent();
      const code = mock.store.mailbox(email).at(-1)?.code ?? "";
      return authDialogFields({ intent: "check-code", email, code }, cookie);
    },
    fields: { email: "email", code: "code" },
    run: runAuth,
  },
  {
    name: "sign-up: set password",
    path: "/auth",
    valid: async () =>
      authDialogFields(
        {
          intent: "register",
          password: "a-good-password-1",
          confirmPassword: "a-good-password-1",
        },
        await verifiedSignup(),
      ),
    fields: { password: "password", confirmPassword: "password" },
    run: runAuth,
  },
  {
    name: "Google credential",
    path: "/auth",
    valid: () => authDialogFields({ intent: "google", credential: "x.y.z" }),
    fields: { credential: "password" },
    run: runAuth,
  },
  {
    name: "contact",
    path: "/contact",
    valid: async () => ({
      fields: {
        firstname: "Ada",
        lastname: "Lovelace",
        email: at("ada"),
        phoneCountry: "us",
        phoneNumber: "(202) 555-0123",
        ...honeypotFields(),
      },
    }),
    fields: {
      firstname: "name",
      lastname: "name",
      email: "email",
      phoneNumber: "phone",
    },
    run: (request) =>
      contactAction({ request, params: {}, context: context() }),
  },
  {
    name: "contact dialog without script (answered through the session)",
    path: "/contact",
    valid: async () => ({
      fields: {
        returnTo: "/pricing",
        firstname: "Ada",
        lastname: "Lovelace",
        email: at("ada"),
        phoneCountry: "us",
        phoneNumber: "(202) 555-0123",
        ...honeypotFields(),
      },
    }),
    fields: { firstname: "name", email: "email" },
    run: (request) =>
      contactAction({ request, params: {}, context: context() }),
  },
  {
    name: "online form",
    path: "/online-form/equipment-service-request",
    valid: async () => ({
      fields: {
        plant: "Northfield Stamping, Plant 2",
        contactName: "Dana Ortiz",
        workEmail: "dana.ortiz@northfield.example",
        equipment: "air-compressor",
        urgency: "line-down",
        problem: "Compressor trips on high discharge temperature.",
        ...honeypotFields(),
      },
    }),
    fields: {
      contactName: "onlineText",
      workEmail: "email",
      problem: "onlineText",
    },
    run: (request) =>
      onlineFormAction({
        request,
        params: { id: "equipment-service-request" },
        context: context(),
      }),
  },
];

describe.each(FORMS)("$name", (form) => {
  it("takes its valid answer without an error (the baseline of the cases below)", async () => {
    const { fields, cookie } = await form.valid();
    const outcome = await outcomeOf(
      await form.run(
        formRequest(form.path, new URLSearchParams(fields).toString(), cookie),
      ),
    );
    expect(outcome.status).toBeLessThan(500);
    const fieldErrors = Object.entries(outcome.errors ?? {}).filter(
      ([name, messages]) => name in form.fields && messages?.length,
    );
    expect(fieldErrors).toEqual([]);
  });

  for (const [field, kind] of Object.entries(form.fields)) {
    it.each(ALL)(`${field}: %s`, async (caseName) => {
      const { fields, cookie } = await form.valid();
      upstreamCalls.length = 0;
      const body = encodeForm(fields, field, CATALOGUE[caseName]);
      const outcome = await outcomeOf(
        await form.run(formRequest(form.path, body, cookie)),
      );
      expect(outcome.status).toBeLessThan(500);
      if (!(MUST_REFUSE[kind] as Case[]).includes(caseName)) return;

      const messages = outcome.errors?.[field] ?? outcome.errors?.[""] ?? [];
      expect(messages.length, `a message on ${field}`).toBeGreaterThan(0);
      for (const message of messages) expect(message).not.toMatch(ZOD_DEFAULTS);
      expect(upstreamCalls).toEqual([]);
    });
  }

  it("survives prototype-polluting field names", async () => {
    const { fields, cookie } = await form.valid();
    const body = [
      new URLSearchParams(fields).toString(),
      "__proto__%5Bpolluted%5D=yes",
      "constructor%5Bprototype%5D%5Bpolluted%5D=yes",
      "__proto__=yes",
    ].join("&");
    const outcome = await outcomeOf(
      await form.run(formRequest(form.path, body, cookie)),
    );
    expect(outcome.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("ROI calculator (a GET form)", () => {
  const valid = {
    team: "25",
    hours: "6",
    rate: "55",
    automated: "40",
    platform: "1500",
  };

  it.each(Object.keys(valid))(
    "%s: every catalogue value gets a message, never a throw",
    async (field) => {
      for (const caseName of ALL) {
        const query = encodeForm(valid, field, CATALOGUE[caseName]);
        const answer = roiLoader({
          request: new Request(`http://localhost:3000/RoiCalculator?${query}`),
          params: {},
          context: { cspNonce: "" },
        }) as unknown as {
          data: {
            calculation: { status: string; errors?: Record<string, string> };
          };
        };
        const { calculation } = answer.data;
        expect(calculation.status, `${field}: ${caseName}`).toBe("invalid");
        expect(calculation.errors?.[field]).toBeTruthy();
        expect(calculation.errors?.[field]).not.toMatch(ZOD_DEFAULTS);
      }
    },
  );
});

describe("random answers (property-based)", () => {
  // Any text, in any field the form has or not, repeated or missing: the action answers.
  const arbitraryText = fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.constantFrom("", " ", "\u0000", "=1+1", "<script>", "a@b.co"),
  );

  it.each(FORMS)("$name never throws and never answers 500", async (form) => {
    const { fields, cookie } = await form.valid();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...Object.keys(form.fields), "extra", "__proto__"),
          fc.oneof(arbitraryText, fc.array(arbitraryText, { maxLength: 3 })),
        ),
        async (answers) => {
          const params = new URLSearchParams(fields);
          for (const [name, value] of Object.entries(answers)) {
            params.delete(name);
            for (const text of [value].flat()) params.append(name, text);
          }
          const outcome = await outcomeOf(
            await form.run(formRequest(form.path, params.toString(), cookie)),
          );
          expect(outcome.status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("an upstream that fails (issue 14, Faults)", () => {
  // Reads (an online form's definition) still work; the write each form makes fails. A hanging
  // upstream is cut at 30 s by the client (tests/upstream.test.ts, tests/contact.test.ts). The
  // contact and online forms answer such a failure with 502 (a bad gateway, the form and its
  // message): never 500, never an error page.
  const FAULTS = {
    down: () => HttpResponse.error(),
    "answering 500": () =>
      HttpResponse.json({ message: "Internal error" }, { status: 500 }),
    refusing: () =>
      HttpResponse.json({ message: "Request refused" }, { status: 400 }),
  };
  const garbage = () =>
    new HttpResponse("<html>upstream proxy error</html>", {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  const WRITING_FORMS = FORMS.filter(
    (form) => form.name !== "Google credential",
  );
  /** Forms whose write answers something we read (the session token). */
  const READING_FORMS = FORMS.filter((form) =>
    ["login", "sign-up: set password"].includes(form.name),
  );

  async function expectMessageOnForm(
    form: FormUnderTest,
    answer: () => Response,
  ) {
    const { fields, cookie } = await form.valid();
    mock.server.use(http.post(`${MOCK_API_BASE_URL}/*`, answer));
    const outcome = await outcomeOf(
      await form.run(
        formRequest(form.path, new URLSearchParams(fields).toString(), cookie),
      ),
    );
    expect(outcome.status).not.toBe(500);
    expect(outcome.status).toBeLessThan(503);
    const messages = Object.values(outcome.errors ?? {}).flatMap(
      (list) => list ?? [],
    );
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).not.toMatch(ZOD_DEFAULTS);
  }

  describe.each(Object.entries(FAULTS))("%s", (_fault, answer) => {
    it.each(WRITING_FORMS)("$name shows a message on the form", (form) =>
      expectMessageOnForm(form, answer),
    );
  });

  it.each(READING_FORMS)(
    "$name shows a message when the answer is not what it reads",
    (form) => expectMessageOnForm(form, garbage),
  );
});
