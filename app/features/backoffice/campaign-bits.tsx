/** A campaign's bonus and phase as the back office shows them. */
import type { CampaignPhase, CampaignTerms } from "../../../core/campaign/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";

/** The percent or the fixed amount, in the back office's formats like every other amount there. */
export function CampaignBonus({ campaign }: { campaign: CampaignTerms }) {
  const f = useFormat();
  return <>{campaign.kind === "percent" ? f.percent(campaign.percent ?? 0) : f.money(campaign.fixedCents ?? 0)}</>;
}

export function CampaignPhaseBadge({ phase }: { phase: CampaignPhase }) {
  const t = useT();
  return (
    <span className="bo-badge" data-phase={phase}>
      {t(`backoffice.campaigns.phase.${phase}`)}
    </span>
  );
}
