/** The address and payout-account fieldsets (register, address change, payment change). */
import { editions, type EditionId } from "../../../core/editions/index.ts";
import { houseNumberFirst } from "../../../core/shared/index.ts";
import { useEdition, useT } from "../../i18n/i18n.tsx";
import { Field, type FieldErrors } from "./form.tsx";

export const ADDRESS_FIELDS = ["street", "houseNumber", "zip", "city", "country"] as const;
export const PAYMENT_FIELDS = ["paymentType", "iban", "bic", "accountHolder", "paypalEmail"] as const;

/** The address's text inputs: name (its label is `accountUi.address.{name}`), autocomplete token, longest length. */
const ADDRESS_INPUTS = [
  ["street", "address-line1", 120],
  ["houseNumber", "address-line2", 20],
  ["zip", "postal-code", 20],
  ["city", "address-level2", 80],
] as const;

/** The inputs in the order the country writes the address: the house number before the street in FR and GB (decision 0108). */
const addressInputs = (country: string) =>
  houseNumberFirst(country) ? [ADDRESS_INPUTS[1], ADDRESS_INPUTS[0], ...ADDRESS_INPUTS.slice(2)] : ADDRESS_INPUTS;

/** The edition's country code (an address must be in the edition's country: postal rule). */
export const countryOf = (edition: EditionId) => editions[edition].country;

/** `optional`: the registration's fieldsets (decision 0031): blank is fine, the first checkout asks. */
type FieldsetProps = { form: string; errors?: FieldErrors | undefined; values?: Record<string, string> | undefined; optional?: boolean };

function Legend({ text, optional }: { text: string; optional?: boolean | undefined }) {
  const t = useT();
  return (
    <legend>
      {text}
      {optional ? <span className="optional"> {t("accountUi.optional")}</span> : null}
    </legend>
  );
}

export function AddressFields({ form, errors, values, optional }: FieldsetProps) {
  const t = useT();
  const edition = useEdition();
  const required = !optional;
  const bound = { form, errors, values };
  return (
    <fieldset>
      <Legend text={t("accountUi.address.legend")} optional={optional} />
      {optional ? <p className="form-hint">{t("accountUi.register.laterHint")}</p> : null}
      {addressInputs(countryOf(edition)).map(([name, autoComplete, maxLength]) => (
        <Field
          key={name}
          {...bound}
          name={name}
          label={t(`accountUi.address.${name}`)}
          hint={name === "zip" ? t("accountUi.address.zipHint", { example: t(`accountUi.zipExample.${edition}`) }) : undefined}
          autoComplete={autoComplete}
          required={required}
          maxLength={maxLength}
        />
      ))}
      <input type="hidden" name="country" value={countryOf(edition)} autoComplete="off" />
    </fieldset>
  );
}

export function PaymentFields({ form, errors, values, optional }: FieldsetProps) {
  const t = useT();
  const type = values?.paymentType === "2" ? "2" : "13";
  const bound = { form, errors, values };
  return (
    <fieldset className="payout-account">
      <Legend text={t("accountUi.payment.legend")} optional={optional} />
      <fieldset className="choice">
        <legend>{t("accountUi.payment.method")}</legend>
        <div className="choice">
          <input type="radio" id={`${form}-sepa`} name="paymentType" value="13" defaultChecked={type === "13"} />
          <label htmlFor={`${form}-sepa`}>{t("accountUi.payment.sepa")}</label>
        </div>
        <div className="choice">
          <input type="radio" id={`${form}-paypal`} name="paymentType" value="2" defaultChecked={type === "2"} />
          <label htmlFor={`${form}-paypal`}>{t("accountUi.payment.paypal")}</label>
        </div>
      </fieldset>
      <p className="form-hint">{t("accountUi.payment.hint")}</p>
      {/* The chosen method's fields only (CSS :has, so without JavaScript too); both when CSS is off. */}
      <div className="payout-account__sepa">
        <Field {...bound} name="accountHolder" label={t("accountUi.payment.accountHolder")} autoComplete="name" maxLength={120} />
        <Field {...bound} name="iban" label={t("accountUi.payment.iban")} maxLength={50} />
        <Field {...bound} name="bic" label={t("accountUi.payment.bic")} maxLength={20} />
      </div>
      <div className="payout-account__paypal">
        <Field {...bound} name="paypalEmail" label={t("accountUi.payment.paypalEmail")} type="email" autoComplete="email" maxLength={127} />
      </div>
    </fieldset>
  );
}
