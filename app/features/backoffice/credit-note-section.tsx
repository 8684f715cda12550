/**
 * The credit-note section of the back office's trade page (decision 0121): the issued credit note
 * (number, VAT treatment, net, VAT and the amount paid, the PDF), or the company's expected invoice
 * with a form that records its number (a plain POST: works without JavaScript), or why there is no
 * VAT document.
 */
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { Field } from "../../ui/form.tsx";
import { Notice } from "../../ui/notice.tsx";
import type { CreditNoteSectionData } from "../../../core/credit-note/index.ts";

export function CreditNoteSection({ data }: { data: CreditNoteSectionData }) {
  const t = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="bo-credit-note" className="bo-card" id="credit-note" data-testid="credit-note">
      <h2 id="bo-credit-note">{t("backoffice.creditNote.heading")}</h2>
      {data.notice === "saved" ? <Notice>{t("backoffice.creditNote.saved")}</Notice> : null}
      {data.state === "none" ? <p>{t(`backoffice.creditNote.none.${data.reason}`)}</p> : null}
      {data.state === "pending" ? <p>{t("backoffice.creditNote.notYet")}</p> : null}
      {data.state === "document" ? (
        <>
          <p>{data.treatment ? t(`backoffice.creditNote.treatment.${data.treatment}`) : null}</p>
          {data.number ? (
            <p>
              <span translate="no">{t("backoffice.creditNote.number", { number: data.number })}</span> ·{" "}
              <a href={data.pdf ?? undefined} className="bo-link" type="application/pdf" data-testid="credit-note-link">
                {t("backoffice.creditNote.download")}
              </a>
            </p>
          ) : null}
          <p>
            {t("backoffice.creditNote.amounts", {
              net: f.money(data.netCents),
              vat: f.money(data.vatCents),
              gross: f.money(data.grossCents),
            })}
          </p>
          {data.kind === "seller_invoice" && data.sellerInvoiceNumber ? (
            <p>{t("backoffice.creditNote.recorded", { number: data.sellerInvoiceNumber })}</p>
          ) : null}
          {data.kind === "seller_invoice" && !data.sellerInvoiceNumber ? (
            <>
              <p>{t("backoffice.creditNote.expected")}</p>
              <form method="post" action={data.formAction} className="bo-inline-form" noValidate>
                <Field
                  id="seller-invoice-number"
                  name="number"
                  label={t("backoffice.creditNote.invoiceNumber")}
                  error={data.notice === "error" ? t("backoffice.creditNote.error.number") : undefined}
                  markError
                >
                  {(a) => <input {...a} type="text" required maxLength={60} autoComplete="off" />}
                </Field>
                <button type="submit">{t("backoffice.creditNote.record")}</button>
              </form>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
