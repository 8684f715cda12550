/** Production's node flags (decision 0134) are the same everywhere the server is started as production starts it. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NODE_FLAGS } from "./node-flags.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("node flags", () => {
  it("the systemd unit starts node with them and the server directly, nothing between", () => {
    const execStart = /^ExecStart=(.*)$/m.exec(read("deploy/systemd/sellback@.service"))![1]!.split(" ");
    expect(execStart).toEqual([
      "/opt/sellback/current/node_modules/node/bin/node",
      ...NODE_FLAGS,
      "/opt/sellback/current/build/server/index.js",
    ]);
  });

  it("npm start's script and the benches' cluster pass them to the server", () => {
    expect(read("scripts/start.mjs")).toContain("run([...NODE_FLAGS, entry])");
    expect(read("scripts/cluster-lib.ts")).toContain("[...NODE_FLAGS, entry]");
  });

  it("are flags this Node knows: it starts with them (an unknown one stops it with 'bad option')", () => {
    const run = spawnSync(process.execPath, [...NODE_FLAGS, "-e", "0"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
