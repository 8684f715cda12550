import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/campaign";
import { campaignInputSchema } from "../../../core/campaign/index.ts";
import { deleteCampaign, endCampaign, saveCampaign, staffCampaign, type StaffCampaign } from "../../../core/campaign/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { formObject } from "../../../server/http/form-action.server.ts";
import { fieldErrors } from "../../../server/http/problem.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { CampaignPhaseBadge } from "../../features/backoffice/campaign-bits.tsx";
import { Fragment } from "react";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { Notice } from "../../ui/notice.tsx";

import { RadioGroup } from "../../ui/radio-group.tsx";

import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ConfirmStep } from "../../ui/confirm-step.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import { EditionOptions } from "../../ui/list-page.tsx";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.campaign ? loaderData.campaign.name : "New campaign"} | Sellback back office` },
];

const ROLE = "catalog" as const;
const FIELDS = ["edition", "name", "kind", "percent", "amount", "categoryIds", "manufacturerIds", "firstDay", "lastDay"] as const;

/** The fields after the kind, two a row: their input's attributes, each field's hint, and a hint before the row. */
const PAIRS = [
  { fields: ["percent", "amount"], input: { inputMode: "decimal" }, hint: null, before: null },
  {
    fields: ["categoryIds", "manufacturerIds"],
    input: { autoComplete: "off", spellCheck: false },
    hint: "backoffice.campaigns.field.scopeHint",
    before: null,
  },
  { fields: ["firstDay", "lastDay"], input: { type: "date" }, hint: null, before: "backoffice.campaigns.field.daysHint" },
] as const;

function campaignId(raw: string | undefined, url: URL): number | null {
  if (raw === undefined) return null;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id) throw pageNotFound(url.pathname, "noEntity");
  return id;
}

/** A new campaign (/campaigns/new) or one to change (/campaigns/{id}); catalog or admin. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ROLE);
  const id = campaignId(params.id, url);
  if (id === null) return { campaign: null };
  const deps = page.ctx.deps;
  const campaign = await staffCampaign(deps.database.db, id, nowFrom(deps));
  if (!campaign) throw pageNotFound(url.pathname, "noEntity");
  return { campaign };
}

/** Form problems as the page shows them: per field, or one message for the whole form. */
function problemData(err: ProblemError) {
  const fields = Object.fromEntries((err.errors ?? []).map((e) => [e.field, e.message]));
  return data(
    { errors: { ...(err.errors?.length ? {} : { form: err.detail ?? "backoffice.error.server" }), fields } as FormErrors },
    { status: err.status },
  );
}

