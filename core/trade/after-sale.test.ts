import { describe, expect, it } from "vitest";
import { formatDate } from "../editions/index.ts";
import { OFFER_VALIDITY_DAYS } from "../offer/index.ts";
import { DEADLINES_EXPLAINED, deviceReset, handInStep, lastParcelDay, resetSteps } from "./after-sale.ts";
import { SHIPPING_DEADLINE_DAYS } from "./constants.ts";
import { tradeDeadlines } from "./deadlines.ts";

const line = (deviceName: string, manufacturer: string, categoryId?: string) => ({ deviceName, manufacturer, categoryId });

describe("after the sale: the reset per device kind (decision 0107)", () => {
  it("asks Apple phones, tablets and Macs to switch off Find My, Android ones to remove the Google account (FRP)", () => {
    expect(deviceReset(line("iPhone 15", "Apple", "smartphones"))).toBe("apple");
    expect(deviceReset(line("iPad Air", "Apple", "tablets"))).toBe("apple");
    expect(deviceReset(line("MacBook Air", "Apple", "laptops"))).toBe("apple");
    expect(deviceReset(line("Galaxy S24", "Samsung", "smartphones"))).toBe("google");
    expect(deviceReset(line("Pixel Tablet", "Google", "tablets"))).toBe("google");
  });

  it("asks other laptops and consoles to sign out and reset, and cameras, lenses and monitors for nothing", () => {
    expect(deviceReset(line("ThinkPad X1", "Lenovo", "laptops"))).toBe("account");
    expect(deviceReset(line("PlayStation 5", "Sony", "consoles"))).toBe("account");
    expect(deviceReset(line("EOS R6", "Canon", "cameras"))).toBe("none");
    expect(deviceReset(line("RF 50 mm", "Canon", "lenses"))).toBe("none");
    expect(deviceReset(line("Studio Display", "Apple", "monitors"))).toBe("none");
  });

  it("gives a device whose category is unknown the general step, never none", () => {
    expect(deviceReset(line("Old phone", "Nokia"))).toBe("account");
    expect(deviceReset(line("Old iPhone", "apple"))).toBe("apple");
  });

  it("makes one step per kind, naming its devices once each as the locale's list; none for cameras alone", () => {
    const lines = [
      line("iPhone 15", "Apple", "smartphones"),
      line("EOS R6", "Canon", "cameras"),
      line("Galaxy S24", "Samsung", "smartphones"),
      line("iPad Air", "Apple", "tablets"),
      line("iPhone 15", "Apple", "smartphones"),
    ];
    expect(resetSteps(lines, "de")).toEqual([
      { key: "afterSale.reset.apple", values: { names: "iPhone 15 und iPad Air", count: 2 } },
      { key: "afterSale.reset.google", values: { names: "Galaxy S24", count: 1 } },
    ]);
    expect(resetSteps(lines, "fr")[0]!.values!.names).toBe("iPhone 15 et iPad Air");
    // storage in the edition's units, as every device name the customer reads
    expect(resetSteps([line("iPhone 15 128 GB", "Apple", "smartphones")], "fr")[0]!.values!.names).toBe("iPhone 15 128 Go");
    expect(resetSteps([line("EOS R6", "Canon", "cameras")], "de")).toEqual([]);
  });
});

describe("after the sale: the parcel's last day", () => {
  it("is day 30 after the trade, the day before the trade expires, in the edition's date format", () => {
    // 10 Jan 2027 14:00 Berlin: day 30 = 9 Feb; the trade expires at the end of it
    const created = new Date("2027-01-10T13:00:00Z");
    expect(formatDate(lastParcelDay(created, "de"), "de")).toBe("09.02.27");
    expect(formatDate(lastParcelDay(created, "fr"), "fr")).toBe("09/02/27");
    const last = lastParcelDay(created, "de").getTime();
    const expires = tradeDeadlines(created, "de").expiresAt.getTime();
    expect(last).toBeLessThan(expires);
    expect(expires - last).toBe(12 * 3_600_000);
  });

  it("counts the trade's day in the edition's zone: 23:30 UTC on 31 Dec is 1 Jan in Paris, still 31 Dec in London", () => {
    const created = new Date("2026-12-31T23:30:00Z");
    expect(formatDate(lastParcelDay(created, "fr"), "fr")).toBe("31/01/27");
    // London's day 30 is 30 Jan; noon in London is 13:00 in Berlin, the shop's display zone: the same day
    expect(formatDate(lastParcelDay(created, "en"), "en")).toBe("30/01/27");
  });

  it("holds across the change to summer time", () => {
    // 10 Mar 2027 (UTC+1) → day 30 = 9 Apr (UTC+2)
    expect(formatDate(lastParcelDay(new Date("2027-03-10T10:00:00Z"), "de"), "de")).toBe("09.04.27");
  });

  it("takes its figures from the constants: the hand-in step's days, the offer's and the parcel's", () => {
    expect(handInStep("09.02.27")).toEqual({ key: "afterSale.handIn", values: { deadline: "09.02.27", days: SHIPPING_DEADLINE_DAYS } });
    expect(DEADLINES_EXPLAINED.map((m) => m.values)).toEqual([{ offerDays: OFFER_VALIDITY_DAYS }, { parcelDays: SHIPPING_DEADLINE_DAYS }]);
  });
});
