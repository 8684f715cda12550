import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it, onTestFinished } from "vitest";
import { INSIDE_WINDOWS } from "../../tests/helpers/clock.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

const valid = {
  subject: "orderStatus",
  name: "Erika Mustermann",
  email: "Erika@Example.com",
  tradeNumber: "SB-100001",
  message: "Wo ist mein Geld für das iPhone?",
};

describeEachDatabase("contact API", (ctx) => {
  const post = (body: unknown, ip: string, host = "de.localhost") => ctx().request("/api/contact", { host, json: body, clientAddress: ip });

  it("stores the message, mails the edition's recipient and acknowledges the customer", async () => {
    const res = await post(valid, "10.0.0.1");
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const rows = (await ctx().database.db.execute(
      sql`select edition, email, subject from contact_messages where id = ${id}`,
    )) as unknown as { rows: { edition: string; email: string; subject: string }[] };
    expect(rows.rows[0]).toEqual({ edition: "de", email: "erika@example.com", subject: "orderStatus" });
    const folder = ctx().deps.mailer.folder!;
    const mails = readdirSync(folder).map((f) => readFileSync(path.join(folder, f), "utf8"));
    expect(mails.some((m) => /To: service@sellback\.de/i.test(m) && m.includes("Wo ist mein Geld"))).toBe(true);
    expect(mails.some((m) => /To: erika@example\.com/i.test(m) && /Nachricht erhalten/.test(m))).toBe(true);
  });

  it("answers invalid fields with a 422 naming each field, in the caller's language", async () => {
    const res = await post({ subject: "nope", name: "", email: "not-an-email", message: "short" }, "10.0.0.2", "fr.localhost");
    expect(res.status).toBe(422);
    const problem = await res.json();
    const fields = problem.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["email", "message", "name", "subject"]);
    expect(problem.errors.find((e: { field: string }) => e.field === "email").message).toMatch(/adresse e-mail valide/);
    const tooLong = await post({ ...valid, message: "x".repeat(5001) }, "10.0.0.2");
    expect(tooLong.status).toBe(422);
    const wrongType = await post({ ...valid, name: 42 }, "10.0.0.2");
    expect(wrongType.status).toBe(422);
  });

  it("is rate limited per client address, with Retry-After", async () => {
    ctx().setNow(INSIDE_WINDOWS); // well inside a window: the run never crosses its end
    onTestFinished(() => ctx().setNow(null));
    for (let i = 0; i < 5; i++) expect((await post(valid, "10.0.0.3")).status).toBe(201);
    const limited = await post(valid, "10.0.0.3");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("600");
    expect((await post(valid, "10.0.0.4")).status).toBe(201);
  });
});
