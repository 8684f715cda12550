import { numberFormatOf } from "../../../core/shared/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { useChromeData } from "../../lib/chrome-data.ts";
// A file of the build (/assets/hero-<hash>.svg, served immutable), drawn from shapes for Sellback (decision 0102).
import heroHref from "./hero.svg?url";

/** The home hero's picture: devices, a parcel and the payout. Sized (no layout shift), eager and first in line: it is above the fold on wide screens. */
export function HeroPicture() {
  const t = useT();
  return (
    <img
      className="hero__picture"
      src={heroHref}
      alt={t("home.hero.alt")}
      width={480}
      height={360}
      fetchPriority="high"
      decoding="async"
      data-testid="hero-picture"
    />
  );
}

/**
 * The shop's real figures beside the guarantees (decision 0102): the review seal's average and
 * count where the edition shows reviews and there are some, and the number of paid trades once it
 * reaches the threshold (`paidTrades` is null below it: core/trust). Nothing shows without a figure.
 */
export function TrustFigures({ paidTrades }: { paidTrades: number | null }) {
  const t = useT();
  const { config } = useFormat();
  const reviews = useChromeData()?.reviews;
  const rating = config.reviewSeal && reviews?.average != null ? reviews : null;
  if (!rating && paidTrades == null) return null;
  const whole = numberFormatOf(config.localeCode, { maximumFractionDigits: 0 });
  const score = numberFormatOf(config.localeCode, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <ul className="trust-figures" aria-label={t("home.figures")} data-testid="trust-figures">
      {rating ? (
        <li data-trust-figure="reviews">
          <span className="trust-figures__value">
            <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 20 20">
              <path d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z" fill="currentColor" />
            </svg>
            {t("home.figures.rating", { score: score.format(rating.average!) })}
          </span>
          <span className="trust-figures__label">{t("home.figures.ratingCount", { count: rating.count })}</span>
        </li>
      ) : null}
      {paidTrades != null ? (
        <li data-trust-figure="paid">
          <span className="trust-figures__value">{whole.format(paidTrades)}</span>
          <span className="trust-figures__label">{t("home.figures.paid", { count: paidTrades })}</span>
        </li>
      ) : null}
    </ul>
  );
}
