import { Form, Link, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/shipments";
import { shipmentNumber } from "../../../core/partner-users/index.ts";
import { listShipments, openShipment } from "../../../core/partner-users/index.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { DataTable } from "../../ui/data-table.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Versand – Sellback-Filialportal" }];

/** The store's shipments to the warehouse (store staff). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const { scope } = requirePartnerUser(page, new URL(request.url), "store_staff");
  return { shipments: await listShipments(page.ctx.deps.database.db, scope) };
}

/** Opens a new shipment of the user's store. */
export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(portalPageContext);
  const { context: user } = requirePartnerUser(page, new URL(request.url), "store_staff");
  const id = await openShipment(page.ctx.deps.database.db, user, (page.ctx.deps.clock ?? (() => new Date()))());
  return redirect(`/portal/versand/${id}`);
}

export default function Shipments() {
  const t = useT();
  const { shipments } = useLoaderData<typeof loader>();
  return (
    <div className="portal-page">
      <h1>{t("portal.shipments.title")}</h1>
      <p>{t("portal.shipments.intro")}</p>
      <Form method="post">
        <button type="submit">{t("portal.shipments.new")}</button>
      </Form>
      {shipments.length ? (
        <DataTable
          caption={t("portal.shipments.title")}
          rows={shipments}
          rowKey={(s) => s.id}
          columns={[
            {
              header: t("portal.shipments.number"),
              rowHeader: true,
              cell: (s) => <Link to={`/portal/versand/${s.id}`}>{shipmentNumber(s.id)}</Link>,
            },
            {
              header: t("portal.shipments.created"),
              cell: (s) => new Date(s.createdAt).toLocaleDateString("de-DE", { timeZone: "Europe/Berlin" }),
            },
            { header: t("portal.shipments.state"), cell: (s) => t(`portal.shipments.states.${s.state}`) },
            { header: t("portal.shipments.trades"), numeric: true, cell: (s) => s.trades },
          ]}
        />
      ) : (
        <p>{t("portal.shipments.none")}</p>
      )}
    </div>
  );
}
