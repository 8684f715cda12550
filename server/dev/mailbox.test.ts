import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer, mailMessage } from "../../core/mail/index.server.ts";
import { editionMail } from "../../core/mail/index.ts";
import type { Database } from "../../db/client.server.ts";
import { createApp } from "../app.server.ts";
import { loadConfig } from "../config/config.server.ts";
import type { AppDeps } from "../config/env.server.ts";
import { setLogLevel } from "../middleware/logging.server.ts";

async function appWith(env: Record<string, string>) {
  setLogLevel("silent");
  const mailer = createMailer({ dataDir: mkdtempSync(path.join(tmpdir(), "sellback-mailbox-")) });
  const deps: AppDeps = {
    // The mailbox never touches the database.
    database: {} as Database,
    config: loadConfig(env),
    secrets: { sessionSecret: "s".repeat(48), jwtSecret: "j".repeat(48) },
    buildVersion: "test",
    mailer,
  };
  await mailer.send({
    from: "noreply@sellback.de",
    to: "erika@example.com",
    subject: "Bitte bestätigen",
    text: "Link: http://de.localhost/newsletter/confirm/abc",
    html: "<p>Hallo <b>Erika</b></p>",
  });
  await new Promise((r) => setTimeout(r, 5));
  await mailer.send({ from: "noreply@sellback.de", to: "max@example.com", subject: "Zweite Mail", text: "Hallo Max" });
  await new Promise((r) => setTimeout(r, 5));
  await mailer.send(
    mailMessage(
      { from: "noreply@sellback.de", to: "max@example.com" },
      { ...editionMail("de", "http://de.localhost:3000"), subject: "Logo", blocks: [{ kind: "text", text: "Mit Logo." }] },
    ),
  );
  return createApp(deps);
}

const get = (app: Awaited<ReturnType<typeof appWith>>, p: string) =>
  app.request(`http://localhost${p}`, { headers: { host: "localhost" } });

describe("development mailbox", () => {
  it("lists the mails newest first and shows one with its text, links and HTML", async () => {
    const app = await appWith({ NODE_ENV: "development" });
    const list = await get(app, "/dev/mailbox");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html.indexOf("Zweite Mail")).toBeLessThan(html.indexOf("Bitte bestätigen"));
    expect(html).toContain("erika@example.com");
    const href = /href="(\/dev\/mailbox\/[^"]+)">Bitte bestätigen/.exec(html)?.[1];
    expect(href).toBeTruthy();
    const one = await get(app, href!);
    expect(one.status).toBe(200);
    const body = await one.text();
    expect(body).toContain('<a href="http://de.localhost/newsletter/confirm/abc">');
    expect(body).toContain("&lt;p&gt;Hallo &lt;b&gt;Erika&lt;/b&gt;&lt;/p&gt;");
    const htmlPart = await get(app, `${href}/html`);
    expect(htmlPart.status).toBe(200);
    expect(await htmlPart.text()).toBe("<p>Hallo <b>Erika</b></p>");
    expect(htmlPart.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    expect((await get(app, "/dev/mailbox/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    expect((await get(app, "/dev/mailbox/missing.eml")).status).toBe(404);
  });

  it("shows a templated mail's HTML part with its inline logo (cid: → the attached image)", async () => {
    const app = await appWith({ NODE_ENV: "development" });
    const list = await (await get(app, "/dev/mailbox")).text();
    const href = /href="(\/dev\/mailbox\/[^"]+)">Logo/.exec(list)?.[1];
    expect(href).toBeTruthy();
    const part = await (await get(app, `${href}/html`)).text();
    expect(part).toContain('src="data:image/png;base64,iVBOR');
    expect(part).not.toContain("cid:");
  });

  it("answers on the development hosts only: loopback names and addresses, never a public or foreign host (decision 0072)", async () => {
    const app = await appWith({ NODE_ENV: "development" });
    const on = (host: string, p = "/dev/mailbox") => app.request(`http://localhost${p}`, { headers: { host } });
    const list = await (await on("de.localhost:3000")).text();
    const href = /href="(\/dev\/mailbox\/[^"]+)">Bitte bestätigen/.exec(list)![1]!;
    for (const host of [
      "localhost",
      "de.localhost:3000",
      "FR.LOCALHOST.:4000",
      "backoffice.localhost",
      "partner.localhost:4322",
      "127.0.0.1:3000",
      "[::1]:3000",
    ]) {
      expect((await on(host)).status, host).toBe(200);
      expect((await on(host, href)).status, host).toBe(200);
    }
    // the shop's own public hosts (a development server reached under a production name)
    for (const host of [
      "sellback.de",
      "www.sellback.de",
      "test.sellback.de:443",
      "stage.sellback.fr",
      "b2bwidget.sellback.de",
      "backoffice.sellback.com",
    ]) {
      expect((await on(host)).status, host).toBe(404);
      expect((await on(host, href)).status, host).toBe(404);
      expect((await on(host, `${href}/html`)).status, host).toBe(404);
    }
    // a foreign name that resolves to this machine (DNS rebinding) reads nothing either
    for (const host of ["evil.example", "localhost.evil.example:3000", "evillocalhost", "10.0.0.7:3000"]) {
      const res = await on(host);
      expect(res.status, host).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toContain("erika@example.com");
    }
  });

  it("is a 404 in production", async () => {
    const app = await appWith({ NODE_ENV: "production", DATABASE_URL: "postgres://x@127.0.0.1/x", SESSION_SECRET: "x".repeat(40) });
    expect((await get(app, "/dev/mailbox")).status).toBe(404);
    expect((await get(app, "/dev/mailbox/anything.eml")).status).toBe(404);
  });
});
