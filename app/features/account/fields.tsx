/** The address and payout-account fieldsets (register, address change, payment change). */
import { editions, type EditionId } from "../../../core/editions/index.ts";
import { useEdition, useT } from "../../i18n/i18n.tsx";
import { Field, type FieldErrors } from "./form.tsx";

export const ADDRESS_FIELDS = ["street", "houseNumber", "zip", "city", "country"] as const;
export const PAYMENT_FIELDS = ["paymentType", "iban", "bic", "accountHolder", "paypalEmail"] as const;

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
  return (
    <fieldset>
      <Legend text={t("accountUi.address.legend")} optional={optional} />
      {optional ? <p className="form-hint">{t("accountUi.register.laterHint")}</p> : null}
      <Field
        form={form}
        name="street"
        label={t("accountUi.address.street")}
        autoComplete="address-line1"
        required={required}
        maxLength={120}
        errors={errors}
        values={values}
      />
      <Field
        form={form}
        name="houseNumber"
        label={t("accountUi.address.houseNumber")}
        autoComplete="address-line2"
        required={required}
        maxLength={20}
        errors={errors}
        values={values}
      />
      <Field
        form={form}
        name="zip"
        label={t("accountUi.address.zip")}
        hint={t("accountUi.address.zipHint", { example: t(`accountUi.zipExample.${edition}`) })}
        autoComplete="postal-code"
        required={required}
        maxLength={20}
        errors={errors}
        values={values}
      />
      <Field
        form={form}
        name="city"
        label={t("accountUi.address.city")}
        autoComplete="address-level2"
        required={required}
        maxLength={80}
        errors={errors}
        values={values}
      />
      <input type="hidden" name="country" value={countryOf(edition)} autoComplete="off" />
    </fieldset>
  );
}

export function PaymentFields({ form, errors, values, optional }: FieldsetProps) {
  const t = useT();
  const type = values?.paymentType === "2" ? "2" : "13";
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
        <Field
          form={form}
          name="accountHolder"
          label={t("accountUi.payment.accountHolder")}
          autoComplete="name"
          maxLength={120}
          errors={errors}
          values={values}
        />
        <Field form={form} name="iban" label={t("accountUi.payment.iban")} maxLength={50} errors={errors} values={values} />
        <Field form={form} name="bic" label={t("accountUi.payment.bic")} maxLength={20} errors={errors} values={values} />
      </div>
      <div className="payout-account__paypal">
        <Field
          form={form}
          name="paypalEmail"
          label={t("accountUi.payment.paypalEmail")}
          type="email"
          autoComplete="email"
          maxLength={127}
          errors={errors}
          values={values}
        />
      </div>
    </fieldset>
  );
}
