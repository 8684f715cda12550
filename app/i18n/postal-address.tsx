/**
 * A postal address as the reader reads it: the name (when given), street and number, postcode and
 * town, the country in the page's language. The shop's account page and the back office show it alike.
 */
import { useFormat } from "./i18n.tsx";

export function PostalAddress({
  address,
  name,
  testId,
}: {
  address: { street: string; houseNumber: string; zip: string; city: string; country: string };
  name?: string;
  testId?: string;
}) {
  const f = useFormat();
  return (
    <address data-testid={testId}>
      {name === undefined ? null : (
        <>
          {name}
          <br />
        </>
      )}
      {address.street} {address.houseNumber}
      <br />
      {address.zip} {address.city}
      <br />
      {f.country(address.country)}
    </address>
  );
}
