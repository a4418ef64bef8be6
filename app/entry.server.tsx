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
import { builtStylesheetText } from "~/lib/inline-stylesheet.server";
import { NonceProvider } from "~/lib/nonce";
import { inlineScriptHashes } from "~/lib/script-hashes.server";
import stylesheet from "~/styles/app.css?url";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  enforceCachePolicy(request, responseStatusCode, responseHeaders);
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
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already reported by Remix's handleError.
          if (shellRendered)
            getLogger().error(
              { err: error },
              "Rendering failed after the page started",
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
        onError() {
          // Reported by Remix's handleError; the page is answered as an error.
          responseStatusCode = 500;
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
  getLogger().error({ err: error }, "Request failed");
  captureServerError(error, request);
};
