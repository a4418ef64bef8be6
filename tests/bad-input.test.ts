import type { SubmissionResult } from "@conform-to/react";
import { createRequestHandler } from "@remix-run/express";
import type { EntryContext, ServerBuild } from "@remix-run/node";
import express from "express";
import fc from "fast-check";
import { validateHeaderValue } from "node:http";
import type { AddressInfo } from "node:net";
import { http, HttpResponse, passthrough } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MOCK_API_BASE_URL, parseEnv } from "~/lib/env.server";
import { getSession } from "~/lib/session.server";
import { getOutbox } from "~/lib/outbox/outbox.server";
import { action as authAction } from "~/routes/auth";
import { action as logoutAction } from "~/routes/auth.logout";
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
import { limitFormBodies } from "../server/body-limits";
import { FORM_MESSAGES } from "../server/form-bodies";
import { assignCspNonce, securityHeaders } from "../server/security";
import { testServerBuild } from "./server-build";

// Issue 14, "Bad input": every action against a catalogue of hostile values, one field at a
// time with the others valid. Whatever arrives, the answer is never a 500 and never a throw.
// Values that can't be right for the field also get a message of ours on that field (not zod's
// defaults), and the upstream hears nothing of them.

const mock = useMockUpstream();
const upstreamCalls: string[] = [];
mock.server.events.on("request:start", ({ request }) => {
  // Reads (an online form's definition) are how a form is checked; writes are what bad input
  // must never reach. (The posts of "every action, through the server" below are not the
  // upstream's.)
  if (request.method !== "GET" && request.url.startsWith(MOCK_API_BASE_URL)) {
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
  // Paths that leave the site, or break the Location header, once a browser or Node reads them.
  pathVerticalTab: { kind: "text", text: "/\u000b/x" },
  pathControl: { kind: "text", text: "/\u0001x" },
  pathTab: { kind: "text", text: "/\t/evil.example" },
  pathProtocolRelative: { kind: "text", text: "//evil.example" },
  pathBackslash: { kind: "text", text: "/\\evil.example" },
  pathDotSegment: { kind: "text", text: "/.//evil.example" },
  pathEncodedSlashes: { kind: "text", text: "/%2f%2fevil.example" },
  pathAbsolute: { kind: "text", text: "https://evil.example/" },
  pathScript: { kind: "text", text: "javascript:alert(1)" },
  pathSpace: { kind: "text", text: "/ /x" },
  pathTooLong: { kind: "text", text: `/${"a".repeat(3000)}` },
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

/** Where a form goes back to: none of these is taken, each answers a redirect to "/". */
const HOSTILE_PATHS = ALL.filter((name) => name.startsWith("path"));

const MUST_REFUSE = {
  email: except("email64", "email254", "email320", "idn"),
  name: [...BLANK_OR_BROKEN, ...HIDDEN_CHARACTERS, ...FORMULAS],
  password: ["missing", "empty", "tenThousand", "duplicated"],
  code: BLANK_OR_BROKEN,
  phone: except(),
  onlineText: [...BLANK_OR_BROKEN, ...HIDDEN_CHARACTERS],
  // Never a message: any path that is not one of ours is quietly "/" (checked in the cases).
  returnTo: [],
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

const SITE = "https://aden.example";

/** A Location Node sends as it is, and that keeps a browser on this site. */
function expectSameSite(location: string) {
  expect(() => validateHeaderValue("Location", location)).not.toThrow();
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, `${SITE}/pricing`).origin).toBe(SITE);
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

/** What a browser gets: a status, where it is sent, and, for a refused form, the messages by field. */
type Outcome = {
  status: number;
  location?: string | null;
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
      location: answer.headers.get("Location"),
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
    name: "closing the auth dialog without script",
    path: "/auth",
    valid: async () => ({
      fields: { intent: "close", returnTo: "/pricing" },
    }),
    fields: { returnTo: "returnTo" },
    run: runAuth,
  },
  {
    name: "logout",
    path: "/auth/logout",
    valid: async () => ({ fields: { returnTo: "/pricing" } }),
    fields: { returnTo: "returnTo" },
    run: (request) => logoutAction({ request, params: {}, context: context() }),
  },
  {
    name: "sign-up: send code",
    path: "/auth",
    valid: () =>
      authDialogFields({ intent: "send-code", email: uniqueEmail("new") }),
    fields: { email: "email", returnTo: "returnTo" },
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
    fields: { firstname: "name", email: "email", returnTo: "returnTo" },
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
      if (outcome.location) expectSameSite(outcome.location);
      if (kind === "returnTo" && HOSTILE_PATHS.includes(caseName)) {
        expect(new URL(outcome.location ?? "", SITE).pathname).toBe("/");
      }
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
  // contact and online forms answer a refusal with 502 (a bad gateway, the form and its
  // message), and keep a lead the upstream failed in the outbox (issue 31): never 500, never an
  // error page.
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
    (form) =>
      ![
        "Google credential",
        "closing the auth dialog without script",
        "logout",
      ].includes(form.name),
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

  /** Forms that carry a lead: a failure worth another try keeps it in the outbox (issue 31). */
  const LEAD_FORMS = [
    "contact",
    "contact dialog without script (answered through the session)",
    "online form",
  ];

  async function expectLeadKept(form: FormUnderTest, answer: () => Response) {
    const { fields, cookie } = await form.valid();
    mock.server.use(http.post(`${MOCK_API_BASE_URL}/*`, answer));
    const outcome = await outcomeOf(
      await form.run(
        formRequest(form.path, new URLSearchParams(fields).toString(), cookie),
      ),
    );
    expect(outcome.status === 200 || outcome.status === 302).toBe(true);
    expect(outcome.errors).toBeUndefined();
    expect(await (await getOutbox()).list()).toHaveLength(1);
  }

  describe.each(Object.entries(FAULTS))("%s", (fault, answer) => {
    it.each(
      WRITING_FORMS.filter(
        (form) => fault === "refusing" || !LEAD_FORMS.includes(form.name),
      ),
    )("$name shows a message on the form", (form) =>
      expectMessageOnForm(form, answer),
    );
  });

  describe.each(
    Object.entries(FAULTS).filter(([fault]) => fault !== "refusing"),
  )("%s", (_fault, answer) => {
    it.each(WRITING_FORMS.filter((form) => LEAD_FORMS.includes(form.name)))(
      "$name keeps the lead in the outbox and answers as sent",
      (form) => expectLeadKept(form, answer),
    );
  });

  it.each(READING_FORMS)(
    "$name shows a message when the answer is not what it reads",
    (form) => expectMessageOnForm(form, garbage),
  );
});

// Every action, through the server: Express with the security headers and the form-body checks
// in server.ts's order, then Remix (@remix-run/express and the server runtime, as in production)
// with the real route modules. The actions are found by looking at every route module, so an
// action added later is in these cases without a line here.
const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>([
  "../app/routes/*.{ts,tsx}",
  "../app/routes/*/route.{ts,tsx}",
  "!../app/routes/**/*.test.{ts,tsx}",
]);
/** The route modules outside app/routes (app/routes.ts, the root): none takes a form. */
const OTHER_ROUTE_SOURCES = import.meta.glob<string>(
  ["../app/root.tsx", "../app/solution-route.tsx"],
  { query: "?raw", import: "default", eager: true },
);
/** Where a route's action can be posted to, for routes whose parameters must name something. */
const EXAMPLE_PATHS: Record<string, string> = {
  "online-form.$id": "/online-form/equipment-service-request",
};

/** The URL path of a flat-routes module name (app/routes/blog.$slug.tsx is /blog/:slug). */
function routePathOf(name: string) {
  const segments = name
    .split(/\.(?![^[]*\])/)
    .filter((segment) => segment !== "_index" && !/^_(?!_)/.test(segment))
    .map((segment) => {
      if (segment === "$") return "*";
      if (segment.startsWith("(")) {
        throw new Error(`${name}: optional segments are not handled here`);
      }
      return segment
        .replace(/_$/, "")
        .replace(/^\$/, ":")
        .replace(/\[([^\]]*)\]/g, "$1");
    });
  return `/${segments.join("/")}`;
}

type ActionRoute = {
  id: string;
  path: string;
  example: string;
  module: Record<string, unknown>;
};

async function actionRoutes(): Promise<ActionRoute[]> {
  const routes: ActionRoute[] = [];
  for (const [file, load] of Object.entries(ROUTE_MODULES)) {
    const module = await load();
    if (typeof module.action !== "function") continue;
    const name = file
      .replace(/^\.\.\/app\/routes\//, "")
      .replace(/(\/route)?\.tsx?$/, "");
    const path = routePathOf(name);
    routes.push({
      id: `routes/${name}`,
      path,
      example: EXAMPLE_PATHS[name] ?? path.replace(/:[^/]+|\*/g, "example"),
      module,
    });
  }
  return routes;
}
const ACTION_ROUTES = await actionRoutes();

/** A Remix build of the root and the action routes; the document is a summary of what it holds. */
function buildOf(routes: ActionRoute[]): ServerBuild {
  const entry = (
    _request: Request,
    status: number,
    headers: Headers,
    context: EntryContext,
  ) => {
    const { actionData, errors } = context.staticHandlerContext;
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify({ actionData, errors }), {
      status,
      headers,
    });
  };
  return testServerBuild({
    entry: { default: entry, handleError: () => {} },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      ...Object.fromEntries(
        routes.map((route) => [
          route.id,
          {
            id: route.id,
            parentId: "root",
            path: route.path.slice(1),
            module: route.module,
          },
        ]),
      ),
    },
  });
}

