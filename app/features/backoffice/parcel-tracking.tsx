/**
 * A parcel's tracking on the back office's trade page (issue 30, decision 0094): the status the
 * carrier reported last, when, when it delivered, and every imported event newest first with the
 * carrier's code, text and place as imported (staff see all of it; the customer's pages show the
 * journey without places).
 */
import type { ParcelEventView, ShipmentTrackingStatus } from "../../../core/carrier/index.ts";
import { useT } from "../../i18n/i18n.tsx";
import { DateTime } from "../../ui/date-time.tsx";

export interface ParcelTrackingItem {
  trackingNumber: string;
  status: ShipmentTrackingStatus;
  statusAt: string | null;
  deliveredAt: string | null;
  events: readonly ParcelEventView[];
}

export function ParcelTracking({ parcel }: { parcel: ParcelTrackingItem }) {
  const t = useT();
  return (
    <div className="bo-parcel" data-testid="parcel-tracking" data-status={parcel.status}>
      <dl className="bo-facts">
        <dt>{t("backoffice.tracking.status")}</dt>
        <dd data-testid="tracking-status">{t(`backoffice.tracking.status.${parcel.status}`)}</dd>
        {parcel.statusAt ? (
          <>
            <dt>{t("backoffice.tracking.lastEvent")}</dt>
            <dd>
              <DateTime value={parcel.statusAt} />
            </dd>
          </>
        ) : null}
        {parcel.deliveredAt ? (
          <>
            <dt>{t("backoffice.tracking.deliveredAt")}</dt>
            <dd data-testid="tracking-delivered">
              <DateTime value={parcel.deliveredAt} />
            </dd>
          </>
        ) : null}
      </dl>
      {parcel.events.length ? (
        <ol className="bo-parcel-events" aria-label={t("backoffice.tracking.events", { trackingNumber: parcel.trackingNumber })}>
          {parcel.events.map((e, i) => (
            <li key={i} data-testid="tracking-event" data-status={e.status}>
              <DateTime value={e.at} /> · <strong>{t(`backoffice.tracking.status.${e.status}`)}</strong>
              {e.description ? <> · {e.description}</> : null}
              {e.location ? <span className="bo-sub"> · {e.location}</span> : null}{" "}
              <span className="bo-sub bo-mono" title={t("backoffice.tracking.col.code")} translate="no">
                ({e.code})
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="bo-sub">{t("backoffice.tracking.noEvents")}</p>
      )}
    </div>
  );
}
