import { data, Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/support-customer";
import { nowFrom, ProblemError, z } from "../../../core/shared/index.ts";
import {
  customerSupportView,
  eraseCustomer,
  eraseGuest,
  guestSupportView,
  resendMail,
  type PersonView,
} from "../../../core/support/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { TradeTable } from "../../features/backoffice/support-bits.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { CONFIRM_FIELD, CONFIRM_VALUE, ConfirmPanel } from "../../ui/confirm-step.tsx";
import { pageNotFound } from "../../lib/errors.ts";

import supportStyles from "../../ui/backoffice-support.css?url";
import { PageHeader } from "../../ui/page-header.tsx";
import { Notice } from "../../ui/notice.tsx";
import { staffFormPost } from "./staff-form.server.ts";
import { PostalAddress } from "../../i18n/postal-address.tsx";
import { useDateTimeText } from "../../ui/date-time.tsx";
import { mailKindKey } from "../../../core/mail/index.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: supportStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Customer | Sellback back office" }];

const ROLES = ["support"] as const;
const TRADE_NUMBER = /^SB-\d{7}$/;
const CUSTOMER_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Which person the path names: `/support/customers/:customerId` or `/support/guests/:tradeNumber`. */
function personOf(params: { customerId?: string; tradeNumber?: string }, url: URL): { customerId: string } | { tradeNumber: string } {
  if (params.customerId !== undefined && CUSTOMER_ID.test(params.customerId)) return { customerId: params.customerId };
  if (params.tradeNumber !== undefined && TRADE_NUMBER.test(params.tradeNumber)) return { tradeNumber: params.tradeNumber };
  throw pageNotFound(url.pathname, "noEntity");
}

/** A customer's or guest's view (support or admin, decision 0041): the same core functions as GET /api/backoffice/support/customers/{id} and /guests/{n}. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...ROLES);
  const who = personOf(params, url);
  const db = page.ctx.deps.database.db;
  try {
    const view: PersonView =
      "customerId" in who ? await customerSupportView(db, who.customerId) : await guestSupportView(db, who.tradeNumber);
    return { view, base: "customerId" in who ? `/support/customers/${who.customerId}` : `/support/guests/${who.tradeNumber}` };
  } catch (err) {
    if (err instanceof ProblemError && err.code === "support_registered_customer")
      throw redirect(`/support/customers/${String(err.extra.customerId)}`);
    if (err instanceof ProblemError && err.status === 404) throw pageNotFound(url.pathname, "noEntity");
    throw err;
  }
}

const actionForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend"), mailId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  z.object({ intent: z.literal("erase"), [CONFIRM_FIELD]: z.literal(CONFIRM_VALUE, { error: "backoffice.support.erase.confirmMissing" }) }),
]);

/** Resend a mail or erase the person: the same core calls (each audited) as the API. */
export async function action(args: Route.ActionArgs) {
  const { params, url } = args;
  const { page, staff, form } = await staffFormPost(args, ...ROLES);
  const who = personOf(params, url);
  const parsed = actionForm.safeParse(form);
  if (!parsed.success) {
    const confirm = parsed.error.issues.some((i) => i.path[0] === "confirm");
    return data(
      { done: null, errors: confirm ? { fields: { confirm: "backoffice.support.erase.confirmMissing" } } : { form: "problem.validation" } },
      { status: 422 },
    );
  }
  const deps = page.ctx.deps;
  const act = { staff: staff.staff, now: nowFrom(deps), clientKey: page.ctx.clientKey };
  try {
    if (parsed.data.intent === "resend") {
      await resendMail(deps.database.db, deps.mailer, {
        ...act,
        mailId: parsed.data.mailId,
        originFor: (edition) => mailOrigin(deps.config, edition),
      });
      return { done: "resent" as const, errors: null };
    }
    if ("customerId" in who) await eraseCustomer(deps.database.db, { ...act, customerId: who.customerId });
    else await eraseGuest(deps.database.db, { ...act, tradeNumber: who.tradeNumber });
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    return data({ done: null, errors: { form: err.detail ?? `problem.${err.code}` } }, { status: err.status });
  }
  throw redirect("/support?erased=1");
}

