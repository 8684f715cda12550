/**
 * `npm run staff:create -- --email anna@sellback.com --role admin [--role inspector] [--name "Anna B."]`:
 * makes a staff user in the configured database (DATA_DIR's embedded database, or DATABASE_URL)
 * and prints a one-time password, to be changed at the first login (decision 0023). Stop the
 * server first when it uses the embedded database (one process per data folder).
 */
import { parseArgs } from "node:util";
import { isStaffRole, STAFF_ROLES } from "../core/staff/index.ts";
import { createStaffUser } from "../core/staff/index.server.ts";
import { ProblemError } from "../core/shared/index.ts";
import { openDatabase } from "../db/client.server.ts";
import { loadConfig } from "../server/config/config.server.ts";

const usage = `usage: npm run staff:create -- --email <address> --role <${STAFF_ROLES.join("|")}> [--role …] [--name <display name>]`;
let values;
try {
  ({ values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string", multiple: true }, name: { type: "string" } } }));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  console.error(usage);
  process.exit(2);
}
const roles = (values.role ?? []).flatMap((r) => r.split(",")).map((r) => r.trim());
if (!values.email || roles.length === 0 || !roles.every(isStaffRole)) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const { password } = await createStaffUser(
    database.db,
    { email: values.email, roles: roles.filter(isStaffRole), displayName: values.name },
    { now: new Date() },
  );
  console.log(`Staff user ${values.email} (${roles.join(", ")}) created.`);
  console.log(`One-time password: ${password}`);
  console.log("It must be changed at the first login; in production the TOTP set-up follows.");
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
