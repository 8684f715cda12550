/**
 * POST /api/self-test and the token's way into an offer (decision 0125): validation, who may call
 * it, its limits, and the offer's verification through the API and the condition form.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { submitOffer } from "./offer-submit.server.ts";
import { deviceById } from "../../../core/catalog/index.server.ts";
import { describeEachDatabase } from "../../../tests/helpers/databases.ts";

const iphone = { screenWidth: 393, screenHeight: 852, pixelRatio: 3, platform: "iPhone", touchPoints: 5 };
const allPassed = ["touch", "pixels", "frontCamera", "backCamera", "microphone", "speaker", "vibration", "motion"].map((id) => ({
  id,
  status: "passed",
}));

describeEachDatabase("self-test API", (ctx) => {
  const post = (body: unknown, ip = "10.7.0.1") => ctx().request("/api/self-test", { host: "de.localhost", json: body, clientAddress: ip });
  const one = async <T>(query: ReturnType<typeof sql>) => ((await ctx().database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  const deviceOf = (model: string) =>
    one<{ id: number }>(sql`select id from devices where model like ${`${model} %GB`} and not hidden order by id limit 1`);
  const laptop = () => one<{ id: number }>(sql`select id from devices where category_id = 'laptops' and not hidden order by id limit 1`);
  const answersOf = async (deviceId: number) => {
    const device = await deviceById(ctx().database.db, "de", deviceId, { shop: true });
    return { device: device!, answers: device!.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id })) };
  };

  it("signs a result: server time, screen fit, the pre-filled answer, private", async () => {
    const { id } = await deviceOf("iPhone 15");
    const res = await post({ deviceId: id, checks: allPassed, hardware: iphone });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { token, result } = await res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(result.deviceId).toBe(id);
    expect(result.screenFits).toBe(true);
    expect(Date.parse(result.at)).not.toBeNaN();
    const { device } = await answersOf(id);
    const fn = device.questions!.find((q) => q.code === "function")!;
    expect(result.prefill).toEqual([{ questionId: fn.id, answerId: fn.answers.find((a) => a.code === "function_ok")!.id }]);
    // a desktop's screen is flagged, not refused
    const desktop = await post({ deviceId: id, checks: [], hardware: { ...iphone, touchPoints: 0 } }, "10.7.0.2");
    expect((await desktop.json()).result.screenFits).toBe(false);
  });

  it("refuses bad input with problem details", async () => {
    const { id } = await deviceOf("iPhone 15");
    const bad = [
      { deviceId: "x", checks: [], hardware: iphone },
      { deviceId: id, checks: [{ id: "battery", status: "passed" }], hardware: iphone },
      { deviceId: id, checks: [{ id: "touch", status: "great" }], hardware: iphone },
      { deviceId: id, checks: [allPassed[0], allPassed[0]], hardware: iphone },
      { deviceId: id, checks: [], hardware: { ...iphone, screenWidth: -1 } },
      { deviceId: (await laptop()).id, checks: [], hardware: iphone },
    ];
    for (const [i, body] of bad.entries()) {
      const res = await post(body, `10.7.1.${i}`);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    }
    expect((await post({ deviceId: 999_999_999, checks: [], hardware: iphone }, "10.7.1.9")).status).toBe(404);
    const big = await ctx().request("/api/self-test", {
      host: "de.localhost",
      json: { deviceId: id, checks: [], hardware: { ...iphone, platform: "x".repeat(9000) } },
      clientAddress: "10.7.1.10",
    });
    expect(big.status).toBe(413);
  });

  it("limits one client to 20 an hour", async () => {
    const { id } = await deviceOf("iPhone 15");
    for (let i = 0; i < 20; i++) expect((await post({ deviceId: id, checks: [], hardware: iphone }, "10.7.2.1")).status).toBe(201);
    const over = await post({ deviceId: id, checks: [], hardware: iphone }, "10.7.2.1");
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBeTruthy();
  });

  it("an offer through the API keeps a verified token and refuses an altered or foreign one", async () => {
    const { id } = await deviceOf("iPhone 15");
    const { token } = await (await post({ deviceId: id, checks: allPassed, hardware: iphone }, "10.7.3.1")).json();
    const { answers } = await answersOf(id);
    const offer = (body: unknown) => ctx().request("/api/trade/offers", { host: "de.localhost", json: body, clientAddress: "10.7.3.2" });

    const made = await offer({ deviceId: id, answers, selfTest: token });
    expect(made.status).toBe(201);
    const { offerId } = await made.json();
    const stored = await one<{ self_test: Record<string, unknown> }>(sql`select self_test from offers where id = ${offerId}`);
    expect(stored.self_test).toMatchObject({ deviceId: id, screenFits: true, signature: token.split(".")[1] });

    const [body, mac] = token.split(".");
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    payload.screenFits = true;
    payload.hardware.screenWidth = 400;
    const altered = await offer({
      deviceId: id,
      answers,
      selfTest: `${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${mac}`,
    });
    expect(altered.status).toBe(422);
    expect(await altered.json()).toMatchObject({ type: expect.stringContaining("self_test_refused"), errors: [{ field: "selfTest" }] });

    const other = await deviceOf("iPhone 14");
    const { answers: otherAnswers } = await answersOf(other.id);
    const foreign = await offer({ deviceId: other.id, answers: otherAnswers, selfTest: token });
    expect(foreign.status).toBe(422);

    const without = await offer({ deviceId: id, answers });
    const plain = await one<{ self_test: unknown }>(sql`select self_test from offers where id = ${(await without.json()).offerId}`);
    expect(plain.self_test).toBeNull();
  });

  it("the condition form keeps a verified token and says why it refused one, answers kept", async () => {
    const { id } = await deviceOf("iPhone 15");
    const { token } = await (await post({ deviceId: id, checks: allPassed, hardware: iphone }, "10.7.4.1")).json();
    const { device, answers } = await answersOf(id);
    const form = (selfTest: string) => {
      const data = new FormData();
      for (const a of answers) data.set(`q${a.questionId}`, String(a.answerId));
      data.set("selfTest", selfTest);
      return data;
    };
    const page = { edition: "de" as const, mode: "shop" as const, deps: ctx().deps, clientKey: "10.7.4.2" };
    const url = new URL("http://de.localhost/verkaufen");
    const ok = await submitOffer(page as never, { id: device.id, questions: device.questions! as never }, form(token), url);
    expect(ok.ok).toBe(true);
    const kept = await one<{ self_test: unknown }>(sql`select self_test from offers where id = ${ok.ok ? ok.offerId : ""}`);
    expect(kept.self_test).toMatchObject({ deviceId: id });

    const refused = await submitOffer(
      page as never,
      { id: device.id, questions: device.questions! as never },
      form(`${token.slice(0, -2)}AA`),
      url,
    );
    expect(refused).toMatchObject({ ok: false, status: 422, formError: "offer.error.selfTestForged" });
    expect(refused.ok ? {} : refused.values).toEqual(Object.fromEntries(answers.map((a) => [String(a.questionId), String(a.answerId)])));
  });
});
