/** The trade's data erasure certificates (decision 0025) on the tracking page and in the account's trade history. */
import { useT } from "../../i18n/i18n.tsx";

export interface CertificateItem {
  itemId: number;
  deviceName: string;
  certificateNumber: string;
  href: string;
}

export function Certificates({ tradeNumber, items }: { tradeNumber: string; items: readonly CertificateItem[] }) {
  const t = useT();
  if (!items.length) return null;
  const id = `certificates-${tradeNumber}`;
  return (
    <section aria-labelledby={id} className="certificates">
      <h3 id={id}>{t("tracking.certificates")}</h3>
      <ul>
        {items.map((c) => (
          <li key={c.itemId}>
            <a href={c.href} data-testid="erasure-certificate">
              {t("tracking.certificateLink", { device: c.deviceName, number: c.certificateNumber })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
