/**
 * `/api/backoffice/partners` (decision 0044): partners for staff with the role admin: list, read,
 * create, change; stores; API keys (create: the secret is in that answer only; rotate; revoke).
 * Audited; every instance sees the change at once (core/changes, topic partners).
 */
import { Hono, type Context } from "hono";
import { partnerInputSchema, storeInputSchema } from "../../../core/partners/index.ts";
import {
  createApiKey,
  partnerDetail,
  listPartners,
  revokeApiKey,
  rotateApiKey,
  savePartner,
  saveStore,
  type PartnerActor,
} from "../../../core/partners/index.server.ts";
import { nowFrom, inputString, ProblemError, z } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith, readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const serialId = (what: string) => z.coerce.number().int().min(1).max(2_147_483_647).describe(what);

export const partnerIdParams = z.object({
  id: inputString().regex(UUID, "backoffice.partners.error.notFound").describe("The partner's id (a UUID)"),
});
export const storeParams = partnerIdParams.extend({ storeId: serialId("The store's id") });
export const apiKeyParams = partnerIdParams.extend({ keyId: serialId("The API key's id") });

const ROLE = "admin" as const;

async function actorOf(c: Context<AppEnv>): Promise<PartnerActor> {
  const staff = await requireStaff(c, ROLE);
  const deps = c.get("deps");
  return { staff: staff.staff, now: nowFrom(deps), clientKey: c.get("clientKey"), allowLocalHttp: deps.config.NODE_ENV !== "production" };
}

const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "no-store");

export const backofficePartnersApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireStaff(c, ROLE);
    return c.json({ partners: await listPartners(c.get("deps").database.db) });
  })
  .post("/", async (c) => {
    const actor = await actorOf(c);
    const input = await readJson(c, partnerInputSchema);
    return c.json(await savePartner(c.get("deps").database.db, null, input, actor), 201);
  })
  .get("/:id", async (c) => {
    await requireStaff(c, ROLE);
    const { id } = parseWith(partnerIdParams, c.req.param());
    const found = await partnerDetail(c.get("deps").database.db, id);
    if (!found) throw new ProblemError(404, "not_found", "backoffice.partners.error.notFound");
    return c.json(found);
  })
  .put("/:id", async (c) => {
    const actor = await actorOf(c);
    const { id } = parseWith(partnerIdParams, c.req.param());
    const input = await readJson(c, partnerInputSchema);
    return c.json(await savePartner(c.get("deps").database.db, id, input, actor));
  })
  .post("/:id/stores", async (c) => {
    const actor = await actorOf(c);
    const { id } = parseWith(partnerIdParams, c.req.param());
    const input = await readJson(c, storeInputSchema);
    return c.json(await saveStore(c.get("deps").database.db, id, null, input, actor), 201);
  })
  .put("/:id/stores/:storeId", async (c) => {
    const actor = await actorOf(c);
    const { id, storeId } = parseWith(storeParams, c.req.param());
    const input = await readJson(c, storeInputSchema);
    return c.json(await saveStore(c.get("deps").database.db, id, storeId, input, actor));
  })
  .post("/:id/api-keys", async (c) => {
    const actor = await actorOf(c);
    const { id } = parseWith(partnerIdParams, c.req.param());
    noStore(c);
    return c.json(await createApiKey(c.get("deps").database.db, id, actor), 201);
  })
  .post("/:id/api-keys/:keyId/rotate", async (c) => {
    const actor = await actorOf(c);
    const { id, keyId } = parseWith(apiKeyParams, c.req.param());
    noStore(c);
    return c.json(await rotateApiKey(c.get("deps").database.db, id, keyId, actor), 201);
  })
  .post("/:id/api-keys/:keyId/revoke", async (c) => {
    const actor = await actorOf(c);
    const { id, keyId } = parseWith(apiKeyParams, c.req.param());
    return c.json(await revokeApiKey(c.get("deps").database.db, id, keyId, actor));
  });
