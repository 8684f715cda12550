import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/device-prices";
import { devicePricesOf, isEdition, PriceGuardError, setDevicePrice } from "../../../core/pricing-admin/index.server.ts";
import { cleanReason, PRICE_REASON_MAX, type GuardReason } from "../../../core/pricing-admin/index.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { actorOf, priceGuardSettings } from "../../../server/api/backoffice/prices.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { ConfirmPanel, isConfirmed } from "../../ui/confirm-step.tsx";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { Notice } from "../../ui/notice.tsx";

import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { DataTable } from "../../ui/data-table.tsx";
import { DateTime } from "../../ui/date-time.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import { PRICE_ROLES } from "../../../core/staff/index.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.device.name ?? "Prices"} | Sellback back office` }];

const deviceIdOf = (raw: string | undefined, url: URL) => {
  const id = /^\d{1,9}$/.test(raw ?? "") ? Number(raw) : 0;
  if (id < 1) throw pageNotFound(url.pathname, "noEntity");
  return id;
};

/** One device's base price per edition and its history (catalog or admin): the data of GET /api/backoffice/devices/{id}/prices. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...PRICE_ROLES);
  const found = await devicePricesOf(page.ctx.deps.database.db, deviceIdOf(params.deviceId, url));
  if (!found) throw pageNotFound(url.pathname, "noEntity");
  return { ...found, guard: priceGuardSettings(page.ctx.deps.config) };
}

/** A guarded change to confirm (decision 0087): what the step restates, and the price typed. */
interface GuardStep {
  edition: string;
  price: string;
  oldCents: number | null;
  newCents: number;
  changePercent: number | null;
  stepPercent: number;
  ceilingCents: number;
  reasons: GuardReason[];
}

type ActionResult = {
  errors?: FormErrors;
  saved?: { edition: string; oldCents: number | null; newCents: number; changed: boolean; reason: string | null };
  step?: GuardStep;
};

/**
 * Sets one edition's price: the same core call as PUT /api/backoffice/devices/{id}/prices/{edition}.
 * A guarded change (decision 0087) is refused and answered with the confirmation step; the step
 * posts `confirm=yes` with the reason, and without a reason it is shown again with the error.
 */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, ...PRICE_ROLES);
  const deviceId = deviceIdOf(params.deviceId, url);
  const form = await request.formData().catch(() => null);
  if (!form) return data<ActionResult>({ errors: { form: "problem.bad_request" } }, { status: 400 });
  const edition = form.get("edition");
  const price = form.get("price");
  if (!isEdition(edition)) return data<ActionResult>({ errors: { form: "validation.invalid" } }, { status: 422 });
  const field = `price-${edition}`;
  if (typeof price !== "string" || price.trim() === "")
    return data<ActionResult>({ errors: { fields: { [field]: "backoffice.prices.reason.price" } } }, { status: 422 });
  const deps = page.ctx.deps;
  const confirmed = isConfirmed(form);
  // the box takes 500 characters; a longer post is cut there, not refused (the step would be lost)
  const reason = cleanReason(form.get("reason"))?.slice(0, PRICE_REASON_MAX) ?? null;
  const typed = price.slice(0, 20);
  try {
    const saved = await setDevicePrice(deps.database.db, deviceId, edition, typed, actorOf(staff, page.ctx.clientKey), nowFrom(deps), {
      settings: priceGuardSettings(deps.config),
      confirmed,
      reason,
    });
    return { saved } satisfies ActionResult;
  } catch (err) {
    if (err instanceof PriceGuardError) {
      const { guard } = err;
      const step: GuardStep = {
        edition,
        price: typed,
        oldCents: guard.oldCents,
        newCents: guard.newCents,
        changePercent: guard.changePercent,
        stepPercent: guard.stepPercent,
        ceilingCents: guard.ceilingCents,
        reasons: guard.reasons,
      };
      // from the step itself: the reason is what is missing; from the price form: the step, no error yet
      return data<ActionResult>(confirmed ? { step, errors: { fields: { reason: "backoffice.prices.guard.missing.reason" } } } : { step }, {
        status: confirmed ? 422 : 409,
      });
    }
    if (!(err instanceof ProblemError)) throw err;
    if (err.errors?.length) return data<ActionResult>({ errors: { fields: { [field]: err.errors[0]!.message } } }, { status: err.status });
    return data<ActionResult>({ errors: { form: err.detail ?? `problem.${err.code}` } }, { status: err.status });
  }
}

export default function DevicePrices() {
  const t = useT();
  const f = useFormat();
  const { device, prices, history, guard } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as ActionResult | undefined);
  const busy = useNavigation().state === "submitting";
  const money = (cents: number | null) => (cents === null ? t("backoffice.prices.device.none") : f.money(cents));
  const labels: Record<string, string> = {
    ...Object.fromEntries(
      prices.map((p) => [`price-${p.edition}`, t("backoffice.prices.device.newPrice", { edition: p.edition.toUpperCase() })]),
    ),
    reason: t("backoffice.prices.guard.reason"),
  };
  const step = result?.step;
  const signed = (percent: number) => `${percent > 0 ? "+" : percent < 0 ? "−" : ""}${f.percent(Math.abs(percent))}`;
  return (
    <div className="bo-page">
      <p>
        <Link to="/prices" className="bo-link">
          {t("backoffice.prices.back")}
        </Link>
      </p>
      <div className="bo-title-row">
        <h1>{t("backoffice.prices.device.heading", { name: device.name })}</h1>
        <span className="bo-mono">
          #{device.id} {device.slug}
        </span>
        <Link to={`/catalog/devices/${device.id}`} className="bo-link">
          {t("backoffice.prices.device.catalogLink")}
        </Link>
      </div>
      <ErrorSummary errors={result?.errors} labels={labels} />
      {step ? (
        <ConfirmPanel
          key={`${step.edition}-${step.newCents}`}
          id="guard"
          title={t("backoffice.prices.guard.title", { edition: step.edition.toUpperCase() })}
          text={t("backoffice.prices.guard.text")}
          intent="confirm-price"
          button={t("backoffice.prices.guard.button", { price: f.money(step.newCents) })}
          cancel={{ to: `/prices/devices/${device.id}`, label: t("backoffice.prices.guard.cancel") }}
        >
          <dl className="bo-facts" data-testid="guard-facts">
            <dt>{t("backoffice.prices.guard.change")}</dt>
            <dd>
              {money(step.oldCents)} → {f.money(step.newCents)}
              {step.changePercent === null ? "" : ` (${signed(step.changePercent)})`}
            </dd>
            <dt>{t("backoffice.prices.guard.why")}</dt>
            <dd>
              {step.reasons
                .map((r) =>
                  t(`backoffice.prices.guard.reasons.${r}`, { step: f.percent(step.stepPercent), ceiling: f.money(step.ceilingCents) }),
                )
                .join(" ")}
            </dd>
          </dl>
          <input type="hidden" name="edition" value={step.edition} />
          <input type="hidden" name="price" value={step.price} />
          <Field id="reason" label={labels.reason} hint={t("backoffice.prices.guard.reasonHint")} error={result?.errors?.fields?.reason}>
            {(a) => <textarea {...a} rows={3} maxLength={PRICE_REASON_MAX} aria-required="true" />}
          </Field>
        </ConfirmPanel>
      ) : null}
      <Notice data-testid="price-saved">
        {!result?.saved
          ? null
          : result.saved.changed
            ? t("backoffice.prices.device.saved", {
                edition: result.saved.edition.toUpperCase(),
                old: money(result.saved.oldCents),
                new: f.money(result.saved.newCents),
              })
            : t("backoffice.prices.device.unchanged", { price: f.money(result.saved.newCents) })}
      </Notice>
      {/* one card under the other, each the page's width: the history's last column, an e-mail address, is never cut off */}
      <div>
        <section className="bo-card" aria-labelledby="prices-heading">
          <h2 id="prices-heading">{t("backoffice.prices.device.pricesHeading")}</h2>
          <p className="bo-hint" data-testid="guard-rule">
            {t("backoffice.prices.guard.rule", { step: f.percent(guard.stepPercent), ceiling: f.money(guard.ceilingCents) })}
          </p>
          <DataTable
            caption={t("backoffice.prices.device.pricesHeading")}
            rows={prices}
            rowKey={(p) => p.edition}
            columns={[
              { header: t("backoffice.prices.device.col.edition"), rowHeader: true, cell: (p) => p.edition.toUpperCase() },
              {
                header: t("backoffice.prices.device.current"),
                numeric: true,
                cell: (p) => <span data-testid={`current-${p.edition}`}>{money(p.cents)}</span>,
              },
              {
                header: t("backoffice.prices.device.newPriceColumn"),
                cell: (p) => {
                  const id = `price-${p.edition}`;
                  const error = result?.errors?.fields?.[id];
                  return (
                    <Form method="post" className="bo-price-form" noValidate>
                      <input type="hidden" name="edition" value={p.edition} />
                      <div className={`field${error ? " field--error" : ""}`}>
                        <label htmlFor={id} className="visually-hidden">
                          {labels[id]}
                        </label>
                        {error ? (
                          <p className="field-error" id={`${id}-error`}>
                            {error}
                          </p>
                        ) : null}
                        <input
                          id={id}
                          name="price"
                          inputMode="decimal"
                          autoComplete="off"
                          defaultValue={p.cents === null ? "" : (p.cents / 100).toFixed(2)}
                          key={`${p.edition}-${p.cents}`}
                          {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
                        />
                      </div>
                      <button type="submit" className="secondary" disabled={busy}>
                        {t("backoffice.prices.device.save")}
                      </button>
                    </Form>
                  );
                },
              },
            ]}
          />
        </section>
        <section className="bo-card" aria-labelledby="history-heading">
          <h2 id="history-heading">{t("backoffice.prices.device.historyHeading")}</h2>
          {history.length === 0 ? (
            <p className="bo-empty">{t("backoffice.prices.device.historyEmpty")}</p>
          ) : (
            <DataTable
              caption={t("backoffice.prices.device.historyHeading")}
              testId="price-history"
              rows={history}
              rowKey={(h) => h.id}
              columns={[
                {
                  header: t("backoffice.prices.device.col.at"),
                  cell: (h) => <DateTime value={h.at} timeZone="UTC" className="bo-nowrap" />,
                },
                { header: t("backoffice.prices.device.col.edition"), cell: (h) => h.edition.toUpperCase() },
                {
                  header: t("backoffice.prices.device.col.change"),
                  numeric: true,
                  cell: (h) => (
                    <>
                      {money(h.oldCents)} → {f.money(h.newCents)}
                    </>
                  ),
                },
                {
                  header: t("backoffice.prices.device.col.source"),
                  cell: (h) =>
                    h.source === "import" && h.importId ? (
                      <Link className="bo-link" to={`/prices?import=${encodeURIComponent(h.importId)}`}>
                        {t("backoffice.prices.source.import")}
                      </Link>
                    ) : (
                      t(`backoffice.prices.source.${h.source}`)
                    ),
                },
                { header: t("backoffice.prices.device.col.reason"), cell: (h) => h.reason ?? "" },
                { header: t("backoffice.prices.device.col.staff"), cell: (h) => h.staffEmail ?? "–" },
              ]}
            />
          )}
        </section>
      </div>
    </div>
  );
}
