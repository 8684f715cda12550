import { priceParts, priceText, type PriceParts } from "../../../core/campaign/index.ts";
import type { DeviceView } from "../../../core/catalog/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { DevicePicture } from "./device-picture.tsx";

/**
 * One device in a list: picture, name, "up to" price; a plain link, works without JavaScript. The
 * picture's alt is empty: the link's text names the device right beside it.
 */
export function DeviceCard({ device, priority = false }: { device: CardDevice; priority?: boolean }) {
  const t = useT();
  const { money } = useFormat();
  // the "up to" figure by the one price rule (decision 0101): a campaign's bonus as its own named part
  const upTo = device.upTo ?? priceParts(Math.round(device.basePrice * 100));
  return (
    <a className="device-card" href={device.url}>
      <DevicePicture picture={device.picture} alt="" width={160} height={120} priority={priority} />
      <span className="device-card__name">{device.name}</span>
      {device.basePrice > 0 ? (
        <span
          className={upTo.bonuses.length ? "device-card__price device-card__price--bonus" : "device-card__price"}
          data-price-cents={upTo.priceCents}
          data-total-cents={upTo.totalCents}
        >
          {priceText(upTo, "upTo", { t, money })}
        </span>
      ) : null}
    </a>
  );
}

/** A card's device: with its "up to" parts where the loader knows the running campaigns (`withUpTo`). */
export type CardDevice = DeviceView & { upTo?: PriceParts };

/**
 * A list of device cards. `priorityFirst` (a list at the top of its page): the first picture is the
 * page's largest paint on a phone, so it is eager, fetched first and preloaded; every other picture
 * is lazy, so none of them is preloaded ahead of the stylesheet (decision 0137).
 */
export function DeviceGrid({ devices, priorityFirst = false }: { devices: CardDevice[]; priorityFirst?: boolean }) {
  return (
    <ul className="device-grid">
      {devices.map((d, i) => (
        <li key={d.id}>
          <DeviceCard device={d} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}

/** "September 2023" in the edition's language. */
export function useReleaseDate() {
  const t = useT();
  return (d: Pick<DeviceView, "releaseYear" | "releaseMonth">) => `${t(`month.${d.releaseMonth}`)} ${d.releaseYear}`;
}
