import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it, onTestFinished } from "vitest";
import { parseEml } from "../dev/eml.server.ts";
import { INSIDE_WINDOWS } from "../../tests/helpers/clock.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

const valid = {
  company: "Muster GmbH",
  contactName: "Erika Muster",
  email: "Einkauf@Muster.example",
  phone: "+49 30 1234567",
  deviceCount: 40,
  categories: ["laptops", "smartphones"],
  message: "40 ThinkPads aus 2021, alle funktionsfähig.",
};

describeEachDatabase("B2B leads API", (ctx) => {
  const post = (body: unknown, ip: string, host = "de.localhost") =>
    ctx().request("/api/b2b/leads", { host, json: body, clientAddress: ip });

  it("stores the lead, mails the B2B partner contact and acknowledges the sender", async () => {
    const res = await post(valid, "10.2.0.1");
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const r = (await ctx().database.db.execute(
      sql`select edition, email, device_count, categories from b2b_leads where id = ${id}`,
    )) as unknown as {
      rows: { edition: string; email: string; device_count: number; categories: string[] }[];
    };
    expect(r.rows[0]).toEqual({ edition: "de", email: "einkauf@muster.example", device_count: 40, categories: ["laptops", "smartphones"] });
    const folder = ctx().deps.mailer.folder!;
    const mails = readdirSync(folder).map((f) => parseEml(readFileSync(path.join(folder, f), "utf8")));
    const internal = mails.find((m) => m.to === "b2b@sellback.de" && m.subject.includes("Muster GmbH"));
    expect(internal?.headers["reply-to"]).toBe("einkauf@muster.example");
    expect(internal?.text).toMatch(/Anzahl der Geräte: 40/);
    expect(internal?.text).toMatch(/Gerätekategorien: Laptops, Smartphones/);
    const ack = mails.find((m) => m.to === "einkauf@muster.example");
    expect(ack?.subject).toMatch(/Firmenangebot/);
    expect(ack?.html).toMatch(/Muster GmbH \(40 Geräte/);
  });

  it("takes leads on the English set too, to the de partner contact, acknowledged in English", async () => {
    const res = await post({ ...valid, email: "buyer@corp.example", deviceCount: "12" }, "10.2.0.2", "localhost");
    expect(res.status).toBe(201);
    const folder = ctx().deps.mailer.folder!;
    const mails = readdirSync(folder).map((f) => parseEml(readFileSync(path.join(folder, f), "utf8")));
    expect(mails.find((m) => m.to === "buyer@corp.example")?.subject).toMatch(/business offer/);
  });

  it("is a 404 in editions without the B2B landing page", async () => {
    const res = await post(valid, "10.2.0.3", "fr.localhost");
    expect(res.status).toBe(404);
  });

  it("answers invalid fields with a 422 naming each field", async () => {
    const res = await post({ company: "", contactName: "", email: "x", phone: "call me", deviceCount: 0, categories: [] }, "10.2.0.4");
    expect(res.status).toBe(422);
    const problem = await res.json();
    expect(problem.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "categories",
      "company",
      "contactName",
      "deviceCount",
      "email",
      "phone",
    ]);
    expect(problem.errors.find((e: { field: string }) => e.field === "categories").message).toMatch(/mindestens eine/);
    expect((await post({ ...valid, deviceCount: 2.5 }, "10.2.0.4")).status).toBe(422);
    expect((await post({ ...valid, categories: ["yachts"] }, "10.2.0.4")).status).toBe(422);
    expect((await post({ ...valid, message: "x".repeat(5001) }, "10.2.0.4")).status).toBe(422);
  });

  it("is rate limited per client address", async () => {
    ctx().setNow(INSIDE_WINDOWS); // well inside a window: the run never crosses its end
    onTestFinished(() => ctx().setNow(null));
    for (let i = 0; i < 5; i++) expect((await post(valid, "10.2.0.5")).status).toBe(201);
    const limited = await post(valid, "10.2.0.5");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3300");
  });
});
