import { eq } from "drizzle-orm";
import type { Db } from "../client.server.ts";
import { partners, partnerStores } from "../schema/index.ts";

/** The development partners' fixed public keys (not secrets: they go into pages). */
export const DEMO_RETAIL_PARTNER_KEY = "demo-retail-partner";
export const DEMO_AGAN_PARTNER_KEY = "demo-agan-partner";

const DEMO_STORES = [
  {
    name: "Demo Handelskette Berlin-Mitte",
    street: "Friedrichstraße",
    houseNumber: "100",
    zip: "10117",
    city: "Berlin",
    email: "berlin@partner.sellback.test",
  },
  {
    name: "Demo Handelskette Hamburg",
    street: "Mönckebergstraße",
    houseNumber: "7",
    zip: "20095",
    city: "Hamburg",
    email: "hamburg@partner.sellback.test",
  },
];

/**
 * Development only (server/main.server.ts, never in production): a retail demo partner whose one
 * registered origin is `http://partner.localhost:{port}` (the port this server listens on, updated
 * on every start) and an agan demo chain with two stores and the same registered origin (its
 * portal in the aganwidget frame, decision 0047). Idempotent; no API key is made (an
 * admin creates one in the back office). Returns whether it inserted anything.
 */
export async function seedDevPartners(db: Db, port: number, now = new Date()): Promise<boolean> {
  const origin = `http://partner.localhost:${port}`;
  let inserted = false;
  await db.transaction(async (tx) => {
    const [retail] = await tx.select().from(partners).where(eq(partners.key, DEMO_RETAIL_PARTNER_KEY)).limit(1);
    if (!retail) {
      await tx.insert(partners).values({
        id: "00000000-0000-4000-8000-00000000d001",
        key: DEMO_RETAIL_PARTNER_KEY,
        name: "Demo Elektromarkt",
        kind: "retail",
        origins: [origin],
        contactName: "Demo Kontakt",
        contactEmail: "kontakt@partner.sellback.test",
        voucherPrefix: "DE",
        createdAt: now,
        updatedAt: now,
      });
      inserted = true;
    } else if (retail.origins.length !== 1 || retail.origins[0] !== origin) {
      await tx
        .update(partners)
        .set({ origins: [origin], updatedAt: now })
        .where(eq(partners.id, retail.id));
    }
    const [agan] = await tx.select().from(partners).where(eq(partners.key, DEMO_AGAN_PARTNER_KEY)).limit(1);
    if (!agan) {
      const id = "00000000-0000-4000-8000-00000000d002";
      await tx.insert(partners).values({
        id,
        key: DEMO_AGAN_PARTNER_KEY,
        name: "Demo Handelskette",
        kind: "agan",
        origins: [origin],
        contactName: "Demo Filialleitung",
        contactEmail: "zentrale@partner.sellback.test",
        voucherPrefix: "DH",
        voucherValidityDays: 365,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(partnerStores).values(DEMO_STORES.map((s) => ({ ...s, partnerId: id, createdAt: now })));
      inserted = true;
    } else if (agan.origins.length !== 1 || agan.origins[0] !== origin) {
      await tx
        .update(partners)
        .set({ origins: [origin], updatedAt: now })
        .where(eq(partners.id, agan.id));
    }
  });
  return inserted;
}
