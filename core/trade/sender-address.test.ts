/**
 * The trade confirmation prints the label's sender address in its country's order (decision 0108),
 * in both parts of the mail.
 */
import { describe, expect, it } from "vitest";
import { composeReturnSentMail } from "../clarification/index.server.ts";
import { renderMail } from "../mail/index.server.ts";
import { sampleTradeView } from "../../tests/helpers/trade-view.ts";
import { composeTradeConfirmation } from "./mail.server.ts";
import { senderAddressLines } from "./sender-address.ts";

const origin = "https://www.sellback.example";

describe("the trade confirmation's sender address (decision 0108)", () => {
  it("fr: « 12 rue de Rivoli », postcode and town, the country in French", async () => {
    const trade = sampleTradeView("fr", {
      customer: { ...sampleTradeView().customer, firstName: "Camille", lastName: "Martin" },
      address: { street: "rue de Rivoli", houseNumber: "12", zip: "75001", city: "Paris", country: "FR" },
    });
    expect(senderAddressLines(trade)).toEqual(["Camille Martin", "12 rue de Rivoli", "75001 Paris", "France"]);
    const mail = await renderMail(composeTradeConfirmation(trade, origin));
    expect(mail.text).toContain(
      "Expéditeur indiqué sur votre étiquette d’envoi\u00a0:\n\nCamille Martin\n12 rue de Rivoli\n75001 Paris\nFrance",
    );
    // one line each in the HTML part too (the block keeps its line breaks)
    expect(mail.html).toMatch(/Camille Martin\n12 rue de Rivoli\n75001 Paris\nFrance/);
    expect(mail.text).not.toContain("Rivoli 12");
  });

  it("fr: the mail that the device went back names the address in the same order", async () => {
    const trade = sampleTradeView("fr", {
      address: { street: "rue de Rivoli", houseNumber: "12", zip: "75001", city: "Paris", country: "FR" },
    });
    const text = (await renderMail(composeReturnSentMail(trade, "Samsung Galaxy S23", "1Z999AA10123456784", origin))).text;
    expect(text).toContain("Nous l’avons envoyé à cette adresse\u00a0:\n\nErika Mustermann\n12 rue de Rivoli\n75001 Paris\nFrance");
  });

  it("de: « Musterstraße 12 »; es: « Calle Mayor, 12 »", async () => {
    const de = sampleTradeView("de", {
      address: { street: "Musterstraße", houseNumber: "12", zip: "10115", city: "Berlin", country: "DE" },
    });
    const text = (await renderMail(composeTradeConfirmation(de, origin))).text;
    expect(text).toContain("Als Absender steht auf Ihrem Versandetikett:\n\nErika Mustermann\nMusterstraße 12\n10115 Berlin\nDeutschland");
    const es = sampleTradeView("es", {
      address: { street: "Calle Mayor", houseNumber: "12", zip: "28013", city: "Madrid", country: "ES" },
    });
    expect(senderAddressLines(es)).toEqual(["Erika Mustermann", "Calle Mayor, 12", "28013 Madrid", "España"]);
  });
});
