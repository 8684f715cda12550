/**
 * A clarification as the mails and pages see it (the shared sample of the mail snapshots and the
 * clarification mail tests): trade SB-1000042, deadline 17 March 2026, an iPhone (new offer 380.00)
 * and a Galaxy (210.00); `devices: 1` keeps the iPhone only; `answered`: the iPhone's offer accepted,
 * the Galaxy sent back.
 */
import type { ClarificationView } from "../../core/clarification/index.server.ts";
import type { EditionId } from "../../core/editions/index.ts";

export function sampleClarificationView(edition: EditionId, opts: { answered?: boolean; devices?: 1 | 2 } = {}): ClarificationView {
  const answered = opts.answered ?? false;
  const offer = (offerId: string, cents: number) => ({ offerId, priceCents: cents, totalCents: cents });
  const devices = [
    { deviceName: "Apple iPhone 15 128 GB", newOffer: offer("n1", 38000), answer: answered ? "accept" : null },
    { deviceName: "Samsung Galaxy S23", newOffer: offer("n2", 21000), answer: answered ? "return" : null },
  ].slice(0, opts.devices ?? 2);
  return {
    clarificationId: "c0ffee00-0000-4000-8000-000000000001",
    tradeId: 1,
    tradeNumber: "SB-1000042",
    edition,
    customerId: null,
    trackingToken: "tok_123",
    state: answered ? "answered" : "open",
    createdAt: "2026-03-02T09:00:00.000Z",
    deadline: "2026-03-17T00:00:00.000Z",
    devices,
    open: answered ? [] : devices.map((d) => d.newOffer.offerId),
  } as unknown as ClarificationView;
}
