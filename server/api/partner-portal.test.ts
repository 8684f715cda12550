/**
 * The agan store portal's core on PGlite and PostgreSQL (decision 0046): business-partner login
 * (right and wrong password, TOTP when enabled, staff and customers cannot log in here), the store
 * trade with its voucher and receipt PDF, and isolation between two chains and two stores for
 * trades, vouchers and shipments.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { partners, partnerStores, partnerUsers, partnerVouchers, trades, tradeEvents, tradeLines } from "../../db/schema/index.ts";
import {
  renderVoucherReceipt,
  confirmPartnerTotp,
  deactivatePartnerUser,
  invitePartnerUser,
  pendingPartnerTotp,
  requestPartnerReset,
  startPartnerTotp,
  partnerLogin,
  readPartnerSession,
  setPartnerPassword,
  type PartnerContext,
  addToShipment,
  closeShipment,
  createStoreTrade,
  listPortalTrades,
  listShipments,
  monthReport,
  openShipment,
  portalTrade,
  scopeOf,
  shipmentOf,
} from "../../core/partner-users/index.server.ts";
import { redeemPartnerVoucher } from "../../core/partners/index.server.ts";
import { openClarification } from "../../core/clarification/index.server.ts";
import { changeTradeState } from "../../core/trade/index.server.ts";
import { createJobWorker } from "../jobs/worker.server.ts";
import { registrationBody } from "../../tests/helpers/accounts.ts";
import { mailsTo } from "../../tests/helpers/mails.ts";
import { previewPayoutRun } from "../../core/payout/index.server.ts";
import { ProblemError } from "../../core/shared/index.ts";
import { encryptSecret, newTotpSecret, totpCode } from "../../core/staff/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { shownText } from "../../tests/helpers/pdf-text.ts";
import { makeStaff, STAFF_PASSWORD } from "../../tests/helpers/staff.ts";
import { smartphoneOffer } from "../../tests/helpers/trades.ts";
import { sealingOf, walkInTrade } from "../../tests/helpers/store-trades.ts";
import { staffEnvFrom } from "../sessions/staff-env.server.ts";

const PASSWORD = "Filiale-Passwort-2026";
let n = 0;
const ip = () => `10.77.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

async function problemOf(p: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ProblemError) return { status: err.status, code: err.code };
    throw err;
  }
  throw new Error("expected a problem");
}

async function chain(ctx: TestContext, name: string, prefix: string) {
  const id = randomUUID();
  const now = new Date();
  await ctx.database.db
    .insert(partners)
    .values({ id, key: `k-${id.slice(0, 12)}`, name, kind: "agan", voucherPrefix: prefix, createdAt: now, updatedAt: now });
  const stores = await ctx.database.db
    .insert(partnerStores)
    .values(
      [1, 2].map((i) => ({
        partnerId: id,
        name: `${name} ${i}`,
        street: "Hauptstraße",
        houseNumber: String(i),
        zip: "10115",
        city: "Berlin",
        email: `filiale${i}.${id.slice(0, 8)}@example.com`,
      })),
    )
    .returning({ id: partnerStores.id });
  return { id, stores: stores.map((s) => s.id) };
}

async function user(ctx: TestContext, partnerId: string, storeId: number | null, role: "store_staff" | "partner_manager") {
  const env = staffEnvFrom(ctx.deps, ip());
  const email = `${role}.${randomUUID().slice(0, 8)}@filiale.example`;
  const { id, token } = await invitePartnerUser(
    env,
    { id: "staff", email: "admin@example.com" },
    { partnerId, email, displayName: "Petra Filiale", roles: [role], storeId },
  );
  await setPartnerPassword(env, token, PASSWORD);
  // the link works once
  expect((await problemOf(setPartnerPassword(env, token, "Anderes-Passwort-1"))).status).toBe(410);
  const { context, token: session } = await partnerLogin(env, { email, password: PASSWORD }, "web");
  return { id, email, context, session };
}

describeEachDatabase("agan store portal", (get) => {
  let a: Awaited<ReturnType<typeof chain>>;
  let b: Awaited<ReturnType<typeof chain>>;
  let a1: PartnerContext;
  let a2: PartnerContext;
  let b1: PartnerContext;
  let aManager: PartnerContext;
  let tradeNumber = "";
  let voucherCode = "";

  it("sets up two chains with store staff and a manager through invite and password link", async () => {
    const ctx = get();
    a = await chain(ctx, "Kette A", "KA");
    b = await chain(ctx, "Kette B", "KB");
    a1 = (await user(ctx, a.id, a.stores[0]!, "store_staff")).context;
    a2 = (await user(ctx, a.id, a.stores[1]!, "store_staff")).context;
    b1 = (await user(ctx, b.id, b.stores[0]!, "store_staff")).context;
    aManager = (await user(ctx, a.id, null, "partner_manager")).context;
    expect(a1.storeName).toBe("Kette A 1");
    expect(aManager.user.storeId).toBeNull();
  });

  it("login: a wrong password, an unknown address, a staff user and a store user without a store are refused", async () => {
    const ctx = get();
    const env = staffEnvFrom(ctx.deps, ip());
    expect(await problemOf(partnerLogin(env, { email: a1.user.email, password: "falsch-123456" }, "web"))).toEqual({
      status: 401,
      code: "invalid_credentials",
    });
    expect(await problemOf(partnerLogin(env, { email: "niemand@example.com", password: PASSWORD }, "web"))).toEqual({
      status: 401,
      code: "invalid_credentials",
    });
    // staff and customers live in other tables: their right passwords open nothing here
    const staffEmail = await makeStaff(ctx, ["admin"]);
    expect(await problemOf(partnerLogin(env, { email: staffEmail, password: STAFF_PASSWORD }, "web"))).toEqual({
      status: 401,
      code: "invalid_credentials",
    });
    const customer = `kunde.${randomUUID().slice(0, 8)}@example.com`;
    const reg = await ctx.request("/api/account/register", {
      host: "de.localhost",
      clientAddress: ip(),
      json: registrationBody(customer, {
        firstName: "Kurt",
        lastName: "Kunde",
        credentials: [{ type: "password", value: PASSWORD, temporary: false }],
        Payment: { paymentType: 13, iban: "DE89370400440532013000", bic: "COBADEFFXXX", accountHolder: "Kurt Kunde" },
      }),
    });
    expect(reg.status).toBeLessThan(300);
    expect(await problemOf(partnerLogin(env, { email: customer, password: PASSWORD }, "web"))).toEqual({
      status: 401,
      code: "invalid_credentials",
    });
    // an invited user without a store cannot be a store user
    expect(
      (
        await problemOf(
          invitePartnerUser(
            env,
            { id: "s", email: "s@example.com" },
            { partnerId: a.id, email: "x@example.com", displayName: "X", roles: ["store_staff"], storeId: null },
          ),
        )
      ).status,
    ).toBe(422);
    // a store of another chain is refused
    expect(
      (
        await problemOf(
          invitePartnerUser(
            env,
            { id: "s", email: "s@example.com" },
            { partnerId: a.id, email: "y@example.com", displayName: "Y", roles: ["store_staff"], storeId: b.stores[0]! },
          ),
        )
      ).status,
    ).toBe(422);
  });

  it("login with TOTP once it is enabled: no code 401 otp_required, a wrong one 401, the right one opens a session", async () => {
    const ctx = get();
    const env = staffEnvFrom(ctx.deps, ip());
    const secret = newTotpSecret();
    await ctx.database.db
      .update(partnerUsers)
      .set({ totpSecret: encryptSecret(ctx.deps.secrets.sessionSecret, secret), totpEnabledAt: new Date() })
      .where(eq(partnerUsers.id, a2.user.id));
    expect(await problemOf(partnerLogin(env, { email: a2.user.email, password: PASSWORD }, "web"))).toEqual({
      status: 401,
      code: "otp_required",
    });
    expect(await problemOf(partnerLogin(env, { email: a2.user.email, password: PASSWORD, otp: "000000" }, "web"))).toEqual({
      status: 401,
      code: "invalid_otp",
    });
    const { context, token } = await partnerLogin(
      env,
      { email: a2.user.email, password: PASSWORD, otp: await totpCode(secret, new Date()) },
      "web",
    );
    expect(context.user.id).toBe(a2.user.id);
    expect((await readPartnerSession(env, token, "web"))?.user.id).toBe(a2.user.id);
    // a web session is no frame session
    expect(await readPartnerSession(env, token, "frame")).toBeNull();
  });

  it("a store trade is a trade in mode agan of the store, paid as a voucher issued with it; the receipt shows the code and a QR code", async () => {
    const ctx = get();
    const offer = await smartphoneOffer(ctx);
    const now = new Date();
    const made = await createStoreTrade(
      ctx.database.db,
      a1,
      walkInTrade(offer.offerId, "Wanda", "Laufkundin", "wanda@example.com"),
      now,
      sealingOf(ctx),
    );
    tradeNumber = made.tradeNumber;
    voucherCode = made.voucher.code;
    expect(voucherCode).toMatch(/^KA-/);
    const [row] = await ctx.database.db.select().from(trades).where(eq(trades.id, made.tradeId));
    expect(row).toMatchObject({
      mode: "agan",
      state: "created",
      partnerId: a.id,
      storeId: a.stores[0],
      paymentMethod: "voucher",
      iban: null,
      street: "Hauptstraße",
    });
    const [voucher] = await ctx.database.db.select().from(partnerVouchers).where(eq(partnerVouchers.code, voucherCode));
    expect(voucher).toMatchObject({
      tradeId: made.tradeId,
      partnerId: a.id,
      storeId: a.stores[0],
      amountCents: row!.totalCents,
      state: "issued",
    });
    // the offer is used: a second trade with it is refused
    expect(
      (await problemOf(createStoreTrade(ctx.database.db, a1, walkInTrade(offer.offerId, "W", "L", "w@example.com"), now, sealingOf(ctx))))
        .status,
    ).toBe(422);
    // a manager is no store user: no trades in the manager's name
    expect(
      (
        await problemOf(
          createStoreTrade(
            ctx.database.db,
            aManager,
            walkInTrade((await smartphoneOffer(ctx)).offerId, "W", "L", "w@example.com"),
            now,
            sealingOf(ctx),
          ),
        )
      ).status,
    ).toBe(403);

    const trade = (await portalTrade(ctx.database.db, scopeOf(a1.user), tradeNumber))!;
    for (const format of ["a4", "80mm"] as const) {
      const pdf = await renderVoucherReceipt(
        {
          tradeNumber,
          createdAt: trade.createdAt,
          partnerName: "Kette A",
          storeName: trade.storeName,
          storeAddress: trade.storeAddress,
          customerName: "Wanda Laufkundin",
          devices: trade.devices,
          code: trade.code,
          amountCents: trade.amountCents,
          expiresAt: trade.expiresAt,
        },
        format,
        { compress: false },
      );
      const text = await shownText(pdf);
      expect(text).toContain(voucherCode);
      expect(text).toContain("Gutschein");
      // the QR code: one embedded image
      expect(Buffer.from(pdf).toString("latin1")).toMatch(/\/Subtype \/Image/);
    }
  });

  it("chain B sees nothing of chain A, store 2 nothing of store 1, the manager the whole chain", async () => {
    const ctx = get();
    const db = ctx.database.db;
    const numbers = async (c: PartnerContext) => (await listPortalTrades(db, scopeOf(c.user))).map((r) => r.tradeNumber);
    expect(await numbers(a1)).toContain(tradeNumber);
    expect(await numbers(aManager)).toContain(tradeNumber);
    expect(await numbers(a2)).not.toContain(tradeNumber);
    expect(await numbers(b1)).toEqual([]);
    expect(await portalTrade(db, scopeOf(b1.user), tradeNumber)).toBeNull();
    expect(await portalTrade(db, scopeOf(a2.user), tradeNumber)).toBeNull();
    const month = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" }).slice(0, 7);
    expect((await monthReport(db, scopeOf(b1.user), month)).at(-1)!.trades).toBe(0);
    const aTotal = (await monthReport(db, scopeOf(aManager.user), month)).at(-1)!;
    expect(aTotal.trades).toBe(1);
    expect(aTotal.vouchers).toBe(1);
    // vouchers: chain B's till cannot redeem chain A's code, chain A's can, once
    const now = new Date();
    expect((await problemOf(redeemPartnerVoucher(db, { partnerId: b.id, code: voucherCode, reference: "B-1", now }))).status).toBe(404);
    expect((await redeemPartnerVoucher(db, { partnerId: a.id, code: voucherCode, reference: "A-1", now })).code).toBe(voucherCode);
    expect((await problemOf(redeemPartnerVoucher(db, { partnerId: a.id, code: voucherCode, reference: "A-2", now }))).status).toBe(409);
    expect((await monthReport(db, scopeOf(aManager.user), month)).at(-1)!.redeemed).toBe(1);
  });

  it("shipments: only the store's own open trades go in; other stores and chains cannot see or change the shipment; closed is closed", async () => {
    const ctx = get();
    const db = ctx.database.db;
    const now = new Date();
    const second = await createStoreTrade(
      db,
      a1,
      walkInTrade((await smartphoneOffer(ctx)).offerId, "Otto", "Laufkunde", "otto@example.com"),
      now,
      sealingOf(ctx),
    );
    const id = await openShipment(db, a1, now);
    for (const other of [b1, a2]) {
      expect(await shipmentOf(db, scopeOf(other.user), id)).toBeNull();
      expect((await problemOf(addToShipment(db, scopeOf(other.user), id, [tradeNumber], now))).status).toBe(404);
      expect((await listShipments(db, scopeOf(other.user))).map((s) => s.id)).not.toContain(id);
    }
    // store 2's own shipment cannot take store 1's trade
    const other = await openShipment(db, a2, now);
    expect((await problemOf(addToShipment(db, scopeOf(a2.user), other, [tradeNumber], now))).status).toBe(422);
    await addToShipment(db, scopeOf(a1.user), id, [tradeNumber, second.tradeNumber], now);
    expect((await listPortalTrades(db, scopeOf(a1.user), { shipmentId: id })).map((r) => r.tradeNumber).sort()).toEqual(
      [tradeNumber, second.tradeNumber].sort(),
    );
    // a trade travels in one shipment only
    const third = await openShipment(db, a1, now);
    expect((await problemOf(addToShipment(db, scopeOf(a1.user), third, [tradeNumber], now))).status).toBe(422);
    await closeShipment(db, scopeOf(a1.user), id, now);
    expect((await shipmentOf(db, scopeOf(a1.user), id))?.state).toBe("closed");
    expect((await problemOf(addToShipment(db, scopeOf(a1.user), id, [], now))).status).toBe(409);
    expect((await problemOf(closeShipment(db, scopeOf(a1.user), third, now))).status).toBe(422);
  });

  it("a clarification of a store trade goes to the store, not to the walk-in customer", async () => {
    const ctx = get();
    const db = ctx.database.db;
    const now = new Date();
    const customer = `walkin.${randomUUID().slice(0, 8)}@example.com`;
    const made = await createStoreTrade(
      db,
      a1,
      walkInTrade((await smartphoneOffer(ctx)).offerId, "Kai", "Klärung", customer),
      now,
      sealingOf(ctx),
    );
    const [line] = await db.select().from(tradeLines).where(eq(tradeLines.tradeId, made.tradeId));
    const staff = { kind: "staff" as const, role: "inspector", id: "test-inspector" };
    await changeTradeState(db, { tradeId: made.tradeId, to: "received", actor: staff, reason: "parcelReceived", now });
    await changeTradeState(db, { tradeId: made.tradeId, to: "inspected", actor: staff, reason: "inspected", now });
    await openClarification(db, {
      tradeId: made.tradeId,
      items: [{ tradeLineId: line!.id, oldOfferId: line!.offerId, newOfferId: null, findings: { notes: "Display gesprungen" } }],
      actor: staff,
      now,
    });
    await createJobWorker(ctx.deps).runDue();
    const [store] = await db.select({ email: partnerStores.email }).from(partnerStores).where(eq(partnerStores.id, a.stores[0]!));
    expect(mailsTo(ctx, store!.email).some((m) => m.includes(made.tradeNumber))).toBe(true);
    expect(mailsTo(ctx, customer).some((m) => m.includes(made.tradeNumber))).toBe(false);
  });

  it("a store trade paid as a voucher never goes into a payout run, even in payout_pending", async () => {
    const ctx = get();
    const db = ctx.database.db;
    const now = new Date();
    const made = await createStoreTrade(
      db,
      a1,
      walkInTrade((await smartphoneOffer(ctx)).offerId, "Paul", "Payout", "paul@example.com"),
      now,
      sealingOf(ctx),
    );
    const before = await previewPayoutRun(db, {}, now);
    const staff = { kind: "staff" as const, role: "inspector", id: "test-inspector" };
    for (const to of ["received", "inspected", "payout_pending"] as const)
      await changeTradeState(db, { tradeId: made.tradeId, to, actor: staff, reason: "test", now });
    const after = await previewPayoutRun(db, {}, now);
    expect(after).toEqual(before);
    // settled: the voucher paid it at the till, so ready for payout means paid at once, by the system
    const [row] = await db.select({ state: trades.state }).from(trades).where(eq(trades.id, made.tradeId));
    expect(row!.state).toBe("paid");
    const events = await db
      .select({ state: tradeEvents.state, actor: tradeEvents.actor, reason: tradeEvents.reason })
      .from(tradeEvents)
      .where(eq(tradeEvents.tradeId, made.tradeId))
      .orderBy(tradeEvents.id);
    expect(events.slice(-2)).toEqual([
      { state: "payout_pending", actor: "staff", reason: "test" },
      { state: "paid", actor: "system", reason: "voucherIssued" },
    ]);
  });

  it("forgot password: a reset link only for an active user with a password; the link sets a new one once", async () => {
    const ctx = get();
    const env = staffEnvFrom(ctx.deps, ip());
    expect(await requestPartnerReset(env, "niemand@example.com")).toBeNull();
    const invited = await invitePartnerUser(
      env,
      { id: "s", email: "s@example.com" },
      {
        partnerId: b.id,
        email: `neu.${randomUUID().slice(0, 8)}@example.com`,
        displayName: "Neu",
        roles: ["partner_manager"],
        storeId: null,
      },
    );
    const [row] = await ctx.database.db.select({ email: partnerUsers.email }).from(partnerUsers).where(eq(partnerUsers.id, invited.id));
    expect(await requestPartnerReset(env, row!.email)).toBeNull();
    const reset = (await requestPartnerReset(env, b1.user.email.toUpperCase()))!;
    expect(reset.user.id).toBe(b1.user.id);
    await setPartnerPassword(env, reset.token, "Neues-Passwort-2026");
    expect((await problemOf(setPartnerPassword(env, reset.token, "Noch-eins-2026"))).status).toBe(410);
    expect(await problemOf(partnerLogin(env, { email: b1.user.email, password: PASSWORD }, "web"))).toEqual({
      status: 401,
      code: "invalid_credentials",
    });
    expect((await partnerLogin(env, { email: b1.user.email, password: "Neues-Passwort-2026" }, "web")).context.user.id).toBe(b1.user.id);
  });

  it("TOTP enrolment: start, a wrong code refused, the right one turns it on, then the login asks for a code", async () => {
    const ctx = get();
    const env = staffEnvFrom(ctx.deps, ip());
    const u = await user(ctx, b.id, b.stores[0]!, "store_staff");
    expect(await pendingPartnerTotp(env, u.context)).toBeNull();
    const { secret, qrSvg } = await startPartnerTotp(env, u.context);
    expect(qrSvg).toContain("<svg");
    expect((await pendingPartnerTotp(env, u.context))?.secret).toBe(secret);
    expect((await problemOf(confirmPartnerTotp(env, u.context, "000000"))).status).toBe(422);
    await confirmPartnerTotp(env, u.context, await totpCode(secret, new Date()));
    expect((await problemOf(startPartnerTotp(env, u.context))).status).toBe(409);
    expect(await problemOf(partnerLogin(env, { email: u.email, password: PASSWORD }, "web"))).toEqual({
      status: 401,
      code: "otp_required",
    });
  });

  it("deactivating a user ends its sessions at once", async () => {
    const ctx = get();
    const env = staffEnvFrom(ctx.deps, ip());
    const u = await user(ctx, b.id, b.stores[1]!, "store_staff");
    expect(await readPartnerSession(env, u.session, "web")).not.toBeNull();
    await deactivatePartnerUser(env, { id: "staff", email: "admin@example.com" }, b.id, u.id);
    expect(await readPartnerSession(env, u.session, "web")).toBeNull();
    expect(await problemOf(partnerLogin(env, { email: u.email, password: PASSWORD }, "web"))).toEqual({
      status: 403,
      code: "account_disabled",
    });
    // another partner's id cannot deactivate (404)
    expect((await problemOf(deactivatePartnerUser(env, { id: "staff", email: "admin@example.com" }, b.id, a1.user.id))).status).toBe(404);
  });
});
