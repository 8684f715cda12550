/**
 * Problem documents speak the edition's language all through: the field messages (a number that
 * is too large is not "too long"), the `detail` texts, and a missing locale is told apart from an
 * unknown one. Checked in every edition.
 */
import { expect, it } from "vitest";
import { EDITIONS, editions, type EditionId } from "../../core/editions/index.ts";
import { translator } from "../../core/shared/index.server.ts";
import { registrationBody } from "../../tests/helpers/accounts.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

const host = (edition: EditionId) => (edition === "en" ? "localhost" : `${edition}.localhost`);
const tFor = (edition: EditionId) => translator(editions[edition].messagesLocale);

interface Problem {
  status: number;
  detail?: string;
  errors?: { field: string; message: string }[];
}

describeEachDatabase("problem messages in every language", (ctx) => {
  const get = async (edition: EditionId, path: string, init: RequestInit & { json?: unknown } = {}) => {
    const res = await ctx().request(path, { host: host(edition), clientAddress: "203.0.113.9", ...init });
    return { status: res.status, body: (await res.json()) as Problem };
  };

  it("resultSize 101: 'number too large', not 'too long'", async () => {
    for (const edition of EDITIONS) {
      const t = tFor(edition);
      const { status, body } = await get(edition, "/api/trade/searches", {
        json: { search: { type: "devicesText", text: "iphone" }, application: editions[edition].searchIndexes.devices, resultSize: 101 },
      });
      expect(status).toBe(422);
      const message = body.errors?.find((e) => e.field === "resultSize")?.message;
      expect(message, edition).toBe(t("validation.tooLarge"));
      expect(message).not.toBe(t("validation.tooLong"));
      const zero = await get(edition, "/api/trade/searches", {
        json: { search: { type: "devicesText", text: "iphone" }, application: editions[edition].searchIndexes.devices, resultSize: 0 },
      });
      expect(zero.body.errors?.find((e) => e.field === "resultSize")?.message, edition).toBe(t("validation.tooSmall"));
    }
  });

  it("detail texts are in the edition's language (no trade, no content page, bad JSON, no API route, wrong index)", async () => {
    for (const edition of EDITIONS) {
      const t = tFor(edition);
      const cases: [string, RequestInit & { json?: unknown }, string, Record<string, string>?][] = [
        ["/api/trade/trades/SB-0000001?token=abcdefghijklmnopqrstuvwxyz", {}, "problem.detail.noTrade"],
        ["/api/content/no-such-page", {}, "problem.detail.noContentPage"],
        [
          "/api/contact",
          { method: "POST", headers: { "content-type": "application/json" }, body: '{"name": ' },
          "problem.detail.invalidJson",
        ],
        ["/api/no-such-route", {}, "problem.detail.noApiRoute"],
        [
          "/api/trade/searches",
          { json: { search: { type: "devicesText", text: "iphone" }, application: "not-an-index", resultSize: 5 } },
          "problem.detail.wrongIndex",
          { expectedApplication: editions[edition].searchIndexes.devices },
        ],
      ];
      for (const [path, init, key, vars] of cases) {
        const { body } = await get(edition, path, init);
        expect(body.detail, `${edition} ${path}`).toBe(t(key, vars));
        if (edition !== "en") expect(body.detail, `${edition} ${path}`).not.toBe(tFor("en")(key, vars));
      }
    }
  });

  it("registration: a missing locale and an unknown locale get different messages", async () => {
    const registration = (attributes: unknown) => registrationBody("locale-probe@example.com", { attributes });
    for (const edition of EDITIONS) {
      const t = tFor(edition);
      const field = (b: Problem) => b.errors?.find((e) => e.field.startsWith("attributes"))?.message;
      const missing = await get(edition, "/api/account/register", { json: registration({}) });
      const noAttributes = await get(edition, "/api/account/register", { json: registration(undefined) });
      const unknown = await get(edition, "/api/account/register", { json: registration({ locale: "xx" }) });
      expect([missing.status, noAttributes.status, unknown.status]).toEqual([422, 422, 422]);
      expect(field(missing.body), edition).toBe(t("account.error.localeMissing"));
      expect(field(noAttributes.body), edition).toBe(t("account.error.localeMissing"));
      expect(field(unknown.body), edition).toBe(t("account.error.locale"));
      expect(t("account.error.localeMissing")).not.toBe(t("account.error.locale"));
    }
  });
});
