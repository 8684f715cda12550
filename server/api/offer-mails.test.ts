/**
 * "Send me this offer" (decision 0127): POST /api/offer-mails (validation, who may, limits, one
 * mail) and the reminder job with the app's clock pinned: due REMINDER_DAYS_BEFORE days before the
 * offer runs out, only with consent, never twice, not for a used offer, not once withdrawn.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  eraseOfferMailsOf,
  OFFER_MAIL_LIMITS,
  OFFER_REMINDER_JOB,
  reminderByToken,
  scheduleOfferReminders,
  sendDueReminders,
  withdrawReminder,
} from "../../core/offer-mail/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { INSIDE_WINDOWS } from "../../tests/helpers/clock.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { linksIn, mailsTo } from "../../tests/helpers/mails.ts";
import { placeTestTrade, smartphoneOffer, uniqueClientAddress, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { mailOrigin } from "../config/config.server.ts";
import { parseEml } from "../dev/eml.server.ts";
import { JOB_HANDLERS } from "../jobs/worker.server.ts";

const DAY = 86_400_000;
const T0 = INSIDE_WINDOWS;
/** An offer made at T0 runs out at T0 + 14 days; its reminder is due 2 days before. */
const DUE = new Date(T0.getTime() + 12 * DAY);
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

const withdrawToken = (mail: string) =>
  linksIn(mail)
    .map((l) => /\/offer-reminder\/stop\/([A-Za-z0-9_-]{43})/.exec(l)?.[1])
    .find(Boolean);

/** The decoded subjects of the mails to `to`, oldest first. */
function subjectsTo(ctx: TestContext, to: string): string[] {
  const folder = ctx.deps.mailer.folder!;
  return readdirSync(folder)
    .sort()
    .map((f) => parseEml(readFileSync(path.join(folder, f), "utf8")))
    .filter((m) => m.to.toLowerCase() === to)
    .map((m) => m.subject);
}

