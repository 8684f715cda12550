import type { PasswordHashing } from "../../core/credentials/index.server.ts";
import { devStaffPresent } from "../../core/staff/index.server.ts";
import { seedDevStaff } from "../../db/seed/staff.server.ts";
import type { Db } from "../../db/client.server.ts";
import type { AppConfig } from "../config/config.server.ts";

/**
 * The staff part of starting the server (decision 0023). Production refuses to start while a
 * development seed user (`…@staff.sellback.test`, with its published password) exists; a
 * development database gets one user per role when it has no staff yet. Tests start neither.
 */
export async function prepareStaff(db: Db, config: Pick<AppConfig, "NODE_ENV">, hashing?: PasswordHashing): Promise<"seeded" | null> {
  if (config.NODE_ENV === "production") {
    const found = await devStaffPresent(db);
    if (found.length) {
      throw new Error(
        `Refusing to start in production: development staff users exist (${found.join(", ")}). Delete them from staff_users first.`,
      );
    }
    return null;
  }
  if (config.NODE_ENV === "development" && (await seedDevStaff(db, hashing))) return "seeded";
  return null;
}
