import { PRODUCTION_HASHING, type PasswordHashing } from "../../core/credentials/index.server.ts";
import { devStaffEmail, devStaffPassword, STAFF_ROLES } from "../../core/staff/index.ts";
import { createStaffUser } from "../../core/staff/index.server.ts";
import type { Db } from "../client.server.ts";
import { staffUsers } from "../schema/index.ts";

/**
 * Development only (server/runtime/staff-startup.server.ts): one staff user per role,
 * `{role}@staff.sellback.test` / `dev-{role}-password`, when the database has no staff yet.
 * Production refuses to start while any of them exists.
 */
export async function seedDevStaff(db: Db, hashing: PasswordHashing = PRODUCTION_HASHING, now = new Date()): Promise<boolean> {
  const [any] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  if (any) return false;
  for (const role of STAFF_ROLES) {
    await createStaffUser(
      db,
      {
        email: devStaffEmail(role),
        displayName: `Dev ${role}`,
        roles: [role],
        password: devStaffPassword(role),
        mustChangePassword: false,
      },
      { hashing, now },
    );
  }
  return true;
}
