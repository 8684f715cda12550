import { describe, expect, it } from "vitest";
import { offerMailRefusal, REMINDER_DAYS_BEFORE, reminderDueAt, reminderOutcome } from "./rules.ts";

const now = new Date("2031-05-06T10:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe("offer mail rules (decision 0127)", () => {
  it("puts the reminder REMINDER_DAYS_BEFORE days before the end, and none once that moment has passed", () => {
    expect(REMINDER_DAYS_BEFORE).toBe(2);
    expect(reminderDueAt(days(14), now)).toEqual(days(12));
    expect(reminderDueAt(days(2.5), now)).toEqual(days(0.5));
    expect(reminderDueAt(days(2), now)).toBeNull();
    expect(reminderDueAt(days(1), now)).toBeNull();
  });

  it("refuses an unknown offer (404), a no-offer (422), a used one and an expired one (409)", () => {
    const offer = { noOffer: null, used: false, validUntil: days(3).toISOString() };
    expect(offerMailRefusal(offer, now)).toBeNull();
    expect(offerMailRefusal(null, now)?.status).toBe(404);
    expect(offerMailRefusal({ ...offer, noOffer: { reasons: ["x"] } }, now)).toMatchObject({ status: 422, code: "offer_mail_no_offer" });
    expect(offerMailRefusal({ ...offer, used: true }, now)).toMatchObject({ status: 409, code: "offer_used" });
    expect(offerMailRefusal({ ...offer, validUntil: now.toISOString() }, now)).toMatchObject({ status: 409, code: "offer_expired" });
  });

  it("sends a due reminder only for an offer neither used nor run out", () => {
    expect(reminderOutcome({ used: false, validUntil: days(2) }, now)).toBe("send");
    expect(reminderOutcome({ used: true, validUntil: days(2) }, now)).toBe("used");
    expect(reminderOutcome({ used: false, validUntil: now }, now)).toBe("expired");
  });
});
