/**
 * The agan store portal's pure rules (decision 0046): business-partner roles and the role check,
 * the one-time link lifetimes, where a store user may look. Session expiry and login limits are the
 * staff's (core/staff/rules.ts), not copies.
 */
import { DISPLAY_TIME_ZONE, localDate } from "../editions/index.ts";

export { sessionAlive, SESSION_IDLE_SECONDS, SESSION_TOTAL_SECONDS, STAFF_LOGIN_LIMITS as PARTNER_LOGIN_LIMITS } from "../staff/index.ts";

export const PARTNER_ROLES = ["store_staff", "partner_manager"] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];
export const isPartnerRole = (value: unknown): value is PartnerRole =>
  typeof value === "string" && (PARTNER_ROLES as readonly string[]).includes(value);

/** An invite link works 7 days, a password-reset link one hour; each once. */
export const INVITE_SECONDS = 7 * 24 * 60 * 60;
export const RESET_SECONDS = 60 * 60;

/** Who a request is in the portal. `storeId` null: a manager of the whole chain. */
export interface PartnerUserView {
  id: string;
  partnerId: string;
  storeId: number | null;
  email: string;
  displayName: string;
  roles: PartnerRole[];
  totpEnabled: boolean;
}

/** Whether `held` covers one of `required` (none required: any business partner). No role holds another. */
export function hasPartnerRole(held: readonly string[], required: readonly PartnerRole[]): boolean {
  if (required.length === 0) return true;
  return required.some((r) => held.includes(r));
}

/**
 * The rows a user may see: always the own partner; a store_staff user without the manager role
 * only the own store (a manager sees every store of the chain).
 */
export function scopeOf(user: Pick<PartnerUserView, "partnerId" | "storeId" | "roles">): { partnerId: string; storeId: number | null } {
  const manager = user.roles.includes("partner_manager");
  return { partnerId: user.partnerId, storeId: manager ? null : user.storeId };
}

/** A store user must belong to a store; a manager may (but need not). */
export function roleStoreProblem(roles: readonly PartnerRole[], storeId: number | null): string | null {
  if (roles.length === 0) return "backoffice.partnerUsers.error.roles";
  if (roles.includes("store_staff") && storeId === null) return "backoffice.partnerUsers.error.store";
  return null;
}

/** The sessions of the two hosts: a cookie on agan, a header from the frame's sessionStorage on aganwidget. */
export type PartnerSessionKind = "web" | "frame";
export const PARTNER_COOKIE = "sb_partner";
/** The header the aganwidget frame's script sends the session token in (never a URL). */
export const PARTNER_FRAME_HEADER = "x-sellback-partner-session";

/** The portal's landing page and login on the agan host. */
export const PORTAL_HOME = "/portal";
export const PORTAL_LOGIN = "/portal/anmelden";

/** A store shipment's number as printed on its label and packing list: "SS-000042" (the receiving desk reads it back). */
export { shipmentNumber } from "../trade/index.ts";

/**
 * A voucher's last day as printed on the receipt, the trade page and the mail: the calendar day in
 * Berlin with the full year ("31.12.2027"), unlike the shop's short dates: a voucher is kept for
 * years, and "27" could be read as a day (decision 0090).
 */
export function voucherExpiryDate(at: Date): string {
  const d = localDate(at, DISPLAY_TIME_ZONE);
  return `${String(d.day).padStart(2, "0")}.${String(d.month).padStart(2, "0")}.${d.year}`;
}
