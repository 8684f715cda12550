import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { islandFor, type IslandAsset } from "./islands/assets.server.ts";
import { islandLoaderScript } from "./islands/loader.ts";
import { webFontHeadScript } from "./lib/web-font.ts";
import { EDITIONS, editions, isWidgetMode, layoutFor, matchPage, pagesMatching } from "../core/editions/index.ts";
import { publicOrigin } from "../server/config/config.server.ts";
import { compiledMessagesFor } from "../core/shared/index.server.ts";
import { pageContext } from "../server/http/page-context.server.ts";
import { I18nProvider } from "./i18n/i18n.tsx";
import { messagesForBackoffice, messagesForPage, messagesForPortal } from "./i18n/message-scopes.ts";
import { packMessages, unpackMessages } from "./i18n/packed-messages.ts";
import { staffPageContext } from "../server/sessions/backoffice.server.ts";
import { startMarketing } from "./lib/marketing.ts";
import { navigationRules, useNavigationRules } from "./lib/navigation-rules.ts";
import { handleChunkError, isChunkLoadError } from "./lib/reload-guard.ts";
// The stylesheet is rendered by hand with a React `precedence`, so React puts it ahead of the
// script modulepreloads in <head> and it is not queued behind them (first paint, docs/decisions/0014).
import stylesHref from "./ui/styles.css?url";

export async function loader({ context, request, url: pageUrl }: Route.LoaderArgs) {
  const { edition, mode, locale, nonce, deps, surface = "shop" } = context.get(pageContext);
  const url = new URL(request.url);
  if (surface === "backoffice") {
    // The staff's language, not an edition's (decision 0023); the layout's middleware read it.
    let language: "en" | "de" = "en";
    try {
      language = context.get(staffPageContext).language;
    } catch {
      // a page outside the back-office layout (its 404): English
    }
    return {
      edition: language,
      mode,
      surface,
      htmlLang: language,
      messages: packMessages(messagesForBackoffice(compiledMessagesFor(language))),
      nonce,
      buildVersion: deps.buildVersion,
      origin: `${url.protocol}//${url.host}`,
      origins: {} as Record<string, string>,
    };
  }
  // Canonical, hreflang and the footer's edition links: the configured hosts (PUBLIC_HOSTS), never
  // the request's Host (decision 0072): every spelling of a host gets the same page.
  const origins = Object.fromEntries(EDITIONS.map((e) => [e, publicOrigin(deps.config, e)]));
  const portal = (mode === "agan" || mode === "aganwidget") && /^\/portal(\/|$)/.test(pageUrl.pathname);
  return {
    edition,
    mode,
    surface,
    htmlLang: editions[edition].htmlLang,
    // only what this page shows in the browser (decision 0016), as one string (decision 0062)
    messages: packMessages(
      portal
        ? messagesForPortal(compiledMessagesFor(locale)) // the store portal (decision 0046)
        : messagesForPage(compiledMessagesFor(locale), pagesMatching(edition, pageUrl.pathname)),
    ),
    nonce,
    buildVersion: deps.buildVersion,
    origin: publicOrigin(deps.config, edition, mode),
    origins,
    /**
     * Every shop page is an island page (decisions 0132, 0133): one whose route names no island of
     * its own (forms, the account, the error pages) gets the island of text and plain forms; only
     * the store portal loads React.
     */
    pageIsland: portal ? null : islandFor("content-page"),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * Runs again when a client navigation changes the path, for the next page's strings (decision
 * 0016); not after a page's own form posts or search-parameter changes. Edition and mode never
 * change within a host.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [navigationRules];

/**
 * A page whose loader data carries `island` (see app/islands/assets.server.ts) is rendered on the
 * server only: no React, router or route modules on the client, just the island script
 * (decision 0006).
 */
function useIsland(): { asset: IslandAsset; routeId: string } | null {
  const matches = useMatches();
  for (const match of matches) {
    const island = (match.loaderData as { island?: IslandAsset } | null | undefined)?.island;
    if (island) return { asset: island, routeId: matches.at(-1)?.id ?? match.id };
  }
  // a shop page without an island of its own, an error page too (decision 0133)
  const fallback = (matches.find((m) => m.id === "root")?.loaderData as { pageIsland?: IslandAsset | null } | undefined)?.pageIsland;
  return fallback ? { asset: fallback, routeId: matches.at(-1)?.id ?? "root" } : null;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const island = useIsland();
  const edition = data?.edition ?? "en";
  const mode = data?.mode ?? "default";
  const backoffice = data?.surface === "backoffice";
  const page = backoffice ? undefined : matchPage(edition, location.pathname)?.page;
  const isHome = page === "home";
  return (
    <html lang={data?.htmlLang ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5c4a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={stylesHref} precedence="default" nonce={data?.nonce} />
        {/* an island page's first view is drawn without the web font (decision 0140) */}
        {island ? <script nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: webFontHeadScript() }} /> : null}
        <Meta />
        <Links />
      </head>
      <body
        {...(backoffice
          ? { "data-surface": "backoffice" }
          : { "data-edition": edition, "data-mode": mode, "data-layout": layoutFor(mode, isHome) })}
      >
        {data ? (
          <I18nProvider edition={edition} messages={unpackMessages(data.messages)}>
            {children}
          </I18nProvider>
        ) : (
          children
        )}
        {island ? (
          <script
            nonce={data?.nonce}
            data-island-loader=""
            dangerouslySetInnerHTML={{ __html: islandLoaderScript(island.asset.src, island.routeId) }}
          />
        ) : (
          <>
            {/* in a partner's frame the partner's page scrolls, and the frame may have no storage (decision 0045) */}
            {isWidgetMode(mode) ? null : <ScrollRestoration nonce={data?.nonce} />}
            <Scripts nonce={data?.nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useNavigationRules();
  const backoffice = useRouteLoaderData<RootData>("root")?.surface === "backoffice";
  // Marketing parameters of the landing URL (spec §9): once per full page load (the island does
  // the same on the device page). Not in the back office.
  useEffect(() => {
    if (!backoffice) startMarketing(window);
  }, [backoffice]);
  return <Outlet />;
}

/** Fatal errors only: page errors are caught by the chrome layout's boundary, inside the page frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) handleChunkError(window.sessionStorage, () => window.location.reload());
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="error-page">
      <h1>Oops!</h1>
      <p>{status === 404 ? "Page not found" : "Something went wrong."}</p>
      <p>
        <a href="/">Sellback</a>
      </p>
    </main>
  );
}
