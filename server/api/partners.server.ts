/**
 * `/api/partners/*` (decision 0044): the partner tills' API on the agan hosts (agan and
 * aganwidget; any other host: 404 as if it did not exist). Authenticated with a partner API key,
 * `Authorization: Bearer sbp_…`; a key sees only its own partner's vouchers. At most
 * `PARTNER_API_PER_MINUTE` calls a minute per key, `FAILED_AUTH` failed authentications per
 * client address in ten minutes, and `PARTNER_VOUCHER_MISSES` codes not found per address and per
 * code (decision 0068). Never cached.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { type PartnerView } from "../../core/partners/index.ts";
import { partnerForApiKey, partnerVoucher, redeemPartnerVoucher, withVoucherMissLimits } from "../../core/partners/index.server.ts";
import { hitRateLimit, refuseWhenLimited, type RateLimitRule } from "../../core/rate-limit/index.server.ts";
import { nowFrom, inputString, fromCents, ProblemError, z } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { parseWith, problemResponse, readJson } from "../http/problem.server.ts";

export const PARTNER_API_PER_MINUTE = 120;
export const FAILED_AUTH: RateLimitRule = { perWindow: 20, windowSeconds: 600 };

export const voucherCodeParams = z.object({
  code: inputString()
    .trim()
    .min(1)
    .max(40, "validation.tooLong")
    .describe("The voucher code as printed (e.g. DH-7K3M-Q9XT-4HPW); case and spaces do not matter"),
});
export const redeemBody = z.object({
  reference: inputString({ error: "partners.api.error.reference" })
    .trim()
    .min(1, "partners.api.error.reference")
    .max(64, "validation.tooLong")
    .describe("The till's reference for this redemption (its receipt id); the same reference again answers the first redemption"),
});

const aganHostsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const mode = c.get("mode");
  if (c.get("surface") !== "shop" || (mode !== "agan" && mode !== "aganwidget"))
    return problemResponse(c, new ProblemError(404, "not_found", "problem.detail.noApiRoute"));
  await next();
  c.res.headers.set("Cache-Control", "no-store");
};

/** The partner of the bearer key, after the limits; 401 for a missing, unknown or revoked key. */
async function requirePartner(c: Context<AppEnv>): Promise<PartnerView> {
  const deps = c.get("deps");
  const db = deps.database.db;
  const now = nowFrom(deps);
  const failKey = `partner-api-auth:${c.get("clientKey")}`;
  await refuseWhenLimited(db, failKey, FAILED_AUTH, now);
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  const found = match ? await partnerForApiKey(db, match[1]!) : null;
  if (!found) {
    await hitRateLimit(db, failKey, FAILED_AUTH.perWindow, FAILED_AUTH.windowSeconds, now);
    c.header("WWW-Authenticate", 'Bearer realm="partners"');
    throw new ProblemError(401, "unauthorized", "partners.api.error.key");
  }
  const limit = await hitRateLimit(db, `partner-api:${found.keyId}`, PARTNER_API_PER_MINUTE, 60, now);
  if (!limit.allowed) throw new ProblemError(429, "rate_limited", undefined, undefined, { retryAfter: limit.retryAfterSeconds });
  return found.partner;
}

export const partnersApi = new Hono<AppEnv>()
  .use("*", aganHostsOnly)
  .get("/vouchers/:code", async (c) => {
    const partner = await requirePartner(c);
    const { code } = parseWith(voucherCodeParams, c.req.param());
    const deps = c.get("deps");
    const lookup = { partnerId: partner.id, code, clientKey: c.get("clientKey"), now: nowFrom(deps) };
    const v = await withVoucherMissLimits(deps.database.db, lookup, () => partnerVoucher(deps.database.db, lookup));
    return c.json({
      code: v.code,
      amountCents: v.amountCents,
      amount: fromCents(v.amountCents),
      state: v.state,
      issuedAt: v.issuedAt.toISOString(),
      expiresAt: v.expiresAt.toISOString(),
      expired: v.expired,
      redeemedAt: v.redeemedAt?.toISOString() ?? null,
      reference: v.reference,
    });
  })
  .post("/vouchers/:code/redeem", async (c) => {
    const partner = await requirePartner(c);
    const { code } = parseWith(voucherCodeParams, c.req.param());
    const { reference } = await readJson(c, redeemBody);
    const deps = c.get("deps");
    const lookup = { partnerId: partner.id, code, clientKey: c.get("clientKey"), now: nowFrom(deps) };
    const r = await withVoucherMissLimits(deps.database.db, lookup, () => redeemPartnerVoucher(deps.database.db, { ...lookup, reference }));
    return c.json({
      code: r.code,
      amountCents: r.amountCents,
      amount: fromCents(r.amountCents),
      redeemedAt: r.redeemedAt.toISOString(),
      reference: r.reference,
    });
  });
