/**
 * Verifiable erasure certificates (decision 0130): an inspection through the back-office API gets
 * a code and a signature; GET /api/certificates/{code} shows its public facts (nothing personal)
 * to anyone, on every edition's host; a code that cannot be one is 400, an unknown one 404; the
 * public key checks the signature; the back-fill job signs older inspections.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createPublicKey } from "node:crypto";
import { backfillCertificateChecks, checkCharacter, verifyText } from "../../core/certificate-check/index.server.ts";
import { deviceById } from "../../core/catalog/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { placeTestTrade, uniqueClientAddress } from "../../tests/helpers/trades.ts";
import { BACKOFFICE, bearer, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";
import { certificateKeyOf } from "../config/certificate-key.server.ts";

const ERASURE = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };
const IMEI = "490154203237518";

async function inspectedTrade(ctx: TestContext, token: string) {
  const { tradeNumber, trackingToken } = await placeTestTrade(ctx);
  const headers = bearer(token);
  expect(
    (await ctx.request(`/api/backoffice/trades/${tradeNumber}/receive`, { host: BACKOFFICE, headers, json: { devicesFound: 1 } })).status,
  ).toBe(200);
  const [line] = await rows<{ id: number; device_id: number }>(
    ctx.database.db,
    sql`select l.id, l.device_id from trade_lines l join trades t on t.id = l.trade_id where t.trade_number = ${tradeNumber}`,
  );
  const device = (await deviceById(ctx.database.db, "de", Number(line!.device_id)))!;
  const answers = device.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
  const res = await ctx.request(`/api/backoffice/trades/${tradeNumber}/items/${line!.id}/inspection`, {
    host: BACKOFFICE,
    headers,
    json: { answers, imei: IMEI, notes: "", erasure: ERASURE },
  });
  expect(res.status).toBe(200);
  const [row] = await rows<{ id: number; verify_code: string | null; certificate_signature: string | null; certificate_number: string }>(
    ctx.database.db,
    sql`select id, verify_code, certificate_signature, certificate_number from trade_inspections where trade_line_id = ${line!.id}`,
  );
  return { tradeNumber, trackingToken, itemId: Number(line!.id), row: row! };
}

describeEachDatabase("certificates API", (ctx) => {
  let inspector = "";
  beforeAll(async () => {
    inspector = (await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken;
  }, 120_000);

  const get = (path: string, host = "de.localhost") => ctx().request(path, { host, clientAddress: uniqueClientAddress() });

  it("an inspection gets a code and a signature; anyone reads its public facts on any edition's host, nothing personal", async () => {
    const { row } = await inspectedTrade(ctx(), inspector);
    expect(row.verify_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(row.certificate_signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    for (const host of ["de.localhost", "localhost", "fr.localhost"]) {
      const res = await get(`/api/certificates/${row.verify_code!.toLowerCase()}`, host);
      expect(res.status, host).toBe(200);
      expect(res.headers.get("cache-control")).toContain("public");
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        code: row.verify_code,
        certificateNumber: row.certificate_number,
        method: "nist_purge",
        tool: "Blancco Mobile 8",
        result: "passed",
        signatureValid: true,
        signature: row.certificate_signature,
        algorithm: "Ed25519",
      });
      const text = JSON.stringify(body);
      expect(text).not.toContain(IMEI);
      expect(text).not.toContain("@");
      expect(text).not.toContain("Prüfer");
    }
  });

  it("the published key checks the signature over the signed text, and nothing else", async () => {
    const { row } = await inspectedTrade(ctx(), inspector);
    const cert = (await (await get(`/api/certificates/${row.verify_code}`)).json()) as { signedText: string; signature: string };
    const keyRes = await get("/api/certificates/public-key");
    expect(keyRes.status).toBe(200);
    const key = (await keyRes.json()) as { publicKeyPem: string; algorithm: string };
    expect(key.algorithm).toBe("Ed25519");
    const publicKey = createPublicKey(key.publicKeyPem);
    expect(verifyText(publicKey, cert.signedText, cert.signature)).toBe(true);
    expect(verifyText(publicKey, cert.signedText.replace("passed", "failed"), cert.signature)).toBe(false);
  });

  it("a code that cannot be one is 400 (malformed, or a check character that does not fit); a well-formed unknown one 404", async () => {
    const malformed = await get("/api/certificates/NOT-A-CODE!");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { type: string }).type).toContain("certificate_code_malformed");
    const { row } = await inspectedTrade(ctx(), inspector);
    const code = row.verify_code!;
    const wrongLast = code.slice(0, 9) + (code[9] === "0" ? "1" : "0");
    const forged = await get(`/api/certificates/${wrongLast}`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { type: string }).type).toContain("certificate_code_check_failed");
    const body = code.slice(0, 8) + (code[8] === "Z" ? "Y" : "Z");
    const unknown = await get(`/api/certificates/${body}${checkCharacter(body)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("application/problem+json");
    expect((await get(`/api/certificates/${"A".repeat(500)}`)).status).toBe(400);
  });

  it("re-recording keeps the code and re-signs the new facts", async () => {
    const first = await inspectedTrade(ctx(), inspector);
    const [line] = await rows<{ device_id: number }>(ctx().database.db, sql`select device_id from trade_lines where id = ${first.itemId}`);
    const device = (await deviceById(ctx().database.db, "de", Number(line!.device_id)))!;
    const res = await ctx().request(`/api/backoffice/trades/${first.tradeNumber}/items/${first.itemId}/inspection`, {
      host: BACKOFFICE,
      headers: bearer(inspector),
      json: {
        answers: device.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id })),
        imei: IMEI,
        erasure: { ...ERASURE, tool: "Other tool 2" },
      },
    });
    expect(res.status).toBe(200);
    const cert = (await (await get(`/api/certificates/${first.row.verify_code}`)).json()) as {
      tool: string;
      signature: string;
      signatureValid: boolean;
    };
    expect(cert.tool).toBe("Other tool 2");
    expect(cert.signatureValid).toBe(true);
    expect(cert.signature).not.toBe(first.row.certificate_signature);
  });

  it("the back-fill job gives older inspections (no code, no signature) theirs, and the certificate PDF still answers", async () => {
    const { row, tradeNumber, itemId, trackingToken } = await inspectedTrade(ctx(), inspector);
    await ctx().database.db.execute(
      sql`update trade_inspections set verify_code = null, certificate_signature = null where id = ${row.id}`,
    );
    expect(await backfillCertificateChecks(ctx().database.db, certificateKeyOf(ctx().deps))).toBeGreaterThanOrEqual(1);
    const [after] = await rows<{ verify_code: string; certificate_signature: string }>(
      ctx().database.db,
      sql`select verify_code, certificate_signature from trade_inspections where id = ${row.id}`,
    );
    expect(after!.verify_code).toMatch(/^[0-9A-Z]{10}$/);
    expect(after!.certificate_signature).toBe(
      // Ed25519 is deterministic: facts unchanged, code new → a signature that checks
      ((await (await get(`/api/certificates/${after!.verify_code}`)).json()) as { signature: string }).signature,
    );
    const pdf = await ctx().request(
      `/api/trade/trades/${tradeNumber}/items/${itemId}/certificate?token=${encodeURIComponent(trackingToken)}`,
      {
        host: "de.localhost",
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
  });
});