export default function SupportCustomer() {
  const t = useT();
  const f = useFormat();
  const { view, base } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as
    | { done: "resent" | null; errors: { form?: string; fields?: { confirm?: string } } | null }
    | undefined;
  const c = view.customer;
  const dateTime = useDateTimeText();
  const confirmError = result?.errors?.fields?.confirm;
  const [params] = useSearchParams();
  // the erasure's confirmation step (decision 0085): opened by the first button, or after a post without the box ticked
  const erasing = view.erasure.possibleNow && (params.get("step") === "erase" || Boolean(confirmError));
  const name = `${c.firstName} ${c.lastName}`;
  return (
    <div className="bo-page">
      <PageHeader
        back={{ to: "/support", label: t("backoffice.support.back") }}
        title={
          <>
            {c.firstName} {c.lastName}
          </>
        }
      >
        <span className="bo-badge">{t(view.kind === "customer" ? "backoffice.support.registered" : "backoffice.support.guest")}</span>
      </PageHeader>
      <Notice>{result?.done === "resent" ? t("backoffice.support.mails.resent") : null}</Notice>
      {result?.errors?.form ? (
        <p className="bo-notice bo-notice--warn" role="alert">
          {t(result.errors.form)}
        </p>
      ) : null}
      {erasing ? (
        <ConfirmPanel
          id="erase-step"
          title={t("backoffice.support.erase.stepTitle", { name })}
          text={t("backoffice.support.erase.stepText", {
            name,
            trades: view.trades.length,
            messages: view.contactMessages.length,
            kind: view.kind,
          })}
          hiddenIntent
          intent="erase"
          acknowledge={{ label: t("backoffice.support.erase.confirm"), error: confirmError ? t(confirmError) : undefined }}
          button={t("backoffice.support.erase.yes")}
          buttonClass="bo-danger"
          cancel={{ to: base, label: t("backoffice.support.erase.cancel") }}
        />
      ) : null}
      <div className="bo-columns">
        <section aria-labelledby="bo-person" className="bo-card">
          <h2 id="bo-person">{t("backoffice.support.person")}</h2>
          <dl className="bo-facts">
            <dt>{t("backoffice.trade.email")}</dt>
            <dd>{c.email}</dd>
            {c.customerNumber ? (
              <>
                <dt>{t("backoffice.support.col.number")}</dt>
                <dd>{c.customerNumber}</dd>
              </>
            ) : null}
            {c.guestAccountNumbers.length ? (
              <>
                <dt>{t("backoffice.support.guestNumbers")}</dt>
                <dd>{c.guestAccountNumbers.join(", ")}</dd>
              </>
            ) : null}
            <dt>{t("backoffice.trade.edition")}</dt>
            <dd>{c.edition.toUpperCase()}</dd>
            {c.phone ? (
              <>
                <dt>{t("backoffice.trade.phone")}</dt>
                <dd>{c.phone}</dd>
              </>
            ) : null}
            <dt>{t("backoffice.support.col.since")}</dt>
            <dd>{f.date(c.createdAt)}</dd>
            {c.activated !== null ? (
              <>
                <dt>{t("backoffice.support.activated")}</dt>
                <dd>{t(c.activated ? "backoffice.support.yes" : "backoffice.support.no")}</dd>
              </>
            ) : null}
          </dl>
          {c.address ? (
            <>
              <h3>{t("backoffice.trade.address")}</h3>
              <PostalAddress address={c.address} />
            </>
          ) : null}
        </section>
        {view.kind === "customer" ? (
          <section aria-labelledby="bo-accounts" className="bo-card">
            <h2 id="bo-accounts">{t("backoffice.support.payoutAccounts")}</h2>
            {c.payoutAccounts.length === 0 ? <p className="bo-empty">{t("backoffice.support.none")}</p> : null}
            {c.payoutAccounts.map((a) => (
              <dl className="bo-facts" key={a.id}>
                <dt>{t(a.kind === "paypal" ? "backoffice.trade.paypal" : "backoffice.trade.sepa")}</dt>
                <dd className="bo-mono">
                  {a.ibanMasked ?? a.paypalEmail ?? "–"}
                  {a.primary ? <span className="bo-sub">{t("backoffice.support.primary")}</span> : null}
                </dd>
                {a.accountHolder ? (
                  <>
                    <dt>{t("backoffice.trade.accountHolder")}</dt>
                    <dd>{a.accountHolder}</dd>
                  </>
                ) : null}
              </dl>
            ))}
          </section>
        ) : null}
      </div>

      <section aria-labelledby="bo-person-trades">
        <h2 id="bo-person-trades">{t("backoffice.support.trades")}</h2>
        {view.trades.length ? <TradeTable trades={view.trades} /> : <p className="bo-empty">{t("backoffice.support.none")}</p>}
      </section>

      <section aria-labelledby="bo-person-messages">
        <h2 id="bo-person-messages">{t("backoffice.support.messages")}</h2>
        {view.contactMessages.length === 0 ? (
          <p className="bo-empty">{t("backoffice.support.none")}</p>
        ) : (
          <ul className="bo-list">
            {view.contactMessages.map((m) => (
              <li key={m.id}>
                <Link to={`/inbox/${m.id}`}>{t("backoffice.inbox.messageTitle", { id: m.id })}</Link> · {dateTime(m.createdAt)} ·{" "}
                <span className="bo-badge" data-status={m.status}>
                  {t(`backoffice.inbox.status.${m.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="bo-person-mails">
        <h2 id="bo-person-mails">{t("backoffice.support.mails")}</h2>
        {view.mails.length === 0 ? (
          <p className="bo-empty">{t("backoffice.support.none")}</p>
        ) : (
          <DataTable
            testId="mail-log"
            rows={view.mails}
            rowKey={(m) => m.id}
            rowAttributes={(m) => ({ "data-mail-id": String(m.id) })}
            columns={[
              { header: t("backoffice.support.mails.sent"), cell: (m) => dateTime(m.sentAt) },
              {
                header: t("backoffice.support.mails.subject"),
                rowHeader: true,
                cell: (m) => (
                  <>
                    <span className="bo-change">{m.subject}</span>
                    <span className="bo-sub">
                      {m.recipient}
                      {m.tradeNumber ? ` · ${m.tradeNumber}` : ""}
                      {m.resentFrom ? ` · ${t("backoffice.support.mails.resentFrom", { id: m.resentFrom })}` : ""}
                    </span>
                  </>
                ),
              },
              {
                header: t("backoffice.support.mails.kind"),
                className: "bo-wide",
                // in words, with the stored kind beside it as data (what staff search the log for)
                cell: (m) => {
                  const key = mailKindKey(m.kind);
                  return (
                    <>
                      {key ? <span>{t(key)}</span> : null}{" "}
                      <code className="bo-sub" translate="no">
                        {m.kind}
                      </code>
                    </>
                  );
                },
              },
              {
                header: t("backoffice.support.mails.status"),
                cell: (m) => t(m.status === "sent" ? "backoffice.support.mails.statusSent" : "backoffice.support.mails.statusFailed"),
              },
              {
                header: <span className="visually-hidden">{t("backoffice.support.mails.actions")}</span>,
                cell: (m) =>
                  m.resendable ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="mailId" value={m.id} />
                      <button
                        type="submit"
                        className="secondary bo-resend"
                        aria-label={t("backoffice.support.mails.resendLabel", { subject: m.subject })}
                      >
                        {t("backoffice.support.mails.resend")}
                      </button>
                    </Form>
                  ) : (
                    <span className="bo-sub">{t("backoffice.support.mails.notResendable")}</span>
                  ),
              },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="bo-gdpr" className="bo-card">
        <h2 id="bo-gdpr">{t("backoffice.support.gdpr")}</h2>
        <p>
          <a href={`${base}/export`} className="button secondary" download>
            {t("backoffice.support.export")}
          </a>
        </p>
        <h3>{t("backoffice.support.erase.title")}</h3>
        <p className="bo-hint">{t("backoffice.support.erase.hint")}</p>
        {view.erasure.possibleNow ? (
          <Form method="get">
            <button type="submit" name="step" value="erase" className="bo-danger">
              {t("backoffice.support.erase.submit")}
            </button>
          </Form>
        ) : (
          <p className="bo-notice bo-notice--warn" data-testid="erase-blocked">
            {t("backoffice.support.erase.blocked", { trades: view.erasure.openTrades.join(", ") })}
          </p>
        )}
      </section>
    </div>
  );
}
