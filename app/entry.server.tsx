import type {
  AppLoadContext,
  EntryContext,
  HandleErrorFunction,
} from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { enforceCachePolicy } from "~/lib/cache.server";
import { DIALOG_PARAMS } from "~/lib/dialog-url";
import { closingTagsLast } from "~/lib/document-end.server";
import { captureServerError } from "~/lib/error-capture.server";
import { InlineStylesheetProvider } from "~/lib/inline-stylesheet";
import { getLogger } from "~/lib/logger.server";
import { modulePreloadLinks } from "~/lib/module-preload.server";
import { builtStylesheetText } from "~/lib/inline-stylesheet.server";
import { NonceProvider } from "~/lib/nonce";
import { inlineScriptHashes } from "~/lib/script-hashes.server";
import stylesheet from "~/styles/app.css?url";

export const streamTimeout = 5_000;

/**
 * Errors already logged and reported: React hands a shell error to `onError`, then the promise's
 * rejection takes it to Remix, which calls handleError with it.
 */
const reportedErrors = new WeakSet<object>();

/** Logs a server error with its stack and sends it to error capture, once per error. */
function reportServerError(error: unknown, request: Request, message: string) {
  if (typeof error === "object" && error !== null) {
    if (reportedErrors.has(error)) return;
    reportedErrors.add(error);
  }
  getLogger().error({ err: error }, message);
  captureServerError(error, request);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  enforceCachePolicy(request, responseStatusCode, responseHeaders);
  responseHeaders.append("Link", modulePreloadLinks(remixContext));
  const inlineStylesheet = loadContext.clientBuildDirectory
    ? builtStylesheetText(loadContext.clientBuildDirectory, stylesheet)
    : null;
  // A page a shared cache may keep is the same bytes for everyone: no nonce in it, the whole
  // document rendered before it is sent, and its inline scripts allowed by their hashes
  // (docs/decisions/048-cacheable-pages-without-a-nonce.md).
  if (
    loadContext.allowScriptsByHash &&
    (responseHeaders.get("Cache-Control") ?? "").includes("public")
  ) {
    return renderSharedDocument(
      request,
      responseStatusCode,
      responseHeaders,
      remixContext,
      inlineStylesheet,
      loadContext.allowScriptsByHash,
    );
  }
  const nonce = loadContext.cspNonce ?? "";
  // Crawlers get the whole document at once; people get the shell as soon as it is ready. A page
  // opened with a dialog in its URL also waits: the dialog's code is lazy, and on the first render
  // after a start it would stream behind a Suspense boundary that only script can reveal.
  const url = new URL(request.url);
  const readyEvent =
    isbot(request.headers.get("user-agent") ?? "") ||
    DIALOG_PARAMS.some((param) => url.searchParams.has(param))
      ? "onAllReady"
      : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesheetProvider value={inlineStylesheet}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </InlineStylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          // A render error made it a 500 after the headers were chosen: then nobody keeps it.
          if (responseStatusCode >= 400) {
            enforceCachePolicy(request, responseStatusCode, responseHeaders);
          }
          const body = closingTagsLast();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          // Logged by onError; Remix then renders the error page in its place.
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Every render error, before the shell or after it: one inside a Suspense boundary
          // (a lazy dialog that failed to load) reaches no other hook, yet makes the answer a 500.
          reportServerError(
            error,
            request,
            shellRendered
              ? "Rendering failed after the shell"
              : "Rendering failed",
          );
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * The whole document, then its answer: rendered without a nonce, its inline scripts hashed into
 * the response's CSP by `allowScriptsByHash`. Every visitor (and a CDN) gets the same bytes.
 */
function renderSharedDocument(
  request: Request,
  status: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  inlineStylesheet: string | null,
  allowScriptsByHash: (hashSources: string[]) => void,
) {
  let responseStatusCode = status;
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesheetProvider value={inlineStylesheet}>
        <RemixServer context={remixContext} url={request.url} />
      </InlineStylesheetProvider>,
      {
        onAllReady() {
          const body = closingTagsLast();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            const html = Buffer.concat(chunks);
            allowScriptsByHash(inlineScriptHashes(html.toString("utf8")));
            // A part that failed after the shell makes this an error page: stored by no one.
            enforceCachePolicy(request, responseStatusCode, responseHeaders);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(html, {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // The page is answered as an error, and no cache keeps it (onAllReady above).
          responseStatusCode = 500;
          reportServerError(error, request, "Rendering failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export function handleDataRequest(
  response: Response,
  { request }: { request: Request },
) {
  enforceCachePolicy(request, response.status, response.headers);
  return response;
}

/**
 * Errors of loaders, actions and rendering: logged as Remix does by default, and sent to error
 * capture when configured (not 404s, not abandoned requests).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  reportServerError(error, request, "Request failed");
};
