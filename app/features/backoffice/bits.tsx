/** A trade's state as a badge, in the staff's words (the kit's StatusBadge). */
import { useT } from "../../i18n/i18n.tsx";
import { StatusBadge } from "../../ui/status-badge.tsx";

export function StateBadge({ state }: { state: string }) {
  const t = useT();
  return <StatusBadge state={state} label={t(`backoffice.state.${state}`)} />;
}
