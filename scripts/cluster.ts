/**
 * `npm run cluster -- --instances 2 [--port 8080] [--database-url postgres://…]`: N built
 * instances on PostgreSQL with Debian's nginx in front on one local port (decision 0054). Without
 * --database-url (or DATABASE_URL) it makes a database of its own on the machine's PostgreSQL and
 * drops it at the end. Builds first when the build is missing. Ctrl-C stops everything.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { BACKOFFICE_HOSTS, DEMO_HOSTS, HOST_MAP } from "../core/editions/index.ts";
import { startCluster } from "./cluster-lib.ts";

const { values } = parseArgs({
  options: {
    instances: { type: "string", default: "2" },
    port: { type: "string", default: "8080" },
    "database-url": { type: "string" },
    "build-dir": { type: "string" },
    "job-poll-ms": { type: "string" },
  },
});
const args = z
  .object({
    instances: z.coerce.number().int().min(1).max(8),
    port: z.coerce.number().int().min(1).max(65535),
    databaseUrl: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    buildDir: z.string().min(1),
    jobPollMs: z.coerce.number().int().min(0).optional(),
  })
  .safeParse({
    instances: values.instances,
    port: values.port,
    databaseUrl: values["database-url"] ?? (process.env.DATABASE_URL || undefined),
    buildDir: values["build-dir"] ?? process.env.BUILD_DIR ?? "build",
    jobPollMs: values["job-poll-ms"],
  });
if (!args.success) {
  console.error(`npm run cluster -- --instances N [--port P] [--database-url URL] [--build-dir DIR]\n${z.prettifyError(args.error)}`);
  process.exit(2);
}
const { instances, port, databaseUrl, buildDir, jobPollMs } = args.data;

const root = path.resolve(import.meta.dirname, "..");
if (!existsSync(path.join(root, buildDir, "server", "index.js"))) {
  console.log(`Building the shop into ${buildDir}/ (react-router build)…`);
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

console.log(`Starting ${instances} instance(s) behind nginx on port ${port}…`);
const cluster = await startCluster({
  instances,
  port,
  buildDir,
  output: "inherit",
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "info", ...(jobPollMs !== undefined ? { JOB_POLL_MS: String(jobPollMs) } : {}) },
  ...(databaseUrl ? { databaseUrl } : {}),
});

const hosts = [
  ...Object.keys(HOST_MAP).filter((h) => h.endsWith("localhost")),
  ...Object.keys(BACKOFFICE_HOSTS).filter((h) => h.endsWith("localhost")),
  ...DEMO_HOSTS,
];
console.log(`
Sellback cluster: ${instances} instance(s) on ${cluster.instances.map((i) => i.port).join(", ")}, nginx on ${port}
database ${cluster.databaseUrl.replace(/\/\/[^@/]*@/, "//")}, DATA_DIR ${cluster.dataDir}

${hosts.map((h) => `  ${cluster.urlFor(h)}/`).join("\n")}

Ctrl-C stops all.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping the cluster…");
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
