import express, { type Router } from "express";
import { z } from "zod";
import { getOutbox } from "~/lib/outbox/outbox.server";
import { createFaultState, faultSchema, type FaultState } from "./faults";
import { createGoogleCredential } from "./google";
import { isValidEmail, normalizeEmail, type MockStore } from "./store";

/**
 * Pages that let people and browser tests look inside the mock upstream: the codes it "mailed",
 * the leads and form answers it received. Served only while the mocks are on (mocks/README.md).
 */

const credentialsSchema = z.object({ email: z.string(), password: z.string() });

const stringParam = (value: unknown) =>
  typeof value === "string" ? value.trim() : "";

const emailOfLead = (lead: unknown) =>
  typeof lead === "object" && lead !== null && "email" in lead
    ? normalizeEmail(String(lead.email))
    : "";

export function introspectionRouter(
  store: MockStore,
  ready: Promise<unknown>,
  faults: FaultState = createFaultState(),
): Router {
  const router = express.Router();
  router.use("/__mocks", (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  router.get("/__mocks/mailbox", (req, res) => {
    const email = stringParam(req.query.email);
    if (!isValidEmail(email)) {
      res.status(400).json({
        message:
          "Add the address to read: /__mocks/mailbox?email=you@example.com",
      });
      return;
    }
    res.json(store.mailbox(email));
  });

  router.get("/__mocks/leads", (req, res) => {
    const email = stringParam(req.query.email);
    const leads = store.leads();
    res.json(
      email
        ? leads.filter((lead) => emailOfLead(lead) === normalizeEmail(email))
        : leads,
    );
  });

  router.get("/__mocks/online-form-submissions", (req, res) => {
    const form = stringParam(req.query.form);
    res.json(store.formSubmissions(form || undefined));
  });

  // An outage of the lead calls (issue 31): POST ?mode=503|500|429|network|hang[&count=N][&hangMs=M]
  // sets it, DELETE ends it, GET shows it.
  router.get("/__mocks/faults", (_req, res) => {
    res.json({ fault: faults.current() });
  });
  router.post("/__mocks/faults", (req, res) => {
    const fault = faultSchema.safeParse(req.query);
    if (!fault.success) {
      res.status(400).json({
        message:
          "Use /__mocks/faults?mode=503|500|429|network|hang[&count=N][&hangMs=M]",
      });
      return;
    }
    faults.set(fault.data);
    res.json({ fault: faults.current() });
  });
  router.delete("/__mocks/faults", (_req, res) => {
    faults.clear();
    res.json({ fault: null });
  });

  // The site's own outbox, in full (the mock's leads are made-up people): what waits, and what the
  // upstream refused for good.
  router.get("/__mocks/outbox", async (_req, res) => {
    try {
      const queue = await getOutbox();
      res.json({
        store: queue.kind,
        waiting: await queue.list(),
        rejected: await queue.rejected(),
      });
    } catch (error) {
      res.status(503).json({ message: `The outbox is unavailable: ${error}` });
    }
  });

  // A session without the UI, for tests of the hand-off: the same check as the upstream's login.
  router.post("/__mocks/login", express.json(), async (req, res) => {
    const credentials = credentialsSchema.safeParse(req.body);
    await ready;
    const user = credentials.success
      ? await store.authenticate(
          credentials.data.email,
          credentials.data.password,
        )
      : null;
    if (!user) {
      res.status(400).json({ message: "Incorrect email or password." });
      return;
    }
    res.json({ token: await store.issueToken(user) });
  });

  // Google's script does not load here: tests sign in with a credential of the same shape.
  router.get("/__mocks/google-credential", (req, res) => {
    const email = stringParam(req.query.email);
    if (!isValidEmail(email)) {
      res.status(400).json({
        message:
          "Add the address: /__mocks/google-credential?email=you@example.com",
      });
      return;
    }
    const optional = (name: string) =>
      stringParam(req.query[name]) || undefined;
    const credential = createGoogleCredential(
      {
        email,
        email_verified: stringParam(req.query.email_verified) !== "false",
        given_name: optional("given_name"),
        family_name: optional("family_name"),
        name: optional("name"),
        picture: optional("picture"),
      },
      store.now(),
    );
    res.json({ credential });
  });

  // A response that takes its time, so tests can watch a graceful shutdown finish it. Headers go
  // out at once, so the caller knows the request is in flight.
  router.get("/__mocks/slow", (req, res) => {
    const delayMs = Math.min(Number(req.query.ms) || 1_000, 10_000);
    res.status(200).set({ "Content-Type": "application/json" });
    res.flushHeaders();
    setTimeout(() => res.end(JSON.stringify({ delayedMs: delayMs })), delayMs);
  });

  return router;
}
