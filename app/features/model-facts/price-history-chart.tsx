import { PRICE_HISTORY_DAYS, priceRuns, seriesSummary, type PriceHistoryView } from "../../../core/model-facts/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";

/** The drawing's own units; the page scales it to the column's width (the height follows). */
const WIDTH = 640;
const HEIGHT = 160;
const PAD_Y = 12;
const DAY_MS = 86_400_000;

const dayIndex = (day: string, from: string) => Math.round((Date.parse(day) - Date.parse(from)) / DAY_MS);
/** A day as a date the formatter reads the same in every edition's time zone (noon UTC). */
const noon = (day: string) => `${day}T12:00:00Z`;

/** The step line's path: each day's price held until the next day's, drawn in the drawing's units. */
export function stepPath(history: PriceHistoryView): string {
  const { points, fromDay, toDay } = history;
  const { lowestCents, highestCents } = seriesSummary(points);
  const span = Math.max(1, dayIndex(toDay, fromDay));
  const x = (day: string) => (dayIndex(day, fromDay) / span) * WIDTH;
  const y = (cents: number) =>
    highestCents === lowestCents ? HEIGHT / 2 : PAD_Y + ((highestCents - cents) / (highestCents - lowestCents)) * (HEIGHT - 2 * PAD_Y);
  const r = (n: number) => Math.round(n * 10) / 10;
  let d = "";
  points.forEach((p, i) => {
    if (i === 0) d += `M${r(x(p.day))} ${r(y(p.cents))}`;
    else d += `H${r(x(p.day))}V${r(y(p.cents))}`;
  });
  // the last price holds to the end of today
  return `${d}H${WIDTH}`;
}

/**
 * The model's base price over the last 90 days (issue 34, decision 0129): a small chart drawn on
 * the server (no script), its content said in words beside it (lowest, highest, today) and in a
 * table of the periods with one price, which screen readers read instead of the drawing.
 */
export function PriceHistoryChart({ history }: { history: PriceHistoryView | null }) {
  const t = useT();
  const { money, date } = useFormat();
  if (!history || history.points.length === 0) return null;
  const { lowestCents, highestCents, todayCents } = seriesSummary(history.points);
  const runs = priceRuns(history.points);
  const unchanged = runs.length === 1;
  const firstDay = history.points[0]!.day;
  const summary = unchanged
    ? t("priceHistory.unchanged", { days: PRICE_HISTORY_DAYS, today: money(todayCents) })
    : t("priceHistory.summary", { lowest: money(lowestCents), highest: money(highestCents), today: money(todayCents) });
  return (
    <section className="price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title">{t("priceHistory.title", { days: PRICE_HISTORY_DAYS })}</h2>
      <figure className="price-history__figure">
        <div className="price-history__chart">
          <div className="price-history__scale" aria-hidden="true">
            <span>{money(highestCents)}</span>
            {unchanged ? null : <span>{money(lowestCents)}</span>}
          </div>
          <svg
            className="price-history__svg"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            width={WIDTH}
            height={HEIGHT}
            aria-hidden="true"
            focusable="false"
          >
            <line className="price-history__grid" x1="0" x2={WIDTH} y1={PAD_Y} y2={PAD_Y} />
            <line className="price-history__grid" x1="0" x2={WIDTH} y1={HEIGHT - PAD_Y} y2={HEIGHT - PAD_Y} />
            <path className="price-history__line" d={stepPath(history)} />
          </svg>
          <div className="price-history__dates" aria-hidden="true">
            <span>{date(noon(history.fromDay))}</span>
            <span>{date(noon(history.toDay))}</span>
          </div>
        </div>
        <figcaption className="price-history__summary">
          {summary} {firstDay > history.fromDay ? `${t("priceHistory.since", { date: date(noon(firstDay)) })} ` : null}
          <span className="price-history__basis">{t("priceHistory.basis")}</span>
        </figcaption>
      </figure>
      <details className="price-history__details">
        <summary>{t("priceHistory.table")}</summary>
        <table className="price-history__table">
          <thead>
            <tr>
              <th scope="col">{t("priceHistory.period")}</th>
              <th scope="col">{t("priceHistory.price")}</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.from}>
                <td>
                  {run.from === run.to
                    ? date(noon(run.from))
                    : t("priceHistory.range", { from: date(noon(run.from)), to: date(noon(run.to)) })}
                </td>
                <td>{money(run.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
