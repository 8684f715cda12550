/**
 * The back office's request glue shared by its API and its pages (decision 0023): the staff
 * service's inputs from the app's dependencies, and the one role check of each.
 */
import { bearerToken } from "../../core/credentials/index.server.ts";
import { ProblemError, systemClock } from "../../core/shared/index.ts";
import { type StaffRole } from "../../core/staff/index.ts";
import { assertRole, readBearer, type StaffContext, type StaffEnv } from "../../core/staff/index.server.ts";
import type { AppDeps } from "../config/env.server.ts";

export function staffEnvFrom(deps: AppDeps, clientKey: string): StaffEnv {
  return {
    db: deps.database.db,
    sessionSecret: deps.secrets.sessionSecret,
    jwtSecret: deps.secrets.jwtSecret,
    hashing: deps.passwordHashing,
    clock: deps.clock ?? systemClock,
    production: deps.config.NODE_ENV === "production",
    clientKey,
  };
}

/**
 * A staff context may act: not still owing a password change or (in production) the TOTP
 * enrolment, and holding one of `roles` (none: any staff; admin holds all). 403 otherwise.
 */
export function allowed(context: StaffContext, roles: readonly StaffRole[]): StaffContext {
  if (context.pending === "password_change") throw new ProblemError(403, "password_change_required");
  if (context.pending === "totp_enrolment") throw new ProblemError(403, "totp_enrolment_required");
  assertRole(context, roles);
  return context;
}

/** The staff user of the request's bearer token (back-office audience only), whatever is pending; else 401. */
export async function staffFromBearer(deps: AppDeps, clientKey: string, authorization: string | undefined): Promise<StaffContext> {
  const context = await readBearer(staffEnvFrom(deps, clientKey), bearerToken(authorization));
  if (!context) throw new ProblemError(401, "unauthorized");
  return context;
}
