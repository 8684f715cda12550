/**
 * The parcel's journey for the customer (issue 30, decision 0094): the words for each tracking
 * status of the parcel to us and of a device sent back, the steps as timeline entries, and the
 * line under the trade's state while the trade waits for its parcel. The data is core/carrier's
 * ParcelJourney: the carrier's words only as a problem's reason, never a place.
 */
import { RECEIPT_WORKING_DAYS, type ParcelJourney, type ShipmentTrackingStatus } from "../../../core/carrier/index.ts";
import { useT } from "../../i18n/i18n.tsx";

export type { ParcelJourney };

type Translate = ReturnType<typeof useT>;

/** "Parcel handed to DHL", "iPhone 15 on its way back to you": a step of this parcel in words (`label`: the parcel to us only). */
export function journeyText(t: Translate, parcel: Pick<ParcelJourney, "kind" | "carrier" | "deviceName">, status: ShipmentTrackingStatus) {
  return t(`carrier.journey.${parcel.kind}.${status}`, { carrier: parcel.carrier, device: parcel.deviceName ?? "" });
}

/** The status in the tracking list beside the parcel's name: the parcel to us as above, a device sent back without its name again. */
export function statusText(t: Translate, parcel: Pick<ParcelJourney, "kind" | "carrier" | "deviceName">, status: ShipmentTrackingStatus) {
  return parcel.kind === "return"
    ? t(`carrier.journey.returnStatus.${status}`, { carrier: parcel.carrier })
    : journeyText(t, parcel, status);
}

/** A step of a parcel's journey, to sort into the trade's timeline by its time. */
export interface JourneyEntry {
  at: string;
  parcel: ParcelJourney;
  step: ParcelJourney["steps"][number];
}

export function journeyEntries(parcels: readonly ParcelJourney[]): JourneyEntry[] {
  return parcels.flatMap((parcel) => parcel.steps.map((step) => ({ at: step.at, parcel, step })));
}

/** The entry's words in the timeline: what happened, the carrier's reason for a problem, who reported it. */
export function JourneyStepText({ entry }: { entry: JourneyEntry }) {
  const t = useT();
  const { parcel, step } = entry;
  return (
    <>
      <strong>{journeyText(t, parcel, step.status)}</strong>
      {step.reason ? (
        <span className="timeline__reason"> – {t("carrier.journey.reason", { carrier: parcel.carrier, reason: step.reason })}</span>
      ) : null}
      <span className="timeline__actor"> · {t("tracking.eventBy", { actor: parcel.carrier })}</span>
    </>
  );
}

/**
 * The line under a `created` trade's state once its parcel is on its way: on the way, delivered
 * (receipt within RECEIPT_WORKING_DAYS), or the carrier's problem; null while the label waits to
 * be handed over (the page keeps its "print, pack, send" help).
 */
export function journeyHelp(t: Translate, parcels: readonly ParcelJourney[]): string | null {
  const parcel = parcels.find((p) => p.kind === "shipping");
  if (!parcel || parcel.status === "label") return null;
  const key = parcel.status === "delivered" ? "delivered" : parcel.status === "problem" ? "problem" : "on_the_way";
  return t(`carrier.journey.help.${key}`, { carrier: parcel.carrier, days: RECEIPT_WORKING_DAYS });
}
