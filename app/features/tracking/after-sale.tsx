import type { AfterSaleMessage } from "../../../core/trade/index.ts";
import { useT } from "../../i18n/i18n.tsx";

/** One step of core/trade/after-sale.ts (decision 0107) as a list item. */
export function AfterSaleStep({ message, testId }: { message: AfterSaleMessage; testId?: string }) {
  const t = useT();
  return <li data-testid={testId}>{t(message.key, message.values)}</li>;
}
