/**
 * The account calls of spec §7 (decision 0011): register, activation, login, refresh, logout,
 * password change / forgot / reset, delete. Bearer auth for the customer calls is
 * `requireCustomer` (also used by customers.server.ts).
 */
import type { Context } from "hono";
import { Hono } from "hono";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  readActivateResult,
  registerSchema,
  resetPasswordSchema,
} from "../../core/account/index.ts";
import {
  activateRegistration,
  activationByIdentifier,
  changePassword,
  deleteCustomer,
  forgotPassword,
  login,
  logout,
  refresh,
  register,
  REGISTER_ANSWER,
  resetPassword,
  type AccountEnv,
} from "../../core/account/index.server.ts";
import { bearerToken, verifyAccessToken } from "../../core/credentials/index.server.ts";
import { nowFrom, ProblemError } from "../../core/shared/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { sql } from "drizzle-orm";
import { mailOrigin } from "../config/config.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readJson } from "../http/problem.server.ts";

/** The account service's inputs from a request. Links in mails use the edition's public URL in production. */
export function accountEnv(c: Context<AppEnv>): AccountEnv {
  const deps = c.get("deps");
  const edition = c.get("edition");
  const origin = mailOrigin(deps.config, edition);
  return {
    db: deps.database.db,
    mailer: deps.mailer,
    jwtSecret: deps.secrets.jwtSecret,
    ...(deps.passwordHashing ? { hashing: deps.passwordHashing } : {}),
    edition,
    origin,
    clientKey: c.get("clientKey"),
    ...(deps.clock ? { now: deps.clock } : {}),
  };
}

/**
 * The bearer's customer id: a valid access token (HS256, signature, expiry, audience) of a
 * customer that still exists; else 401.
 */
export async function requireCustomer(c: Context<AppEnv>): Promise<string> {
  const deps = c.get("deps");
  const customerId = await verifyAccessToken(deps.secrets.jwtSecret, bearerToken(c.req.header("authorization")), nowFrom(deps));
  if (!customerId) throw new ProblemError(401, "unauthorized");
  const found = await rows<{ id: string }>(deps.database.db, sql`select id from customers where id = ${customerId} and enabled`);
  if (!found.length) throw new ProblemError(401, "unauthorized");
  return customerId;
}

/**
 * For calls that work with or without login (placing a trade): null without an Authorization
 * header, the customer id with a valid one, 401 with an invalid or expired one (so a client that
 * believes it is logged in refreshes instead of silently acting as a guest).
 */
export async function customerFromBearer(c: Context<AppEnv>): Promise<string | null> {
  if (!c.req.header("authorization")) return null;
  return requireCustomer(c);
}

export const accountApi = new Hono<AppEnv>()
  .post("/register", async (c) => {
    const input = await readJson(c, registerSchema(c.get("edition")));
    await register(accountEnv(c), input);
    return c.json(REGISTER_ANSWER, 202);
  })
  .post("/activateRegistration", async (c) => {
    const result = await activateRegistration(accountEnv(c), c.req.header("token"));
    return c.json(readActivateResult(result));
  })
  .post("/login", async (c) => {
    const input = await readJson(c, loginSchema);
    return c.json(await login(accountEnv(c), input));
  })
  .post("/loginRefresh", async (c) => c.json(await refresh(accountEnv(c), c.req.header("refresh-token"))))
  .post("/logout", async (c) => {
    const customerId = await requireCustomer(c);
    await logout(accountEnv(c), customerId, c.req.header("refresh-token"));
    return c.json({ loggedOut: true });
  })
  .post("/changePassword", async (c) => {
    const customerId = await requireCustomer(c);
    const input = await readJson(c, changePasswordSchema);
    return c.json(await changePassword(accountEnv(c), customerId, input));
  })
  .post("/forgotPasswordMail", async (c) => {
    const input = await readJson(c, forgotPasswordSchema);
    await forgotPassword(accountEnv(c), input);
    return c.json({ accepted: true }, 202);
  })
  .post("/resetPassword", async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    await resetPassword(accountEnv(c), c.req.header("token"), input.password);
    return c.json({ reset: true });
  })
  .delete("/deleteUser", async (c) => {
    const customerId = await requireCustomer(c);
    return c.json({ deleted: await deleteCustomer(c.get("deps").database.db, customerId) });
  });

/** GET /api/activateCustomerByIdentifier (outside /account, as the spec has it). */
export const activateByIdentifierApi = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await activationByIdentifier(accountEnv(c), c.req.header("identifier"))),
);
