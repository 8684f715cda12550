import { campaignAmountText, formatCampaignEnd, type Campaign } from "../../../core/campaign/index.ts";
import { contentSlug } from "../../../core/editions/index.ts";
import { listFormatOf } from "../../../core/shared/index.ts";
import { LocalizedLink, useEdition, useFormat, useT } from "../../i18n/i18n.tsx";

/** A running campaign as the home page's loader sends it: the terms, the end and what it covers by name. */
export type BannerCampaign = Pick<Campaign, "id" | "name" | "kind" | "percent" | "fixedCents" | "endsAt"> & {
  categoryNames: string[];
  manufacturerNames: string[];
};

/**
 * The campaign banner (flag `homeBanner`, decision 0028): shown only while a campaign of the
 * edition runs, one line per campaign with its amount, what it covers and its last day in the
 * edition's locale. Static markup, so it shows without JavaScript; the home page's island makes
 * the close button appear and work (app/features/campaign/banner.ts: dismissed for the browser
 * session).
 */
export function HomeBanner({ campaigns }: { campaigns: readonly BannerCampaign[] }) {
  const t = useT();
  const edition = useEdition();
  const { money, config } = useFormat();
  if (campaigns.length === 0) return null;
  const locale = config.localeCode;
  // Category names as a sentence shows them: lower case except in German, where nouns keep their capital.
  const inSentence = (name: string) => (config.messagesLocale.startsWith("de") ? name : name.toLocaleLowerCase(locale));
  const list = (names: string[]) => listFormatOf(locale, { type: "conjunction" }).format(names);
  const scopeOf = (c: BannerCampaign) => {
    const categories = c.categoryNames.length ? list(c.categoryNames.map(inSentence)) : t("home.banner.scopeAll");
    return c.manufacturerNames.length ? t("home.banner.scopeMakers", { categories, manufacturers: list(c.manufacturerNames) }) : categories;
  };
  return (
    <aside className="home-banner" data-home-banner="" aria-label={t("home.banner.label")} data-testid="home-banner">
      <div>
        {campaigns.map((c) => (
          <p key={c.id} data-campaign-id={c.id}>
            <strong>
              {t("home.banner.text", {
                name: c.name,
                amount: campaignAmountText(c, locale, money),
                scope: scopeOf(c),
                date: formatCampaignEnd(c, edition, locale),
              })}
            </strong>
          </p>
        ))}
        <p>
          <LocalizedLink to="content" params={{ slug: contentSlug(edition, "howItWorks") }}>
            {t("home.banner.cta")}
          </LocalizedLink>
        </p>
      </div>
      {/* Rendered from the start but invisible until scripts run, so its arrival moves nothing (CLS). */}
      <button
        type="button"
        className="home-banner__close home-banner__close--pending"
        aria-label={t("home.banner.dismiss")}
        data-banner-close=""
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
