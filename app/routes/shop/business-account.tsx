/**
 * The business account (decision 0124): the company, its one contact person at Sellback, its
 * quotes, its trades with their documents and the sustainability reports. Private (no-store);
 * members of a company only: a consumer account gets a pointer to register a company, a visitor
 * the account's login.
 */
import { useLoaderData } from "react-router";
import type { Route } from "./+types/business-account";
import { quotesOfCompany } from "../../../core/b2b-quote/index.server.ts";
import { reportYearsOfCompany } from "../../../core/b2b-report/index.server.ts";
import { companyOfCustomer } from "../../../core/company/index.server.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { loggedInSession, respond } from "../../../server/sessions/shop.server.ts";
import { CompanyQuotes, CompanyTrades, SustainabilityReports } from "../../features/business/account-view.tsx";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { noindexMeta } from "../../lib/meta.ts";
import businessStyles from "../../ui/shop-business.css?url";
import { formPage, pageSession } from "./account-form.server.ts";
import { companyTrades } from "./business-account.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: businessStyles }];

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, loggedInSession);
  const db = ctx.deps.database.db;
  const t = translator(ctx.locale);
  const base = {
    ...formPage(ctx, "businessAccount", session),
    title: t("business.seller.account.title"),
    description: t("business.seller.account.description"),
  };
  const membership = await companyOfCustomer(db, session.customerId);
  if (!membership) return respond(session, { ...base, email: session.customer.email, company: null, quotes: [], trades: [], years: [] });
  const [quotes, trades, years] = await Promise.all([
    quotesOfCompany(db, membership.company.id),
    companyTrades(db, membership.company.id),
    reportYearsOfCompany(db, membership.company.id),
  ]);
  const { company } = membership;
  return respond(session, {
    ...base,
    email: session.customer.email,
    company: { name: company.name, role: membership.role, accountManager: company.accountManager },
    quotes,
    trades,
    years,
  });
}

export const meta: Route.MetaFunction = noindexMeta;

export default function BusinessAccount() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const { company } = data;
  if (!company)
    return (
      <div className="page business business-account">
        <h1>{t("business.seller.account.heading")}</h1>
        <div className="business-panel" data-testid="business-consumer">
          <p>{t("business.seller.account.consumer", { email: data.email })}</p>
          <p>
            <LocalizedLink to="businessRegister" className="button">
              {t("business.seller.account.register")}
            </LocalizedLink>
          </p>
          <p>
            <LocalizedLink to="account">{t("business.seller.account.consumerAccount")}</LocalizedLink>
          </p>
        </div>
      </div>
    );
  return (
    <div className="page business business-account">
      <h1>{t("business.seller.account.heading")}</h1>
      <p className="lead" data-testid="business-company">
        {t("business.seller.account.company", { company: company.name })}
      </p>
      <div className="business-layout">
        <div className="business-layout__main">
          <CompanyTrades trades={data.trades} />
          <CompanyQuotes quotes={data.quotes} />
          <SustainabilityReports years={data.years} />
        </div>
        <aside className="business-layout__side">
          <section className="business-panel" aria-labelledby="business-contact-heading">
            <h2 id="business-contact-heading">{t("business.seller.account.contact.heading")}</h2>
            {company.accountManager ? (
              <p data-testid="account-manager">
                <strong>{company.accountManager.name}</strong>
                <br />
                <a href={`mailto:${company.accountManager.email}`}>{company.accountManager.email}</a>
              </p>
            ) : (
              <p data-testid="account-manager">{t("business.seller.account.contact.pending")}</p>
            )}
          </section>
          <section className="business-panel" aria-labelledby="business-company-heading">
            <h2 id="business-company-heading">{t("business.seller.account.companyHeading")}</h2>
            <p>{t(`business.seller.account.role.${company.role}`)}</p>
            <p>
              <LocalizedLink to="businessCompany">{t("business.seller.account.companyLink")}</LocalizedLink>
            </p>
            <p>
              <LocalizedLink to="account">{t("business.seller.account.personalLink")}</LocalizedLink>
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
