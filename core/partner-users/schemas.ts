/** The portal's input schemas (decision 0046): login, password link, invite, shipment edits, the report's month. */
import { emailField, inputString, requiredText, z } from "../shared/index.ts";
import { PARTNER_ROLES } from "./rules.ts";

export const portalLoginSchema = z.object({
  email: inputString({ error: "portal.login.emailMissing" }).trim().min(1, "portal.login.emailMissing").max(254, "validation.tooLong"),
  password: inputString({ error: "portal.login.passwordMissing" }).min(1, "portal.login.passwordMissing").max(1000, "validation.tooLong"),
  otp: inputString().trim().max(20, "validation.tooLong").optional(),
});

export const forgotSchema = z.object({ email: emailField("portal.trade.error.email") });

export const setPasswordSchema = z.object({
  token: inputString().max(200, "validation.tooLong"),
  password: inputString({ error: "portal.password.missing" }).min(1, "portal.password.missing").max(1000, "validation.tooLong"),
});

const storeId = z.coerce.number().int().positive().max(2_147_483_647);

/** The back office's invite form: store empty for a manager of the whole chain. */
export const inviteSchema = z.object({
  email: emailField("backoffice.partnerUsers.error.email"),
  displayName: requiredText(100, "backoffice.partnerUsers.error.name"),
  role: z.enum(PARTNER_ROLES, { error: "backoffice.partnerUsers.error.roles" }),
  storeId: z
    .union([z.literal("").transform(() => null), storeId])
    .optional()
    .transform((v) => v ?? null),
});

export const TRADE_NUMBER = /^SB-\d{7}$/;
export const tradeNumberField = inputString().regex(TRADE_NUMBER, "portal.shipments.error.trade");

export const monthField = inputString().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "validation.invalid");

export const totpCodeSchema = z.object({
  code: inputString({ error: "portal.security.codeMissing" }).trim().min(1, "portal.security.codeMissing").max(20, "validation.tooLong"),
});
