import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { MOCK_API_BASE_URL } from "~/lib/env.server";
import { honeypotInputProps } from "~/lib/honeypot.server";
import type { OnlineFormActionData } from "~/lib/online-form";
import { commitSession, getSession } from "~/lib/session.server";
import { loader as resultLoader } from "~/routes/form-submit-result";
import { action, handle, loader, meta } from "~/routes/online-form.$id";
import {
  EQUIPMENT_SERVICE_ANSWERS,
  honeypotFields,
  useMockUpstream,
} from "./mock-upstream";

/** /online-form/{id} and /form-submit-result against the mock upstream's own handlers. */

const mock = useMockUpstream();
/** The upstream calls of a test: method, path and Authorization header. */
const calls: { method: string; path: string; authorization: string | null }[] =
  [];
mock.server.events.on("request:start", ({ request }) => {
  calls.push({
    method: request.method,
    path: new URL(request.url).pathname,
    authorization: request.headers.get("authorization"),
  });
});
beforeEach(() => {
  calls.length = 0;
});
const FORM = "equipment-service-request";
const SITE = "http://localhost:3000";

const ANSWERS = EQUIPMENT_SERVICE_ANSWERS;

const args = (path: string, init?: RequestInit) => ({
  request: new Request(`${SITE}${path}`, init),
  params: { id: decodeURIComponent(path.split("/")[2]?.split("?")[0] ?? "") },
  context: { cspNonce: "" },
});

