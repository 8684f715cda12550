import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/shipment";
import {
  addToShipment,
  closeShipment,
  listPortalTrades,
  removeFromShipment,
  shipmentOf,
} from "../../../core/partner-users/index.server.ts";
import { tradeNumberField, shipmentNumber } from "../../../core/partner-users/index.ts";
import { ProblemError } from "../../../core/shared/index.ts";
import { formAction } from "../../../server/http/form-action.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { ErrorSummary, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Sendung ${params.shipmentId} – Sellback-Filialportal` }];

async function load(context: Route.LoaderArgs["context"], request: Request, shipmentId: string) {
  const page = context.get(portalPageContext);
  const { scope } = requirePartnerUser(page, new URL(request.url), "store_staff");
  const shipment = /^\d{1,9}$/.test(shipmentId) ? await shipmentOf(page.ctx.deps.database.db, scope, Number(shipmentId)) : null;
  if (!shipment) throw data(null, { status: 404 });
  return { page, scope, shipment };
}

/** A shipment: its trades, the store's trades still to send (to add), close, then label and packing list. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { page, scope, shipment } = await load(context, request, params.shipmentId);
  const db = page.ctx.deps.database.db;
  const [inside, open] = await Promise.all([
    listPortalTrades(db, scope, { shipmentId: shipment.id, limit: 50 }),
    shipment.state === "open"
      ? listPortalTrades(db, { partnerId: scope.partnerId, storeId: shipment.storeId }, { unshipped: true, limit: 200 })
      : Promise.resolve([]),
  ]);
  return { shipment: { ...shipment, number: shipmentNumber(shipment.id) }, inside, open };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { page, scope, shipment } = await load(context, request, params.shipmentId);
  const db = page.ctx.deps.database.db;
  const now = (page.ctx.deps.clock ?? (() => new Date()))();
  const form = await request.formData();
  return formAction(async () => {
    const intent = form.get("intent");
    const numbers = form.getAll("trade").map((v) => tradeNumberField.safeParse(v));
    if (numbers.some((n) => !n.success))
      throw new ProblemError(422, "validation", undefined, [{ field: "trades", message: "portal.shipments.error.trade" }]);
    const tradeNumbers = numbers.map((n) => n.data!);
    if (intent === "add") {
      if (!tradeNumbers.length)
        throw new ProblemError(422, "validation", undefined, [{ field: "trades", message: "portal.shipments.error.pick" }]);
      await addToShipment(db, scope, shipment.id, tradeNumbers, now);
    } else if (intent === "remove" && tradeNumbers[0]) await removeFromShipment(db, scope, shipment.id, tradeNumbers[0]);
    else if (intent === "close") await closeShipment(db, scope, shipment.id, now);
    else throw new ProblemError(422, "validation");
    return { ok: true as const };
  });
}

export default function Shipment() {
  const t = useT();
  const { shipment, inside, open } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors } | undefined);
  const closed = shipment.state === "closed";
  const base = `/portal/versand/${shipment.id}`;
  return (
    <div className="portal-page">
      <h1>{t("portal.shipments.one", { number: shipment.number })}</h1>
      <p>
        {t(`portal.shipments.states.${shipment.state}`)} · {t("portal.shipments.count", { count: inside.length })}
      </p>
      <ErrorSummary errors={result?.errors} labels={{ trades: t("portal.shipments.trades") }} />
      {closed ? (
        <ul className="portal-actions">
          <li>
            <a className="portal-button" href={`${base}/etikett`} target="_blank" rel="noopener noreferrer">
              {t("portal.shipments.label")}
            </a>
          </li>
          <li>
            <a className="portal-button secondary" href={`${base}/packliste`} target="_blank" rel="noopener noreferrer">
              {t("portal.shipments.packingList")}
            </a>
          </li>
        </ul>
      ) : null}
      <section aria-labelledby="inside-title" className="portal-card">
        <h2 id="inside-title">{t("portal.shipments.inside")}</h2>
        {inside.length ? (
          <ul className="portal-list">
            {inside.map((r) => (
              <li key={r.tradeId}>
                <span>
                  <strong>{r.tradeNumber}</strong> {r.devices}
                </span>
                {!closed ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="trade" value={r.tradeNumber} />
                    <button type="submit" className="secondary" aria-label={t("portal.shipments.removeOne", { number: r.tradeNumber })}>
                      {t("portal.shipments.remove")}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("portal.shipments.empty")}</p>
        )}
        {!closed && inside.length ? (
          <Form method="post">
            <input type="hidden" name="intent" value="close" />
            <button type="submit">{t("portal.shipments.close")}</button>
          </Form>
        ) : null}
      </section>
      {!closed ? (
        <section aria-labelledby="open-title" className="portal-card">
          <h2 id="open-title">{t("portal.shipments.open")}</h2>
          {open.length ? (
            <Form method="post">
              <input type="hidden" name="intent" value="add" />
              <fieldset className="portal-fieldset" id="trades">
                <legend>{t("portal.shipments.pick")}</legend>
                {open.map((r) => (
                  <div className="portal-check" key={r.tradeId}>
                    <input type="checkbox" name="trade" value={r.tradeNumber} id={`t-${r.tradeId}`} />
                    <label htmlFor={`t-${r.tradeId}`}>
                      <strong>{r.tradeNumber}</strong> {r.devices} ({r.customerName})
                    </label>
                  </div>
                ))}
              </fieldset>
              <button type="submit">{t("portal.shipments.add")}</button>
            </Form>
          ) : (
            <p>{t("portal.shipments.noOpen")}</p>
          )}
        </section>
      ) : null}
      <p>
        <Link to="/portal/versand">{t("portal.shipments.back")}</Link>
      </p>
    </div>
  );
}
