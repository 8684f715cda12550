/**
 * The spec's client rules around navigation (§4): the redirect lookup before an in-app
 * navigation, the transactionId reset, the new-deployment check and the one guarded reload after
 * a failed chunk load.
 */
import { useEffect } from "react";
import { redirect, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { isEditionId, matchPage } from "../../core/editions/index.ts";
import { nextTransactionId } from "../../core/cart/index.ts";
import { createHttpClient } from "../../core/shared/index.ts";
import { createBuildWatcher } from "./build-watch.ts";
import { whenShown } from "./activation.ts";
import { updateStoredCart } from "./cart-storage.ts";
import { handleChunkError } from "./reload-guard.ts";

let watcher: ReturnType<typeof createBuildWatcher> | null = null;
const http = createHttpClient();

/** Leaves the app by a full page load; the navigation never settles. */
function leave(target: string): Promise<never> {
  window.location.assign(target);
  return new Promise<never>(() => {});
}

/**
 * Root client middleware, run before every in-app navigation. Paths that are pages of this
 * edition need no lookup; any other path asks `/api/redirects` (one request, cached by the
 * browser). External targets leave the app by a full page load, internal ones are followed.
 */
export async function navigationRules<T>({ request }: { request: Request }, next: () => Promise<T>): Promise<T> {
  const url = new URL(request.url);
  if (watcher?.shouldHardNavigate()) return leave(url.pathname + url.search);
  const edition = document.body.dataset.edition;
  // the agan store portal's pages (decision 0046) are no shop pages and never redirected
  const portal =
    (document.body.dataset.mode === "agan" || document.body.dataset.mode === "aganwidget") && /^\/portal(\/|$)/.test(url.pathname);
  const page = isEditionId(edition) && !portal ? matchPage(edition, url.pathname) : undefined;
  // Every shop page is an island page (decisions 0132, 0133): the router never renders one, a full
  // page load brings it with its island. (Form posts and fetchers stay.)
  if (page && request.method === "GET") return leave(url.pathname + url.search);
  if (isEditionId(edition) && !portal && !page) {
    const hit = await lookupRedirect(url.pathname);
    if (hit?.external) return leave(hit.target);
    if (hit) throw redirect(hit.target);
  }
  return next();
}

async function lookupRedirect(path: string): Promise<{ target: string; external: boolean } | null> {
  try {
    // the one HTTP client: a busy server gets one retry; a 404 (no redirect) is an error → null
    return (await http.get<{ target: string; external: boolean }>(`/api/redirects?path=${encodeURIComponent(path)}`)) ?? null;
  } catch {
    return null;
  }
}

/** Mounted once in the root component. */
export function useNavigationRules() {
  const location = useLocation();
  const matches = useMatches();
  const root = useRouteLoaderData("root") as { buildVersion?: string } | undefined;
  const routeId = matches.at(-1)?.id;

  useEffect(() => {
    // a prerendered page (decision 0052) is no page load until it is shown
    whenShown(() => updateStoredCart((cart) => ({ ...cart, transactionId: nextTransactionId(cart.transactionId, routeId) })));
  }, [location.key, routeId]);

  useEffect(() => {
    if (!root?.buildVersion) return;
    watcher = createBuildWatcher({ currentVersion: root.buildVersion });
    watcher.start();
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      handleChunkError(window.sessionStorage, () => window.location.reload());
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => {
      watcher?.stop();
      window.removeEventListener("vite:preloadError", onPreloadError);
    };
  }, [root?.buildVersion]);
}