/** Save (create or change), end now, or delete: the same core calls as the campaign API, audited there. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, ROLE);
  const id = campaignId(params.id, url);
  const form = formObject(await request.formData());
  const deps = page.ctx.deps;
  const actor = { staff: staff.staff, now: nowFrom(deps), clientKey: page.ctx.clientKey };
  try {
    if (id !== null && form.intent === "end") {
      await endCampaign(deps.database.db, id, actor);
      return redirect(`/campaigns/${id}?done=ended`);
    }
    if (id !== null && form.intent === "delete") {
      await deleteCampaign(deps.database.db, id, actor);
      return redirect("/campaigns?done=deleted");
    }
    const parsed = campaignInputSchema.safeParse(form);
    if (!parsed.success)
      return data(
        { errors: { fields: Object.fromEntries(fieldErrors(parsed.error).map((e) => [e.field, e.message])) } as FormErrors, values: form },
        { status: 422 },
      );
    const saved = await saveCampaign(deps.database.db, id, parsed.data, actor);
    return redirect(`/campaigns/${saved.id}?done=saved`);
  } catch (err) {
    if (err instanceof ProblemError) return problemData(err);
    throw err;
  }
}

function valuesOf(c: StaffCampaign | null): Record<string, string> {
  if (!c) return { kind: "percent" };
  return {
    edition: c.edition,
    name: c.name,
    kind: c.kind,
    percent: c.percent === null ? "" : String(c.percent),
    amount: c.fixedCents === null ? "" : (c.fixedCents / 100).toFixed(2),
    categoryIds: c.categoryIds.join(", "),
    manufacturerIds: c.manufacturerIds.join(", "),
    firstDay: c.firstDay,
    lastDay: c.lastDay,
  };
}

export default function CampaignPage() {
  const t = useT();
  const { campaign } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors; values?: Record<string, string> } | undefined);
  const [params] = useSearchParams();
  const done = params.get("done");
  const values = result?.values ?? valuesOf(campaign);
  const errors = result?.errors;
  const err = (f: string) => errors?.fields?.[f];
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`backoffice.campaigns.field.${f}`)]));
  const ended = campaign?.phase === "ended";
  return (
    <div className="bo-page">
      <p>
        <Link to="/campaigns" className="bo-link">
          {t("backoffice.campaigns.title")}
        </Link>
      </p>
      <div className="bo-title-row">
        <h1>{campaign ? t("backoffice.campaigns.edit", { name: campaign.name }) : t("backoffice.campaigns.new")}</h1>
        {campaign ? <CampaignPhaseBadge phase={campaign.phase} /> : null}
      </div>
      <Notice>{done === "saved" || done === "ended" ? t(`backoffice.campaigns.${done}`) : null}</Notice>
      <ErrorSummary errors={errors} labels={labels} />
      {campaign && campaign.offers > 0 ? <p className="bo-hint">{t("backoffice.campaigns.usedHint", { count: campaign.offers })}</p> : null}
      {ended ? <p className="bo-notice bo-notice--warn">{t("backoffice.campaigns.endedHint")}</p> : null}
      <Form method="post" noValidate className="bo-card">
        <fieldset disabled={ended} className="bo-plain">
          <legend className="visually-hidden">
            {campaign ? t("backoffice.campaigns.edit", { name: campaign.name }) : t("backoffice.campaigns.new")}
          </legend>
          <Field id="edition" label={labels.edition!} error={err("edition")}>
            {(a) => (
              <select {...a} defaultValue={values.edition ?? ""}>
                <option value="" disabled>
                  –
                </option>
                <EditionOptions />
              </select>
            )}
          </Field>
          <InputField
            id="name"
            label={labels.name!}
            hint={t("backoffice.campaigns.field.nameHint")}
            error={err("name")}
            input={{ maxLength: 60, defaultValue: values.name ?? "", autoComplete: "off" }}
          />
          <RadioGroup
            name="kind"
            legend={t("backoffice.campaigns.field.kind")}
            error={err("kind")}
            options={(["percent", "fixed"] as const).map((k) => ({ value: k, label: t(`backoffice.campaigns.field.kind.${k}`) }))}
            defaultValue={values.kind}
            layout="wrapped"
          />
          {PAIRS.map(({ fields, input, hint, before }) => (
            <Fragment key={fields[0]}>
              {before ? <p className="bo-hint">{t(before)}</p> : null}
              <div className="bo-columns">
                {fields.map((f) => (
                  <InputField
                    key={f}
                    id={f}
                    label={labels[f]!}
                    hint={hint ? t(hint) : undefined}
                    error={err(f)}
                    input={{ ...input, defaultValue: values[f] ?? "" }}
                  />
                ))}
              </div>
            </Fragment>
          ))}
          <button type="submit" name="intent" value="save">
            {campaign ? t("backoffice.campaigns.save") : t("backoffice.campaigns.create")}
          </button>
        </fieldset>
      </Form>
      {campaign && campaign.phase === "running" ? (
        <ConfirmStep
          opener={t("backoffice.campaigns.endNow")}
          text={t("backoffice.campaigns.confirmEnd")}
          intent="end"
          button={t("backoffice.campaigns.confirmEndButton")}
        />
      ) : null}
      {campaign && campaign.offers === 0 ? (
        <ConfirmStep
          opener={t("backoffice.campaigns.delete")}
          text={t("backoffice.campaigns.confirmDelete")}
          intent="delete"
          button={t("backoffice.campaigns.confirmDeleteButton")}
        />
      ) : null}
    </div>
  );
}
