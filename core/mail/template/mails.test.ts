/**
 * Every mail the shop sends, in every language, through the one template (decision 0032): a file
 * snapshot of the HTML part (formatted) and of the text part per mail type and edition, under
 * __snapshots__/<mail>/<edition>.{html,txt}; fixed trade, dates, tokens and ids, so the files
 * change only when a text or the template does (`npx vitest run -u` after a deliberate change,
 * then look at the diff). For each mail: a text part, the `lang` attribute, no `{placeholder}`
 * left unfilled, links and images only from the shop's own origin, the logo attached inline.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { b2bAckMail, b2bTeamMail } from "../../b2b/index.server.ts";
import { companyInviteMail, INVITE_DAYS, inviteLink } from "../../company/index.server.ts";
import { composeAccountMail } from "../../account/index.server.ts";
import { composeClarificationMail, composeReturnSentMail } from "../../clarification/index.server.ts";
import type { ClarificationView } from "../../clarification/index.server.ts";
import { contactAckMail, contactTeamMail } from "../../contact/index.server.ts";
import { configureCompanyFacts, EDITIONS, editions, pathFor, shopOrigin, type EditionId } from "../../editions/index.ts";
import { newsletterConfirmMail, newsletterKnownMail } from "../../newsletter/index.server.ts";
import { offerMailContent, offerReminderContent, withdrawLink } from "../../offer-mail/index.server.ts";
import { priceAlertConfirmMail, priceAlertFiredMail } from "../../price-alert/index.server.ts";
import type { OfferView } from "../../offer/index.ts";
import { composeReviewInvitation } from "../../reviews/index.server.ts";
import { composeVoucherMail } from "../../partner-users/index.server.ts";
import { composePayoutCorrectedMail, composePayoutPaidMail, composePayoutReturnedMail } from "../../payout/index.server.ts";
import { composeTradeConfirmation, composeTradeNotice, type TradeNotice } from "../../trade/index.server.ts";
import type { TradeView } from "../../trade/index.ts";
import type { MailContent } from "./content.ts";
import { pretty } from "@react-email/render";
import { renderMail } from "./render.server.tsx";
import { sampleTradeView } from "../../../tests/helpers/trade-view.ts";
import { sampleClarificationView } from "../../../tests/helpers/clarification-view.ts";

const origin = (edition: EditionId) => shopOrigin(edition, "production", 3000);

/** The sample trade with an autumn campaign bonus of 45.00 on its one line. */
function tradeFor(edition: EditionId): TradeView {
  const [line] = sampleTradeView().lines;
  return sampleTradeView(edition, {
    campaignBonusCents: 4500,
    lines: [{ ...line!, priceCents: 46000, campaign: { id: 1, name: "Herbstbonus", bonusCents: 4500 } }],
  });
}

const clarificationFor = (edition: EditionId, answered: boolean): ClarificationView => sampleClarificationView(edition, { answered });

const contact = {
  id: 77,
  name: "Erika Mustermann",
  email: "erika@example.com",
  subject: "Auszahlung",
  tradeNumber: "SB-1000042",
  message: "Wann kommt mein Geld?\n\nViele Grüße",
};
const lead = {
  company: "Muster AG",
  contactName: "Erika Mustermann",
  email: "einkauf@muster.example",
  phone: null,
  deviceCount: 25,
  categories: ["smartphones", "laptops"],
  message: "Bitte Abholung anbieten.",
} as never;

/** A payout mail's trade (decision 0037): 555.50 paid for SB-1000042. */
const payoutMail = (e: EditionId) => ({
  edition: e,
  origin: origin(e),
  firstName: "Erika",
  tradeNumber: "SB-1000042",
  amountCents: 55550,
  trackingLink: `${origin(e)}${pathFor(e, "tradeTracking", { tradeNumber: "SB-1000042" })}?token=tok_123`,
});

