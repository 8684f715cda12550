import { describe, expect, it } from "vitest";
import { EDITIONS } from "../editions/index.ts";
import { renderMail } from "../mail/index.server.ts";
import { composeSupportAnswer } from "./mails.ts";

const input = {
  name: "Ana",
  subject: "Auszahlung",
  message: "Wann kommt\nmein Geld?",
  answer: "Die Auszahlung geht morgen raus.\nSie sehen sie in zwei Tagen.\n\nViele Grüße",
};

describe("the answer to a contact message", () => {
  it("speaks the edition's language, keeps the answer's paragraphs and quotes the message", () => {
    const subjects = new Set<string>();
    for (const edition of EDITIONS) {
      const mail = composeSupportAnswer({ ...input, edition }, "https://shop.example");
      subjects.add(mail.subject.replace(": Auszahlung", ""));
      expect(mail.subject).toContain("Auszahlung");
      expect(mail.greeting).toContain("Ana");
      expect(mail.blocks[0]).toEqual({ kind: "text", text: "Die Auszahlung geht morgen raus. Sie sehen sie in zwei Tagen." });
      expect(mail.blocks[1]).toEqual({ kind: "text", text: "Viele Grüße" });
      expect(mail.blocks.at(-1)).toEqual({ kind: "quote", text: "Wann kommt\nmein Geld?" });
      expect(mail.signoff).toContain("Sellback");
    }
    // en, de (and at), es, fr, it: five languages
    expect(subjects.size).toBe(5);
  });
  it("renders through the one template with the quoted message in the text part", async () => {
    const rendered = await renderMail(composeSupportAnswer({ ...input, edition: "fr" }, "https://shop.example"));
    expect(rendered.subject).toBe("Notre réponse à votre message\u00a0: Auszahlung");
    expect(rendered.text).toContain("Bonjour Ana,");
    expect(rendered.text).toContain("Wann kommt");
    expect(rendered.html).toContain("Votre message\u00a0:");
  });
});