let origin = "";
let closeServer: () => Promise<unknown> = async () => {};
beforeAll(async () => {
  const app = express();
  app.use(assignCspNonce, securityHeaders(parseEnv({})));
  app.use(limitFormBodies);
  app.all(
    "*",
    createRequestHandler({
      build: buildOf(ACTION_ROUTES),
      mode: "production",
      getLoadContext: () => context(),
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeServer = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    });
});
afterAll(() => closeServer());

describe("every action, through the server", () => {
  beforeEach(() => {
    // The mock upstream answers every other request: this server's own go through.
    mock.server.use(http.all(`${origin}/*`, () => passthrough()));
  });

  const send = (
    path: string,
    body: string | Uint8Array<ArrayBuffer>,
    contentType: string,
  ) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType },
      redirect: "manual",
    });

  it("finds the site's actions (a new one is added to these cases by itself)", () => {
    expect(ACTION_ROUTES.map((route) => route.path).sort()).toEqual(
      expect.arrayContaining([
        "/auth",
        "/auth/logout",
        "/contact",
        "/online-form/:id",
      ]),
    );
    // Were one of these to take a form, it would have to be added to this file's routes.
    for (const [file, source] of Object.entries(OTHER_ROUTE_SOURCES)) {
      expect(source, file).not.toMatch(
        /export\s+(async\s+)?(function|const)\s+action\b/,
      );
    }
    expect(Object.keys(OTHER_ROUTE_SOURCES)).toHaveLength(2);
    // The catalogue above has a form for each of them too.
    const formPaths = new Set(FORMS.map((form) => form.path));
    for (const route of ACTION_ROUTES) {
      expect(formPaths, route.path).toContain(route.example);
    }
  });

  const BOUNDARY = "----WebKitFormBoundaryA1b2C3d4E5f6G7h8";
  const multipart = (fields: [string, string][]) =>
    [
      ...fields.map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${BOUNDARY}--\r\n`,
    ].join("");
  const URLENCODED = "application/x-www-form-urlencoded";
  const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

  /** Bodies no action can read, or could read two ways: refused before any action runs. */
  const UNREADABLE: [
    string,
    string | Uint8Array<ArrayBuffer>,
    string,
    number,
    keyof typeof FORM_MESSAGES,
  ][] = [
    [
      "multipart without a boundary",
      multipart([["returnTo", "/pricing"]]),
      "multipart/form-data",
      400,
      "unreadable",
    ],
    [
      "multipart whose body is not multipart",
      "returnTo=%2Fpricing",
      MULTIPART,
      400,
      "unreadable",
    ],
    [
      "multipart cut short",
      multipart([["returnTo", "/pricing"]]).slice(0, -30),
      MULTIPART,
      400,
      "unreadable",
    ],
    [
      "urlencoded in Latin-1",
      "returnTo=%2Fpricing&name=Ren%E9",
      `${URLENCODED}; charset=iso-8859-1`,
      415,
      "charset",
    ],
    [
      "multipart in windows-1252",
      multipart([["returnTo", "/pricing"]]),
      `${MULTIPART}; charset=windows-1252`,
      415,
      "charset",
    ],
    [
      "a broken percent-escape",
      "returnTo=%2Fpricing&name=100%",
      URLENCODED,
      400,
      "unreadable",
    ],
    [
      "an escape that is not UTF-8",
      "returnTo=%2Fpricing&name=Ada%C0%AF",
      URLENCODED,
      400,
      "unreadable",
    ],
    [
      "raw bytes that are not UTF-8",
      Uint8Array.from([...Buffer.from("name=Ren"), 0xe9]),
      URLENCODED,
      400,
      "unreadable",
    ],
    [
      "the intent twice",
      "intent=close&intent=login&returnTo=%2Fpricing",
      URLENCODED,
      400,
      "repeated",
    ],
    [
      "the return path twice",
      "returnTo=%2Fpricing&returnTo=%2F%2Fevil.example",
      URLENCODED,
      400,
      "repeated",
    ],
    [
      "an email twice, in multipart",
      multipart([
        ["email", "ada@example.com"],
        ["email", "eve@example.com"],
      ]),
      MULTIPART,
      400,
      "repeated",
    ],
  ];

  describe.each(ACTION_ROUTES)("$path", (route) => {
    it.each(UNREADABLE)(
      "%s: refused in plain text, not stored, with the security headers",
      async (_case, body, contentType, status, message) => {
        const response = await send(route.example, body, contentType);
        expect(response.status).toBe(status);
        expect(await response.text()).toBe(FORM_MESSAGES[message]);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
        expect(response.headers.get("Content-Security-Policy")).toMatch(
          /frame-ancestors 'none'/,
        );
        expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
        expect(upstreamCalls).toEqual([]);
      },
    );

    /** Where the action sends a browser for this return path, sent as urlencoded or multipart. */
    async function sentTo(
      returnTo: string,
      intent: string,
      encoding: "urlencoded" | "multipart",
    ) {
      const fields: [string, string][] = [
        ["intent", intent],
        ["returnTo", returnTo],
      ];
      const response =
        encoding === "urlencoded"
          ? await send(
              route.example,
              new URLSearchParams(fields).toString(),
              URLENCODED,
            )
          : await send(route.example, multipart(fields), MULTIPART);
      expect(response.status).toBeLessThan(500);
      const location = response.headers.get("Location");
      if (location) expectSameSite(location);
      return location && new URL(location, SITE).pathname;
    }

    // The dialog closing (its redirect is the return path itself) and a forged sign-in (back to
    // the dialog on the return path's page): the two ways /auth reads it; the other actions
    // take the intent as an unknown field.
    describe.each(["close", "login"])("intent=%s", (intent) => {
      it.each(["urlencoded", "multipart"] as const)(
        "hostile return paths (%s) are never a 500, and go to / where a path is taken",
        async (encoding) => {
          const takesReturnTo =
            (await sentTo("/pricing", intent, encoding)) === "/pricing";
          for (const name of HOSTILE_PATHS) {
            const value: Value = CATALOGUE[name];
            const text = value.kind === "text" ? value.text : "";
            const path = await sentTo(text, intent, encoding);
            if (takesReturnTo) expect(path, name).toBe("/");
          }
        },
      );
    });
  });
});

describe("every action, reached without the server's check", () => {
  // server/form-bodies.ts refuses these before Remix; an action that gets one anyway answers it
  // (readFormData): 400, or the bot's answer of the forms with a honeypot. Never a throw.
  it.each(ACTION_ROUTES)(
    "$path answers a multipart form without a boundary",
    async (route) => {
      const request = new Request(`http://localhost:3000${route.example}`, {
        method: "POST",
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
        headers: { "Content-Type": "multipart/form-data" },
      });
      const examples = route.example.split("/");
      const params = Object.fromEntries(
        route.path
          .split("/")
          .flatMap((segment, index) =>
            segment.startsWith(":")
              ? [[segment.slice(1), examples[index]]]
              : [],
          ),
      );
      const action = route.module.action as (args: unknown) => unknown;
      const answer = await Promise.resolve(
        action({ request, params, context: context() }),
      ).catch((thrown: unknown) => {
        expect(thrown).toBeInstanceOf(Response);
        return thrown;
      });
      const { status } = await outcomeOf(answer);
      expect(status).toBeLessThan(500);
      if (status === 400 && answer instanceof Response) {
        expect(await answer.text()).toBe(
          "This form could not be read. Please reload the page and try again.",
        );
        expect(answer.headers.get("Cache-Control")).toBe("no-store");
      }
    },
  );
});