/** An offer kept by mail (decision 0127): 380.00 for the device and a 38.00 autumn bonus, valid until 20 May 2031. */
/** A price alert on a phone at 480 €, wished 500 € (decision 0128). */
const alertOf = (e: EditionId) => ({
  edition: e,
  origin: origin(e),
  deviceName: "Apple iPhone 13 128 GB",
  targetCents: 50_000,
  priceAtStartCents: 48_000,
  unsubscribeToken: "tok_alert_unsubscribe_0123456789abcdef",
});

const keptOffer = (e: EditionId) =>
  ({
    offerId: "AAAAAAAAAAAAAAAAAAAAAA",
    edition: e,
    totalCents: 41800,
    campaign: { id: 1, name: "Herbstbonus", bonusCents: 3800 },
    validUntil: "2031-05-20T10:05:00.000Z",
    breakdown: {
      basePriceCents: 38000,
      lines: [
        { question: "Display", answer: "Makellos" },
        { question: "Akku", answer: "85 % oder mehr" },
      ],
    },
    device: { name: "Apple iPhone 15 128 GB", url: pathFor(e, "pdp", { pdp: "apple-iphone-15-128gb" }) },
  }) as unknown as OfferView;

/** Every mail the shop sends: name → its content in an edition (null where the mail does not exist there). */
const MAILS: Record<string, (edition: EditionId) => MailContent | null> = {
  "trade-confirmation": (e) => composeTradeConfirmation(tradeFor(e), origin(e)),
  ...Object.fromEntries(
    (["parcelReminder", "cancelled", "expired", "received", "payoutPending", "lookup"] as TradeNotice[]).map((n) => [
      `trade-${n}`,
      (e: EditionId) => composeTradeNotice(tradeFor(e), n, origin(e)),
    ]),
  ),
  "clarification-opened": (e) => composeClarificationMail(clarificationFor(e, false), tradeFor(e), "opened", origin(e)),
  "clarification-reminder": (e) => composeClarificationMail(clarificationFor(e, false), tradeFor(e), "reminder", origin(e)),
  "clarification-outcome": (e) => composeClarificationMail(clarificationFor(e, true), tradeFor(e), "outcome", origin(e)),
  "return-sent": (e) => composeReturnSentMail(tradeFor(e), "Samsung Galaxy S23", "1Z999AA10123456784", origin(e)),
  ...Object.fromEntries(
    (["activation", "reset", "changed", "exists"] as const).map((kind) => [
      `account-${kind}`,
      (e: EditionId) =>
        composeAccountMail(
          { edition: e, locale: editions[e].messagesLocale, origin: origin(e), name: "Erika" },
          kind,
          kind === "changed" ? undefined : `${origin(e)}/account?token=tok_abc`,
        ),
    ]),
  ),
  "account-payoutChanged": (e) =>
    composeAccountMail(
      { edition: e, locale: editions[e].messagesLocale, origin: origin(e), name: "Erika" },
      "payoutChanged",
      `${origin(e)}/account`,
      { account: "DE89 •••• 3000" },
    ),
  "newsletter-confirm": (e) =>
    editions[e].features.newsletter ? newsletterConfirmMail(e, origin(e), "tok_newsletter_0123456789abcdef", 7) : null,
  "newsletter-known": (e) => (editions[e].features.newsletter ? newsletterKnownMail(e, origin(e), "a".repeat(64)) : null),
  "offer-mailed": (e) =>
    offerMailContent(keptOffer(e), origin(e), {
      at: new Date("2031-05-18T10:05:00.000Z"),
      withdraw: withdrawLink(e, origin(e), "tok_offer_reminder_0123456789abcdef0123456"),
    }),
  "offer-reminder": (e) => offerReminderContent(keptOffer(e), origin(e)),
  "price-alert-confirm": (e) => priceAlertConfirmMail({ ...alertOf(e), confirmToken: "tok_alert_confirm_0123456789abcdef", days: 7 }),
  "price-alert-fired": (e) =>
    priceAlertFiredMail({
      ...alertOf(e),
      targetCents: null,
      priceCents: 52_000,
      deviceUrl: pathFor(e, "pdp", { pdp: "apple-iphone-13-128gb" }),
    }),
  "contact-ack": (e) => contactAckMail(e, origin(e), contact),
  "contact-team": (e) => (e === "de" ? contactTeamMail(e, origin(e), contact) : null),
  "b2b-ack": (e) =>
    e === "de" || e === "en" ? b2bAckMail(e, origin(e), lead, { link: inviteLink(e, origin(e), "tok_123"), days: INVITE_DAYS }) : null,
  "company-invite": (e) =>
    e === "de" || e === "en"
      ? companyInviteMail(e, origin(e), {
          kind: "member",
          company: "Muster AG",
          inviter: "Erika Mustermann",
          link: inviteLink(e, origin(e), "tok_123"),
          days: INVITE_DAYS,
        })
      : null,
  "b2b-team": (e) => (e === "de" ? b2bTeamMail(e, origin(e), 12, lead) : null),
  ...Object.fromEntries(
    (["sepa", "paypal"] as const).map((method) => [
      `payout-paid-${method}`,
      (e: EditionId) =>
        composePayoutPaidMail({
          ...payoutMail(e),
          method,
          account: method === "sepa" ? "DE89 •••• •••• •••• •••• 00" : "e***@example.com",
        }),
    ]),
  ),
  "payout-returned": (e) =>
    composePayoutReturnedMail({
      ...payoutMail(e),
      method: "sepa",
      account: "DE89 •••• •••• •••• •••• 00",
      correctLink: `${origin(e)}${pathFor(e, "accountPaymentChange")}`,
      returnCode: "AC04",
    }),
  "payout-returned-paypal": (e) =>
    composePayoutReturnedMail({
      ...payoutMail(e),
      method: "paypal",
      account: "e***@example.com",
      correctLink: `${origin(e)}${pathFor(e, "accountPaymentChange")}`,
      returnCode: "PAYPAL_UNCLAIMED",
    }),
  "payout-corrected": (e) => composePayoutCorrectedMail({ ...payoutMail(e), method: "sepa", account: "AT61 •••• •••• •••• ••01" }),
  "portal-voucher": (e) =>
    e === "de"
      ? composeVoucherMail(origin(e), {
          name: "Erika Mustermann",
          partnerName: "Demo Handelskette",
          storeName: "Demo Handelskette Berlin-Mitte",
          tradeNumber: "SB-1000042",
          voucher: { code: "DH-A6D9-94F6-BMAR", amountCents: 41800, expiresAt: new Date("2027-11-25T10:00:00Z") },
        })
      : null,
  "review-invitation": (e) =>
    editions[e].reviewSeal
      ? composeReviewInvitation({
          edition: e,
          origin: origin(e),
          firstName: "Erika",
          tradeNumber: "SB-1000042",
          link: `${origin(e)}/review/tok_review_0123456789`,
          days: 14,
        })
      : null,
};

