import { sql } from "drizzle-orm";
import type { Db } from "../client.server.ts";
import { campaigns, redirects, vouchers } from "../schema/index.ts";
import { seedCampaigns } from "./campaigns.ts";
import { seedCatalog } from "./catalog.server.ts";
import { refreshSeededContent, seedContent } from "./content.server.ts";
import { legacyRedirects } from "./redirects.ts";
import { seedVouchers } from "./vouchers.ts";

async function isEmpty(db: Db, table: string): Promise<boolean> {
  const result = await db.execute(sql.raw(`select exists(select 1 from ${table}) as present`));
  const rows = (result as unknown as { rows: { present: boolean }[] }).rows;
  return !rows[0]?.present;
}

/** Loads what an empty database needs: legacy redirects, the seed catalog, the content pages, the welcome vouchers and the campaigns. */
export async function seedIfEmpty(db: Db): Promise<string[]> {
  const done: string[] = [];
  if (await isEmpty(db, "redirects")) {
    await db.insert(redirects).values(legacyRedirects()).onConflictDoNothing();
    done.push("redirects");
  }
  if (await isEmpty(db, "categories")) {
    await seedCatalog(db);
    done.push("catalog");
  }
  if (await isEmpty(db, "content_pages")) {
    await seedContent(db);
    done.push("content");
  } else if (await refreshSeededContent(db)) {
    // pages of an older seed (decision 0034: the legal pages' fact tokens) are brought up to date
    done.push("content refreshed");
  }
  if (await isEmpty(db, "vouchers")) {
    await db.insert(vouchers).values(seedVouchers()).onConflictDoNothing();
    done.push("vouchers");
  }
  if (await isEmpty(db, "campaigns")) {
    await db.insert(campaigns).values(seedCampaigns());
    done.push("campaigns");
  }
  return done;
}
