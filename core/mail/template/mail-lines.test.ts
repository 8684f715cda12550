/**
 * Mail lines the code fills in (decision 0099): every label, colon, unit and date comes from the
 * language's message and the edition's locale, never from a template literal in the composer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { composeClarificationMail, composeReturnSentMail } from "../../clarification/index.server.ts";
import type { ClarificationView } from "../../clarification/index.server.ts";
import { contactTeamMail } from "../../contact/index.server.ts";
import { configureCompanyFacts, shopOrigin, type EditionId } from "../../editions/index.ts";
import { composeTradeConfirmation } from "../../trade/index.server.ts";
import { sampleTradeView } from "../../../tests/helpers/trade-view.ts";
import type { MailBlock } from "./content.ts";
import { renderMail } from "./render.server.tsx";

const origin = (edition: EditionId) => shopOrigin(edition, "production", 3000);
const NBSP = "\u00a0";

function clarification(edition: EditionId, answered: boolean): ClarificationView {
  const offer = (offerId: string, cents: number) => ({ offerId, priceCents: cents, totalCents: cents });
  return {
    clarificationId: "c0ffee00-0000-4000-8000-000000000001",
    tradeNumber: "SB-1000042",
    edition,
    // the end of 16 March in Berlin (its midnight, UTC+1)
    deadline: "2026-03-16T23:00:00.000Z",
    devices: [
      { deviceName: "Apple iPhone 15 128 GB", newOffer: offer("n1", 38000), answer: answered ? "accept" : null },
      { deviceName: "Apple MacBook Air 1 TB", newOffer: null, answer: answered ? "return" : null },
    ],
  } as unknown as ClarificationView;
}

const items = (blocks: MailBlock[]) =>
  blocks.flatMap((b) => (b.kind === "list" ? b.items : b.kind === "items" ? b.items.map((item) => item.text) : []));
const texts = (blocks: MailBlock[]) => blocks.flatMap((b) => (b.kind === "text" ? [b.text] : b.kind === "button" ? [b.label] : []));

beforeAll(() => configureCompanyFacts({}));

describe("mail lines assembled in code go through messages", () => {
  it("the clarification's deadline is written in the edition's locale: en-GB in the English edition, de-AT in Austria", () => {
    const en = texts(composeClarificationMail(clarification("en", false), sampleTradeView("en"), "opened", origin("en")).blocks).join("\n");
    expect(en).toContain("by 16 March 2026");
    expect(en).not.toMatch(/March 16, 2026/);
    const at = texts(composeClarificationMail(clarification("at", false), sampleTradeView("at"), "reminder", origin("at")).blocks).join(
      "\n",
    );
    expect(at).toContain("bis 16. März 2026");
    const fr = texts(composeClarificationMail(clarification("fr", false), sampleTradeView("fr"), "opened", origin("fr")).blocks).join("\n");
    expect(fr).toContain("16 mars 2026");
  });

  it("French lines put a no-break space before the colon; the others none", () => {
    const frTrade = items(composeTradeConfirmation(sampleTradeView("fr"), origin("fr")).blocks);
    expect(frTrade[0]).toBe(`1 × Apple iPhone 15 <128 Go>${NBSP}: 505,00${NBSP}€`);
    const frOutcome = items(composeClarificationMail(clarification("fr", true), sampleTradeView("fr"), "outcome", origin("fr")).blocks);
    for (const line of frOutcome) expect(line).toMatch(new RegExp(`^\\S.*\\S${NBSP}: \\S`));
    const deTrade = items(composeTradeConfirmation(sampleTradeView("de"), origin("de")).blocks);
    expect(deTrade[0]).toBe(`1 × Apple iPhone 15 <128 GB>: 505,00${NBSP}€`);
    const enOutcome = items(composeClarificationMail(clarification("en", true), sampleTradeView("en"), "outcome", origin("en")).blocks);
    expect(enOutcome).toEqual([
      "Apple iPhone 15 128 GB: new offer accepted (€380.00); we will pay you soon",
      "Apple MacBook Air 1 TB: sent back to you free of charge",
    ]);
  });

  it("storage units follow the language: Go and To in French, GB and TB elsewhere, in every line that names a device", () => {
    const fr = composeClarificationMail(clarification("fr", false), sampleTradeView("fr"), "opened", origin("fr"));
    expect(texts(fr.blocks).join("\n")).toContain("Apple iPhone 15 128 Go");
    const frOutcome = items(composeClarificationMail(clarification("fr", true), sampleTradeView("fr"), "outcome", origin("fr")).blocks);
    expect(frOutcome.join("\n")).toContain("Apple MacBook Air 1 To");
    expect(frOutcome.join("\n")).not.toMatch(/\b(GB|TB)\b/);
    const frReturn = composeReturnSentMail(sampleTradeView("fr"), "Apple iPad Air 256 GB", "1Z999AA10123456784", origin("fr"));
    expect(texts(frReturn.blocks)[0]).toContain("Apple iPad Air 256 Go");
    for (const edition of ["en", "de", "at", "es", "it"] as const) {
      const lines = items(composeTradeConfirmation(sampleTradeView(edition), origin(edition)).blocks);
      expect(lines[0]).toContain("128 GB");
    }
  });

  it("the team's contact mail names the trade in the edition's language", () => {
    const input = { id: 7, name: "Erika", email: "erika@example.com", subject: "Auszahlung", tradeNumber: "SB-1000042", message: "Hallo" };
    const block = (e: EditionId) => texts(contactTeamMail(e, origin(e), input).blocks)[0]!;
    expect(block("de")).toContain("\nVerkauf: SB-1000042");
    expect(block("fr")).toContain(`\nVente${NBSP}: SB-1000042`);
    expect(block("en")).toContain("\nTrade: SB-1000042");
  });

  it("a sign-off's line break shows in both parts", async () => {
    const mail = await renderMail(composeTradeConfirmation(sampleTradeView("en"), origin("en")));
    expect(mail.text).toContain("\n\nKind regards,\nThe Sellback team\n");
    expect(mail.html).toMatch(/Kind regards,<br\/?>The Sellback team/);
  });
});
