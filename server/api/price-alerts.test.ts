/**
 * Price alerts (decision 0128) through the API and the job: double opt-in, one mail when the price
 * reaches the target (never a second), one-click unsubscribe by the token alone, the limits per
 * address and per client, validation as 4xx.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { checkPriceAlerts, confirmAlert, erasePriceAlertsOf } from "../../core/price-alert/index.server.ts";
import { INSIDE_WINDOWS, minutesAfter } from "../../tests/helpers/clock.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { linksIn, mailsTo } from "../../tests/helpers/mails.ts";
import { mailOrigin } from "../config/config.server.ts";

describeEachDatabase("price alerts API and job", (ctx) => {
  const post = (body: unknown, ip: string) => ctx().request("/api/price-alerts", { host: "de.localhost", json: body, clientAddress: ip });
  const db = () => ctx().database.db;
  /** A priced, shown device of the de edition and its price. */
  const pricedDevice = async (offset = 0) => {
    const r = (await db().execute(
      sql`select d.id, p.base_price_cents as cents from devices d join device_prices p on p.device_id = d.id and p.edition = 'de'
          where not d.hidden and p.base_price_cents > 10000 order by d.id limit 1 offset ${offset}`,
    )) as unknown as { rows: { id: number; cents: number }[] };
    return { id: Number(r.rows[0]!.id), cents: Number(r.rows[0]!.cents) };
  };
  const setPrice = (deviceId: number, cents: number) =>
    db().execute(sql`update device_prices set base_price_cents = ${cents} where device_id = ${deviceId} and edition = 'de'`);
  const status = async (email: string) => {
    const r = (await db().execute(sql`select status from price_alerts where email = ${email} order by id`)) as unknown as {
      rows: { status: string }[];
    };
    return r.rows.map((x) => x.status);
  };
  const runJob = async (now: Date) => {
    const deps = ctx().deps;
    const done = await checkPriceAlerts({
      db: db(),
      mailer: deps.mailer,
      originFor: (edition) => mailOrigin(deps.config, edition),
      now,
      secret: deps.secrets.sessionSecret,
    });
    await deps.mailer.flush();
    return done;
  };
  const link = (mail: string, pattern: RegExp) => linksIn(mail).find((l) => pattern.test(l))!;
  /** The confirmation page's loader does this (the page itself is tested in tests/e2e/price-alert.spec.ts). */
  const confirmFrom = (mail: string, now: Date) =>
    confirmAlert(
      db(),
      "de",
      link(mail, /\/price-alert\/confirm\//)
        .split("/")
        .pop()!,
      now,
    );
  const ONE_CLICK = /List-Unsubscribe:\s+<http:\/\/de\.localhost:3000(\/api\/price-alerts\/unsubscribe\/[A-Za-z0-9_-]{43})>/;

  it("asked → confirmed → fired once at the target → unsubscribed by the one-click link", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    const device = await pricedDevice();
    const target = (device.cents + 5000) / 100;
    const res = await post({ deviceId: device.id, email: "Alert@Example.com", target }, "10.34.0.1");
    expect(res.status).toBe(202);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ status: "pending" });
    await ctx().deps.mailer.flush();
    const [confirmMail] = mailsTo(ctx(), "alert@example.com");
    expect(confirmMail).toMatch(ONE_CLICK);
    expect(confirmMail).toMatch(/List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/);
    // the job does nothing to a pending alert even when the price is reached
    await setPrice(device.id, device.cents + 5000);
    expect((await runJob(minutesAfter(INSIDE_WINDOWS, 60))).fired).toBe(0);
    await setPrice(device.id, device.cents);

    expect(await confirmFrom(confirmMail!, INSIDE_WINDOWS)).toMatchObject({ status: "active", targetCents: device.cents + 5000 });
    expect(await status("alert@example.com")).toEqual(["active"]);

    // below the target: nothing; at it: one mail; again: none
    await setPrice(device.id, device.cents + 4999);
    expect((await runJob(minutesAfter(INSIDE_WINDOWS, 120))).fired).toBe(0);
    await setPrice(device.id, device.cents + 5000);
    expect((await runJob(minutesAfter(INSIDE_WINDOWS, 180))).fired).toBe(1);
    expect((await runJob(minutesAfter(INSIDE_WINDOWS, 240))).fired).toBe(0);
    const mails = mailsTo(ctx(), "alert@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/liegt jetzt bei/);
    expect(await status("alert@example.com")).toEqual(["fired"]);

    // one-click: the token from the fired mail's header, any body, nothing else needed
    const oneClick = ONE_CLICK.exec(mails[1]!)![1]!;
    expect(oneClick).toBe(ONE_CLICK.exec(confirmMail!)![1]);
    const gone = await ctx().request(oneClick, {
      host: "de.localhost",
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      clientAddress: "203.0.113.9",
    });
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ status: "unsubscribed" });
    expect(await status("alert@example.com")).toEqual(["unsubscribed"]);
    // repeating is fine; a made-up token is unknown
    expect((await ctx().request(oneClick, { host: "de.localhost", method: "POST" })).status).toBe(200);
    expect((await ctx().request(`/api/price-alerts/unsubscribe/${"A".repeat(43)}`, { host: "de.localhost", method: "POST" })).status).toBe(
      404,
    );
    expect((await ctx().request("/api/price-alerts/unsubscribe/short", { host: "de.localhost", method: "POST" })).status).toBe(422);
    await setPrice(device.id, device.cents);
  });

  it("'any rise' fires above the start price; unconfirmed alerts expire after the link's days", async () => {
    ctx().setNow(INSIDE_WINDOWS);
    const device = await pricedDevice(1);
    expect((await post({ deviceId: device.id, email: "rise@example.com", target: "any" }, "10.34.0.2")).status).toBe(202);
    expect((await post({ deviceId: device.id, email: "never@example.com", target: "any" }, "10.34.0.2")).status).toBe(202);
    await ctx().deps.mailer.flush();
    expect((await confirmFrom(mailsTo(ctx(), "rise@example.com")[0]!, INSIDE_WINDOWS))?.status).toBe("active");
    await setPrice(device.id, device.cents - 100);
    expect((await runJob(minutesAfter(INSIDE_WINDOWS, 60))).fired).toBe(0);
    await setPrice(device.id, device.cents + 1);
    const later = minutesAfter(INSIDE_WINDOWS, 8 * 24 * 60);
    const run = await runJob(later);
    expect(run.fired).toBe(1);
    expect(run.expired).toBe(1);
    expect(await status("never@example.com")).toEqual(["expired"]);
    // the expired link no longer confirms
    expect(await confirmFrom(mailsTo(ctx(), "never@example.com")[0]!, later)).toBeNull();
    // ended alerts go after the keeping days
    expect((await runJob(minutesAfter(later, 40 * 24 * 60))).deleted).toBeGreaterThanOrEqual(2);
    expect([...(await status("rise@example.com")), ...(await status("never@example.com"))]).toEqual([]);
    await setPrice(device.id, device.cents);
  });

  it("same device and address again → the existing alert; open alerts per address are limited", async () => {
    const day = minutesAfter(INSIDE_WINDOWS, 24 * 60);
    ctx().setNow(day);
    const device = await pricedDevice();
    // each ask an hour later: the mails per address and hour (MAILS_PER_RECIPIENT) are not this test's subject
    const ask = (offset: number, ip = "10.34.0.3") => {
      ctx().setNow(minutesAfter(day, 61 * offset));
      return pricedDevice(offset).then((d) => post({ deviceId: d.id, email: "many@example.com", target: "any" }, ip));
    };
    expect((await post({ deviceId: device.id, email: "many@example.com", target: "any" }, "10.34.0.3")).status).toBe(202);
    expect((await post({ deviceId: device.id, email: "many@example.com", target: (device.cents + 100) / 100 }, "10.34.0.3")).status).toBe(
      202,
    );
    expect(await status("many@example.com")).toEqual(["pending"]);
    for (const offset of [2, 3, 4, 5]) expect((await ask(offset, `10.34.1.${offset}`)).status).toBe(202);
    const refused = await ask(6, "10.34.1.6");
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual([{ field: "email", message: expect.stringMatching(/Preisalarm/) }]);
    expect(await status("many@example.com")).toHaveLength(5);
    // the support's erasure of the address takes them all
    expect(await erasePriceAlertsOf(db(), "MANY@example.com")).toBe(5);
    expect(await status("many@example.com")).toEqual([]);
  });

  it("refuses bad input with 4xx, a reached target with 422, and too many requests per client with 429", async () => {
    ctx().setNow(minutesAfter(INSIDE_WINDOWS, 2 * 24 * 60));
    const device = await pricedDevice();
    for (const body of [
      {},
      { deviceId: device.id, email: "x", target: "any" },
      { deviceId: device.id, email: "a@b.de", target: "soon" },
      { deviceId: "x", email: "a@b.de", target: "any" },
      { deviceId: device.id, email: "a@b.de", target: { euros: 5 } },
    ])
      expect((await post(body, "10.34.2.1")).status).toBe(422);
    expect((await post({ deviceId: 999999, email: "a@b.de", target: "any" }, "10.34.2.2")).status).toBe(404);
    const reached = await post({ deviceId: device.id, email: "a@b.de", target: device.cents / 100 }, "10.34.2.3");
    expect(reached.status).toBe(422);
    expect((await reached.json()).errors[0].field).toBe("target");
    const ip = "10.34.2.4";
    for (let i = 0; i < 10; i++) await post({ deviceId: device.id, email: `c${i}@example.com`, target: "any" }, ip);
    expect((await post({ deviceId: device.id, email: "c11@example.com", target: "any" }, ip)).status).toBe(429);
  });
});
