/**
 * What follows a trade's inspection (decision 0026), the same piece on the tracking page and in
 * the account's trade history: the open clarification's link (the one from the e-mail) and its
 * deadline, and the devices going back with their tracking numbers once sent.
 */
import { useFormat, useT } from "../../i18n/i18n.tsx";

export interface TradeFollowUpData {
  clarification: { path: string; deadline: string } | null;
  returns: { itemId: number; deviceName: string; trackingNumber: string | null; returnedAt: string | null }[];
}

/** `heading`: the level of the returns' heading (h2 on the tracking page, h3 under a trade in the account). */
export function TradeFollowUp({
  tradeNumber,
  followUp,
  heading = "h2",
}: {
  tradeNumber: string;
  followUp: TradeFollowUpData | undefined;
  heading?: "h2" | "h3";
}) {
  if (!followUp) return null;
  return (
    <>
      <ClarificationNotice clarification={followUp.clarification} />
      <TradeReturns tradeNumber={tradeNumber} returns={followUp.returns} heading={heading} />
    </>
  );
}

function ClarificationNotice({ clarification }: { clarification: TradeFollowUpData["clarification"] }) {
  const t = useT();
  const { date } = useFormat();
  if (!clarification) return null;
  const lastDay = new Date(new Date(clarification.deadline).getTime() - 1).toISOString();
  return (
    <p className="notice warning" data-testid="clarification-link">
      {t("tracking.clarification.text", { deadline: date(lastDay) })} <a href={clarification.path}>{t("tracking.clarification.link")}</a>
    </p>
  );
}

function TradeReturns({
  tradeNumber,
  returns,
  heading: Heading,
}: {
  tradeNumber: string;
  returns: TradeFollowUpData["returns"];
  heading: "h2" | "h3";
}) {
  const t = useT();
  const { date } = useFormat();
  if (!returns.length) return null;
  const id = `returns-${tradeNumber}`;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{t("tracking.returns.heading")}</Heading>
      <ul data-testid="trade-returns">
        {returns.map((r) => (
          <li key={r.itemId}>
            {r.deviceName}:{" "}
            {r.returnedAt
              ? t("tracking.returns.sent", { date: date(r.returnedAt), trackingNumber: r.trackingNumber ?? "" })
              : t("tracking.returns.pending")}
          </li>
        ))}
      </ul>
    </section>
  );
}
