/** The purchase record's link (decision 0115) on the tracking page and in the account's trade history, once it is written. */
import { useT } from "../../i18n/i18n.tsx";

export function PurchaseRecordLink({ href }: { href: string | null | undefined }) {
  const t = useT();
  if (!href) return null;
  return (
    <p className="purchase-record">
      <a href={href} type="application/pdf" data-testid="purchase-record-link">
        {t("tracking.purchaseRecord")}
      </a>
    </p>
  );
}
