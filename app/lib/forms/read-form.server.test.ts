import { describe, expect, it } from "vitest";
import { readFormData } from "./read-form.server";

/** A multipart body without its boundary: no form can be read from it. */
const unreadable = () =>
  new Request("http://localhost:3000/contact", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data" },
    body: "email=ada%40example.com",
  });

describe("reading an action's form", () => {
  it("answers a body that can't be read with a 400 saying so, by default", async () => {
    const thrown: unknown = await readFormData(unreadable()).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect({
      status: response.status,
      cacheControl: response.headers.get("Cache-Control"),
      contentType: response.headers.get("Content-Type"),
      body: await response.text(),
    }).toEqual({
      status: 400,
      cacheControl: "no-store",
      contentType: "text/plain; charset=utf-8",
      body: "This form could not be read. Please reload the page and try again.",
    });
  });

  it("reads such a body as an empty form when asked to", async () => {
    const form = await readFormData(unreadable(), { unreadable: "as-empty" });
    expect([...form.entries()]).toEqual([]);
  });
});
