/** What the server writes under DATA_DIR is its user's alone: folders 0700, files 0600 (issue 11 #11). */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "../../core/mail/index.server.ts";
import { openDatabase } from "../../db/client.server.ts";
import { loadSecrets } from "./secrets.server.ts";

const mode = (p: string) => statSync(p).mode & 0o777;
const root = mkdtempSync(path.join(tmpdir(), "sellback-modes-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("files under DATA_DIR", () => {
  it("secrets.json is 0600 in a 0700 DATA_DIR the server made", () => {
    const dataDir = path.join(root, "fresh", "data");
    loadSecrets(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, "secrets.json"))).toBe(0o600);
  });

  it("the mail folder is 0700 and each mail 0600, also when the folder existed world-readable", async () => {
    const dataDir = path.join(root, "mail-data");
    mkdirSync(path.join(dataDir, "mail"), { recursive: true });
    chmodSync(path.join(dataDir, "mail"), 0o755);
    const mailer = createMailer({ dataDir });
    await mailer.send({
      from: "noreply@sellback.de",
      to: "erika@example.com",
      subject: "Hallo",
      text: "Link: http://de.localhost:3000/account?token=x",
    });
    await mailer.flush();
    expect(mode(mailer.folder!)).toBe(0o700);
    const files = readdirSync(mailer.folder!);
    expect(files).toHaveLength(1);
    expect(mode(path.join(mailer.folder!, files[0]!))).toBe(0o600);
  });

  it("a secrets.json left readable by others is tightened when it is written again", () => {
    const dataDir = path.join(root, "old");
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, "secrets.json"), "{}", { mode: 0o644 });
    loadSecrets(dataDir);
    expect(mode(path.join(dataDir, "secrets.json"))).toBe(0o600);
  });

  it("the embedded database folder is 0700", { timeout: 60_000 }, async () => {
    const dataDir = path.join(root, "db-data");
    const database = await openDatabase({ dataDir });
    try {
      expect(mode(path.join(dataDir, "pglite"))).toBe(0o700);
    } finally {
      await database.close();
    }
  });
});