const CASES = Object.entries(MAILS).flatMap(([name, make]) =>
  EDITIONS.flatMap((edition) => {
    const content = make(edition);
    return content ? [{ name, edition, content }] : [];
  }),
);

beforeAll(() => configureCompanyFacts({}));

describe("every mail through the one template", () => {
  it.each(CASES)(
    "$name ($edition): snapshot of both parts, text part, lang, no placeholder, only the shop's links",
    async ({ name, edition, content }) => {
      const mail = await renderMail(content);
      const shop = origin(edition);

      // A text part that says what the HTML says.
      expect(mail.text.trim().length).toBeGreaterThan(40);
      for (const block of content.blocks) if (block.kind === "text") expect(mail.text).toContain(block.text);
      // The language, for screen readers and clients.
      expect(mail.html).toMatch(new RegExp(`^<!DOCTYPE html><html[^>]* lang="${content.lang}"`));
      expect(content.lang.slice(0, 2)).toBe(editions[edition].htmlLang.slice(0, 2));
      // Nothing left unfilled: no {name} or ICU leftovers, no message key instead of a text.
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/\{[a-zA-Z]+(,[^}]*)?\}/);
        expect(part).not.toMatch(
          /\b(trade|account|newsletter|contact|b2b|clarification|returns|mail|footer|nav)\.[a-z]+[A-Za-z.]*\b(?![./@])/,
        );
      }
      // Links only to the shop's own origin; images only inline (cid:), each one attached.
      const urls = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
      if (!content.internal) expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${shop}/`), url).toBe(true);
      for (const [, src] of mail.html.matchAll(/<img[^>]* src="([^"]*)"/g)) {
        expect(src).toMatch(/^cid:/);
        expect(mail.attachments.map((a) => `cid:${a.cid}`)).toContain(src);
      }
      // Customer mails carry the footer with the edition's legal notice; internal ones do not.
      expect(mail.text.includes("\n-- \n")).toBe(!content.internal);

      const dir = path.join(import.meta.dirname, "__snapshots__", name);
      await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(path.join(dir, `${edition}.txt`));
      await expect(await pretty(mail.html)).toMatchFileSnapshot(path.join(dir, `${edition}.html`));
    },
  );

  it("covers every mail type in every language the shop speaks", () => {
    const languages = new Set(CASES.map((c) => c.content.locale));
    expect([...languages].sort()).toEqual(["de", "de-AT", "en", "es", "fr", "it"]);
    const names = new Set(CASES.map((c) => c.name));
    expect(names.size).toBe(Object.keys(MAILS).length);
  });

  it("the password-changed and payout-changed mails do not tell the owner to ignore them (their body says to act)", async () => {
    for (const edition of EDITIONS) {
      expect(MAILS["account-changed"]!(edition)!.note).toBeUndefined();
      expect(MAILS["account-payoutChanged"]!(edition)!.note).toBeUndefined();
      expect(MAILS["account-reset"]!(edition)!.note).toBeTruthy();
    }
  });

  // Decision 0099: German goes on in lower case after "Hallo Erika," (only the polite Sie/Ihr… keep
  // their capital); English signs off with "Kind regards," above "The Sellback team", never "Your … team".
  it("German mails go on in lower case after the salutation; English ones sign off as a British letter does", () => {
    const wrong: string[] = [];
    for (const { name, edition, content } of CASES) {
      if (content.internal || !content.greeting) continue;
      const first = content.blocks[0]?.kind === "text" ? content.blocks[0].text : null;
      if (editions[edition].language === "de" || edition === "at") {
        if (first && !/^(\p{Ll}|(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihnen)\b)/u.test(first))
          wrong.push(`${name} (${edition}): ${first.slice(0, 40)}`);
      }
      if (edition === "en" && content.signoff && !/^Kind regards,\nThe .*team$/.test(content.signoff))
        wrong.push(`${name} (en): ${content.signoff}`);
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Every mail the code sends goes through the template: a send that hands the mailer a hand-made
 * message (subject/text/html literals) instead of `mailMessage(…)` fails here.
 */
describe("no mail bypasses the template", () => {
  const root = path.join(import.meta.dirname, "../../..");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) return f === "node_modules" || f.startsWith("build") ? [] : files(p);
      return /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
    });
  it.each(["core", "server", "app"])("%s/", (dir) => {
    const offenders: string[] = [];
    for (const file of files(path.join(root, dir))) {
      if (file.includes(`${path.sep}mail${path.sep}`)) continue;
      const source = readFileSync(file, "utf8");
      for (const m of source.matchAll(/mailer\.send\(([^;]*)/g))
        if (!/^\s*(mailMessage\(|mail\)|mail\b)/.test(m[1]!)) offenders.push(`${path.relative(root, file)}: ${m[0].slice(0, 80)}`);
    }
    expect(offenders).toEqual([]);
  });
});
