import { Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/voucher";
import { siteLinks } from "../../features/backoffice/site-nav.tsx";
import { isEditionId, type EditionId } from "../../../core/editions/index.ts";
import { createVoucher, deleteVoucher, getVoucher, updateVoucher, type VoucherRow } from "../../../core/vouchers/index.server.ts";
import { dayOf, voucherCreateSchema, voucherFormInput, voucherParams, voucherUpdateSchema } from "../../../core/vouchers/index.ts";
import { ProblemError, nowFrom } from "../../../core/shared/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { openSitePage, siteFormPost, siteFormAction, type SiteFormErrors } from "./site-forms.server.ts";
import { ErrorSummary, Field } from "../../ui/form.tsx";
import { RadioGroup } from "../../ui/radio-group.tsx";

import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { SiteEditHead } from "../../features/backoffice/site-edit-head.tsx";
import { CODE_INPUT, InputField } from "../../ui/input-field.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { ConfirmStep } from "../../ui/confirm-step.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import { EditionOptions } from "../../ui/list-page.tsx";

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.code ? `Voucher ${params.code}` : "New voucher"} | Sellback back office` },
];

async function existing(
  db: Parameters<typeof getVoucher>[0],
  params: { edition?: string; code?: string },
  url: URL,
): Promise<VoucherRow | null> {
  if (params.code === undefined) return null;
  const parsed = voucherParams.safeParse(params);
  const row = parsed.success ? await getVoucher(db, parsed.data.edition, parsed.data.code) : null;
  if (!row) throw pageNotFound(url.pathname, "noEntity");
  return row;
}

/** The form's values of a stored voucher (days in the edition's time zone, the bonus in euros). */
function formValues(v: VoucherRow): Record<string, string> {
  return {
    code: v.code,
    edition: v.edition,
    kind: v.kind,
    percent: v.percent === null ? "" : String(v.percent),
    bonus: v.bonusCents === null ? "" : (v.bonusCents / 100).toFixed(2),
    validFrom: dayOf(v.validFrom, v.edition, "from"),
    validUntil: dayOf(v.validUntil, v.edition, "until"),
    active: v.active ? "on" : "",
    maxUsesPerCustomer: v.maxUsesPerCustomer === null ? "" : String(v.maxUsesPerCustomer),
    maxUses: v.maxUses === null ? "" : String(v.maxUses),
  };
}

/** One voucher to create (/vouchers/new) or change (/vouchers/{edition}/{code}); catalog or admin. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { page, db } = openSitePage({ context, url });
  const row = await existing(db, params, url);
  const raw = url.searchParams.get("edition");
  const edition: EditionId = isEditionId(raw) ? raw : "de";
  const today = dayOf(nowFrom(page.ctx.deps).toISOString(), edition, "from");
  const fresh = {
    code: "",
    edition,
    kind: "percent",
    percent: "",
    bonus: "",
    validFrom: today,
    validUntil: "",
    active: "on",
    maxUsesPerCustomer: "1",
    maxUses: "",
  };
  return { row, values: row ? formValues(row) : fresh, saved: url.searchParams.get("saved") === "1" };
}

const KINDS = ["percent", "fixed"] as const;

const AMOUNT = { inputMode: "decimal", autoComplete: "off" } as const;
const DAY = { type: "date", required: true } as const;
const COUNT = { inputMode: "numeric", autoComplete: "off" } as const;
/** The form's fields after the kind, two a row: each with its hint (a message under backoffice.vouchers) and its input. */
const FIELD_ROWS = [
  [
    { id: "percent", hint: "percentHint", input: AMOUNT },
    { id: "bonus", hint: "bonusHint", input: AMOUNT },
  ],
  [
    { id: "validFrom", hint: null, input: DAY },
    { id: "validUntil", hint: "validUntilHint", input: DAY },
  ],
  [
    { id: "maxUsesPerCustomer", hint: "limitHint", input: COUNT },
    { id: "maxUses", hint: "limitHint", input: COUNT },
  ],
] as const;

const fieldOf = (field: string) => (field === "bonusCents" ? "bonus" : field);

/** Save, deactivate or delete: the same core calls as the voucher API. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { form, db, actor } = await siteFormPost({ context, request, url });
  const row = await existing(db, params, url);
  return siteFormAction(row && form.intent !== "save" ? formValues(row) : form, async () => {
    try {
      if (row && form.intent === "delete") {
        await deleteVoucher(db, row.edition, row.code, actor);
        throw redirect("/vouchers?done=deleted");
      }
      if (row && form.intent === "deactivate") {
        const current = parseWith(voucherUpdateSchema, voucherFormInput({ ...formValues(row), active: "" }, row.edition));
        await updateVoucher(db, row.edition, row.code, current, actor);
        throw redirect(`/vouchers/${row.edition}/${encodeURIComponent(row.code)}?saved=1`);
      }
      const edition = row?.edition ?? (isEditionId(form.edition) ? form.edition : "de");
      if (row) {
        await updateVoucher(db, row.edition, row.code, parseWith(voucherUpdateSchema, voucherFormInput(form, edition)), actor);
        throw redirect(`/vouchers/${row.edition}/${encodeURIComponent(row.code)}?saved=1`);
      }
      const made = await createVoucher(
        db,
        parseWith(voucherCreateSchema, { ...voucherFormInput(form, edition), code: form.code ?? "", edition: form.edition }),
        actor,
      );
      throw redirect(`/vouchers/${made.edition}/${encodeURIComponent(made.code)}?saved=1`);
    } catch (err) {
      // the form calls the bonus in euros "bonus"; the schema's field is bonusCents
      if (err instanceof ProblemError && err.errors)
        throw new ProblemError(
          err.status,
          err.code,
          err.detail,
          err.errors.map((e) => ({ ...e, field: fieldOf(e.field) })),
          err.extra,
        );
      throw err;
    }
  });
}

export default function VoucherEdit() {
  const t = useT();
  const { row, values: stored, saved } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(
    useActionData<typeof action>() as { errors?: SiteFormErrors; values?: Record<string, string> } | undefined,
  );
  const errors = result?.errors;
  const values = result?.values ?? stored;
  const labels: Record<string, string> = {
    code: t("backoffice.vouchers.field.code"),
    edition: t("backoffice.site.edition"),
    kind: t("backoffice.vouchers.field.kind"),
    percent: t("backoffice.vouchers.field.percent"),
    bonus: t("backoffice.vouchers.field.bonus"),
    validFrom: t("backoffice.vouchers.field.validFrom"),
    validUntil: t("backoffice.vouchers.field.validUntil"),
    active: t("backoffice.vouchers.field.active"),
    maxUsesPerCustomer: t("backoffice.vouchers.field.maxUsesPerCustomer"),
    maxUses: t("backoffice.vouchers.field.maxUses"),
  };
  return (
    <div className="bo-page">
      <SiteEditHead
        back={{ to: "/vouchers", label: t("backoffice.vouchers.back") }}
        title={
          row
            ? t("backoffice.vouchers.editTitle", { code: row.code, edition: row.edition.toUpperCase() })
            : t("backoffice.vouchers.newTitle")
        }
        saved={saved ? t("backoffice.vouchers.saved") : null}
      />
      {row ? <p data-testid="voucher-uses">{t("backoffice.vouchers.usedBy", { uses: row.uses })}</p> : null}
      <ErrorSummary errors={errors} labels={labels} />
      <Form method="post" noValidate className="bo-form bo-card" key={JSON.stringify(values)}>
        {row ? null : (
          <>
            <InputField
              id="code"
              label={labels.code!}
              hint={t("backoffice.vouchers.codeHint")}
              error={errors?.fields?.code}
              input={{ ...CODE_INPUT, defaultValue: values.code, maxLength: 40, required: true }}
            />
            <Field id="edition" label={labels.edition!} error={errors?.fields?.edition}>
              {(a) => (
                <select {...a} defaultValue={values.edition}>
                  <EditionOptions />
                </select>
              )}
            </Field>
          </>
        )}
        <RadioGroup
          name="kind"
          legend={labels.kind}
          error={errors?.fields?.kind}
          options={KINDS.map((k) => ({ value: k, label: t(`backoffice.vouchers.kind.${k}`) }))}
          defaultValue={values.kind}
          layout="split"
        />
        {FIELD_ROWS.map((pair) => (
          <div className="bo-inline-fields" key={pair[0].id}>
            {pair.map((f) => (
              <InputField
                key={f.id}
                id={f.id}
                label={labels[f.id]!}
                hint={f.hint ? t(`backoffice.vouchers.${f.hint}`) : undefined}
                error={errors?.fields?.[f.id]}
                input={{ ...f.input, defaultValue: values[f.id] }}
              />
            ))}
          </div>
        ))}
        <div className="bo-check">
          <input id="active" name="active" type="checkbox" defaultChecked={values.active === "on"} />
          <label htmlFor="active">{labels.active}</label>
        </div>
        <div className="bo-actions">
          <button type="submit" name="intent" value="save">
            {t("backoffice.vouchers.save")}
          </button>
        </div>
      </Form>
      {row ? (
        row.uses > 0 && !row.active ? (
          <div className="bo-card">
            <h2>{t("backoffice.vouchers.removeTitle")}</h2>
            <p>{t("backoffice.vouchers.usedHint", { uses: row.uses })}</p>
          </div>
        ) : (
          <ConfirmStep
            className="bo-card"
            heading={<h2>{t("backoffice.vouchers.removeTitle")}</h2>}
            text={row.uses > 0 ? t("backoffice.vouchers.usedHint", { uses: row.uses }) : t("backoffice.vouchers.deleteHint")}
            intent={row.uses > 0 ? "deactivate" : "delete"}
            button={row.uses > 0 ? t("backoffice.vouchers.deactivate") : t("backoffice.vouchers.delete")}
            buttonClass="bo-danger"
          />
        )
      ) : null}
    </div>
  );
}
