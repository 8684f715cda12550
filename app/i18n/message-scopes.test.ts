import { describe, expect, it } from "vitest";
import { PAGE_IDS } from "../../core/editions/index.ts";
import { messagesFor } from "../../core/shared/index.server.ts";
import { CHROME_SCOPES, messagesForPage } from "./message-scopes.ts";

const all = messagesFor("de");

describe("messagesForPage", () => {
  it("sends the chrome, the page's own scopes and its meta strings, nothing else", () => {
    const checkout = messagesForPage(all, ["checkout"]);
    expect(checkout["nav.cart"]).toBe("Warenkorb");
    expect(checkout["page.checkout.title"]).toBe(all["page.checkout.title"]);
    expect(checkout["checkout.field.iban"]).toBe(all["checkout.field.iban"]);
    expect(checkout["trade.error.iban"]).toBe(all["trade.error.iban"]);
    expect(checkout["accountUi.login.submit"]).toBeUndefined();
    expect(checkout["page.home.title"]).toBeUndefined();
    expect(checkout["home.popular"]).toBeUndefined();
  });

  it("matches whole key segments: the scope 'account' is not 'accountUi'", () => {
    const checkout = messagesForPage(all, ["checkout"]);
    expect(Object.keys(checkout).some((k) => k.startsWith("account.error."))).toBe(true);
    expect(Object.keys(checkout).some((k) => k.startsWith("accountUi."))).toBe(false);
  });

  it("never sends the strings only the server uses (mails, label, controlling errors)", () => {
    for (const page of PAGE_IDS) {
      const keys = Object.keys(messagesForPage(all, [page]));
      expect(
        keys.filter((k) => /\.mail\.|^label\.|\.ack\.|^controlling\./.test(k)),
        page,
      ).toEqual([]);
    }
  });

  it("joins the scopes of every page a path can be (English overview and device page share a path)", () => {
    const both = messagesForPage(all, ["overview", "pdp"]);
    expect(both["page.pdp.title"]).toBe(all["page.pdp.title"]);
    expect(both["page.overview.title"]).toBe(all["page.overview.title"]);
    expect(both["offer.submit"]).toBe(all["offer.submit"]);
  });

  it("gives an unmatched path the chrome only, enough for the error page", () => {
    const chrome = messagesForPage(all, []);
    expect(chrome["error.oops"]).toBe("Hoppla!");
    expect(chrome["error.notFound.subtitle"]).toBe(all["error.notFound.subtitle"]);
    expect(Object.keys(chrome).every((k) => CHROME_SCOPES.some((s) => k === s || k.startsWith(`${s}.`)))).toBe(true);
  });

  it("sends each page far less than the whole catalog", () => {
    const full = JSON.stringify(all).length;
    for (const page of PAGE_IDS) expect(JSON.stringify(messagesForPage(all, [page])).length, page).toBeLessThan(full * 0.5);
  });
});
