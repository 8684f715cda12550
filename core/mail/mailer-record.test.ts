import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer, type MailMessage } from "./mailer.server.ts";

describe("the mailer's mail-log hook (decision 0041)", () => {
  it("records each delivered message with its tag and Message-ID, and never sends the tag", async () => {
    const seen: { message: MailMessage; status: string; messageId: string | null }[] = [];
    const dataDir = mkdtempSync(path.join(tmpdir(), "sellback-mail-record-"));
    const mailer = createMailer({ dataDir, record: async (message, outcome) => void seen.push({ message, ...outcome }) });
    await mailer.send({
      from: "service@sellback.test",
      to: "kunde@example.com",
      subject: "Ihr Verkauf",
      text: "Hallo",
      meta: {
        edition: "de",
        kind: "trade.confirmation",
        tradeNumber: "SB-1000001",
        resend: { kind: "trade.confirmation", params: { tradeNumber: "SB-1000001" } },
      },
    });
    await mailer.flush();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      status: "sent",
      message: { to: "kunde@example.com", meta: { kind: "trade.confirmation", tradeNumber: "SB-1000001" } },
    });
    expect(seen[0]!.messageId).toMatch(/^<.+@.+>$/);
    const [file] = readdirSync(path.join(dataDir, "mail"));
    const eml = readFileSync(path.join(dataDir, "mail", file!), "utf8");
    expect(eml).toContain(`Message-ID: ${seen[0]!.messageId}`);
    expect(eml).not.toContain("trade.confirmation");
    expect(eml).not.toContain("resend");
  });

  it("records a failed delivery as failed, and a failing recorder does not fail the mail", async () => {
    const statuses: string[] = [];
    const failing = createMailer({
      smtpUrl: "smtp://127.0.0.1:1",
      dataDir: tmpdir(),
      record: async (_m, o) => void statuses.push(o.status),
    });
    await expect(failing.send({ from: "a@sellback.test", to: "b@example.com", subject: "x", text: "x" })).rejects.toThrow();
    await failing.flush();
    expect(statuses).toEqual(["failed"]);

    const broken = createMailer({
      dataDir: mkdtempSync(path.join(tmpdir(), "sellback-mail-record-")),
      record: () => Promise.reject(new Error("log down")),
    });
    await expect(broken.send({ from: "a@sellback.test", to: "b@example.com", subject: "x", text: "x" })).resolves.toBeUndefined();
    await broken.flush();
  });
});
