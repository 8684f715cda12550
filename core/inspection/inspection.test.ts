import { describe, expect, it } from "vitest";
import type { DeviceView, QuestionView } from "../catalog/index.ts";
import { deviceIdentifier, isValidImei, luhnValid, normalizeImei } from "./imei.ts";
import { certificateNumber, customerCertificatePath, customerPhotoPath } from "./paths.ts";
import { repriceInspection } from "./reprice.ts";
import { answerIds as answers, question } from "../../tests/helpers/questions.ts";

describe("IMEI check", () => {
  it("accepts 15 digits with a correct Luhn check digit, with or without separators", () => {
    expect(isValidImei("490154203237518")).toBe(true);
    expect(isValidImei("35-209900-176148-1")).toBe(true);
    expect(isValidImei("35 209900 176148 1")).toBe(true);
    expect(normalizeImei("35-209900/176148 1")).toBe("352099001761481");
  });

  it("refuses a wrong check digit, a wrong length and letters", () => {
    expect(isValidImei("490154203237519")).toBe(false);
    expect(isValidImei("49015420323751")).toBe(false);
    expect(isValidImei("4901542032375180")).toBe(false);
    expect(isValidImei("49015420323751A")).toBe(false);
    expect(isValidImei("")).toBe(false);
  });

  it("luhnValid is the mod-10 check (every second digit from the right doubled)", () => {
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
    expect(luhnValid("0")).toBe(true);
    expect(luhnValid("12a")).toBe(false);
  });
});

describe("deviceIdentifier (the inspection's and the store portal's one rule)", () => {
  it("takes an IMEI, a serial or both, normalized, for any device", () => {
    expect(deviceIdentifier({ imei: "35-209900-176148-1" })).toEqual({ imei: "352099001761481", serial: null, errors: [] });
    expect(deviceIdentifier({ serial: " c02xk1 abjg5h " })).toEqual({ imei: null, serial: "C02XK1ABJG5H", errors: [] });
    expect(deviceIdentifier({ imei: "490154203237518", serial: "F2LXK1ABJG5H" }).errors).toEqual([]);
  });

  it("refuses a failed Luhn check, a bad serial and neither, each on its field", () => {
    expect(deviceIdentifier({ imei: "490154203237519" }).errors).toEqual([{ field: "imei", problem: "imeiInvalid" }]);
    expect(deviceIdentifier({ imei: "49015420323751" }).errors).toEqual([{ field: "imei", problem: "imeiInvalid" }]);
    expect(deviceIdentifier({ serial: "AB" }).errors).toEqual([{ field: "serial", problem: "serialInvalid" }]);
    expect(deviceIdentifier({ imei: "1", serial: "-X-" }).errors).toEqual([
      { field: "imei", problem: "imeiInvalid" },
      { field: "serial", problem: "serialInvalid" },
    ]);
    for (const none of [{}, { imei: null, serial: null }, { imei: "", serial: "" }])
      expect(deviceIdentifier(none).errors).toEqual([{ field: "imei", problem: "identifierMissing" }]);
  });
});

const questions: QuestionView[] = [
  question(1, "display", "Display?", [
    [11, "display_ok", "Flawless", 1],
    [12, "display_cracked", "Cracked", 0.5],
  ]),
  question(2, "housing", "Housing?", [
    [21, "housing_like_new", "Like new", 1],
    [22, "housing_wear", "Wear", 0.9],
  ]),
  question(3, "lock", "Activation lock off?", [
    [31, "lock_off", "Yes", 1],
    [32, "lock_on", "No", { kind: "noOffer", reason: "Locked devices cannot be bought." }],
  ]),
];
// Today's catalog price is the locked one (400); a price that changed since the offer: price-rise.test.ts (decision 0126).
const device = { id: 7, name: "Phone", basePrice: 400, questions } as unknown as DeviceView;

