import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/returns";
import { markDeviceReturned, returnsOf, trackingNumberSchema } from "../../../core/clarification/index.server.ts";
import { shipmentsByTrade } from "../../../core/carrier/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { getTradeByNumber, staffActor, tradeNumberOf } from "../../../core/trade/index.server.ts";
import { formAction } from "../../../server/http/form-action.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { StateBadge } from "../../features/backoffice/bits.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import { ListPage } from "../../ui/list-page.tsx";
import { staffFormPost } from "./staff-form.server.ts";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Returns ${params.tradeNumber} | Sellback back office` }];

const ROLES = ["inspector", "support"] as const;

async function tradeOf(db: Parameters<typeof getTradeByNumber>[0], raw: string | undefined, url: URL) {
  const trade = await getTradeByNumber(db, tradeNumberOf(raw ?? "") ?? raw ?? "");
  if (!trade) throw pageNotFound(url.pathname, "noEntity");
  return trade;
}

/** The devices going back to the customer (decision 0026): label, tracking number, sent. Inspector, support or admin. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...ROLES);
  const db = page.ctx.deps.database.db;
  const trade = await tradeOf(db, params.tradeNumber, url);
  // A carrier's return label already made: its tracking number prefills the "sent" form (decision 0042).
  const labels = (await shipmentsByTrade(db, trade.edition, [trade.tradeNumber])).get(trade.tradeNumber) ?? [];
  const returns = (await returnsOf(db, trade.tradeId)).map((r) => {
    const label = labels.find((l) => l.kind === "return" && l.itemId === r.itemId);
    return { ...r, label: label ? { carrier: label.carrier, trackingNumber: label.trackingNumber } : null };
  });
  return { tradeNumber: trade.tradeNumber, state: trade.state, returns };
}

/** Marks one device sent: the same core call as POST /api/backoffice/trades/{n}/items/{itemId}/returned. */
export async function action(args: Route.ActionArgs) {
  const { params, url } = args;
  const { page, staff, form } = await staffFormPost(args, ...ROLES);
  const deps = page.ctx.deps;
  const trade = await tradeOf(deps.database.db, params.tradeNumber, url);
  return formAction(async () => {
    const parsed = trackingNumberSchema.safeParse({ trackingNumber: form.trackingNumber ?? "" });
    if (!parsed.success) return { errors: { fields: { [`trackingNumber-${form.itemId}`]: "returns.error.trackingNumber" } } };
    const result = await markDeviceReturned({
      db: deps.database.db,
      tradeId: trade.tradeId,
      tradeNumber: trade.tradeNumber,
      itemId: Number(form.itemId),
      trackingNumber: parsed.data.trackingNumber,
      staff: staffActor(staff, staff.staff.roles.includes("inspector") ? "inspector" : "support", page.ctx.clientKey),
      now: nowFrom(deps),
    });
    return { done: result.tradeState };
  });
}

export default function Returns() {
  const t = useT();
  const { tradeNumber, state, returns } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors; done?: string } | undefined);
  const labels = Object.fromEntries(
    returns.map((r) => [`trackingNumber-${r.itemId}`, `${r.deviceName}: ${t("backoffice.returns.trackingNumber")}`]),
  );
  return (
    <ListPage
      title={
        <>
          {t("backoffice.returns.heading")}:{" "}
          <Link to={`/trades/${tradeNumber}`} className="bo-link">
            {tradeNumber}
          </Link>{" "}
          <StateBadge state={state} />
        </>
      }
      notice={result?.done ? t("backoffice.returns.done") : null}
      intro={<ErrorSummary errors={result?.errors} labels={labels} />}
    >
      {returns.map((r) => (
        <section key={r.itemId} className="bo-card" aria-labelledby={`return-${r.itemId}`}>
          <h2 id={`return-${r.itemId}`}>{r.deviceName}</h2>
          <p>
            {t("backoffice.returns.reason")}: {t(`backoffice.returns.reason.${r.reason}`)}
          </p>
          <p>
            <a className="bo-link" href={`/trades/${tradeNumber}/items/${r.itemId}/return-label`}>
              {r.label ? t("backoffice.carrier.label", { carrier: r.label.carrier }) : t("backoffice.returns.label")}
            </a>
          </p>
          {r.returnedAt ? (
            <p data-testid="return-sent">
              {t("backoffice.returns.sent", { date: r.returnedAt.slice(0, 10), trackingNumber: r.trackingNumber ?? "" })}
            </p>
          ) : (
            <Form method="post" noValidate>
              <input type="hidden" name="itemId" value={r.itemId} />
              <Field
                id={`trackingNumber-${r.itemId}`}
                label={t("backoffice.returns.trackingNumber")}
                hint={r.label ? t("backoffice.carrier.prefilled", { carrier: r.label.carrier }) : undefined}
                error={result?.errors?.fields?.[`trackingNumber-${r.itemId}`]}
              >
                {(a) => (
                  <input
                    {...a}
                    name="trackingNumber"
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    className="bo-mono"
                    defaultValue={r.label?.trackingNumber ?? ""}
                  />
                )}
              </Field>
              <button type="submit">{t("backoffice.returns.markSent")}</button>
            </Form>
          )}
        </section>
      ))}
    </ListPage>
  );
}
