/**
 * "Your quote" (decision 0118): a business user mails a quote to their own address, with its link
 * and its PDF attached; the quote's `sent_at` is the back office pipeline's "sent". At most
 * MAILS_PER_RECIPIENT mails an hour reach one address (decision 0020).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { companyById, companyOfCustomer } from "../company/index.server.ts";
import { editions, formatDate, formatMoney, pathFor, type EditionId } from "../editions/index.ts";
import { customerMail, mailMessage, type Mailer, type MailContent } from "../mail/index.server.ts";
import { recipientMailAllowed } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { rows, translator } from "../shared/index.server.ts";
import { quotePdf, type QuotePdfCompany } from "./pdf.server.ts";
import { quoteByPublicId } from "./quotes.server.ts";
import type { QuoteView } from "./types.ts";

/** The mail's content: the quote's number, its total and validity, the link to its page. */
export function quoteMail(view: QuoteView, origin: string, firstName: string): MailContent {
  const t = translator(editions[view.edition].messagesLocale);
  return {
    ...customerMail(view.edition, origin, firstName),
    subject: t("business.quoteMail.subject", { number: view.number }),
    blocks: [
      {
        kind: "text",
        text: t("business.quoteMail.text", {
          number: view.number,
          units: view.unitCount,
          total: formatMoney(view.totalCents, view.edition),
          date: formatDate(new Date(view.validUntil), view.edition),
        }),
      },
      {
        kind: "button",
        label: t("business.quoteMail.action"),
        href: `${origin}${pathFor(view.edition, "businessQuote", { quote: view.quoteId })}`,
      },
      { kind: "text", text: t("business.quoteMail.attached") },
    ],
  };
}

export function companyPdfLines(company: {
  name: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
  vatId: string | null;
}): QuotePdfCompany {
  return {
    name: company.name,
    lines: [
      `${company.street} ${company.houseNumber}`,
      `${company.zip} ${company.city}`,
      company.country,
      ...(company.vatId ? [company.vatId] : []),
    ],
  };
}

/** Mails the quote to the business user's own address and sets `sent_at`; 404 / 403 / 409 / 429 problems. */
export async function sendQuote(
  db: Db,
  deps: { mailer: Mailer; origin: string },
  input: { quoteId: string; customerId: string; edition: EditionId; now: Date },
): Promise<{ sentAt: string }> {
  const view = await quoteByPublicId(db, input.quoteId, input.now);
  if (!view || view.edition !== input.edition) throw new ProblemError(404, "not_found", "problem.detail.noQuote");
  const member = await companyOfCustomer(db, input.customerId);
  if (!member) throw new ProblemError(403, "forbidden", "problem.detail.notCompanyMember");
  if (view.companyId !== null && view.companyId !== member.company.id)
    throw new ProblemError(403, "forbidden", "problem.detail.quoteOtherCompany");
  if (view.state === "expired") throw new ProblemError(409, "quote_expired", "problem.detail.quoteExpired");
  const [customer] = await rows<{ email: string; first_name: string }>(
    db,
    sql`select email, first_name from customers where id = ${input.customerId}`,
  );
  if (!(await recipientMailAllowed(db, "b2b-quote", customer!.email, input.now))) {
    throw new ProblemError(429, "rate_limited", "problem.detail.quoteMailLimited", undefined, { retryAfter: 3600 });
  }
  const company = await companyById(db, member.company.id);
  const pdf = await quotePdf(view, editions[view.edition].messagesLocale, company ? companyPdfLines(company) : null);
  const message = await mailMessage(
    { from: editions[view.edition].contactSender, to: customer!.email },
    quoteMail(view, deps.origin, customer!.first_name),
    { kind: "b2b.quote", customerId: input.customerId },
  );
  // the template's message with the quote's PDF beside its inline images
  const mail = {
    ...message,
    attachments: [
      ...(message.attachments ?? []),
      { filename: `${view.number}.pdf`, content: Buffer.from(pdf), contentType: "application/pdf" },
    ],
  };
  await deps.mailer.send(mail);
  const sentAt = input.now.toISOString();
  await db.execute(
    sql`update b2b_quotes set sent_at = ${sentAt}::timestamptz, company_id = coalesce(company_id, ${member.company.id}),
      account_manager_id = coalesce(account_manager_id, ${member.company.accountManager?.id ?? null}) where public_id = ${input.quoteId}`,
  );
  return { sentAt };
}
