/**
 * `npm run staff:update -- --email anna@sellback.com [--role support [--role …]] [--deactivate | --activate]`:
 * changes a staff user's roles or active flag in the configured database (decision 0071). A role
 * change or a deactivation ends every session and bearer token of the user at once; activating
 * again revives none. Stop the server first when it uses the embedded database (one process per
 * data folder).
 */
import { parseArgs } from "node:util";
import { isStaffRole, STAFF_ROLES } from "../core/staff/index.ts";
import { changeStaffAccess, staffIdByEmail } from "../core/staff/index.server.ts";
import { ProblemError } from "../core/shared/index.ts";
import { openDatabase } from "../db/client.server.ts";
import { loadConfig } from "../server/config/config.server.ts";

const usage = `usage: npm run staff:update -- --email <address> [--role <${STAFF_ROLES.join("|")}> [--role …]] [--deactivate | --activate]`;
let values;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: "string" },
      role: { type: "string", multiple: true },
      deactivate: { type: "boolean" },
      activate: { type: "boolean" },
    },
  }));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  console.error(usage);
  process.exit(2);
}
const roles = values.role === undefined ? undefined : values.role.flatMap((r) => r.split(",")).map((r) => r.trim());
if (
  !values.email ||
  (values.deactivate && values.activate) ||
  (roles === undefined && !values.deactivate && !values.activate) ||
  (roles !== undefined && (roles.length === 0 || !roles.every(isStaffRole)))
) {
  console.error(usage);
  process.exit(2);
}
const active = values.deactivate ? false : values.activate ? true : undefined;
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const id = await staffIdByEmail(database.db, values.email);
  if (!id) throw new ProblemError(404, "not_found");
  const result = await changeStaffAccess(database.db, id, { roles: roles?.filter(isStaffRole), active }, { now: new Date() });
  console.log(
    result.changed
      ? `Staff user ${values.email} changed${roles ? `, roles: ${roles.join(", ")}` : ""}${active === undefined ? "" : active ? ", active" : ", deactivated"}; ${result.sessionsEnded} session(s) ended.`
      : `Staff user ${values.email}: nothing to change.`,
  );
} catch (err) {
  console.error(
    err instanceof ProblemError
      ? `Refused: ${err.code}${err.errors?.length ? ` (${err.errors.map((e) => e.field).join(", ")})` : ""}`
      : err,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