describe("repriceInspection", () => {
  const lockedBest = { basePriceCents: 40000, priceCents: 40000, answers: answers(11, 21, 31) };
  const lockedWorn = { basePriceCents: 40000, priceCents: 36000, answers: answers(11, 22, 31) };

  it("the same answers: as described, the locked price, no differences", () => {
    const r = repriceInspection(device, lockedWorn, answers(11, 22, 31));
    expect(r).toMatchObject({ outcome: "as_described", priceCents: 36000, differences: [] });
  });

  it("a cracked screen: worse, priced on the locked base price with the same pricing code, naming the differing answer", () => {
    const r = repriceInspection(device, lockedBest, answers(12, 21, 31));
    expect(r.outcome).toBe("worse");
    expect(r.priceCents).toBe(20000);
    expect(r.priced.breakdown.basePriceCents).toBe(40000);
    expect(r.differences).toEqual([
      {
        questionId: 1,
        questionCode: "display",
        question: "Display?",
        expected: 11,
        found: 12,
        expectedText: "Flawless",
        foundText: "Cracked",
      },
    ]);
  });

  it("a better device keeps its locked price", () => {
    const r = repriceInspection(device, lockedWorn, answers(11, 21, 31));
    expect(r.outcome).toBe("as_described");
    expect(r.priceCents).toBe(36000);
    expect(r.differences.map((d) => d.questionCode)).toEqual(["housing"]);
  });

  it("an activation lock: no offer, price 0, the reason kept", () => {
    const r = repriceInspection(device, lockedBest, answers(11, 21, 32));
    expect(r.outcome).toBe("no_offer");
    expect(r.priceCents).toBe(0);
    expect(r.priced.noOffer?.reasons).toEqual(["Locked devices cannot be bought."]);
  });

  // a business quote's unit (decision 0118): grade B's answers priced 36000, quoted 36500 (the catalog moved since the quote: +500), +2 % volume = 37230
  const lockedQuote = { ...lockedWorn, priceCents: 37230, quote: { adjustmentCents: 500, volumePercent: 2 } };

  it("a business quote's unit as described keeps its quoted price, bonus included (a different but no cheaper answer too)", () => {
    expect(repriceInspection(device, lockedQuote, answers(11, 22, 31))).toMatchObject({ outcome: "as_described", priceCents: 37230 });
    const better = repriceInspection(device, lockedQuote, answers(11, 21, 31));
    expect(better).toMatchObject({ outcome: "as_described", priceCents: 37230 });
    expect(better.differences.map((d) => d.questionCode)).toEqual(["housing"]);
  });

  it("a business quote's worse unit keeps the quote's binding and volume percent on its new price", () => {
    const r = repriceInspection(device, lockedQuote, answers(12, 22, 31));
    // 40000 × 0.5 × 0.9 = 18000, + 500 = 18500, + 2 % = 18870
    expect(r).toMatchObject({ outcome: "worse", priceCents: 18870 });
    expect(r.priced.priceCents).toBe(18870);
    expect(r.priced.breakdown).toMatchObject({ quoteAdjustmentCents: 500, volume: { percent: 2, deltaCents: 370 } });
  });

  it("missing or foreign answers are a 422 as for the offer", () => {
    expect(() => repriceInspection(device, lockedBest, answers(11, 21))).toThrow(expect.objectContaining({ status: 422 }));
  });
});

describe("paths and numbers", () => {
  it("customer paths carry the token only when given; certificate numbers come from the trade and the position", () => {
    expect(customerPhotoPath("SB-1000001", 17, "thumb")).toBe("/api/trade/trades/SB-1000001/photos/17?size=thumb");
    expect(customerPhotoPath("SB-1000001", 17, "web", "a b")).toBe("/api/trade/trades/SB-1000001/photos/17?size=web&token=a%20b");
    expect(customerCertificatePath("SB-1000001", 5, "t")).toBe("/api/trade/trades/SB-1000001/items/5/certificate?token=t");
    expect(certificateNumber("SB-1000001", 2)).toBe("EC-1000001-2");
  });
});

describe("sniffImage", () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));
  it("knows JPEG, PNG, WebP and HEIC by their first bytes, and nothing else", async () => {
    const { sniffImage } = await import("./photos.server.ts");
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("jpeg");
    expect(sniffImage(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], "IHDR"))).toBe("png");
    expect(sniffImage(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    expect(sniffImage(bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0]))).toBe("heic");
    expect(sniffImage(bytes([0, 0, 0, 24], "ftypmif1", [0, 0, 0, 0]))).toBe("heic");
    expect(sniffImage(bytes([0, 0, 0, 24], "ftypisom", [0, 0, 0, 0]))).toBeNull();
    expect(sniffImage(bytes("GIF89a"))).toBeNull();
    expect(sniffImage(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
