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
  const nonce = loadContext.cspNonce ?? "";
  const inlineStylesheet = loadContext.clientBuildDirectory
    ? builtStylesheetText(loadContext.clientBuildDirectory, stylesheet)
    : null;
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
          if (shellRendered) {
            getLogger().error(
              { err: error },
              "Rendering failed after the shell",
            );
          }
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
