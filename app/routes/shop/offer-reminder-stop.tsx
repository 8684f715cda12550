import { data, Form, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/offer-reminder-stop";
import { pathFor } from "../../../core/editions/index.ts";
import { reminderByToken, withdrawReminder } from "../../../core/offer-mail/index.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { LocalizedLink, useFormat, useT } from "../../i18n/i18n.tsx";
import { requireEditionPage } from "../../lib/errors.ts";
import { pageMeta } from "../../lib/meta.ts";

/**
 * `/offer-reminder/stop/{token}`, the link in an offer mail (decision 0127): what will happen and a
 * button (a link in a mail must not act by itself: mail scanners open links); the post withdraws
 * the reminder and comes back here, which then says so. Private: the token is the key.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const view = await reminderByToken(deps.database.db, edition, params.token ?? "");
  const base = { page: "offerReminderStop" as const, path: url.pathname, alternates: {} };
  if (!view) return data({ ...base, view: null }, { status: 404 });
  return { ...base, view };
}

export async function action({ context, params, url }: Route.ActionArgs) {
  const { edition, deps } = context.get(pageContext);
  requireEditionPage(edition, url);
  const token = params.token ?? "";
  const view = await withdrawReminder(deps.database.db, edition, token);
  if (!view) return data({ unknown: true }, { status: 404 });
  return redirect(pathFor(edition, "offerReminderStop", { token }), 303);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function OfferReminderStop() {
  const { view } = useLoaderData<typeof loader>();
  const t = useT();
  const { date } = useFormat();
  if (!view)
    return (
      <div className="page offer-reminder-stop" data-testid="offer-reminder-unknown">
        <h1>{t("offerMail.stop.unknownHeading")}</h1>
        <p className="lead">{t("offerMail.stop.unknownText")}</p>
        <p>
          <LocalizedLink to="home" className="button">
            {t("offerMail.stop.home")}
          </LocalizedLink>
        </p>
      </div>
    );
  return (
    <div className="page offer-reminder-stop" data-reminder-state={view.state}>
      <h1>{t("offerMail.stop.heading")}</h1>
      {view.state === "pending" ? (
        <>
          <p className="lead">{t("offerMail.stop.pending", { date: date(view.dueAt!), device: view.device })}</p>
          <Form method="post">
            <button type="submit">{t("offerMail.stop.submit")}</button>
          </Form>
        </>
      ) : (
        <p className="lead" role={view.state === "withdrawn" ? "status" : undefined}>
          {t(`offerMail.stop.${view.state}`)}
        </p>
      )}
    </div>
  );
}
