import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/partner";
import { partnerInputSchema, storeInputSchema, PARTNER_KINDS } from "../../../core/partners/index.ts";
import {
  createApiKey,
  partnerDetail,
  revokeApiKey,
  rotateApiKey,
  savePartner,
  saveStore,
  type PartnerActor,
  type PartnerDetail,
} from "../../../core/partners/index.server.ts";
import { addressLines, nowFrom, ProblemError, problemFormErrors } from "../../../core/shared/index.ts";
import { fieldErrors } from "../../../server/http/problem.server.ts";
import { formObject } from "../../../server/http/form-action.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { RadioGroup } from "../../ui/radio-group.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { Notice } from "../../ui/notice.tsx";

import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { DataTable } from "../../ui/data-table.tsx";
import { StatusBadge } from "../../ui/status-badge.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import partnerStyles from "../../ui/backoffice-partners.css?url";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";
import { useDateTimeText } from "../../ui/date-time.tsx";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: partnerStyles }];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.partner ? loaderData.partner.name : "New partner"} | Sellback back office` },
];

const ROLE = "admin" as const;
const FIELDS = [
  "name",
  "kind",
  "origins",
  "contactName",
  "contactEmail",
  "contactPhone",
  "voucherValidityDays",
  "voucherPrefix",
  "active",
] as const;
const STORE_FIELDS = ["name", "street", "houseNumber", "zip", "city", "email", "active"] as const;
const TEXT = { autoComplete: "off" } as const;
/** The partner's fields in columns (after name, kind and origins): each with its input, and whether a hint (`<id>Hint`) explains it. */
const PARTNER_ROWS = [
  [
    { id: "contactName", hint: false, input: { ...TEXT, maxLength: 120 } },
    { id: "contactEmail", hint: false, input: { ...TEXT, type: "email", maxLength: 254 } },
    { id: "contactPhone", hint: false, input: { ...TEXT, type: "tel", maxLength: 40 } },
  ],
  [
    { id: "voucherValidityDays", hint: true, input: { inputMode: "numeric" } },
    { id: "voucherPrefix", hint: true, input: { ...TEXT, maxLength: 6, spellCheck: false } },
  ],
] as const;
/** The store form's text fields, a row a line, with their limits. */
const STORE_ROWS = [
  [{ id: "name", maxLength: 120 }],
  [
    { id: "street", maxLength: 120 },
    { id: "houseNumber", maxLength: 20 },
  ],
  [
    { id: "zip", maxLength: 20 },
    { id: "city", maxLength: 80 },
  ],
  [{ id: "email", maxLength: 254 }],
] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function partnerIdOf(raw: string | undefined, url: URL): string | null {
  if (raw === undefined) return null;
  if (!UUID.test(raw)) throw pageNotFound(url.pathname, "noEntity");
  return raw;
}

const plain = (p: PartnerDetail) => ({
  id: p.id,
  key: p.key,
  name: p.name,
  kind: p.kind,
  origins: p.origins,
  active: p.active,
  contactName: p.contactName,
  contactEmail: p.contactEmail,
  contactPhone: p.contactPhone,
  voucherValidityDays: p.voucherValidityDays,
  voucherPrefix: p.voucherPrefix,
  stores: p.stores.map((s) => ({
    id: s.id,
    name: s.name,
    street: s.street,
    houseNumber: s.houseNumber,
    zip: s.zip,
    city: s.city,
    email: s.email,
    active: s.active,
  })),
  apiKeys: p.apiKeys.map((k) => ({
    id: k.id,
    keyPrefix: k.keyPrefix,
    createdAt: k.createdAt.toISOString(),
    createdBy: k.createdBy,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  })),
});

/** A new partner (/partners/new) or one to change (/partners/{id}) with its stores and API keys; admin only. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ROLE);
  const id = partnerIdOf(params.partnerId, url);
  if (id === null) return { partner: null };
  const found = await partnerDetail(page.ctx.deps.database.db, id);
  if (!found) throw pageNotFound(url.pathname, "noEntity");
  return { partner: plain(found) };
}

type Errors = FormErrors & { scope: "partner" | "store" | "keys" };

/** Problems as the page shows them: per field (origins.3 → origins; the store form's fields prefixed), or one message. */
function problemData(err: ProblemError, scope: Errors["scope"], values: Record<string, string>) {
  const errors = problemFormErrors(err, {
    field: (path) => (scope === "store" ? "store-" : "") + path.replace(/^origins\.\d+$/, "origins"),
    form: (e) => e.detail ?? "backoffice.error.server",
  });
  return data({ errors: { scope, ...errors } as Errors, values }, { status: err.status });
}

/** Save the partner, save a store, create / rotate / revoke an API key: the same core calls as the partner API, audited there. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, ROLE);
  const id = partnerIdOf(params.partnerId, url);
  const form = formObject(await request.formData());
  const deps = page.ctx.deps;
  const db = deps.database.db;
  const actor: PartnerActor = {
    staff: staff.staff,
    now: nowFrom(deps),
    clientKey: page.ctx.clientKey,
    allowLocalHttp: deps.config.NODE_ENV !== "production",
  };
  const intent = form.intent ?? "save";
  const scope: Errors["scope"] = intent === "store" ? "store" : intent.startsWith("key") ? "keys" : "partner";
  try {
    if (intent === "save") {
      const parsed = partnerInputSchema.safeParse(form);
      if (!parsed.success) return problemData(new ProblemError(422, "validation", undefined, fieldErrors(parsed.error)), scope, form);
      const saved = await savePartner(db, id, parsed.data, actor);
      return redirect(`/partners/${saved.id}?done=${id === null ? "created" : "saved"}`);
    }
    if (id === null) throw pageNotFound(url.pathname, "noEntity");
    if (intent === "store") {
      const input = Object.fromEntries(STORE_FIELDS.map((f) => [f, form[`store-${f}`]]).filter((e) => e[1] !== undefined));
      const storeId = /^\d{1,9}$/.test(form.storeId ?? "") ? Number(form.storeId) : null;
      const parsed = storeInputSchema.safeParse(input);
      if (!parsed.success) return problemData(new ProblemError(422, "validation", undefined, fieldErrors(parsed.error)), scope, form);
      await saveStore(db, id, storeId, parsed.data, actor);
      return redirect(`/partners/${id}?done=storeSaved#stores`);
    }
    const keyId = /^\d{1,9}$/.test(form.keyId ?? "") ? Number(form.keyId) : 0;
    if (intent === "key-create" || intent === "key-rotate") {
      const key = intent === "key-create" ? await createApiKey(db, id, actor) : await rotateApiKey(db, id, keyId, actor);
      return data(
        { secret: key.secret, keyPrefix: key.keyPrefix, notice: intent === "key-create" ? "keyCreated" : "keyRotated" },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    if (intent === "key-revoke") {
      await revokeApiKey(db, id, keyId, actor);
      return { notice: "keyRevoked" };
    }
    throw new ProblemError(422, "validation", "backoffice.partners.error.intent");
  } catch (err) {
    if (err instanceof ProblemError) return problemData(err, scope, form);
    throw err;
  }
}

