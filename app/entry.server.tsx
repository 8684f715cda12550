import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { log } from "../server/middleware/logging.server.ts";
import { loggablePath } from "../server/http/log-path.ts";
import { pageContext } from "../server/http/page-context.server.ts";

export const streamTimeout = 5_000;

/**
 * A loader's, action's or render's error, logged through the server's log (no personal data, no
 * SQL parameters: server/middleware/logging.server.ts) instead of React Router's console.error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A client's 4xx (no such route, a POST to a page without an action) is no server error, and its
  // message quotes the URL, credentials in the path included (decision 0070).
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log("error", "page error", { path: pagePath(request, context), err: error });
};

/** The page's path as a log line may hold it: its route, no credential (decision 0070). */
function pagePath(request: Request, context: Readonly<RouterContextProvider> | undefined): string {
  let edition = null;
  try {
    const page = context?.get(pageContext);
    edition = page && (page.surface ?? "shop") === "shop" ? page.edition : null;
  } catch {
    // no page context (should not happen): the path alone
  }
  return loggablePath(new URL(request.url).pathname, { edition });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(pageContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log("error", "render error", { path: pagePath(request, loadContext), err: error });
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
