/**
 * The carrier's tracking numbers of a trade (decision 0042) on the tracking page and in the
 * account's trade history: the parcel to us and each device sent back, each with a link to the
 * carrier's public tracking page. Nothing shows before a carrier label was made.
 */
import { useT } from "../../i18n/i18n.tsx";
import type { ShipmentTrackingStatus } from "../../../core/carrier/index.ts";
import { statusText } from "./parcel-journey.tsx";

export interface ShipmentItem {
  kind: "shipping" | "return";
  itemId: number | null;
  deviceName: string | null;
  carrier: "DHL" | "UPS";
  trackingNumber: string;
  url: string;
  /** The tracking status the carrier reported last (issue 30, decision 0094); absent: not shown. */
  status?: ShipmentTrackingStatus;
}

export function Shipments({
  tradeNumber,
  items,
  heading: Heading = "h2",
}: {
  tradeNumber: string;
  items: readonly ShipmentItem[];
  heading?: "h2" | "h3";
}) {
  const t = useT();
  if (!items.length) return null;
  const id = `shipments-${tradeNumber}`;
  return (
    <section aria-labelledby={id} className="shipments" data-testid="shipments">
      <Heading id={id}>{t("carrier.tracking.heading")}</Heading>
      <ul>
        {items.map((s) => {
          const numberId = `${id}-${s.kind}-${s.itemId ?? 0}`;
          return (
            <li key={numberId}>
              <strong>
                {s.kind === "shipping" ? t("carrier.tracking.toUs") : t("carrier.tracking.return", { device: s.deviceName ?? "" })}
              </strong>
              {": "}
              <span id={numberId}>
                {t("carrier.tracking.number", { carrier: s.carrier })} <span data-testid="tracking-number">{s.trackingNumber}</span>
              </span>
              {" · "}
              <a
                href={s.url}
                rel="noopener noreferrer external"
                target="_blank"
                aria-describedby={numberId}
                data-testid="carrier-tracking-link"
              >
                {t("carrier.tracking.link", { carrier: s.carrier })}
              </a>
              {s.status ? (
                <>
                  {" · "}
                  {t("carrier.journey.statusLabel")} <span data-testid="parcel-status">{statusText(t, s, s.status)}</span>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
