import { createFetch, FetchError } from "ofetch";
import type { z } from "zod";
import { REQUEST_TIMEOUT_MS } from "./constants";
import { MESSAGES } from "./messages";

/** Statuses worth one more try for an idempotent request (behaviour §7). */
const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
/** Tried twice at most; POST, PUT, PATCH and DELETE are tried once (behaviour §7). */
const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set([
  "GET",
  "HEAD",
  "OPTIONS",
]);
/** A server asking for a longer pause than this is waited on only this long. */
const MAX_RETRY_AFTER_MS = 2_000;

export const CLIENT_MESSAGES = {
  unauthorized: MESSAGES.unauthorized,
  timedOut: "The request timed out. Please try again.",
  unreachable: "The server could not be reached. Please try again.",
  cancelled: "The request was cancelled.",
  malformed: "The server sent an answer in an unexpected format.",
  failed: (status: number) =>
    `The request failed (HTTP ${status}). Please try again.`,
} as const;

export type HttpMethod =
  "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A failed call to the upstream, with what the server answered when it answered (behaviour §8). */
export class UpstreamError extends Error {
  readonly status: number | null;
  readonly body: unknown;
  /** A 401: the caller clears the session (behaviour §6). */
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
  json?: Record<string, unknown>;
  token?: string;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a repeat of one lead's delivery is the same request (decision 051). */
  idempotencyKey?: string;
  /** The call shows no error message of its own: a 401 keeps the server's (or the client's) message. */
  suppressErrorMessage?: boolean;
};

/**
 * ofetch with the retry policy of behaviour §7. `fetch` is looked up on every request, so the mock
 * upstream (MSW, which patches the global fetch after this module has loaded) is the one called.
 * No `timeout` option: ofetch 1.5 ignores it when a `signal` is given (callers pass theirs), and
 * a retry reuses the first attempt's signal; the deadline is the signal of `requestUpstream`.
 */
const upstreamFetch = createFetch({
  fetch: (input, init) => globalThis.fetch(input, init),
}).create({
  retryStatusCodes: RETRY_STATUSES,
  retryDelay: ({ response }) => (response ? retryDelayMs(response.headers) : 0),
  parseResponse: readBody,
  // ofetch would retry a request that got no answer as if it were a 500; behaviour §7 retries
  // statuses only, so a timeout, a cancel or an unreachable host ends the call here.
  onRequestError: ({ error }) => {
    throw error;
  },
});

/** Sends one request to the upstream and answers its parsed body, or throws an UpstreamError. */
export async function requestUpstream(
  request: UpstreamRequest,
): Promise<unknown> {
  // One deadline for the whole call, a retry included (behaviour §9: 30 000 ms).
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), REQUEST_TIMEOUT_MS);
  try {
    const body: unknown = await upstreamFetch(request.path, {
      baseURL: request.baseUrl,
      method: request.method,
      query: request.query,
      body: request.json,
      headers: headersOf(request),
      retry: IDEMPOTENT_METHODS.has(request.method) ? 1 : 0,
      signal: request.signal
        ? AbortSignal.any([deadline.signal, request.signal])
        : deadline.signal,
    });
    return body ?? null;
  } catch (error) {
    throw errorFor(error, request, deadline.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
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

function headersOf(request: UpstreamRequest): Record<string, string> {
  // ofetch adds Content-Type: application/json when there is a JSON body.
  const headers: Record<string, string> = { Accept: "application/json" };
  if (request.token) headers.Authorization = `jwt ${request.token}`;
  if (request.idempotencyKey) {
    headers["Idempotency-Key"] = request.idempotencyKey;
  }
  return headers;
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

/** behaviour §8: an answer's status and body when there was an answer, else why there was none. */
function errorFor(
  error: unknown,
  request: UpstreamRequest,
  timedOut: boolean,
): UpstreamError {
  if (error instanceof FetchError && error.response) {
    const status = error.response.status;
    const details = { status, body: error.data ?? null, cause: error };
    if (status === 401 && !request.suppressErrorMessage) {
      return new UpstreamError(CLIENT_MESSAGES.unauthorized, details);
    }
    return new UpstreamError(
      serverMessageOf(details.body) ?? CLIENT_MESSAGES.failed(status),
      details,
    );
  }
  if (timedOut) {
    return new UpstreamError(CLIENT_MESSAGES.timedOut, {
      timedOut: true,
      cause: error,
    });
  }
  if (request.signal?.aborted) {
    return new UpstreamError(CLIENT_MESSAGES.cancelled, { cause: error });
  }
  return new UpstreamError(CLIENT_MESSAGES.unreachable, { cause: error });
}
