import { Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/receive";
import { getTradeForStaff, tradeNumberOf, devicesFoundSchema, receiveTrade, staffActor } from "../../../core/trade/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { formAction } from "../../../server/http/form-action.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { StateBadge } from "../../features/backoffice/bits.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { Notice } from "../../ui/notice.tsx";
import { staffFormPost } from "./staff-form.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Receive a parcel | Sellback back office" }];

/** What a scanner types: the label's trade number, tolerant of case and spaces. */
const normalNumber = (raw: string | null) => (raw ?? "").trim().toUpperCase().replace(/\s+/g, "");

/** The scanned trade (inspector or admin): `?number=` finds it, shows its state and the devices it should hold; other text searches the queue. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "inspector");
  const raw = (url.searchParams.get("number") ?? "").trim();
  // Anything that is no trade number (a name, an e-mail, an IMEI) is a search among the trades still waiting for their parcel.
  if (raw && !tradeNumberOf(normalNumber(raw))) throw redirect(`/trades?state=created&q=${encodeURIComponent(raw)}`);
  const number = normalNumber(raw);
  if (!number) return { number, trade: null };
  const trade = await getTradeForStaff(page.ctx.deps.database.db, number, page.language);
  return {
    number,
    trade: trade ? { tradeNumber: trade.tradeNumber, state: trade.state, devices: trade.lines.reduce((n, l) => n + l.quantity, 0) } : null,
  };
}

/** Marks the parcel received: the same core call as POST /api/backoffice/trades/{n}/receive. */
export async function action(args: Route.ActionArgs) {
  const { page, staff, form } = await staffFormPost(args, "inspector");
  const deps = page.ctx.deps;
  return formAction(async () => {
    const parsed = devicesFoundSchema.safeParse((form.devicesFound ?? "").trim() === "" ? undefined : form.devicesFound);
    if (!parsed.success) return { errors: { fields: { devicesFound: "backoffice.receive.devicesMissing" } } };
    const trade = await receiveTrade({
      db: deps.database.db,
      mailer: deps.mailer,
      originFor: (t) => mailOrigin(deps.config, t.edition),
      tradeNumber: normalNumber(form.number ?? ""),
      devicesFound: parsed.data,
      staff: staffActor(staff, "inspector", page.ctx.clientKey),
      now: nowFrom(deps),
      locale: page.language,
    });
    return { done: { number: trade.tradeNumber, count: parsed.data } };
  });
}

export default function Receive() {
  const t = useT();
  const { number, trade } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(
    useActionData<typeof action>() as { errors?: FormErrors; done?: { number: string; count: number } } | undefined,
  );
  return (
    <div className="bo-page bo-narrow">
      <h1>{t("backoffice.receive.title")}</h1>
      {result?.done ? (
        <div className="bo-notice" role="status">
          <p>{t("backoffice.receive.done", { number: result.done.number, count: result.done.count })}</p>
          <p>
            <Link to={`/trades/${result.done.number}/inspection`} className="bo-link">
              {t("backoffice.receive.inspect")}
            </Link>
          </p>
        </div>
      ) : null}
      <ErrorSummary errors={result?.errors} labels={{ devicesFound: t("backoffice.receive.devicesFound") }} />
      <Form method="get" className="bo-card" noValidate>
        <Field id="number" label={t("backoffice.receive.number")} hint={t("backoffice.receive.numberHint")}>
          {(a) => (
            <input
              {...a}
              type="text"
              defaultValue={result?.done ? "" : number}
              key={result?.done ? "next" : number}
              autoComplete="off"
              spellCheck={false}
              autoFocus={!trade || Boolean(result?.done)}
              className="bo-mono"
            />
          )}
        </Field>
        <button type="submit">{t("backoffice.receive.find")}</button>
      </Form>
      <Notice tone="warn">{number && !trade ? t("backoffice.receive.notFound", { number }) : null}</Notice>
      {trade && !result?.done ? (
        <section className="bo-card" aria-labelledby="bo-receive-trade">
          <h2 id="bo-receive-trade">
            <Link to={`/trades/${trade.tradeNumber}`} className="bo-link">
              {t("backoffice.trade.title", { number: trade.tradeNumber })}
            </Link>{" "}
            <StateBadge state={trade.state} />
          </h2>
          <p>{t("backoffice.receive.expected", { count: trade.devices })}</p>
          <Form method="post" noValidate>
            <input type="hidden" name="number" value={trade.tradeNumber} />
            <Field id="devicesFound" label={t("backoffice.receive.devicesFound")} error={result?.errors?.fields?.devicesFound}>
              {(a) => <input {...a} type="number" min={0} max={100} inputMode="numeric" defaultValue={trade.devices} autoFocus />}
            </Field>
            <button type="submit">{t("backoffice.receive.confirm")}</button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
