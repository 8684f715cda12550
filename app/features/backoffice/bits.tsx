/** A trade's state as a badge, in the staff's words (the kit's StatusBadge). */
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { StatusBadge } from "../../ui/status-badge.tsx";

export function StateBadge({ state }: { state: string }) {
  const t = useT();
  return <StatusBadge state={state} label={t(`backoffice.state.${state}`)} />;
}

/** A postal address on three lines: street and number, postcode and town, the country in the staff's language. */
export function PostalAddress({
  address,
}: {
  address: { street: string; houseNumber: string; zip: string; city: string; country: string };
}) {
  const f = useFormat();
  return (
    <address>
      {address.street} {address.houseNumber}
      <br />
      {address.zip} {address.city}
      <br />
      {f.country(address.country)}
    </address>
  );
}
