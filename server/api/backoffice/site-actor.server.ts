/** Who makes a back-office change to redirects, content pages or vouchers (decision 0040), for the audit log. */
import type { Context } from "hono";
import { nowFrom } from "../../../core/shared/index.ts";
import { SITE_ROLES } from "../../../core/staff/index.ts";
import type { StaffContext } from "../../../core/staff/index.server.ts";
import type { AppDeps, AppEnv } from "../../config/env.server.ts";
import { requireStaff } from "./auth.server.ts";

/** The actor of a change: the staff user, the client key (API or page) and the app clock's now. */
export const siteActor = (staff: StaffContext, clientKey: string | null | undefined, deps: AppDeps) => ({
  staffId: staff.staff.id,
  staffEmail: staff.staff.email,
  clientKey: clientKey ?? null,
  now: nowFrom(deps),
});

/** Lets only a site editor (a role of SITE_ROLES) on, and answers them as the actor of their change. */
export async function siteEditor(c: Context<AppEnv>) {
  return siteActor(await requireStaff(c, ...SITE_ROLES), c.get("clientKey"), c.get("deps"));
}