type Partner = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["partner"]>;

function valuesOf(p: Partner | null): Record<string, string> {
  if (!p) return { kind: "retail", voucherValidityDays: "730", voucherPrefix: "SB", active: "on" };
  return {
    name: p.name,
    kind: p.kind,
    origins: p.origins.join("\n"),
    contactName: p.contactName,
    contactEmail: p.contactEmail,
    contactPhone: p.contactPhone,
    voucherValidityDays: String(p.voucherValidityDays),
    voucherPrefix: p.voucherPrefix,
    active: p.active ? "on" : "",
  };
}

export default function PartnerPage() {
  const t = useT();
  const { partner } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(
    useActionData<typeof action>() as
      | { errors?: Errors; values?: Record<string, string>; secret?: string; keyPrefix?: string; notice?: string }
      | undefined,
  );
  const [params] = useSearchParams();
  const done = params.get("done");
  const errors = result?.errors;
  const partnerErrors = errors?.scope === "partner" ? errors : undefined;
  const values = partnerErrors && result?.values ? result.values : valuesOf(partner);
  const err = (f: string) => partnerErrors?.fields?.[f];
  const labels = Object.fromEntries(FIELDS.map((f) => [f, t(`backoffice.partners.field.${f}`)]));
  const title = partner ? t("backoffice.partners.edit", { name: partner.name }) : t("backoffice.partners.new");
  return (
    <div className="bo-page bo-partner-page">
      <p>
        <Link to="/partners" className="bo-link">
          {t("backoffice.partners.title")}
        </Link>
      </p>
      <div className="bo-title-row">
        <h1>{title}</h1>
        {partner ? (
          <span className="bo-badge" data-state={partner.active ? "paid" : "cancelled"}>
            {t(partner.active ? "backoffice.partners.active" : "backoffice.partners.inactive")}
          </span>
        ) : null}
      </div>
      <Notice>{done === "created" || done === "saved" ? t(`backoffice.partners.done.${done}`) : null}</Notice>
      <ErrorSummary errors={partnerErrors} labels={labels} />
      {partner ? (
        <dl className="bo-facts">
          <dt>{t("backoffice.partners.field.key")}</dt>
          <dd className="bo-mono" data-partner-key>
            {partner.key}
          </dd>
        </dl>
      ) : null}
      <Form method="post" noValidate className="bo-card" key={JSON.stringify(values)} aria-label={title}>
        <InputField
          id="name"
          label={labels.name!}
          error={err("name")}
          input={{ maxLength: 120, defaultValue: values.name ?? "", autoComplete: "off" }}
        />
        <RadioGroup
          name="kind"
          legend={labels.kind}
          error={err("kind")}
          options={PARTNER_KINDS.map((k) => ({ value: k, label: t(`backoffice.partners.kind.${k}`) }))}
          defaultValue={values.kind}
          layout="wrapped"
        />
        <Field id="origins" label={labels.origins!} hint={t("backoffice.partners.field.originsHint")} error={err("origins")}>
          {(a) => (
            <textarea {...a} rows={3} defaultValue={values.origins ?? ""} spellCheck={false} autoComplete="off" className="bo-mono" />
          )}
        </Field>
        {PARTNER_ROWS.map((row) => (
          <div className="bo-columns" key={row[0].id}>
            {row.map((f) => (
              <InputField
                key={f.id}
                id={f.id}
                label={labels[f.id]!}
                hint={f.hint ? t(`backoffice.partners.field.${f.id}Hint`) : undefined}
                error={err(f.id)}
                input={{ ...f.input, defaultValue: values[f.id] ?? "" }}
              />
            ))}
          </div>
        ))}
        <div className="bo-partner-check">
          <input type="checkbox" name="active" id="active" defaultChecked={values.active === "on"} />
          <label htmlFor="active">{labels.active}</label>
        </div>
        <p>
          <button type="submit" name="intent" value="save">
            {partner ? t("backoffice.partners.save") : t("backoffice.partners.create")}
          </button>
        </p>
      </Form>
      {partner ? <Stores partner={partner} result={result} /> : null}
      {partner ? <ApiKeys partner={partner} result={result} /> : null}
      {partner ? (
        <section className="bo-card" aria-labelledby="users-title">
          <h2 id="users-title">{t("backoffice.partners.users.title")}</h2>
          <p className="bo-hint">{t("backoffice.partners.users.hint")}</p>
          <p>
            <Link to={`/partners/${partner.id}/users`} className="bo-link">
              {t("backoffice.partners.users.link")}
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

type Result = { errors?: Errors; values?: Record<string, string>; secret?: string; keyPrefix?: string; notice?: string } | undefined;

function Stores({ partner, result }: { partner: Partner; result: Result }) {
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const editing = partner.stores.find((s) => String(s.id) === params.get("store")) ?? null;
  const errors = result?.errors?.scope === "store" ? result.errors : undefined;
  const submitted = errors && result?.values ? result.values : null;
  const storeId = submitted ? (submitted.storeId ?? "") : editing ? String(editing.id) : "";
  const v = (f: (typeof STORE_FIELDS)[number]) =>
    submitted
      ? (submitted[`store-${f}`] ?? "")
      : editing
        ? f === "active"
          ? editing.active
            ? "on"
            : ""
          : String(editing[f])
        : f === "active"
          ? "on"
          : "";
  const err = (f: string) => errors?.fields?.[`store-${f}`];
  const labels = Object.fromEntries(STORE_FIELDS.map((f) => [`store-${f}`, t(`backoffice.partners.store.${f}`)]));
  const done = params.get("done") === "storeSaved";
  const storeField = (f: (typeof STORE_ROWS)[number][number]) => (
    <InputField
      key={f.id}
      id={`store-${f.id}`}
      label={labels[`store-${f.id}`]!}
      hint={f.id === "email" ? t("backoffice.partners.store.emailHint") : undefined}
      error={err(f.id)}
      input={{ type: f.id === "email" ? "email" : "text", maxLength: f.maxLength, defaultValue: v(f.id), autoComplete: "off" }}
    />
  );
  return (
    <section className="bo-card bo-partner-stores" aria-labelledby="stores-title" id="stores">
      <h2 id="stores-title">{t("backoffice.partners.stores.title")}</h2>
      <Notice>{done ? t("backoffice.partners.done.storeSaved") : null}</Notice>
      {partner.stores.length === 0 ? (
        <p className="bo-empty">{t("backoffice.partners.stores.empty")}</p>
      ) : (
        <DataTable
          rows={partner.stores}
          rowKey={(s) => s.id}
          rowAttributes={(s) => ({ "data-store-id": String(s.id) })}
          columns={[
            { header: t("backoffice.partners.store.name"), rowHeader: true, cell: (s) => s.name },
            { header: t("backoffice.partners.stores.address"), cell: (s) => addressLines({ ...s, country: "DE" }).join(", ") },
            { header: t("backoffice.partners.store.email"), cell: (s) => s.email },
            {
              header: t("backoffice.partners.col.status"),
              cell: (s) => (
                <StatusBadge
                  state={s.active ? "paid" : "cancelled"}
                  label={t(s.active ? "backoffice.partners.active" : "backoffice.partners.inactive")}
                />
              ),
            },
            {
              header: <span className="visually-hidden">{t("backoffice.partners.stores.actions")}</span>,
              cell: (s) => (
                <Link
                  to={`?store=${s.id}#store-form`}
                  className="bo-link"
                  aria-label={t("backoffice.partners.stores.editNamed", { name: s.name })}
                >
                  {t("backoffice.partners.stores.edit")}
                </Link>
              ),
            },
          ]}
        />
      )}
      <h3 id="store-form">{editing || storeId ? t("backoffice.partners.stores.editTitle") : t("backoffice.partners.stores.addTitle")}</h3>
      <ErrorSummary errors={errors} labels={labels} />
      <Form method="post" noValidate key={`${location.key}-${storeId}-${JSON.stringify(submitted)}`} aria-labelledby="store-form">
        <input type="hidden" name="storeId" value={storeId} />
        {STORE_ROWS.map((row) =>
          row.length === 1 ? (
            storeField(row[0])
          ) : (
            <div className="bo-columns" key={row[0].id}>
              {row.map(storeField)}
            </div>
          ),
        )}
        <div className="bo-partner-check">
          <input type="checkbox" name="store-active" id="store-active" defaultChecked={v("active") === "on"} />
          <label htmlFor="store-active">{labels["store-active"]}</label>
        </div>
        <p>
          <button type="submit" name="intent" value="store">
            {editing || storeId ? t("backoffice.partners.stores.save") : t("backoffice.partners.stores.add")}
          </button>{" "}
          {editing ? (
            <Link to="?#store-form" className="bo-link">
              {t("backoffice.partners.stores.cancel")}
            </Link>
          ) : null}
        </p>
      </Form>
    </section>
  );
}

function ApiKeys({ partner, result }: { partner: Partner; result: Result }) {
  const t = useT();
  const dateTime = useDateTimeText();
  const errors = result?.errors?.scope === "keys" ? result.errors : undefined;
  const active = partner.apiKeys.filter((k) => !k.revokedAt);
  return (
    <section className="bo-card" aria-labelledby="keys-title" id="api-keys">
      <h2 id="keys-title">{t("backoffice.partners.keys.title")}</h2>
      <p className="bo-hint">{t("backoffice.partners.keys.hint")}</p>
      <ErrorSummary errors={errors} labels={{}} />
      {result?.secret ? (
        <div className="bo-notice" role="status" data-new-key>
          <p>{t(`backoffice.partners.keys.notice.${result.notice === "keyRotated" ? "rotated" : "created"}`)}</p>
          <label htmlFor="new-secret">{t("backoffice.partners.keys.secretLabel")}</label>
          <input
            id="new-secret"
            type="text"
            readOnly
            value={result.secret}
            className="bo-mono bo-partner-secret"
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className="bo-hint">{t("backoffice.partners.keys.once")}</p>
        </div>
      ) : null}
      <Notice>{result?.notice === "keyRevoked" ? t("backoffice.partners.keys.revoked") : null}</Notice>
      {partner.apiKeys.length === 0 ? (
        <p className="bo-empty">{t("backoffice.partners.keys.empty")}</p>
      ) : (
        <DataTable
          rows={partner.apiKeys}
          rowKey={(k) => k.id}
          rowAttributes={(k) => ({ "data-key-id": String(k.id) })}
          columns={[
            { header: t("backoffice.partners.keys.prefix"), rowHeader: true, cellClassName: "bo-mono", cell: (k) => `${k.keyPrefix}…` },
            {
              header: t("backoffice.partners.keys.created"),
              cell: (k) =>
                t("backoffice.partners.keys.createdBy", {
                  at: dateTime(k.createdAt),
                  by: k.createdBy ?? "–",
                }),
            },
            {
              header: t("backoffice.partners.col.status"),
              cell: (k) =>
                k.revokedAt ? (
                  <StatusBadge state="cancelled" label={t("backoffice.partners.keys.revokedAt", { at: dateTime(k.revokedAt) })} />
                ) : (
                  <StatusBadge state="paid" label={t("backoffice.partners.active")} />
                ),
            },
            {
              header: <span className="visually-hidden">{t("backoffice.partners.stores.actions")}</span>,
              cellClassName: "bo-nowrap",
              cell: (k) =>
                k.revokedAt ? null : (
                  <Form method="post" className="bo-partner-key-actions">
                    <input type="hidden" name="keyId" value={k.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="key-rotate"
                      className="secondary"
                      aria-label={t("backoffice.partners.keys.rotateNamed", { prefix: k.keyPrefix })}
                    >
                      {t("backoffice.partners.keys.rotate")}
                    </button>{" "}
                    <button
                      type="submit"
                      name="intent"
                      value="key-revoke"
                      className="secondary"
                      aria-label={t("backoffice.partners.keys.revokeNamed", { prefix: k.keyPrefix })}
                    >
                      {t("backoffice.partners.keys.revoke")}
                    </button>
                  </Form>
                ),
            },
          ]}
        />
      )}
      <Form method="post">
        <button type="submit" name="intent" value="key-create" disabled={active.length >= 5}>
          {t("backoffice.partners.keys.create")}
        </button>
      </Form>
    </section>
  );
}
