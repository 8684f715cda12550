/**
 * The inspection page's photo delete (POST /trades/{n}/photos/{id}, intent `delete`; issue 29,
 * decision 0089) on both databases: only an inspector (or admin) deletes, a support user gets 403
 * and the photo stays; the inspector's post deletes it and goes back to the page.
 */
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { action } from "./inspection-photo.ts";
import { rows } from "../../../core/shared/index.server.ts";
import { staffLogin } from "../../../core/staff/index.server.ts";
import { directoryStorage } from "../../../core/storage/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../../tests/helpers/databases.ts";
import { BACKOFFICE, bearer, makeStaff, staffTestIp, staffTokens, STAFF_PASSWORD } from "../../../tests/helpers/staff.ts";
import { placeTestTrade } from "../../../tests/helpers/trades.ts";
import type { PageContext } from "../../../server/http/page-context.server.ts";
import { openStaffPage, STAFF_COOKIE, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { staffEnvFrom } from "../../../server/sessions/staff-env.server.ts";

/** The photo delete as the page's form posts it, with this staff user's web session cookie. */
async function postDelete(ctx: TestContext, email: string, tradeNumber: string, photoId: number) {
  const { token } = await staffLogin(staffEnvFrom(ctx.deps, staffTestIp()), { email, password: STAFF_PASSWORD }, "web");
  const pageCtx: PageContext = {
    deps: ctx.deps,
    edition: "en",
    mode: "default",
    surface: "backoffice",
    locale: "en",
    nonce: "n",
    clientKey: staffTestIp(),
  };
  const url = new URL(`http://${BACKOFFICE}/trades/${tradeNumber}/photos/${photoId}`);
  const request = new Request(url, {
    method: "POST",
    headers: { cookie: `${STAFF_COOKIE}=${encodeURIComponent(token!)}`, origin: `http://${BACKOFFICE}` },
    body: new URLSearchParams({ intent: "delete" }),
  });
  const context = new RouterContextProvider();
  context.set(staffPageContext, await openStaffPage(pageCtx, request.clone()));
  try {
    const res = (await action({ request, context, params: { tradeNumber, photoId: String(photoId) }, url } as never)) as Response;
    return { status: res.status, location: res.headers.get("location") ?? "" };
  } catch (err) {
    const status = err instanceof Response ? err.status : (err as { init?: { status?: number } }).init?.status;
    return { status: status ?? 500, location: "" };
  }
}

describeEachDatabase("the inspection page's photo delete", (ctx) => {
  let inspectorEmail = "";
  let supportEmail = "";
  let inspector: Record<string, string> = {};

  beforeAll(async () => {
    inspectorEmail = await makeStaff(ctx(), ["inspector"]);
    supportEmail = await makeStaff(ctx(), ["support"]);
    inspector = bearer((await staffTokens(ctx(), inspectorEmail)).accessToken);
    ctx().deps.storage = directoryStorage(mkdtempSync(path.join(tmpdir(), "sellback-uploads-")));
  }, 120_000);

  it("support gets 403 and the photo stays; the inspector deletes it and goes back to the page", async () => {
    const { tradeNumber } = await placeTestTrade(ctx());
    const received = await ctx().request(`/api/backoffice/trades/${tradeNumber}/receive`, {
      host: BACKOFFICE,
      headers: inspector,
      json: { devicesFound: 1 },
    });
    expect(received.status).toBe(200);
    const [line] = await rows<{ id: number }>(
      ctx().database.db,
      sql`select l.id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber}`,
    );
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .jpeg()
      .toBuffer();
    form.append("photo", new File([new Uint8Array(jpeg)], "p.jpg", { type: "image/jpeg" }));
    const uploaded = await ctx().request(`/api/backoffice/trades/${tradeNumber}/items/${line!.id}/photos`, {
      host: BACKOFFICE,
      method: "POST",
      headers: inspector,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { photoId } = (await uploaded.json()) as { photoId: number };
    const count = async () =>
      (await rows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from trade_photos where id = ${photoId}`))[0]!.n;

    expect((await postDelete(ctx(), supportEmail, tradeNumber, photoId)).status).toBe(403);
    expect(await count()).toBe(1);
    const done = await postDelete(ctx(), inspectorEmail, tradeNumber, photoId);
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/trades/${tradeNumber}/inspection?photo=deleted#device-${line!.id}`);
    expect(await count()).toBe(0);
    expect((await postDelete(ctx(), inspectorEmail, tradeNumber, photoId)).status).toBe(404);
  });
});