function post(
  fields: Record<string, string>,
  { id = FORM, cookie }: { id?: string; cookie?: string } = {},
) {
  return action(
    args(`/online-form/${id}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
      },
    }),
  );
}

/** What was typed, without the empty fields (conform leaves those out of the values it returns). */
const filled = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== ""),
  );

/** What a loader or action threw. */
async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected it to throw");
}

async function expectNotFound(run: () => unknown, path: string) {
  const error = await thrown(run);
  expect(error).toBeInstanceOf(Response);
  const response = error as Response;
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(`Page Not Found: ${path}`);
}

/** An answer in place (data with init), not a redirect. */
function inPlace(answer: unknown) {
  if (answer instanceof Response) {
    throw new Error(`Expected an answer in place, got ${answer.status}`);
  }
  const { data, init } = answer as {
    data: OnlineFormActionData;
    init: ResponseInit | null;
  };
  return {
    result: data,
    status: init?.status ?? 200,
    headers: new Headers(init?.headers),
  };
}

describe("the form page's loader", () => {
  it("answers a seeded form's definition, cached by no one but the browser", async () => {
    const answer = (await loader(args(`/online-form/${FORM}`))) as unknown as {
      data: { definition: { id: string; title: string; fields: unknown[] } };
      init: ResponseInit;
    };
    expect(answer.data.definition).toMatchObject({
      id: FORM,
      title: "Equipment service request",
      submitLabel: "Request service",
    });
    expect(answer.data.definition.fields).toHaveLength(8);
    expect(new Headers(answer.init.headers).get("Cache-Control")).toBe(
      "private, no-cache",
    );
  });

  it("gives the latest date that is today anywhere (UTC+14) for past-only date fields", async () => {
    const before = new Date(Date.now() + 14 * 60 * 60 * 1000);
    const answer = (await loader(
      args("/online-form/patient-supply-request"),
    )) as unknown as {
      data: {
        latestDate: string;
        definition: { fields: { name: string; pastOnly?: boolean }[] };
      };
    };
    const after = new Date(Date.now() + 14 * 60 * 60 * 1000);
    expect(
      [before, after].map((date) => date.toISOString().slice(0, 10)),
    ).toContain(answer.data.latestDate);
    expect(
      answer.data.definition.fields.find(
        (field) => field.name === "dateOfBirth",
      )?.pastOnly,
    ).toBe(true);
  });

  it("answers 404 for an id the upstream does not know", async () => {
    await expectNotFound(
      () => loader(args("/online-form/no-such-form")),
      "/online-form/no-such-form",
    );
  });

  it("answers 404 for an id that can't be one, without asking the upstream", async () => {
    await expectNotFound(
      () => loader(args("/online-form/..%2Fuser%2Fprofile")),
      "/online-form/..%2Fuser%2Fprofile",
    );
    expect(calls).toEqual([]);
  });

  it("lets an upstream failure reach the error page (not a 404, no details)", async () => {
    const error = await thrown(() => loader(args("/online-form/fail-test")));
    expect(error).not.toBeInstanceOf(Response);
    expect(error).toMatchObject({ name: "UpstreamError", status: 500 });
  });

  it("lets a definition of the wrong shape reach the error page too", async () => {
    mock.store.addOnlineForm({
      id: "broken",
      title: "Broken",
      description: null,
      fields: [],
    });
    const error = await thrown(() => loader(args("/online-form/broken")));
    expect(error).toMatchObject({
      name: "UpstreamError",
      message: "The server sent an answer in an unexpected format.",
    });
  });
});

describe("the form page's head and handle", () => {
  it("keeps the form out of search engines and names the route as behaviour §2 does", () => {
    const descriptors = meta({
      data: {
        definition: {
          id: FORM,
          title: "Equipment service request",
          description: "Tell us what is wrong.",
          fields: [],
        },
      },
    } as unknown as Parameters<typeof meta>[0]);
    expect(descriptors).toContainEqual({
      title: "Equipment service request | Aden",
    });
    expect(descriptors).toContainEqual({ name: "robots", content: "noindex" });
    expect(handle.routeName).toBe("online-form-id");
  });
});

describe("sending a form", () => {
  it("sends the answers upstream and goes to the result page, naming the form", async () => {
    const answer = await post({ ...ANSWERS, ...honeypotFields() });
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/form-submit-result?form=${FORM}`,
    );
    expect(mock.store.formSubmissions(FORM)).toEqual([
      {
        formId: FORM,
        time: expect.any(String),
        answers: {
          plant: "Northfield Stamping, Plant 2",
          contactName: "Dana Ortiz",
          workEmail: "dana.ortiz@northfield.example",
          equipment: "air-compressor",
          serialNumber: null,
          urgency: "line-down",
          preferredDate: null,
          problem:
            "Compressor trips on high discharge temperature after 20 minutes.",
        },
      },
    ]);
  });

  it("sends numbers as numbers and checkboxes as booleans", async () => {
    await post(
      {
        companyName: "Ridgeline Electric LLC",
        estimatingEmail: "bids@ridgeline.example",
        officePhone: "(512) 555-0147",
        trade: "electrical",
        yearsInBusiness: "18",
        emr: "0.82",
        laborType: "union",
        safetyProgram: "",
        insuranceConfirmed: "on",
        ...honeypotFields(),
      },
      { id: "subcontractor-prequalification" },
    );
    expect(
      mock.store.formSubmissions("subcontractor-prequalification")[0]?.answers,
    ).toMatchObject({
      yearsInBusiness: 18,
      emr: 0.82,
      safetyProgram: null,
      insuranceConfirmed: true,
    });
  });

  it("carries the signed-in visitor's token as 'jwt {token}'", async () => {
    const session = await getSession(new Request(SITE));
    session.set("token", "token-of-a-signed-in-visitor");
    const cookie = (await commitSession(session)).split(";")[0] ?? "";
    await post({ ...ANSWERS, ...honeypotFields() }, { cookie });
    expect(calls).toEqual([
      {
        method: "GET",
        path: `/api/online-form/${FORM}`,
        authorization: "jwt token-of-a-signed-in-visitor",
      },
      {
        method: "POST",
        path: `/api/online-form/${FORM}/submit`,
        authorization: "jwt token-of-a-signed-in-visitor",
      },
    ]);
  });

  it("answers bad input with 400, a message next to each field and everything typed", async () => {
    const typed = {
      ...ANSWERS,
      contactName: "   ",
      workEmail: "dana@northfield",
      urgency: "whenever",
    };
    const { status, result, headers } = inPlace(
      await post({ ...typed, ...honeypotFields() }),
    );
    expect(status).toBe(400);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(result.error).toEqual({
      contactName: ["Your name is required"],
      workEmail: ["Please enter a valid email address, like name@company.com"],
      urgency: ["Please choose one of the options"],
    });
    expect(result.initialValue).toEqual(expect.objectContaining(filled(typed)));
    expect(mock.store.formSubmissions()).toEqual([]);
  });

  it("refuses a date of birth in the future with a message next to it, and sends nothing (issue 25)", async () => {
    // Two years on: in the future whenever the test runs.
    const future = `${new Date().getUTCFullYear() + 2}-03-12`;
    const typed = {
      patientName: "Maria Chen",
      dateOfBirth: future,
      phone: "(415) 555-0182",
      category: "wound-care",
      daysOfSupply: "30",
      delivery: "ship-to-my-home",
      authorized: "on",
    };
    const { status, result } = inPlace(
      await post(
        { ...typed, ...honeypotFields() },
        { id: "patient-supply-request" },
      ),
    );
    expect(status).toBe(400);
    expect(result.error).toEqual({
      dateOfBirth: ["Patient date of birth can't be in the future"],
    });
    expect(result.initialValue).toEqual(expect.objectContaining(typed));
    expect(mock.store.formSubmissions()).toEqual([]);
  });

  it("answers an upstream refusal (a 4xx) with the message on the form and the answers kept", async () => {
    const typed = { ...ANSWERS, workEmail: "dana@refused.test" };
    const { status, result } = inPlace(
      await post({ ...typed, ...honeypotFields() }),
    );
    expect(status).toBe(502);
    expect(result.error).toEqual({
      "": ["Something went wrong. Please try again."],
    });
    expect(result.initialValue).toEqual(expect.objectContaining(filled(typed)));
    expect(mock.store.formSubmissions()).toEqual([]);
  });

  it("drops a bot's post quietly: the result page, and nothing sent", async () => {
    const props = honeypotInputProps();
    const answer = await post({
      ...ANSWERS,
      ...honeypotFields(),
      [props.nameFieldName]: "bot@example.com",
    });
    expect((answer as Response).headers.get("Location")).toBe(
      `/form-submit-result?form=${FORM}`,
    );
    const withoutHoneypot = await post(ANSWERS);
    expect((withoutHoneypot as Response).status).toBe(302);
    expect(mock.store.formSubmissions()).toEqual([]);
  });

  it("answers 404 to a post for a form the upstream does not know", async () => {
    await expectNotFound(
      () => post({ ...ANSWERS, ...honeypotFields() }, { id: "no-such-form" }),
      "/online-form/no-such-form",
    );
  });
});

