/**
 * A postal address as the reader reads it, in its country's order (decision 0108: "12 rue de
 * Rivoli", "Musterstraße 12"): the name (when given), street and number, postcode and town, the
 * country in the page's language. The shop's account page and the back office show it alike.
 */
import { Fragment } from "react";
import { addressLines } from "../../core/shared/index.ts";
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
      {addressLines(address, { name, countryName: f.country(address.country) }).map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
