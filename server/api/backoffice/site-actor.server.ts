/** Who makes a back-office change to redirects, content pages or vouchers (decision 0040), for the audit log. */
import { nowFrom } from "../../../core/shared/index.ts";
import type { StaffContext } from "../../../core/staff/index.server.ts";
import type { AppDeps } from "../../config/env.server.ts";

/** The actor of a change: the staff user, the client key (API or page) and the app clock's now. */
export const siteActor = (staff: StaffContext, clientKey: string | null | undefined, deps: AppDeps) => ({
  staffId: staff.staff.id,
  staffEmail: staff.staff.email,
  clientKey: clientKey ?? null,
  now: nowFrom(deps),
});
