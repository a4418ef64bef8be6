import type { z } from "zod";
import { REQUEST_TIMEOUT_MS } from "./constants";

/** Statuses worth one more try for an idempotent request (SPEC §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set([
  "GET",
  "HEAD",
  "OPTIONS",
]);
/** A server asking for a longer pause than this is waited on only this long. */
export const MAX_RETRY_AFTER_MS = 2_000;

export const CLIENT_MESSAGES = {
  unauthorized: "Unauthorized",
  timedOut: "The request timed out. Please try again.",
  unreachable: "The server could not be reached. Please try again.",
  cancelled: "The request was cancelled.",
  malformed: "The server sent an answer in an unexpected format.",
  failed: (status: number) =>
    `The request failed (HTTP ${status}). Please try again.`,
} as const;

export type HttpMethod =
  "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A failed call to the upstream, with what the server answered when it answered (SPEC §8). */
export class UpstreamError extends Error {
  readonly status: number | null;
  readonly body: unknown;
  /** A 401: the caller clears the session (SPEC §6). */
  readonly unauthorized: boolean;
  readonly timedOut: boolean;

  constructor(
    message: string,
    details: {
      status?: number | null;
      body?: unknown;
      timedOut?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = "UpstreamError";
    this.status = details.status ?? null;
    this.body = details.body ?? null;
    this.unauthorized = this.status === 401;
    this.timedOut = details.timedOut ?? false;
  }
}

export type UpstreamRequest = {
  method: HttpMethod;
  baseUrl: string;
  path: string;
  query?: Record<string, string | undefined>;
  /** Sent as a JSON body. */
  json?: unknown;
  token?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The call shows no error message of its own: a 401 keeps the server's (or the client's) message. */
  suppressErrorMessage?: boolean;
  /** How the pause before a retry is spent; tests replace it. */
  wait?: (ms: number) => Promise<void>;
};

const defaultWait = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends one request to the upstream and answers its parsed body, or throws an UpstreamError. */
export async function requestUpstream(
  request: UpstreamRequest,
): Promise<unknown> {
  const canRetry = IDEMPOTENT_METHODS.has(request.method);
  let response = await send(request);
  if (canRetry && RETRY_STATUSES.has(response.status)) {
    await (request.wait ?? defaultWait)(retryDelayMs(response.headers));
    response = await send(request);
  }
  if (response.status < 200 || response.status >= 300) {
    throw errorFor(response, request.suppressErrorMessage ?? false);
  }
  return response.body;
}

/** Like requestUpstream, and the answer must match the schema. */
export async function requestUpstreamAs<Schema extends z.ZodTypeAny>(
  request: UpstreamRequest,
  schema: Schema,
): Promise<z.output<Schema>> {
  const body = await requestUpstream(request);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError(CLIENT_MESSAGES.malformed, {
      status: 200,
      body,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

type ReceivedResponse = { status: number; headers: Headers; body: unknown };

async function send(request: UpstreamRequest): Promise<ReceivedResponse> {
  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, request.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = request.signal
    ? AbortSignal.any([timeout.signal, request.signal])
    : timeout.signal;

  const headers: Record<string, string> = { Accept: "application/json" };
  if (request.json !== undefined) headers["Content-Type"] = "application/json";
  if (request.token) headers.Authorization = `jwt ${request.token}`;

  try {
    const response = await fetch(urlOf(request), {
      method: request.method,
      headers,
      body:
        request.json === undefined ? undefined : JSON.stringify(request.json),
      signal,
    });
    const body = readBody(await response.text());
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    if (timedOut) {
      throw new UpstreamError(CLIENT_MESSAGES.timedOut, {
        timedOut: true,
        cause: error,
      });
    }
    if (request.signal?.aborted) {
      throw new UpstreamError(CLIENT_MESSAGES.cancelled, { cause: error });
    }
    throw new UpstreamError(CLIENT_MESSAGES.unreachable, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

function urlOf({ baseUrl, path, query }: UpstreamRequest): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.href;
}

/** JSON when it is JSON, the text otherwise, null when empty. */
function readBody(text: string): unknown {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Retry-After in seconds or as an HTTP date, capped; no header means no pause. */
export function retryDelayMs(headers: Headers, now = Date.now()): number {
  const value = headers.get("retry-after")?.trim();
  if (!value) return 0;
  const delay = /^\d+$/.test(value)
    ? Number(value) * 1_000
    : Date.parse(value) - now;
  if (!Number.isFinite(delay) || delay <= 0) return 0;
  return Math.min(delay, MAX_RETRY_AFTER_MS);
}

/** The message a backend put in its error body, under the names backends commonly use. */
export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ["message", "msg", "error"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (key === "error" && typeof value === "object" && value !== null) {
      const nested = serverMessageOf(value);
      if (nested) return nested;
    }
  }
  return undefined;
}

function errorFor(
  response: ReceivedResponse,
  suppressErrorMessage: boolean,
): UpstreamError {
  const details = { status: response.status, body: response.body };
  if (response.status === 401 && !suppressErrorMessage) {
    return new UpstreamError(CLIENT_MESSAGES.unauthorized, details);
  }
  return new UpstreamError(
    serverMessageOf(response.body) ?? CLIENT_MESSAGES.failed(response.status),
    details,
  );
}
