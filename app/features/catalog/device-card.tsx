import type { DeviceView } from "../../../core/catalog/types.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";

/** One device in a list: picture, name, "up to" price; a plain link, works without JavaScript. */
export function DeviceCard({ device, eager = false }: { device: DeviceView; eager?: boolean }) {
  const t = useT();
  const { money } = useFormat();
  return (
    <a className="device-card" href={device.url}>
      <img src={device.thumbnail} alt="" width={120} height={90} loading={eager ? "eager" : "lazy"} decoding="async" />
      <span className="device-card__name">{device.name}</span>
      {device.basePrice > 0 ? <span className="device-card__price">{t("catalog.upTo", { price: money(Math.round(device.basePrice * 100)) })}</span> : null}
    </a>
  );
}

export function DeviceGrid({ devices, eagerCount = 0 }: { devices: DeviceView[]; eagerCount?: number }) {
  return (
    <ul className="device-grid">
      {devices.map((d, i) => (
        <li key={d.id}>
          <DeviceCard device={d} eager={i < eagerCount} />
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
