import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/pickups";
import { PICKUP_CARRIERS, type PickupCarrier, type PickupView } from "../../../core/pickup/index.ts";
import { bookPickup, markOwnFreight, pickupCarriersFor, pickupsInStates } from "../../../core/pickup/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { formAction } from "../../../server/http/form-action.server.ts";
import { carrierChoices } from "../../../server/api/backoffice/pickups.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { ErrorSummary, type FormErrors } from "../../ui/form.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { staffFormPost } from "./staff-form.server.ts";

import pickupStyles from "../../ui/backoffice-pickups.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pickupStyles }];

export const meta: Route.MetaFunction = () => [{ title: "Collections | Sellback back office" }];

const ROLES = ["account_manager", "inspector"] as const;

/**
 * Collections (issue 33, decision 0120), for account managers and inspectors (and admin): the
 * pickups business sellers asked for, oldest first, each with "Book with DHL", "Book with UPS"
 * (the carrier's pickup API; a carrier without its settings is not offered, and the page says
 * which settings are missing) and "Own freight"; below, the pickups booked so far with the
 * carrier's reference. A failed booking shows the carrier's reason and can be tried again.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...ROLES);
  const db = page.ctx.deps.database.db;
  const [open, done] = await Promise.all([pickupsInStates(db, ["requested", "failed"]), pickupsInStates(db, ["booked", "own_freight"])]);
  return { open, done, carriers: carrierChoices(pickupCarriersFor(page.ctx.deps.config)) };
}

type ActionResult = { errors?: FormErrors; pickup?: PickupView };

/** `intent=book` (carrier) or `intent=ownFreight`, with `pickupId`: the same core calls as the API. */
export async function action(args: Route.ActionArgs) {
  const { page, staff, form } = await staffFormPost(args, ...ROLES);
  const deps = page.ctx.deps;
  const who = { id: staff.staff.id, email: staff.staff.email, clientKey: page.ctx.clientKey };
  const pickupId = Number(form.pickupId);
  return formAction(async (): Promise<ActionResult> => {
    if (form.intent === "ownFreight")
      return { pickup: await markOwnFreight(deps.database.db, { pickupId, staff: who, now: nowFrom(deps) }) };
    const carrier = (PICKUP_CARRIERS as readonly string[]).includes(form.carrier ?? "") ? (form.carrier as PickupCarrier) : "DHL";
    const pickup = await bookPickup(deps.database.db, {
      pickupId,
      carrier,
      carriers: pickupCarriersFor(deps.config),
      staff: who,
      now: nowFrom(deps),
    });
    return { pickup };
  });
}

function Address({ p }: { p: PickupView }) {
  const a = p.address;
  return (
    <address className="bo-pickup-address">
      {a.street} {a.houseNumber}
      <br />
      {a.zip} {a.city} ({a.country})
      <br />
      {a.name}, <a href={`tel:${a.phone.replace(/[^+\d]/g, "")}`}>{a.phone}</a>
      {a.notes ? (
        <>
          <br />
          <span className="bo-sub">{a.notes}</span>
        </>
      ) : null}
    </address>
  );
}

