/** The business registration (decision 0116) against both databases: registerBusiness as the page's action calls it. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { registerSchema } from "../../../core/account/index.ts";
import { register, type AccountEnv } from "../../../core/account/index.server.ts";
import { companySchema, inviteByToken } from "../../../core/company/index.server.ts";
import { TEST_HASHING } from "../../../core/credentials/index.server.ts";
import { accessTokenFor, freshTestIp, registerActivated, TEST_PASSWORD } from "../../../tests/helpers/accounts.ts";
import { describeEachDatabase, type TestContext } from "../../../tests/helpers/databases.ts";
import { registerBusiness } from "./business-register.server.ts";

const company = {
  name: "Muster GmbH",
  vatId: "de 113 866 163",
  street: "Friedrichstraße",
  houseNumber: "12",
  zip: "10117",
  city: "Berlin",
  country: "DE",
  invoicing: "credit_note",
};
type Rows<T> = { rows: T[] };

/** The decoded mails to `email`, oldest first. */
function mailsTo(ctx: TestContext, email: string): string[] {
  const folder = ctx.deps.mailer.folder!;
  return readdirSync(folder)
    .sort()
    .map((f) =>
      readFileSync(path.join(folder, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((m) => m.includes(`To: ${email}`));
}
const inviteTokenIn = (mail: string | undefined) => /[?&]invite=([A-Za-z0-9_-]{43})/.exec(mail ?? "")?.[1] ?? null;

describeEachDatabase("Business registration", (ctx) => {
  const env = (): AccountEnv => ({
    db: ctx().database.db,
    mailer: ctx().deps.mailer,
    jwtSecret: ctx().deps.secrets.jwtSecret,
    hashing: TEST_HASHING,
    edition: "de",
    origin: "http://de.localhost",
    clientKey: freshTestIp(),
  });
  const account = (email: string) =>
    registerSchema("de").parse({
      firstName: "Rita",
      lastName: "Register",
      username: email,
      email,
      credentials: [{ type: "password", value: TEST_PASSWORD }],
      attributes: { locale: "de" },
    });
  const companyInput = companySchema.parse(company);
  const companyOf = async (email: string) =>
    (
      (await ctx().database.db.execute(
        sql`select c.name, m.role from customers u join company_members m on m.customer_id = u.id join companies c on c.id = m.company_id where u.email = ${email}`,
      )) as unknown as Rows<{ name: string; role: string }>
    ).rows;

  it("makes the new, not yet activated account the owner of its company, and sends the activation mail", async () => {
    const email = `reg-${Date.now()}@example.com`;
    await registerBusiness(env(), { account: account(email), company: companyInput, inviteToken: null });
    expect(await companyOf(email)).toEqual([{ name: "Muster GmbH", role: "owner" }]);
    expect(mailsTo(ctx(), email).at(-1)).toMatch(/token=/);
  });

  it("gives an e-mail that has an account no company (the same answer; the owner logs in instead)", async () => {
    const email = await registerActivated(ctx(), { emailPrefix: "reg-known" });
    await registerBusiness(env(), { account: account(email), company: { ...companyInput, name: "Fremd GmbH" }, inviteToken: null });
    expect(await companyOf(email)).toEqual([]);
  });

  it("gives no company to a pending registration that the shop's registration left in place (over its mail limit)", async () => {
    const email = `reg-pending-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) await register(env(), account(email)); // three registration mails: the limit
    await registerBusiness(env(), { account: account(email), company: companyInput, inviteToken: null });
    expect(await companyOf(email)).toEqual([]);
  });

  it("joins the inviting company through the link, and refuses an invalid link before registering", async () => {
    const ownerEmail = await registerActivated(ctx(), { emailPrefix: "reg-owner" });
    const token = await accessTokenFor(ctx(), ownerEmail);
    expect(
      (
        await ctx().request("/api/b2b/company", {
          host: "de.localhost",
          clientAddress: freshTestIp(),
          json: company,
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(201);
    const email = `reg-invited-${Date.now()}@example.com`;
    const invited = await ctx().request("/api/b2b/company/invites", {
      host: "de.localhost",
      clientAddress: freshTestIp(),
      json: { email },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(invited.status).toBe(201);
    const link = inviteTokenIn(mailsTo(ctx(), email).at(-1))!;
    await expect(registerBusiness(env(), { account: account(email), company: null, inviteToken: "x".repeat(43) })).rejects.toMatchObject({
      status: 404,
    });
    expect(await companyOf(email)).toEqual([]);
    await registerBusiness(env(), { account: account(email), company: null, inviteToken: link });
    expect(await companyOf(email)).toEqual([{ name: "Muster GmbH", role: "member" }]);
    expect(await inviteByToken(ctx().database.db, link, new Date())).toBeNull();
  });
});
