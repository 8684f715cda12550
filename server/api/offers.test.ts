import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { deviceById } from "../../core/catalog/index.server.ts";
import type { DeviceView } from "../../core/catalog/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

/** The best answer (first) of each question, or the one picked by `pick`. */
const answersFor = (d: DeviceView, pick: (i: number) => number = () => 0) =>
  d.questions!.map((q, i) => ({ questionId: q.id, answerId: q.answers[Math.min(pick(i), q.answers.length - 1)]!.id }));

describeEachDatabase("offers API", (ctx) => {
  const post = (body: unknown, host = "de.localhost") => ctx().request("/api/trade/offers", { host, json: body });
  const oneOfEachCategory = async () => {
    const list = await rows<{ id: number; category_id: string }>(
      ctx().database.db,
      sql`select distinct on (category_id) id, category_id from devices where not generated order by category_id, popularity desc, id`,
    );
    return Promise.all(list.map(async (r) => (await deviceById(ctx().database.db, "de", Number(r.id)))!));
  };

  it("makes an offer for a device of each of the seven categories, and reads it back", async () => {
    const devices = await oneOfEachCategory();
    expect(devices.length).toBe(7);
    for (const d of devices) {
      const res = await post({ deviceId: d.id, answers: answersFor(d) });
      expect(res.status, d.name).toBe(201);
      const offer = await res.json();
      expect(offer.offerId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(offer.deviceId).toBe(d.id);
      expect(offer.currency).toBe("EUR");
      expect(offer.price).toBe(d.basePrice);
      expect(offer.breakdown.basePriceCents).toBe(Math.round(d.basePrice * 100));
      expect(offer.breakdown.lines).toHaveLength(d.questions!.length);
      expect(offer.noOffer).toBeNull();
      expect(offer.condition).toBe("excellent");
      expect(offer.variant).toBe(d.questions!.map((q) => `${q.code}:${q.answers[0]!.code}`).join("|"));
      expect(offer.device).toMatchObject({ id: d.id, name: d.name, categoryId: d.categoryId, manufacturer: d.manufacturer });
      const days = (Date.parse(offer.validUntil) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.99);
      expect(days).toBeLessThanOrEqual(14);
      const back = await ctx().request(`/api/trade/offers/${offer.offerId}`, { host: "de.localhost" });
      expect(back.status).toBe(200);
      expect(await back.json()).toEqual(offer);
    }
  });

  it("lowers the price per answer and explains a no-offer answer in the edition's language", async () => {
    const [d] = await oneOfEachCategory();
    const worst = await post({ deviceId: d!.id, answers: answersFor(d!, () => 99) }, "fr.localhost");
    expect(worst.status).toBe(201);
    const offer = await worst.json();
    expect(offer.price).toBeLessThan(d!.basePrice);
    expect(offer.breakdown.lines.some((l: { deltaCents: number }) => l.deltaCents < 0)).toBe(true);
    // A smartphone has a no-offer answer (activation lock); the first category, cameras, has none.
    const phone = (await oneOfEachCategory()).find((x) => x.categoryId === "smartphones")!;
    const q = phone.questions!.find((x) => x.answers.some((a) => a.effect.kind === "noOffer"));
    expect(q, "a smartphone question with a no-offer answer").toBeDefined();
    const answers = answersFor(phone).map((a) =>
      a.questionId === q!.id ? { ...a, answerId: q!.answers.find((x) => x.effect.kind === "noOffer")!.id } : a,
    );
    const res = await post({ deviceId: phone.id, answers }, "fr.localhost");
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.price).toBe(0);
    expect(body.condition).toBe("no_offer");
    expect(body.noOffer.reasons.length).toBeGreaterThan(0);
    expect(body.noOffer.reasons.join(" ")).toMatch(/[a-zé]/);
  });

  it("answers a missing or foreign answer with a 422 naming the question", async () => {
    const [d] = await oneOfEachCategory();
    const [first, second] = d!.questions!;
    const missing = await post({ deviceId: d!.id, answers: answersFor(d!).slice(1) });
    expect(missing.status).toBe(422);
    const p1 = await missing.json();
    expect(p1.errors).toEqual([{ field: `answers.${first!.code}`, message: "Bitte beantworten Sie diese Frage." }]);
    expect(p1.detail).toContain(first!.question);

    const foreign = answersFor(d!).map((a, i) => (i === 0 ? { ...a, answerId: second!.answers[0]!.id } : a));
    const res = await post({ deviceId: d!.id, answers: foreign }, "it.localhost");
    expect(res.status).toBe(422);
    const p2 = await res.json();
    expect(p2.errors).toEqual([{ field: `answers.${first!.code}`, message: "Questa risposta non appartiene alla domanda." }]);
  });

  it("answers an unknown device with 404, malformed JSON with 400 and wrong types with 422", async () => {
    const unknown = await post({ deviceId: 99_999_999, answers: [] });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/application\/problem\+json/);
    const malformed = await post("{ not json");
    expect(malformed.status).toBe(400);
    const wrong = await post({ deviceId: "12", answers: "all good" });
    expect(wrong.status).toBe(422);
    const fields = (await wrong.json()).errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["answers", "deviceId"]);
    expect((await post({ deviceId: 1.5, answers: [{ questionId: -1, answerId: "x" }] })).status).toBe(422);
  });

  it("reads back only offers of the same edition; unknown ids are 404", async () => {
    const [d] = await oneOfEachCategory();
    const offer = await (await post({ deviceId: d!.id, answers: answersFor(d!) })).json();
    expect((await ctx().request(`/api/trade/offers/${offer.offerId}`, { host: "it.localhost" })).status).toBe(404);
    expect((await ctx().request(`/api/trade/offers/AAAAAAAAAAAAAAAAAAAAAA`, { host: "de.localhost" })).status).toBe(404);
    expect((await ctx().request(`/api/trade/offers/${"x".repeat(300)}`, { host: "de.localhost" })).status).toBe(422);
  });
});
