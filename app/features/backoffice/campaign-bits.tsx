/** A campaign's bonus and phase as the back office shows them. */
import type { CampaignPhase, CampaignTerms } from "../../../core/campaign/index.ts";
import { useT } from "../../i18n/i18n.tsx";

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

export function CampaignBonus({ campaign }: { campaign: CampaignTerms }) {
  return <>{campaign.kind === "percent" ? `${(campaign.percent ?? 0).toFixed(2).replace(/\.00$/, "")} %` : euro.format((campaign.fixedCents ?? 0) / 100)}</>;
}

export function CampaignPhaseBadge({ phase }: { phase: CampaignPhase }) {
  const t = useT();
  return (
    <span className="bo-badge" data-phase={phase}>
      {t(`backoffice.campaigns.phase.${phase}`)}
    </span>
  );
}
