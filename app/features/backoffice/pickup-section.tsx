/** A business trade's collection on the back office's trade page (decision 0120): window, state, carrier and reference, a link to the collections page. */
import { Link } from "react-router";
import type { PickupView } from "../../../core/pickup/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";

export function PickupSection({ pickup }: { pickup: PickupView }) {
  const t = useT();
  const f = useFormat();
  const state =
    pickup.state === "booked"
      ? t("backoffice.pickups.state.booked", { carrier: pickup.carrier ?? "" })
      : pickup.state === "failed"
        ? t("backoffice.pickups.state.failed", { carrier: pickup.carrier ?? "" })
        : pickup.state === "own_freight"
          ? t("backoffice.pickups.state.own_freight")
          : t("backoffice.pickups.state.requested");
  return (
    <section aria-labelledby="bo-pickup" className="bo-card" data-testid="trade-pickup">
      <h2 id="bo-pickup">{t("backoffice.pickups.tradeHeading")}</h2>
      <p>{t("backoffice.pickups.window", { day: f.date(pickup.day), from: pickup.windowFrom, to: pickup.windowTo })}</p>
      <p>
        {state}{" "}
        {pickup.reference ? (
          <code className="bo-mono" translate="no">
            {pickup.reference}
          </code>
        ) : null}
        {pickup.state === "failed" && pickup.failure ? <span className="bo-sub bo-mono"> {pickup.failure}</span> : null}
      </p>
      <p>
        <Link to="/b2b/pickups" className="bo-link">
          {t("backoffice.pickups.title")}
        </Link>
      </p>
    </section>
  );
}