describeEachDatabase("offer mails API and reminders", (ctx) => {
  const post = (body: unknown, ip = uniqueClientAddress(), host = "de.localhost") =>
    ctx().request("/api/offer-mails", { host, json: body, clientAddress: ip });
  const run = (now: Date) =>
    sendDueReminders({
      db: ctx().database.db,
      mailer: ctx().deps.mailer,
      originFor: (e) => mailOrigin(ctx().deps.config, e),
      now,
    });
  const offerAtT0 = async (c: TestContext) => {
    c.setNow(T0);
    return (await smartphoneOffer(c)).offerId;
  };
  const rowOf = async (email: string) =>
    (
      await rows<{
        reminder_consent: boolean;
        reminder_due_at: string | null;
        reminded_at: string | null;
        reminder_skipped: string | null;
      }>(
        ctx().database.db,
        sql`select reminder_consent, reminder_due_at, reminded_at, reminder_skipped from offer_mails where email = ${email} order by id`,
      )
    )[0];

  it("mails the offer once: device, amount, answers, valid until, the link back; no reminder link without consent; private answer", async () => {
    const offerId = await offerAtT0(ctx());
    const email = uniqueTradeEmail("keep");
    const res = await post({ offerId, email: ` ${email.toUpperCase()} `, reminder: false });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ status: "sent", reminderAt: null });
    const mails = mailsTo(ctx(), email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(subjectsTo(ctx(), email)[0]).toMatch(/^Ihr Angebot für Apple /);
    expect(mail).toContain("Wir zahlen Ihnen");
    expect(mail).toContain("Ihre Antworten");
    expect(mail).toContain("Das Angebot gilt bis 20.05.31");
    expect(linksIn(mail!).some((l) => l.startsWith("http://de.localhost:3000/produkte/") && l.endsWith(`?offer=${offerId}`))).toBe(true);
    expect(withdrawToken(mail!)).toBeUndefined();
    expect(mail).not.toMatch(/newsletter\/confirm/i);
    expect(await rowOf(email)).toMatchObject({ reminder_consent: false, reminder_due_at: null, reminded_at: null });
    // nothing without consent, whenever the job runs
    expect((await run(at(DUE, 1))).sent).toBe(0);
    expect(mailsTo(ctx(), email)).toHaveLength(1);
  });

  it("with consent: the reminder at valid_until − 2 days, once, and no other mail", async () => {
    const offerId = await offerAtT0(ctx());
    const email = uniqueTradeEmail("remind");
    const res = await post({ offerId, email, reminder: true });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: "sent", reminderAt: DUE.toISOString() });
    // the same offer to the same address again: a second mail, but still one reminder
    expect((await post({ offerId, email, reminder: true })).status).toBe(201);
    const [first] = mailsTo(ctx(), email);
    expect(first).toContain("Wie gewünscht erinnern wir Sie einmal, am 18.05.31");
    expect(withdrawToken(first!)).toBeTruthy();

    expect((await run(at(DUE, -1))).sent).toBe(0);
    expect(mailsTo(ctx(), email)).toHaveLength(2);
    const due = await run(at(DUE, 1));
    expect(due.sent).toBe(1);
    const mails = mailsTo(ctx(), email);
    expect(mails).toHaveLength(3);
    expect(subjectsTo(ctx(), email)[2]).toMatch(/^Ihr Angebot für .+ läuft am 20\.05\.31 ab$/);
    expect(linksIn(mails[2]!).some((l) => l.endsWith(`?offer=${offerId}`))).toBe(true);
    // later runs send nothing more
    expect((await run(at(DUE, 61))).sent).toBe(0);
    expect((await run(at(DUE, 60 * 24))).sent).toBe(0);
    expect(mailsTo(ctx(), email)).toHaveLength(3);
    const states = await rows<{ reminded_at: string | null; reminder_skipped: string | null }>(
      ctx().database.db,
      sql`select reminded_at, reminder_skipped from offer_mails where email = ${email} order by id`,
    );
    expect(states.map((s) => [Boolean(s.reminded_at), s.reminder_skipped])).toEqual([
      [true, null],
      [false, "repeat"],
    ]);
  });

  it("no reminder for an offer used by a trade, nor for one whose job came after it ran out", async () => {
    const used = await offerAtT0(ctx());
    const usedEmail = uniqueTradeEmail("used");
    expect((await post({ offerId: used, email: usedEmail, reminder: true })).status).toBe(201);
    await placeTestTrade(ctx(), { offerIds: [used] });
    const late = await offerAtT0(ctx());
    const lateEmail = uniqueTradeEmail("late");
    expect((await post({ offerId: late, email: lateEmail, reminder: true })).status).toBe(201);
    // the job first runs after the offers ran out (the worker was down): nothing for either
    const result = await run(at(DUE, 3 * 24 * 60));
    expect(result.sent).toBe(0);
    expect(mailsTo(ctx(), usedEmail)).toHaveLength(1);
    expect(mailsTo(ctx(), lateEmail)).toHaveLength(1);
    expect((await rowOf(usedEmail))?.reminder_skipped).toBe("used");
    expect((await rowOf(lateEmail))?.reminder_skipped).toBe("expired");
  });

  it("the mail's link withdraws the reminder (the token only; repeating is fine)", async () => {
    const offerId = await offerAtT0(ctx());
    const email = uniqueTradeEmail("stop");
    expect((await post({ offerId, email, reminder: true })).status).toBe(201);
    const token = withdrawToken(mailsTo(ctx(), email)[0]!)!;
    const db = ctx().database.db;
    expect(await reminderByToken(db, "de", token)).toMatchObject({ state: "pending", dueAt: DUE.toISOString() });
    // another edition's host and a forged token know nothing of it
    expect(await reminderByToken(db, "fr", token)).toBeNull();
    expect(await withdrawReminder(db, "de", `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(await withdrawReminder(db, "de", token)).toMatchObject({ state: "withdrawn" });
    expect(await withdrawReminder(db, "de", token)).toMatchObject({ state: "withdrawn" });
    expect((await run(at(DUE, 1))).sent).toBe(0);
    expect(mailsTo(ctx(), email)).toHaveLength(1);
  });

  it("no reminder when the offer runs out before it would be due; the mail says so", async () => {
    const offerId = await offerAtT0(ctx());
    ctx().setNow(at(DUE, 10));
    const email = uniqueTradeEmail("toolate");
    const res = await post({ offerId, email, reminder: true });
    expect(await res.json()).toEqual({ status: "sent", reminderAt: null });
    expect(mailsTo(ctx(), email)[0]).toContain("Sie wollten eine Erinnerung, aber das Angebot läuft vorher ab.");
    expect(await rowOf(email)).toMatchObject({ reminder_consent: true, reminder_due_at: null });
  });

  it("refuses bad input (422), an unknown or foreign offer (404), a used or expired one (409), sending nothing", async () => {
    const offerId = await offerAtT0(ctx());
    const email = uniqueTradeEmail("refused");
    const bad = await post({ offerId, email: "not-an-address", reminder: "yes" });
    expect(bad.status).toBe(422);
    const problem = (await bad.json()) as { errors: { field: string }[] };
    expect(problem.errors.map((e) => e.field).sort()).toEqual(["email", "reminder"]);
    expect((await post({ email })).status).toBe(422);
    expect((await post({ offerId: "x".repeat(22), email })).status).toBe(404);
    expect((await post({ offerId, email }, uniqueClientAddress(), "fr.localhost")).status).toBe(404);
    const malformed = await ctx().request("/api/offer-mails", {
      host: "de.localhost",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
      clientAddress: uniqueClientAddress(),
    });
    expect(malformed.status).toBe(400);
    ctx().setNow(new Date(T0.getTime() + 14 * DAY + 1000));
    const expired = await post({ offerId, email });
    expect(expired.status).toBe(409);
    expect(((await expired.json()) as { type: string }).type).toMatch(/offer_expired/);
    ctx().setNow(T0);
    await placeTestTrade(ctx(), { offerIds: [offerId] });
    const used = await post({ offerId, email });
    expect(used.status).toBe(409);
    expect(((await used.json()) as { type: string }).type).toMatch(/offer_used/);
    expect(mailsTo(ctx(), email)).toHaveLength(0);
  });

  it("limits: OFFER_MAILS_PER_ADDRESS mails to one address a day, whoever asks; requests per client", async () => {
    const offerId = await offerAtT0(ctx());
    const perAddress = ctx().deps.config.OFFER_MAILS_PER_ADDRESS;
    const email = uniqueTradeEmail("limit");
    for (let i = 0; i < perAddress; i++) expect((await post({ offerId, email })).status).toBe(201);
    const over = await post({ offerId, email: email.toUpperCase() });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(mailsTo(ctx(), email)).toHaveLength(perAddress);
    // the next UTC day the address may be sent to again
    ctx().setNow(new Date(T0.getTime() + DAY));
    expect((await post({ offerId, email })).status).toBe(201);

    ctx().setNow(T0);
    const ip = uniqueClientAddress();
    const { perWindow } = OFFER_MAIL_LIMITS.perClient;
    for (let i = 0; i < perWindow; i++) expect((await post({ offerId, email: uniqueTradeEmail("client") }, ip)).status).toBe(201);
    const tooMany = await post({ offerId, email: uniqueTradeEmail("client") }, ip);
    expect(tooMany.status).toBe(429);
  });

  it("runs hourly through the worker's job, and support's erasure deletes an address's offer mails", async () => {
    expect(JOB_HANDLERS[OFFER_REMINDER_JOB]).toBeTypeOf("function");
    const hour = new Date("2031-07-01T08:10:00Z");
    expect(await scheduleOfferReminders(ctx().database.db, hour)).toBe(true);
    expect(await scheduleOfferReminders(ctx().database.db, at(hour, 30))).toBe(false);
    expect(await scheduleOfferReminders(ctx().database.db, at(hour, 60))).toBe(true);

    const offerId = await offerAtT0(ctx());
    const email = uniqueTradeEmail("erase");
    expect((await post({ offerId, email, reminder: true })).status).toBe(201);
    expect(await eraseOfferMailsOf(ctx().database.db, email.toUpperCase())).toBe(1);
    expect(await rowOf(email)).toBeUndefined();
  });
});
