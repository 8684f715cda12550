/**
 * Store portal fixtures (decision 0046): a partner's store, and a store trade's input for a
 * walk-in customer (the offer, the customer's name and e-mail, the device's IMEI, the seller's ID and
 * declaration, and no address, since the device stays in the store).
 */
import { randomUUID } from "node:crypto";
import { invitePartnerUser, partnerLogin, setPartnerPassword, type PartnerContext } from "../../core/partner-users/index.server.ts";
import type { StoreTradeInput } from "../../core/partner-users/index.server.ts";
import { partners, partnerStores } from "../../db/schema/index.ts";
import { staffEnvFrom } from "../../server/sessions/staff-env.server.ts";
import type { TestContext } from "./databases.ts";
import { uniqueClientAddress } from "./trades.ts";

export const walkInTrade = (offerId: string, firstName: string, lastName: string, email: string): StoreTradeInput => ({
  offerId,
  firstName,
  lastName,
  email,
  street: null,
  houseNumber: null,
  zip: null,
  city: null,
  // a valid IMEI (Luhn), as the clerk reads it off the device (decision 0084)
  imei: "490154203237518",
  serial: null,
  // the seller's ID (decision 0090): a German ID card's number, as printed, and the declaration of ownership
  documentType: "id_card",
  documentNumber: "L01X00T47",
  declaration: true,
});

/** The key the seller's document number is sealed with: the run's session secret, as the portal's page passes it. */
export const sealingOf = (ctx: TestContext) => ({ sessionSecret: ctx.deps.secrets.sessionSecret });

/** A store of the partner `partnerId` in Berlin's Hauptstraße with its own e-mail address; its id. */
export async function insertTestStore(ctx: TestContext, partnerId: string, name: string, email: string): Promise<number> {
  const [store] = await ctx.database.db
    .insert(partnerStores)
    .values({ partnerId, name, street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", email })
    .returning({ id: partnerStores.id });
  return store!.id;
}

/** A new agan chain named `chainName` with one store named `storeName`: their ids. */
export async function insertTestChain(
  ctx: TestContext,
  chainName: string,
  storeName: string,
  voucherPrefix: string,
): Promise<{ partnerId: string; storeId: number }> {
  const now = new Date();
  const partnerId = randomUUID();
  await ctx.database.db.insert(partners).values({
    id: partnerId,
    key: `k-${partnerId.slice(0, 12)}`,
    name: chainName,
    kind: "agan",
    voucherPrefix,
    createdAt: now,
    updatedAt: now,
  });
  const storeId = await insertTestStore(ctx, partnerId, storeName, `filiale.${partnerId.slice(0, 8)}@example.com`);
  return { partnerId, storeId };
}

/**
 * A new agan chain with one store named `storeName` and its logged-in store clerk (invited, password
 * set from the link, logged in on the web): the clerk's context, as the portal's pages get it.
 */
export async function storeClerk(
  ctx: TestContext,
  chainName: string,
  storeName: string,
): Promise<{ partnerId: string; context: PartnerContext }> {
  const { partnerId, storeId } = await insertTestChain(ctx, chainName, storeName, "KF");
  const env = staffEnvFrom(ctx.deps, uniqueClientAddress());
  const email = `store_staff.${partnerId.slice(0, 8)}@filiale.example`;
  const { token } = await invitePartnerUser(
    env,
    { id: "staff", email: "admin@example.com" },
    { partnerId, email, displayName: "Petra Filiale", roles: ["store_staff"], storeId },
  );
  await setPartnerPassword(env, token, "Filiale-Passwort-2026");
  const { context } = await partnerLogin(env, { email, password: "Filiale-Passwort-2026" }, "web");
  return { partnerId, context };
}
