import { tradeNextStep, type TradeNextStep } from "../../../core/trade/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";

/** A trade as the glance needs it: number, total (decimal EUR), state and devices. */
export interface GlanceTrade {
  tradeNumber: string;
  total: number;
  state: string;
  lines: { deviceName: string; quantity: number }[];
}

/** The badge's tone per next step: the seller's turn stands out, an ended trade is quiet. */
const TONE: Record<TradeNextStep, string> = { send: "action", answer: "action", wait: "progress", none: "done" };

/**
 * The account's trades at a glance (decision 0103): one compact card per trade with its state as a
 * badge and what comes next, each linking to the trade's full entry (`#trade-<number>`). Beside
 * the trades at 1366 px, above them on a phone.
 */
export function TradesGlance({ trades }: { trades: GlanceTrade[] }) {
  const t = useT();
  const { money } = useFormat();
  if (trades.length === 0) return null;
  return (
    <section className="trades-glance" aria-labelledby="glance-heading" data-testid="trades-glance">
      <h2 id="glance-heading">{t("accountUi.glance.title")}</h2>
      <ul className="trades-glance__list">
        {trades.map((trade) => {
          const next = tradeNextStep(trade.state);
          return (
            <li key={trade.tradeNumber} className="trades-glance__item" data-next={next}>
              <p className="trades-glance__head">
                <a href={`#trade-${trade.tradeNumber}`}>{t("accountUi.overview.trade", { number: trade.tradeNumber })}</a>
                <span className="trades-glance__total">{money(Math.round(trade.total * 100))}</span>
              </p>
              <p className="trades-glance__devices">{trade.lines.map((l) => `${l.quantity} × ${l.deviceName}`).join(", ")}</p>
              <p className="trades-glance__state">
                <span className={`badge badge--${TONE[next]}`}>{t(`tracking.state.${trade.state}`)}</span>
              </p>
              <p className="trades-glance__next">{t(`accountUi.glance.next.${next}`)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
