import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { framedRoutes } from "../../ui/framed-routes.tsx";
import { companyFacts, editions, isWidgetMode, layoutFor, matchPage } from "../../../core/editions/index.ts";
import { OFFER_VALIDITY_DAYS } from "../../../core/offer/index.ts";
import { reviewSummary } from "../../../core/reviews/index.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { openStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { ErrorPage } from "../../features/chrome/error-page.tsx";
import { ConsentBanner } from "../../features/consent/consent-banner.tsx";
import { Footer } from "../../features/chrome/footer.tsx";
import { Header } from "../../features/chrome/header.tsx";
import { SearchForm } from "../../features/search/search-form.tsx";
import type { ChromeData } from "../../lib/chrome-data.ts";
import { pageNotFound, requireEditionPage } from "../../lib/errors.ts";
import { rootData } from "../../lib/meta.ts";
import { unpackMessages } from "../../i18n/packed-messages.ts";
import type { RootData } from "../../root.tsx";

/**
 * The back-office host answers no shop page (decision 0023): refused here, before any page's
 * loader or action runs (so none redirects to a shop login first).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, params, request, url }) => {
    const ctx = context.get(pageContext);
    if (ctx.surface !== "backoffice") return;
    if (params["*"] === undefined) throw pageNotFound(url.pathname, "noRoute");
    // the catch-all (no shop page runs): the back office's 404 in its frame, with the staff
    // member's navigation and language (decision 0082); the staff session is read, not changed
    context.set(staffPageContext, await openStaffPage(ctx, request));
  },
];

/**
 * Only the request edition's routes match: a path of another edition (e.g. /guardare on de) is a 404.
 * The data every page's chrome shows (app/lib/chrome-data.ts): the guarantees from the configured
 * company facts and, where the edition has the review seal, the real reviews' figures (cached).
 */
export async function loader({ context, url }: Route.LoaderArgs): Promise<ChromeData | null> {
  const { edition, deps, surface } = context.get(pageContext);
  if (surface === "backoffice") return null; // the back office's 404 (routes/not-found.tsx): its own frame
  requireEditionPage(edition, url);
  const facts = companyFacts(edition);
  return {
    guarantees: { priceHoldDays: OFFER_VALIDITY_DAYS, insuredShippingCents: facts.insuredShippingCents, payoutDays: facts.payoutDays },
    reviews: editions[edition].reviewSeal ? await reviewSummary(deps.database.db, edition) : null,
  };
}

/** The error page's title; pages below set their own. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const packed = rootData(matches)?.messages;
  const messages = packed ? unpackMessages(packed) : {};
  const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  const subtitle = messages[notFound ? "error.notFound.subtitle" : "error.server.subtitle"] ?? "";
  return [{ title: `${messages["error.oops"] ?? "Oops!"} ${subtitle} | Sellback` }, { name: "robots", content: "noindex" }];
};

function Frame({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const edition = root?.edition ?? "en";
  const layout = layoutFor(root?.mode ?? "default", matchPage(edition, location.pathname)?.page === "home");
  // On the back-office host (its 404 page, routes/not-found.tsx) the back office's frame, nothing of the shop's.
  if (root?.surface === "backoffice") return children;
  return (
    <>
      <Header layout={layout} search={<SearchForm id="header-search" />} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer layout={layout} origins={root?.origins ?? {}} />
      {/* the widget tracks nothing, so it asks nothing (decision 0045) */}
      {isWidgetMode(root?.mode ?? "default") ? null : <ConsentBanner />}
    </>
  );
}

const routes = framedRoutes(Frame, ErrorPage);
export default routes.Layout;
export const ErrorBoundary = routes.ErrorBoundary;
