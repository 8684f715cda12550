/** The company's fieldsets (business registration, the company page): name and VAT ID, billing address, invoicing. */
import { COMPANY_COUNTRIES, INVOICING_CHOICES } from "../../../core/company/index.ts";
import { editions, type EditionId } from "../../../core/editions/index.ts";
import { useEdition, useT } from "../../i18n/i18n.tsx";
import type { ReactNode } from "react";
import { Field as KitField, type ControlProps } from "../../ui/form.tsx";

export type FieldErrors = Record<string, string>;

/**
 * A labelled field in the shop account forms' way (id `{form}-{name}`, the error, a message key,
 * under the control); a text input unless `children` renders another control.
 */
export function Field(props: {
  form: string;
  name: string;
  label: string;
  errors?: FieldErrors | undefined;
  values?: Record<string, string> | undefined;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  maxLength?: number;
  defaultValue?: string | undefined;
  children?: (control: ControlProps & { defaultValue: string }) => ReactNode;
}) {
  const t = useT();
  const error = props.errors?.[props.name];
  const value = props.values?.[props.name] ?? props.defaultValue ?? "";
  return (
    <KitField
      id={`${props.form}-${props.name}`}
      name={props.name}
      label={props.label}
      hint={props.hint}
      hintClass="form-hint"
      error={error ? t(error) : undefined}
      errorAfter
      markError={false}
    >
      {(control) =>
        props.children ? (
          props.children({ ...control, defaultValue: value })
        ) : (
          <input
            {...control}
            type={props.type ?? "text"}
            autoComplete={props.autoComplete}
            required={props.required}
            maxLength={props.maxLength ?? 254}
            defaultValue={value}
          />
        )
      }
    </KitField>
  );
}

export const COMPANY_FIELDS = ["name", "vatId", "street", "houseNumber", "zip", "city", "country", "invoicing"] as const;
export const COMPANY_ADDRESS_FIELDS = ["street", "houseNumber", "zip", "city", "country"] as const;

type Props = {
  form: string;
  errors?: FieldErrors | undefined;
  values?: Record<string, string> | undefined;
  defaults?: Record<string, string>;
};

/** The billing countries by name in the edition's language, its own first; made by the loader (one text on server and browser). */
export function countryChoices(edition: EditionId): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([editions[edition].localeCode], { type: "region" });
  const own = editions[edition].country;
  return [...COMPANY_COUNTRIES]
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => (a.code === own ? -1 : b.code === own ? 1 : a.name.localeCompare(b.name)));
}

/** Name and VAT ID (registration only: neither changes later without us). */
export function CompanyIdentityFields({ form, errors, values, defaults = {} }: Props) {
  const t = useT();
  const bound = { form, errors, values };
  return (
    <>
      <Field
        {...bound}
        name="name"
        label={t("business.company.field.name")}
        autoComplete="organization"
        required
        maxLength={200}
        defaultValue={defaults.name}
      />
      <Field
        {...bound}
        name="vatId"
        label={t("business.company.field.vatId")}
        hint={t("business.company.field.vatIdHint")}
        autoComplete="off"
        maxLength={30}
        defaultValue={defaults.vatId}
      />
    </>
  );
}

/** The billing address with its country (the postcode follows the country's rule). */
export function CompanyAddressFields({
  form,
  errors,
  values,
  defaults = {},
  countries,
}: Props & { countries: { code: string; name: string }[] }) {
  const t = useT();
  const edition = useEdition();
  const bound = { form, errors, values };
  return (
    <fieldset className="company-address">
      <legend>{t("business.company.addressHeading")}</legend>
      <div className="field-row">
        <Field
          {...bound}
          name="street"
          label={t("business.company.field.street")}
          autoComplete="address-line1"
          required
          maxLength={200}
          defaultValue={defaults.street}
        />
        <Field
          {...bound}
          name="houseNumber"
          label={t("business.company.field.houseNumber")}
          autoComplete="address-line2"
          required
          maxLength={20}
          defaultValue={defaults.houseNumber}
        />
      </div>
      <div className="field-row">
        <Field
          {...bound}
          name="zip"
          label={t("business.company.field.zip")}
          autoComplete="postal-code"
          required
          maxLength={12}
          defaultValue={defaults.zip}
        />
        <Field
          {...bound}
          name="city"
          label={t("business.company.field.city")}
          autoComplete="address-level2"
          required
          maxLength={100}
          defaultValue={defaults.city}
        />
      </div>
      <Field
        {...bound}
        name="country"
        label={t("business.company.field.country")}
        defaultValue={defaults.country ?? editions[edition].country}
      >
        {(control) => (
          <select {...control} autoComplete="country" required>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}

/** Self-billing credit note or the company's own invoice (decision 0121). */
export function InvoicingField({ form, errors, values, defaults = {} }: Props) {
  const t = useT();
  const chosen = values?.invoicing || defaults.invoicing || "credit_note";
  const error = errors?.invoicing;
  return (
    <fieldset className="company-invoicing" aria-describedby={error ? `${form}-invoicing-error` : undefined}>
      <legend>{t("business.company.field.invoicing")}</legend>
      {INVOICING_CHOICES.map((choice) => (
        <div className="choice" key={choice}>
          <input type="radio" id={`${form}-invoicing-${choice}`} name="invoicing" value={choice} defaultChecked={chosen === choice} />
          <label htmlFor={`${form}-invoicing-${choice}`}>{t(`business.company.invoicing.${choice}`)}</label>
        </div>
      ))}
      {error ? (
        <p className="field-error" id={`${form}-invoicing-error`}>
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The company's fields as the form sent them, for the schema (blank VAT ID = none). */
export function companyFormInput(values: Record<string, string>) {
  return {
    name: values.name,
    vatId: values.vatId,
    street: values.street,
    houseNumber: values.houseNumber,
    zip: values.zip,
    city: values.city,
    country: values.country,
    invoicing: values.invoicing || undefined,
  };
}