describe("the result page", () => {
  type ResultData = {
    form: { id: string; title: string; confirmation: string | null } | null;
  };
  const resultOf = async (path: string) =>
    ((await resultLoader(args(path))) as unknown as { data: ResultData }).data
      .form;

  it("names the form that was sent, with its owner's next step", async () => {
    expect(
      await resultOf("/form-submit-result?form=patient-supply-request"),
    ).toEqual({
      id: "patient-supply-request",
      title: "Home care supply request",
      confirmation: expect.stringContaining("A nurse reviews your request"),
    });
    expect(await resultOf(`/form-submit-result?form=${FORM}`)).toEqual({
      id: FORM,
      title: "Equipment service request",
      confirmation: null,
    });
  });

  it("is a general thank-you without a form, or with one it can't read", async () => {
    expect(await resultOf("/form-submit-result")).toBeNull();
    expect(await resultOf("/form-submit-result?form=no-such-form")).toBeNull();
    expect(await resultOf("/form-submit-result?form=a%20b")).toBeNull();
    expect(await resultOf("/form-submit-result?form=fail-test")).toBeNull();
  });
});

describe("an upstream that refuses the answers", () => {
  it("shows the same message on the form when the upstream answers 400", async () => {
    mock.server.use(
      http.post(`${MOCK_API_BASE_URL}/online-form/:id/submit`, () =>
        HttpResponse.json({ message: "Field map changed" }, { status: 400 }),
      ),
    );
    const { status, result } = inPlace(
      await post({ ...ANSWERS, ...honeypotFields() }),
    );
    expect(status).toBe(502);
    expect(result.error?.[""]).toEqual([
      "Something went wrong. Please try again.",
    ]);
  });
});
