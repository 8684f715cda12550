/**
 * The checkout form: a real `<form method="post">` that works without JavaScript, rendered on the
 * server only (decision 0132; the checkout's island sends it once, focuses the error summary and
 * keeps the payout choice and the voucher in the stored cart). Errors are listed in a summary at
 * the top (links to the fields) and shown at each field, tied with aria-describedby; every value
 * typed comes back after an error. The payout choice reveals its fields by CSS (`:has(:checked)`),
 * so that works without JavaScript too.
 */
import { Fragment, type ReactNode } from "react";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { CHECKOUT_FIELDS, type CheckoutField, type CheckoutValues, type OfferRef, type PayoutMethod } from "./form-input.ts";
import { TRADE_FIELD_LIMITS } from "../../../core/trade/index.ts";
import { B2B_TRADE_CAP_EUR } from "../../../core/editions/index.ts";
import { addressFieldOrder, houseNumberFirst } from "../../../core/shared/index.ts";

/** Every field's `maxlength`: the server's limit (core/trade TRADE_FIELD_LIMITS). */
const MAX = TRADE_FIELD_LIMITS;

/** The payout methods a new account can be, in the order offered. */
const PAYOUT_METHODS: readonly PayoutMethod[] = ["sepa", "paypal"];

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The fields in the form's order: the house number before the street where the country writes it so. */
const formOrder = (country: string): readonly CheckoutField[] =>
  houseNumberFirst(country)
    ? CHECKOUT_FIELDS.map((n) => (n === "street" ? "houseNumber" : n === "houseNumber" ? "street" : n))
    : CHECKOUT_FIELDS;

