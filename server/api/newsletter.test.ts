import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it, onTestFinished } from "vitest";
import { emailHash } from "../../core/newsletter/index.server.ts";
import { parseEml } from "../dev/eml.server.ts";
import { INSIDE_WINDOWS } from "../../tests/helpers/clock.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";

const SECRET = "s".repeat(48);

/** The mails to one address in the test mailer's folder, oldest first: subject + text + HTML. */
function mailsTo(ctx: TestContext, to: string): string[] {
  const folder = ctx.deps.mailer.folder!;
  let files: string[] = [];
  try {
    files = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => parseEml(readFileSync(path.join(folder, f), "utf8")))
    .filter((m) => m.to.toLowerCase() === to)
    .map((m) => `Subject: ${m.subject}\n\n${m.text}\n\n${m.html ?? ""}`);
}

const confirmToken = (mail: string) => /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];

describeEachDatabase("newsletter API", (ctx) => {
  const post = (route: string, body: unknown, ip: string, host = "de.localhost") =>
    ctx().request(`/api/newsletter/${route}`, { host, json: body, clientAddress: ip });
  const row = async (email: string) => {
    const r = (await ctx().database.db.execute(
      sql`select status, first_name, interests, birthdate, email_hash from newsletter_subscriptions where email = ${email}`,
    )) as unknown as {
      rows: { status: string; first_name: string | null; interests: string[]; birthdate: string | null; email_hash: string }[];
    };
    return r.rows[0];
  };

  it("subscribe → confirm → enrich → unsubscribe", async () => {
    const res = await post("subscribe", { email: "Nina@Example.com", consent: true }, "10.1.0.1");
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "pending" });
    const stored = await row("nina@example.com");
    expect(stored?.status).toBe("pending");
    expect(stored?.email_hash).toBe(emailHash(SECRET, "nina@example.com"));

    const [mail] = mailsTo(ctx(), "nina@example.com");
    expect(mail).toMatch(/Subject: Bitte bestätigen Sie Ihre Newsletter-Anmeldung/);
    expect(mail).toMatch(/<a href="http:\/\/de\.localhost:3000\/newsletter\/confirm\//);
    const token = confirmToken(mail!);
    expect(token).toBeTruthy();
    expect(mail).toContain(`http://de.localhost:3000/newsletter/confirm/${token}`);

    const confirmed = await post("confirm", { token }, "10.1.0.1");
    expect(confirmed.status).toBe(200);
    const { emailHash: hash } = await confirmed.json();
    expect(hash).toBe(stored!.email_hash);
    expect((await row("nina@example.com"))?.status).toBe("confirmed");

    const enriched = await post(
      "enrich",
      { emailHash: hash, firstName: " Nina ", interests: ["laptops", "offers", "laptops"], birthdate: "1990-02-28" },
      "10.1.0.1",
    );
    expect(enriched.status).toBe(200);
    expect(await enriched.json()).toMatchObject({
      status: "confirmed",
      firstName: "Nina",
      interests: ["laptops", "offers"],
      birthdate: "1990-02-28",
    });

    const gone = await post("unsubscribe", { emailHash: hash }, "10.1.0.1");
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ status: "unsubscribed" });
    const after = await row("nina@example.com");
    expect(after).toMatchObject({ status: "unsubscribed", first_name: null, interests: [], birthdate: null });
    // Repeating is harmless; enriching an unsubscribed address is refused.
    expect((await post("unsubscribe", { emailHash: hash }, "10.1.0.1")).status).toBe(200);
    expect((await post("enrich", { emailHash: hash, firstName: "X" }, "10.1.0.1")).status).toBe(404);
    // The old confirmation link no longer works.
    expect((await post("confirm", { token }, "10.1.0.1")).status).toBe(404);
  });

  it("answers the same for new, pending and confirmed addresses (no enumeration)", async () => {
    await post("subscribe", { email: "known@example.com", consent: true }, "10.1.0.2");
    const token = confirmToken(mailsTo(ctx(), "known@example.com")[0]!);
    expect((await post("confirm", { token }, "10.1.0.2")).status).toBe(200);

    const known = await post("subscribe", { email: "known@example.com", consent: true }, "10.1.0.2");
    const unknown = await post("subscribe", { email: "fresh@example.com", consent: true }, "10.1.0.2");
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    // The confirmed address stays confirmed and is told so by mail, not on the page.
    expect((await row("known@example.com"))?.status).toBe("confirmed");
    const knownMails = mailsTo(ctx(), "known@example.com");
    expect(knownMails).toHaveLength(2);
    expect(knownMails.some((m) => /bereits/.test(m) && /\/newsletter\/enrich\/[0-9a-f]{64}/.test(m))).toBe(true);
  });

  it("sends mails in the edition's language", async () => {
    await post("subscribe", { email: "marie@example.fr", consent: true }, "10.1.0.3", "fr.localhost");
    const [mail] = mailsTo(ctx(), "marie@example.fr");
    expect(mail).toMatch(/Confirmer l’inscription/);
    expect(mail).toContain("http://fr.localhost:3000/newsletter/confirm/");
  });

  it("never puts the request's Host into the confirmation link; an unknown Host is refused (decision 0072)", async () => {
    expect((await post("subscribe", { email: "hosty@example.com", consent: true }, "10.1.0.4", "evil.example")).status).toBe(421);
    expect(mailsTo(ctx(), "hosty@example.com")).toEqual([]);
    await post("subscribe", { email: "hosty@example.com", consent: true }, "10.1.0.4", "LOCALHOST.:9999");
    const [mail] = mailsTo(ctx(), "hosty@example.com");
    expect(mail).toContain("http://localhost:3000/newsletter/confirm/");
    expect(mail).not.toContain("9999");
  });

  it("answers bad input with 4xx problem details", async () => {
    const noConsent = await post("subscribe", { email: "a@example.com", consent: false }, "10.1.0.5");
    expect(noConsent.status).toBe(422);
    const problem = await noConsent.json();
    expect(problem.errors).toEqual([{ field: "consent", message: expect.stringMatching(/Häkchen/) }]);
    const badEmail = await post("subscribe", { email: "nope", consent: true }, "10.1.0.5");
    expect(badEmail.status).toBe(422);
    expect((await badEmail.json()).errors[0].field).toBe("email");
    expect((await post("subscribe", "{not json", "10.1.0.5")).status).toBe(400);
    const badHash = await post("enrich", { emailHash: "xyz" }, "10.1.0.5");
    expect(badHash.status).toBe(422);
    const badFields = await post(
      "enrich",
      { emailHash: "a".repeat(64), interests: ["golf"], birthdate: "2024-02-30", firstName: "x".repeat(61) },
      "10.1.0.5",
    );
    expect(badFields.status).toBe(422);
    expect((await badFields.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "birthdate",
      "firstName",
      "interests.0",
    ]);
    expect((await post("unsubscribe", {}, "10.1.0.5")).status).toBe(422);
    expect((await post("confirm", { token: "short" }, "10.1.0.5")).status).toBe(422);
  });

  it("answers an unknown hash or token with 404", async () => {
    const unknown = await post("unsubscribe", { emailHash: "0".repeat(64) }, "10.1.0.6");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/problem\+json/);
    expect((await unknown.json()).title).toMatch(/Newsletter-Link/);
    expect((await post("enrich", { emailHash: "0".repeat(64) }, "10.1.0.6")).status).toBe(404);
    expect((await post("confirm", { token: "x".repeat(43) }, "10.1.0.6")).status).toBe(404);
  });

  it("keeps editions apart: a de hash is unknown on fr", async () => {
    await post("subscribe", { email: "split@example.com", consent: true }, "10.1.0.7");
    const hash = emailHash(SECRET, "split@example.com");
    expect((await post("unsubscribe", { emailHash: hash }, "10.1.0.7", "fr.localhost")).status).toBe(404);
    expect((await post("unsubscribe", { emailHash: hash }, "10.1.0.7")).status).toBe(200);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await (await ctx().request("/api/openapi.json")).json();
    for (const p of [
      "/api/newsletter/subscribe",
      "/api/newsletter/confirm",
      "/api/newsletter/enrich",
      "/api/newsletter/unsubscribe",
      "/api/b2b/leads",
    ])
      expect(doc.paths[p]?.post, p).toBeTruthy();
  });

  it("rate limits subscribe requests per client, with Retry-After", async () => {
    ctx().setNow(INSIDE_WINDOWS); // well inside a window: the run never crosses its end
    onTestFinished(() => ctx().setNow(null));
    for (let i = 0; i < 5; i++)
      expect((await post("subscribe", { email: `r${i}@example.com`, consent: true }, "10.1.0.8")).status).toBe(202);
    const limited = await post("subscribe", { email: "r9@example.com", consent: true }, "10.1.0.8");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("600");
  });
});
