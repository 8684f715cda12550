/**
 * A clarification mail names one device or several as the clarification holds them (issue 30):
 * "a device differs" only when one does, "2 devices differ" when two do, in every language.
 */
import { describe, expect, it } from "vitest";
import type { EditionId } from "../editions/index.ts";
import type { TradeView } from "../trade/index.ts";
import { sampleClarificationView } from "../../tests/helpers/clarification-view.ts";
import { sampleTradeView } from "../../tests/helpers/trade-view.ts";
import { composeClarificationMail } from "./mail.server.ts";

const view = (edition: EditionId, devices: 1 | 2) => sampleClarificationView(edition, { devices });

const text = (edition: EditionId, devices: 1 | 2, notice: "opened" | "reminder") => {
  const mail = composeClarificationMail(view(edition, devices), sampleTradeView(edition) as TradeView, notice, "https://www.sellback.com");
  return `${mail.subject}\n${mail.blocks.map((b) => ("text" in b ? b.text : "")).join("\n")}`;
};

describe("clarification mails count the devices", () => {
  it.each([
    ["en", /a device differs/, /2 devices differ/],
    ["de", /ein Gerät von Ihrer/, /2 Geräte von Ihrer/],
    ["es", /un dispositivo no coincide/, /2 dispositivos no coinciden/],
    ["fr", /un appareil ne correspond/, /2 appareils ne correspondent/],
    ["it", /un dispositivo non corrisponde/, /2 dispositivi non corrispondono/],
  ] as const)("%s: one device in the singular, two in the plural", (edition, one, two) => {
    expect(text(edition, 1, "opened")).toMatch(one);
    expect(text(edition, 1, "opened")).not.toMatch(two);
    expect(text(edition, 2, "opened")).toMatch(two);
    expect(text(edition, 2, "opened")).not.toMatch(one);
  });

  it("the reminder speaks of your device or all of your devices", () => {
    expect(text("en", 1, "reminder")).toMatch(/decided on your device\. .* we will return it to you/);
    expect(text("en", 2, "reminder")).toMatch(/decided on all of your devices/);
  });
});
