import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/campaigns";
import { listStaffCampaigns } from "../../../core/campaign/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { CampaignBonus, CampaignPhaseBadge } from "../../features/backoffice/campaign-bits.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { EditionOptions, FilterBar, FilterSelect, ListPage } from "../../ui/list-page.tsx";
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
  const { campaigns } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title={t("backoffice.campaigns.title")}
      actions={
        <Link to="/campaigns/new" className="button">
          {t("backoffice.campaigns.new")}
        </Link>
      }
      intro={<p className="bo-hint">{t("backoffice.campaigns.intro")}</p>}
      filters={
        <FilterBar
          actions={
            <button type="submit" className="secondary">
              {t("backoffice.campaigns.filter.submit")}
            </button>
          }
        >
          <FilterSelect name="edition" label={t("backoffice.campaigns.filter.edition")} any={t("backoffice.campaigns.filter.all")}>
            <EditionOptions />
          </FilterSelect>
        </FilterBar>
      }
      empty={t("backoffice.campaigns.empty")}
      count={campaigns.length}
    >
      <DataTable
        rows={campaigns}
        rowKey={(c) => c.id}
        rowAttributes={(c) => ({ "data-campaign-id": String(c.id) })}
        columns={[
          { header: t("backoffice.campaigns.col.name"), rowHeader: true, cell: (c) => <Link to={`/campaigns/${c.id}`}>{c.name}</Link> },
          { header: t("backoffice.campaigns.col.edition"), cell: (c) => c.edition },
          { header: t("backoffice.campaigns.col.bonus"), numeric: true, cell: (c) => <CampaignBonus campaign={c} /> },
          {
            header: t("backoffice.campaigns.col.scope"),
            cell: (c) => [...c.categoryIds, ...c.manufacturerIds].join(", ") || t("backoffice.campaigns.scope.all"),
          },
          {
            header: t("backoffice.campaigns.col.days"),
            cellClassName: "bo-nowrap",
            cell: (c) => t("backoffice.campaigns.days", { first: c.firstDay, last: c.lastDay }),
          },
          { header: t("backoffice.campaigns.col.phase"), cell: (c) => <CampaignPhaseBadge phase={c.phase} /> },
          { header: t("backoffice.campaigns.col.offers"), numeric: true, cell: (c) => c.offers },
        ]}
      />
    </ListPage>
  );
}
