import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/price-alert-unsubscribe";
import { alertByUnsubscribeToken, unsubscribeAlert } from "../../../core/price-alert/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { DeviceLink, UnknownAlertLink, useAlertWish, type AlertFacts } from "../../features/price-alert/alert-pages.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { requireEditionPage } from "../../lib/errors.ts";
import { pageMeta } from "../../lib/meta.ts";

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * `/price-alert/unsubscribe/{token}` (decision 0128): the page link of every alert mail. GET asks
 * (a link opened by a mail scanner must not unsubscribe), the button POSTs; mail clients use the
 * one-click API (List-Unsubscribe-Post) instead. Unknown link: 404. Private.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const alert = await alertByUnsubscribeToken(deps.database.db, edition, params.token ?? "");
  const base = { page: "priceAlertUnsubscribe" as const, path: url.pathname, alternates: {} };
  return data({ ...base, alert }, { status: alert ? 200 : 404, headers: PRIVATE });
}

export async function action({ context, params, url }: Route.ActionArgs) {
  const { edition, deps, clientKey } = context.get(pageContext);
  requireEditionPage(edition, url);
  try {
    await unsubscribeAlert({ db: deps.database.db, clientKey, now: nowFrom(deps) }, params.token ?? "");
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429)
      return data({ done: false, formError: "priceAlert.error.rateLimited" }, { status: 429 });
    if (err instanceof ProblemError && err.status === 404) return data({ done: false, formError: null }, { status: 404 });
    throw err;
  }
  return data({ done: true, formError: null }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function PriceAlertUnsubscribe() {
  const { alert } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!alert) return <UnknownAlertLink />;
  return <Unsubscribe alert={alert} done={result?.done || alert.status === "unsubscribed"} formError={result?.formError ?? null} />;
}

function Unsubscribe({ alert, done, formError }: { alert: AlertFacts; done: boolean; formError: string | null }) {
  const t = useT();
  const wish = useAlertWish(alert);
  return (
    <div className="page price-alert-page" data-testid="price-alert-unsubscribe">
      <h1>{t("priceAlert.unsubscribe.heading")}</h1>
      {done ? (
        <>
          <p className="lead" role="status" data-testid="price-alert-unsubscribed">
            {t("priceAlert.unsubscribe.done", { device: alert.deviceName })}
          </p>
          <DeviceLink alert={alert} label="newAlert" />
        </>
      ) : (
        <>
          <p className="lead">{t("priceAlert.unsubscribe.text", { device: alert.deviceName, wish })}</p>
          {formError ? (
            <p className="notice warning" role="alert">
              {t(formError)}
            </p>
          ) : null}
          <form method="post">
            <button type="submit">{t("priceAlert.unsubscribe.submit")}</button>
          </form>
        </>
      )}
    </div>
  );
}
