/**
 * The limits the docs promise (decisions 0008, 0010, 0011, 0020), each with the app's clock pinned
 * well inside a window (tests/helpers/clock.ts) and then moved past it: forgot-password and
 * registration mails per typed address, newsletter mails per address, hash look-ups per client,
 * controlling events per client, contact and B2B acknowledgements per address, failed logins.
 * Client addresses come from the socket (`clientAddress`), never from a forwarding header.
 */
import { afterEach, beforeAll, expect, it } from "vitest";
import { settleBackgroundMail } from "../../core/account/index.server.ts";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { emailHash } from "../../core/newsletter/index.server.ts";
import { registerActivated, registrationBody, TEST_PASSWORD } from "../../tests/helpers/accounts.ts";
import { INSIDE_WINDOWS, minutesAfter } from "../../tests/helpers/clock.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";

let n = 1;
/** A client address of its own per call. */
const freshIp = () => `10.77.${(n >> 8) & 255}.${n++ & 255}`;
const unique = (name: string) => `${name}-${Date.now().toString(36)}${(n++).toString(36)}@example.com`;

describeEachDatabase("limits", (ctx) => {
  beforeAll(() => {
    ctx().deps.passwordHashing = TEST_HASHING;
  });
  afterEach(() => ctx().setNow(null));

  const post = (p: string, json: unknown, clientAddress = freshIp(), host = "de.localhost") =>
    ctx().request(p, { host, json, clientAddress });

  it("forgot-password: at most 3 reset mails to one address an hour, whoever asks and always 202; an hour later mails go again", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    const email = await registerActivated(ctx(), { emailPrefix: "vergessen" });
    const resets = () => mailsTo(ctx(), email).filter((m) => m.includes("/account/password-reset?token=")).length;
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/account/forgotPasswordMail", { email });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ accepted: true });
    }
    await settleBackgroundMail();
    expect(resets()).toBe(3);
    ctx().setNow(minutesAfter(INSIDE_WINDOWS, 61));
    expect((await post("/api/account/forgotPasswordMail", { email })).status).toBe(202);
    await settleBackgroundMail();
    expect(resets()).toBe(4);
  });

  it("registration: at most 3 mails to one typed address an hour; the answer stays the same 202", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    const email = unique("anmeldung");
    const body = registrationBody(email);
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/account/register", body);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ accepted: true, activated: false });
    }
    expect(mailsTo(ctx(), email)).toHaveLength(3);
    ctx().setNow(minutesAfter(INSIDE_WINDOWS, 61));
    expect((await post("/api/account/register", body)).status).toBe(202);
    expect(mailsTo(ctx(), email)).toHaveLength(4);
  });

  it("newsletter: at most 3 mails to one address an hour, whoever subscribes it; the answer stays the same", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    const email = unique("leser");
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/newsletter/subscribe", { email, consent: true });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ status: "pending" });
    }
    expect(mailsTo(ctx(), email)).toHaveLength(3);
    ctx().setNow(minutesAfter(INSIDE_WINDOWS, 60));
    expect((await post("/api/newsletter/subscribe", { email, consent: true })).status).toBe(202);
    expect(mailsTo(ctx(), email)).toHaveLength(4);
  });

  it("newsletter hash look-ups (enrich, unsubscribe): 30 per client in 15 minutes, then 429 with Retry-After to the window's end", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    const email = unique("profil");
    expect((await post("/api/newsletter/subscribe", { email, consent: true })).status).toBe(202);
    const hash = emailHash(ctx().deps.secrets.sessionSecret, email);
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await post("/api/newsletter/enrich", { emailHash: hash, firstName: `Nina ${i}` }, ip)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await post("/api/newsletter/unsubscribe", { emailHash: hash }, ip)).status).toBe(200);
    expect((await post("/api/newsletter/enrich", { emailHash: "0".repeat(64) }, ip)).status).toBe(404); // an unknown hash counts too
    const limited = await post("/api/newsletter/unsubscribe", { emailHash: hash }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(limited.headers.get("retry-after")).toBe("600");
    expect((await post("/api/newsletter/enrich", { emailHash: hash }, ip)).status).toBe(429);
    expect((await post("/api/newsletter/unsubscribe", { emailHash: hash }, freshIp())).status).toBe(200);
    ctx().setNow(minutesAfter(INSIDE_WINDOWS, 10));
    expect((await post("/api/newsletter/unsubscribe", { emailHash: hash }, ip)).status).toBe(200);
  });

  it("controlling: 600 events per client in 10 minutes, then 429 with Retry-After to the window's end", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    const ip = freshIp();
    const event = { clientId: "c".repeat(64), applicationId: "sellback-de", url: "https://de.localhost/", eventName: "offer_generated" };
    for (let batch = 0; batch < 30; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => post("/api/controlling/controlling", event, ip).then((r) => r.status)),
      );
      expect(
        statuses.every((s) => s === 201),
        `batch ${batch}: ${statuses.join(",")}`,
      ).toBe(true);
    }
    const limited = await post("/api/controlling/controlling", event, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("300");
    expect((await post("/api/controlling/controlling", event, freshIp())).status).toBe(201);
    ctx().setNow(minutesAfter(INSIDE_WINDOWS, 5));
    expect((await post("/api/controlling/controlling", event, ip)).status).toBe(201);
  });

  it("contact and B2B: every message is taken, but at most 3 acknowledgements to one address an hour", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    const email = unique("kontakt");
    const message = { subject: "orderStatus", name: "Erika Mustermann", email, message: `Wo ist mein Geld? ${email}` };
    for (let i = 0; i < 4; i++) expect((await post("/api/contact", message)).status).toBe(201);
    expect(mailsTo(ctx(), email)).toHaveLength(3);
    expect(mailsTo(ctx(), "service@sellback.de").filter((m) => m.includes(`Reply-To: ${email}`))).toHaveLength(4);
    const lead = {
      company: "Muster GmbH",
      contactName: "Erika Mustermann",
      email: unique("firma"),
      deviceCount: 25,
      categories: ["smartphones"],
    };
    for (let i = 0; i < 4; i++) expect((await post("/api/b2b/leads", lead)).status).toBe(201);
    expect(mailsTo(ctx(), lead.email)).toHaveLength(3);
    ctx().setNow(minutesAfter(INSIDE_WINDOWS, 60));
    expect((await post("/api/contact", message)).status).toBe(201);
    expect(mailsTo(ctx(), email)).toHaveLength(4);
  });

  it("failed logins per account follow the app's clock: 429 for exactly 15 minutes from the first failure", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    const email = await registerActivated(ctx(), { emailPrefix: "uhr" });
    for (let i = 0; i < 10; i++)
      expect((await post("/api/account/login", { username: email, password: `Falsch-${i}-Passwort` })).status).toBe(401);
    const limited = await post("/api/account/login", { username: email, password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    ctx().setNow(minutesAfter(INSIDE_WINDOWS, 14));
    expect((await post("/api/account/login", { username: email, password: TEST_PASSWORD })).headers.get("retry-after")).toBe("60");
    ctx().setNow(minutesAfter(INSIDE_WINDOWS, 15));
    expect((await post("/api/account/login", { username: email, password: TEST_PASSWORD })).status).toBe(200);
  });
});