export default function Pickups() {
  const t = useT();
  const f = useFormat();
  const { open, done, carriers } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as ActionResult | undefined);
  const last = result?.pickup;
  const when = (p: PickupView) => t("backoffice.pickups.window", { day: f.date(p.day), from: p.windowFrom, to: p.windowTo });
  const trade = (p: PickupView) => (
    <Link to={`/trades/${p.tradeNumber}`} className="bo-link">
      {p.tradeNumber}
    </Link>
  );
  const missing = PICKUP_CARRIERS.filter((c) => !carriers[c].available);
  return (
    <div className="bo-page bo-pickups">
      <PageHeader back={{ to: "/trades", label: t("backoffice.trade.back") }} title={t("backoffice.pickups.title")} />
      <p>{t("backoffice.pickups.intro")}</p>
      <ErrorSummary errors={result?.errors} labels={{}} />
      <Notice>
        {last
          ? last.state === "booked"
            ? t("backoffice.pickups.booked", {
                tradeNumber: last.tradeNumber,
                carrier: last.carrier ?? "",
                reference: last.reference ?? "",
              })
            : last.state === "own_freight"
              ? t("backoffice.pickups.ownFreightDone", { tradeNumber: last.tradeNumber })
              : null
          : null}
      </Notice>
      {last?.state === "failed" ? (
        <div className="error-summary bo-error-summary" role="alert">
          <p>{t("backoffice.pickups.failed", { tradeNumber: last.tradeNumber, carrier: last.carrier ?? "" })}</p>
          <p className="bo-mono">{last.failure}</p>
        </div>
      ) : null}
      {missing.map((c) => (
        <Notice key={c} tone="warn" data-testid={`carrier-missing-${c}`}>
          {t("backoffice.pickups.carrierMissing", { carrier: c, settings: carriers[c].missingSettings.join(", ") })}
        </Notice>
      ))}

      <h2 id="open-pickups">{t("backoffice.pickups.openHeading")}</h2>
      {open.length === 0 ? (
        <p data-testid="no-pickups">{t("backoffice.pickups.none")}</p>
      ) : (
        <DataTable
          caption={t("backoffice.pickups.openHeading")}
          testId="open-pickups"
          stacked
          rows={open}
          rowKey={(p) => p.id}
          rowAttributes={(p) => ({ "data-trade": p.tradeNumber })}
          columns={[
            { header: t("backoffice.pickups.col.trade"), rowHeader: true, cell: trade },
            { header: t("backoffice.pickups.col.company"), cell: (p) => p.companyName ?? p.address.company ?? "–" },
            { header: t("backoffice.pickups.col.window"), cell: when },
            {
              header: t("backoffice.pickups.col.units"),
              numeric: true,
              cell: (p) => t("backoffice.pickups.unitsParcels", { units: p.units, parcels: p.parcels }),
            },
            { header: t("backoffice.pickups.col.address"), cell: (p) => <Address p={p} /> },
            {
              header: t("backoffice.pickups.col.state"),
              cell: (p) =>
                p.state === "failed" ? (
                  <>
                    <strong>{t("backoffice.pickups.state.failed", { carrier: p.carrier ?? "" })}</strong>
                    <br />
                    <span className="bo-sub bo-mono">{p.failure}</span>
                  </>
                ) : (
                  t("backoffice.pickups.state.requested")
                ),
            },
            {
              header: t("backoffice.pickups.col.actions"),
              cell: (p) => (
                <div className="bo-pickup-actions">
                  {PICKUP_CARRIERS.filter((c) => carriers[c].available).map((c) => (
                    <Form method="post" key={c}>
                      <input type="hidden" name="intent" value="book" />
                      <input type="hidden" name="pickupId" value={p.id} />
                      <input type="hidden" name="carrier" value={c} />
                      <button type="submit" aria-label={t("backoffice.pickups.bookFor", { carrier: c, tradeNumber: p.tradeNumber })}>
                        {t("backoffice.pickups.book", { carrier: c })}
                      </button>
                    </Form>
                  ))}
                  <Form method="post">
                    <input type="hidden" name="intent" value="ownFreight" />
                    <input type="hidden" name="pickupId" value={p.id} />
                    <button
                      type="submit"
                      className="secondary"
                      aria-label={t("backoffice.pickups.ownFreightFor", { tradeNumber: p.tradeNumber })}
                    >
                      {t("backoffice.pickups.ownFreight")}
                    </button>
                  </Form>
                </div>
              ),
            },
          ]}
        />
      )}

      <h2 id="done-pickups">{t("backoffice.pickups.doneHeading")}</h2>
      {done.length === 0 ? (
        <p>{t("backoffice.pickups.noneDone")}</p>
      ) : (
        <DataTable
          caption={t("backoffice.pickups.doneHeading")}
          testId="done-pickups"
          stacked
          rows={done}
          rowKey={(p) => p.id}
          columns={[
            { header: t("backoffice.pickups.col.trade"), rowHeader: true, cell: trade },
            { header: t("backoffice.pickups.col.company"), cell: (p) => p.companyName ?? p.address.company ?? "–" },
            { header: t("backoffice.pickups.col.window"), cell: when },
            {
              header: t("backoffice.pickups.col.state"),
              cell: (p) =>
                p.state === "booked" ? (
                  <>
                    {t("backoffice.pickups.state.booked", { carrier: p.carrier ?? "" })}{" "}
                    <code className="bo-mono" translate="no">
                      {p.reference}
                    </code>
                  </>
                ) : (
                  t("backoffice.pickups.state.own_freight")
                ),
            },
            { header: t("backoffice.pickups.col.by"), cell: (p) => p.bookedBy ?? "–" },
          ]}
        />
      )}
    </div>
  );
}
