/**
 * Store portal fixtures (decision 0046): a partner's store, and a store trade's input for a
 * walk-in customer (the offer, the customer's name and e-mail, and no address, since the device
 * stays in the store).
 */
import type { StoreTradeInput } from "../../core/partner-users/index.server.ts";
import { partnerStores } from "../../db/schema/index.ts";
import type { TestContext } from "./databases.ts";

export const walkInTrade = (offerId: string, firstName: string, lastName: string, email: string): StoreTradeInput => ({
  offerId,
  firstName,
  lastName,
  email,
  street: null,
  houseNumber: null,
  zip: null,
  city: null,
});

/** A store of the partner `partnerId` in Berlin's Hauptstraße with its own e-mail address; its id. */
export async function insertTestStore(ctx: TestContext, partnerId: string, name: string, email: string): Promise<number> {
  const [store] = await ctx.database.db
    .insert(partnerStores)
    .values({ partnerId, name, street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", email })
    .returning({ id: partnerStores.id });
  return store!.id;
}
