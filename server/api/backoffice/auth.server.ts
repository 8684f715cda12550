/**
 * `/api/backoffice/auth/*` (decision 0023): login `{email, password, otp?}` → `{accessToken,
 * refreshToken}`, refresh (header Refresh-Token or body), logout, the caller, TOTP enrolment and
 * the password change. Bearer tokens carry the back office's own audience.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { inputString, z } from "../../../core/shared/index.ts";
import { ACCESS_TOKEN_SECONDS } from "../../../core/credentials/index.server.ts";
import { SESSION_IDLE_SECONDS, SESSION_TOTAL_SECONDS, type StaffRole, staffLoginSchema } from "../../../core/staff/index.ts";
import {
  changeStaffPassword,
  confirmTotpEnrolment,
  endStaffSession,
  refreshStaff,
  staffLogin,
  startTotpEnrolment,
  type StaffContext,
} from "../../../core/staff/index.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { readJson } from "../../http/problem.server.ts";
import { allowed, staffEnvFrom, staffFromBearer } from "../../sessions/staff-env.server.ts";

export const staffEnv = (c: Context<AppEnv>) => staffEnvFrom(c.get("deps"), c.get("clientKey"));

/** The one role check of the back-office API: 401 without a valid staff bearer, 403 with the wrong role or a step still pending. */
export async function requireStaff(c: Context<AppEnv>, ...roles: StaffRole[]): Promise<StaffContext> {
  return allowed(await staffFromBearer(c.get("deps"), c.get("clientKey"), c.req.header("authorization")), roles);
}

export const refreshSchema = z.object({ refreshToken: inputString().max(200, "validation.tooLong").optional() }).optional();
export const codeSchema = z.object({
  code: inputString({ error: "backoffice.security.codeMissing" })
    .trim()
    .min(1, "backoffice.security.codeMissing")
    .max(20, "validation.tooLong"),
});
export const passwordSchema = z.object({
  currentPassword: inputString({ error: "backoffice.password.currentMissing" })
    .min(1, "backoffice.password.currentMissing")
    .max(1000, "validation.tooLong"),
  newPassword: inputString({ error: "backoffice.password.newMissing" })
    .min(1, "backoffice.password.newMissing")
    .max(1000, "validation.tooLong"),
});

const me = (context: StaffContext) => ({
  id: context.staff.id,
  email: context.staff.email,
  displayName: context.staff.displayName,
  roles: context.staff.roles,
  language: context.staff.language,
  totpEnabled: context.staff.totpEnabled,
  pending: context.pending,
});

export const authApi = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const input = await readJson(c, staffLoginSchema);
    const result = await staffLogin(staffEnv(c), input, "api");
    return c.json({
      accessToken: result.accessToken,
      refreshToken: result.token,
      tokenType: "Bearer",
      expiresIn: ACCESS_TOKEN_SECONDS,
      refreshIdleSeconds: SESSION_IDLE_SECONDS,
      sessionSeconds: SESSION_TOTAL_SECONDS,
      staff: me(result.context),
      ...(result.recoveryCodesLeft !== undefined ? { recoveryCodesLeft: result.recoveryCodesLeft } : {}),
    });
  })
  .post("/refresh", async (c) => {
    let token = c.req.header("refresh-token");
    if (!token && c.req.header("content-type")) token = (await readJson(c, refreshSchema))?.refreshToken;
    const pair = await refreshStaff(staffEnv(c), token);
    return c.json({ ...pair, tokenType: "Bearer", expiresIn: ACCESS_TOKEN_SECONDS });
  })
  .post("/logout", async (c) => {
    const context = await staffFromBearer(c.get("deps"), c.get("clientKey"), c.req.header("authorization"));
    await endStaffSession(staffEnv(c), context);
    return c.json({ loggedOut: true });
  })
  .get("/me", async (c) => c.json(me(await staffFromBearer(c.get("deps"), c.get("clientKey"), c.req.header("authorization")))))
  .post("/totp/enrol", async (c) => {
    const context = await staffFromBearer(c.get("deps"), c.get("clientKey"), c.req.header("authorization"));
    const enrolment = await startTotpEnrolment(staffEnv(c), context);
    return c.json({ secret: enrolment.secret, otpauthUri: enrolment.uri, qrSvg: enrolment.qrSvg });
  })
  .post("/totp/confirm", async (c) => {
    const context = await staffFromBearer(c.get("deps"), c.get("clientKey"), c.req.header("authorization"));
    const { code } = await readJson(c, codeSchema);
    return c.json(await confirmTotpEnrolment(staffEnv(c), context, code));
  })
  .post("/password", async (c) => {
    const context = await staffFromBearer(c.get("deps"), c.get("clientKey"), c.req.header("authorization"));
    const input = await readJson(c, passwordSchema);
    await changeStaffPassword(staffEnv(c), context, input.currentPassword, input.newPassword);
    return c.json({ changed: true });
  });