export interface CheckoutFormProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** Message keys (or texts) about the whole submission (offers, voucher, cap), shown in the summary. */
  formErrors: string[];
  offers: OfferRef[];
  idempotencyKey: string;
  termsPath: string;
  /** The countries the edition ships from (decision 0019), its own first, with their names. */
  countries: { code: string; name: string }[];
  /** A message key when the form cannot be sent (empty cart, B2B cap); the button is disabled. */
  blockedReason: string | null;
  /** A logged-in customer's saved payout account, masked ("••••3000"), offered first (decision 0031). */
  savedPayout?: { kind: "bank" | "paypal"; label: string; accountHolder: string | null } | null;
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { values, errors, formErrors, offers, idempotencyKey, termsPath, countries, blockedReason } = props;
  const t = useT();
  const { config, money } = useFormat();
  // the summary lists the errors in the order of the form (house number and street in the country's order, decision 0108)
  const addressCountry = values.country || countries[0]?.code || "";
  const fieldErrors = formOrder(addressCountry).filter((name) => errors[name]);
  const hasErrors = fieldErrors.length > 0 || formErrors.length > 0;

  const id = (name: CheckoutField) => (name === "paymentMethod" ? "checkout-payout-sepa" : `checkout-${name}`);
  const describedBy = (name: CheckoutField, hint?: string) =>
    [hint, errors[name] ? `checkout-${name}-error` : null].filter(Boolean).join(" ") || undefined;
  const input = (name: CheckoutField, hint?: string) => ({
    id: id(name),
    name,
    defaultValue: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name, hint),
  });
  // "Too long" names the limit ("at most 80 characters").
  const message = (name: CheckoutField) =>
    errors[name] === "validation.tooLong" && name in MAX
      ? t("validation.tooLongMax", { max: MAX[name as keyof typeof MAX] })
      : t(errors[name]!);
  const error = (name: CheckoutField) =>
    errors[name] ? (
      <p className="field-error" id={`${id(name)}-error`}>
        {message(name)}
      </p>
    ) : null;
  const label = (name: CheckoutField, optional = false) => (
    <label htmlFor={id(name)}>
      {t(`checkout.field.${name}`)}
      {optional ? <span className="optional"> {t("checkout.optional")}</span> : <span aria-hidden="true"> *</span>}
    </label>
  );
  const field = (name: CheckoutField, control: ReactNode, opts: { className?: string; optional?: boolean; hint?: ReactNode } = {}) => (
    <div className={opts.className ?? "field"}>
      {label(name, opts.optional)}
      {control}
      {opts.hint}
      {error(name)}
    </div>
  );
  // SEPA unless PayPal was chosen
  const chosenMethod: PayoutMethod = values.paymentMethod === "paypal" ? "paypal" : "sepa";
  const digitsZip = /^\d+$/.test(config.zipExample);
  const zipPattern = digitsZip ? config.zipRegex.source.replace(/^\^/, "").replace(/\$$/, "") : undefined;

  return (
    <form method="post" noValidate className="form checkout-form" aria-labelledby="checkout-form-heading" data-submit-once="">
      <h2 id="checkout-form-heading">{t("checkout.form.heading")}</h2>
      {hasErrors ? (
        <div className="notice error error-summary" role="alert" tabIndex={-1} aria-labelledby="checkout-error-summary">
          <p id="checkout-error-summary">{t("checkout.errorSummary")}</p>
          <ul>
            {formErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
            {fieldErrors.map((name) => (
              <li key={name}>
                <a href={`#${id(name)}`}>
                  {t(`checkout.field.${name}`)}: {message(name)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="form-hint">{t("checkout.requiredHint")}</p>

      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <div hidden data-checkout-offers="">
        {offers.map((offer) => (
          <Fragment key={offer.offerId}>
            <input type="hidden" name="offerId" value={offer.offerId} />
            <input type="hidden" name="quantity" value={offer.quantity} />
          </Fragment>
        ))}
      </div>

      <fieldset>
        <legend>{t("checkout.section.customer")}</legend>
        <div className="field-row">
          {field("firstName", <input {...input("firstName")} autoComplete="given-name" required maxLength={MAX.firstName} />)}
          {field("lastName", <input {...input("lastName")} autoComplete="family-name" required maxLength={MAX.lastName} />)}
        </div>
        {field("email", <input {...input("email")} type="email" autoComplete="email" required maxLength={MAX.email} />)}
        {field("phone", <input {...input("phone")} type="tel" autoComplete="tel" maxLength={MAX.phone} />, { optional: true })}
      </fieldset>

      <fieldset>
        <legend>{t("checkout.section.address")}</legend>
        <p className="form-hint">{t("checkout.addressHint")}</p>
        {/* street and house number in the order the country writes them: the number first in FR and GB (decision 0108) */}
        <div className="field-row">
          {addressFieldOrder(addressCountry).map((name) => (
            <Fragment key={name}>
              {name === "street"
                ? field("street", <input {...input("street")} autoComplete="address-line1" required maxLength={MAX.street} />, {
                    className: "field field--wide",
                  })
                : field("houseNumber", <input {...input("houseNumber")} required maxLength={MAX.houseNumber} />, {
                    className: "field field--narrow",
                  })}
            </Fragment>
          ))}
        </div>
        <div className="field-row">
          {field(
            "zip",
            <input
              {...input("zip", "checkout-zip-hint")}
              autoComplete="postal-code"
              inputMode={digitsZip ? "numeric" : "text"}
              pattern={zipPattern}
              required
              maxLength={MAX.zip}
            />,
            {
              className: "field field--narrow",
              hint: (
                <p className="form-hint" id="checkout-zip-hint">
                  {t("checkout.zipHint", { example: config.zipExample })}
                </p>
              ),
            },
          )}
          {field("city", <input {...input("city")} autoComplete="address-level2" required maxLength={MAX.city} />, {
            className: "field field--wide",
          })}
        </div>
        {field(
          "country",
          <select {...input("country")} autoComplete="country">
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>,
        )}
      </fieldset>

      <fieldset className="payout">
        <legend>{t("checkout.section.payout")}</legend>
        {props.savedPayout ? (
          <div className="payout__source">
            <div className="choice">
              <input
                type="radio"
                id="checkout-payout-saved"
                name="payoutSource"
                value="saved"
                defaultChecked={values.payoutSource === "saved"}
              />
              <label htmlFor="checkout-payout-saved" data-testid="saved-payout">
                {props.savedPayout.kind === "paypal"
                  ? t("checkout.savedPayout.paypal", { account: props.savedPayout.label })
                  : t("checkout.savedPayout.bank", { account: props.savedPayout.label })}
                {props.savedPayout.accountHolder ? <span className="form-hint"> ({props.savedPayout.accountHolder})</span> : null}
              </label>
            </div>
            <div className="choice">
              <input
                type="radio"
                id="checkout-payout-other"
                name="payoutSource"
                value=""
                defaultChecked={values.payoutSource !== "saved"}
              />
              <label htmlFor="checkout-payout-other">{t("checkout.savedPayout.other")}</label>
            </div>
          </div>
        ) : null}
        <div className="payout__new">
          <div className="payout__choice">
            {PAYOUT_METHODS.map((method) => (
              <div className="choice" key={method}>
                <input
                  type="radio"
                  id={`checkout-payout-${method}`}
                  name="paymentMethod"
                  value={method}
                  defaultChecked={chosenMethod === method}
                  aria-describedby={describedBy("paymentMethod")}
                />
                <label htmlFor={`checkout-payout-${method}`}>{config.paymentTypeNames[method]}</label>
              </div>
            ))}
            {errors.paymentMethod ? (
              <p className="field-error" id="checkout-paymentMethod-error">
                {t(errors.paymentMethod)}
              </p>
            ) : null}
          </div>
          <div className="payout__fields payout__fields--sepa">
            {field("iban", <input {...input("iban", "checkout-iban-hint")} autoComplete="off" spellCheck={false} maxLength={MAX.iban} />, {
              hint: (
                <p className="form-hint" id="checkout-iban-hint">
                  {t("checkout.ibanHint")}
                </p>
              ),
            })}
            {field("accountHolder", <input {...input("accountHolder")} autoComplete="name" maxLength={MAX.accountHolder} />)}
            {field("bic", <input {...input("bic")} autoComplete="off" spellCheck={false} maxLength={MAX.bic} />, { optional: true })}
          </div>
          <div className="payout__fields payout__fields--paypal">
            {field("paypalEmail", <input {...input("paypalEmail")} type="email" autoComplete="email" maxLength={MAX.paypalEmail} />)}
          </div>
        </div>
      </fieldset>

      <fieldset>
        <legend>{t("checkout.section.voucher")}</legend>
        {field("voucher", <input {...input("voucher")} autoComplete="off" maxLength={MAX.voucher} />, { optional: true })}
      </fieldset>

      <div className="field terms">
        <div className="choice">
          <input
            type="checkbox"
            id={id("acceptTerms")}
            name="acceptTerms"
            defaultChecked={values.acceptTerms === "on"}
            required
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={describedBy("acceptTerms")}
          />
          <label htmlFor={id("acceptTerms")}>
            {t("checkout.terms.before")}{" "}
            <a href={termsPath} target="_blank" rel="noopener">
              {t("checkout.terms.link")}
              <span className="visually-hidden"> {t("checkout.newTab")}</span>
            </a>{" "}
            {t("checkout.terms.after")}
          </label>
        </div>
        {error("acceptTerms")}
      </div>

      {blockedReason ? (
        <p className="notice error" id="checkout-blocked">
          {/* the B2B cap's reason names the cap from the rule's own constant */}
          {t(blockedReason, { amount: money(B2B_TRADE_CAP_EUR * 100) })}
        </p>
      ) : null}
      <button type="submit" disabled={blockedReason !== null} aria-describedby={blockedReason ? "checkout-blocked" : undefined}>
        {t("checkout.submit")}
      </button>
    </form>
  );
}
