import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/campaigns";
import { listStaffCampaigns } from "../../../core/campaign/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { CampaignBonus, CampaignPhaseBadge } from "../../features/backoffice/campaign-bits.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { EditionOptions } from "../../features/backoffice/list-bits.tsx";
import { campaignListQuery } from "../../../core/campaign/index.ts";

export const meta: Route.MetaFunction = () => [{ title: "Campaigns | Sellback back office" }];

/** Every campaign with its bonus, scope, days and use (catalog, admin): the same core call as GET /api/backoffice/campaigns. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "catalog");
  const parsed = campaignListQuery.safeParse({ edition: url.searchParams.get("edition") || undefined });
  const edition = parsed.success ? parsed.data.edition : undefined;
  const deps = page.ctx.deps;
  return { campaigns: await listStaffCampaigns(deps.database.db, nowFrom(deps), edition), edition: edition ?? "" };
}

export default function Campaigns() {
  const t = useT();
  const { campaigns, edition } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="bo-page">
      <div className="bo-title-row">
        <h1>{t("backoffice.campaigns.title")}</h1>
        <Link to="/campaigns/new" className="button">
          {t("backoffice.campaigns.new")}
        </Link>
      </div>
      <p className="bo-hint">{t("backoffice.campaigns.intro")}</p>
      <Form method="get" className="bo-filters" key={params.toString()}>
        <div className="field">
          <label htmlFor="edition">{t("backoffice.campaigns.filter.edition")}</label>
          <select id="edition" name="edition" defaultValue={edition}>
            <option value="">{t("backoffice.campaigns.filter.all")}</option>
            <EditionOptions />
          </select>
        </div>
        <div className="bo-filter-actions">
          <button type="submit" className="secondary">
            {t("backoffice.campaigns.filter.submit")}
          </button>
        </div>
      </Form>
      {campaigns.length === 0 ? (
        <p className="bo-empty">{t("backoffice.campaigns.empty")}</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0}>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t("backoffice.campaigns.col.name")}</th>
                <th scope="col">{t("backoffice.campaigns.col.edition")}</th>
                <th scope="col" className="bo-num">
                  {t("backoffice.campaigns.col.bonus")}
                </th>
                <th scope="col">{t("backoffice.campaigns.col.scope")}</th>
                <th scope="col">{t("backoffice.campaigns.col.days")}</th>
                <th scope="col">{t("backoffice.campaigns.col.phase")}</th>
                <th scope="col" className="bo-num">
                  {t("backoffice.campaigns.col.offers")}
                </th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((c) => (
                <tr key={c.id} data-campaign-id={c.id}>
                  <th scope="row">
                    <Link to={`/campaigns/${c.id}`}>{c.name}</Link>
                  </th>
                  <td>{c.edition}</td>
                  <td className="bo-num">
                    <CampaignBonus campaign={c} />
                  </td>
                  <td>{[...c.categoryIds, ...c.manufacturerIds].join(", ") || t("backoffice.campaigns.scope.all")}</td>
                  <td className="bo-nowrap">{t("backoffice.campaigns.days", { first: c.firstDay, last: c.lastDay })}</td>
                  <td>
                    <CampaignPhaseBadge phase={c.phase} />
                  </td>
                  <td className="bo-num">{c.offers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
