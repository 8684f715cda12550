import type { Context } from "hono";
import { Hono } from "hono";
import { parseListFile } from "../../core/b2b-list/index.server.ts";
import { LIST_FIELDS, type ColumnMap } from "../../core/b2b-list/index.ts";
import {
  acceptQuote,
  acceptQuoteSchema,
  companyPdfLines,
  createQuote,
  QUOTE_LIMITS,
  quoteByPublicId,
  quotePdf,
  resolveQuoteRow,
  sendQuote,
  type QuoteView,
  volumeTiersFor,
} from "../../core/b2b-quote/index.server.ts";
import { companyById, companyOfCustomer } from "../../core/company/index.server.ts";
import { BUSINESS_GRADES, BUSINESS_LIST_MAX_ROWS, editions, isBusinessEdition } from "../../core/editions/index.ts";
import { enforceRateLimit, type RateLimitRule } from "../../core/rate-limit/index.server.ts";
import { inputString, nowFrom, ProblemError, z } from "../../core/shared/index.ts";
import { mailOrigin } from "../config/config.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { parseWith, readJson } from "../http/problem.server.ts";
import { customerFromBearer, requireCustomer } from "./account.server.ts";

/**
 * Business quotes (issue 33, decisions.md "Business sellers", decision 0118): a device list in
 * (multipart `file`, CSV or XLSX, or JSON rows), a binding quote out; its rows resolved, the
 * quote accepted by a business user into one trade, the PDF. Business editions only (404
 * elsewhere); every answer private, no-store; limits per client address.
 */

const gradeSchema = z.enum(BUSINESS_GRADES, { error: "validation.invalid" });
const cell = (max: number) => inputString({ error: "validation.invalid" }).trim().max(max, "validation.tooLong");

/** One JSON row (decisions.md): model, storage?, colour?, grade, quantity, imei?, serial?. */
export const quoteRowSchema = z.object({
  model: cell(200).min(1, "validation.required"),
  storage: cell(50).nullish(),
  colour: cell(50).nullish(),
  grade: gradeSchema,
  quantity: z
    .number({ error: "validation.invalid" })
    .int("validation.invalid")
    .min(1, "validation.tooSmall")
    .max(10_000, "validation.tooLarge"),
  imei: cell(40).nullish(),
  serial: cell(40).nullish(),
});
export const createQuoteJsonSchema = z.object({
  rows: z.array(quoteRowSchema).min(1, "validation.tooFew").max(BUSINESS_LIST_MAX_ROWS, "validation.tooMany"),
});
/** The optional form fields of a file upload: the column map (JSON, field → 0-based column) and the grade of rows without one. */
export const createQuoteFormSchema = z.object({
  columns: inputString({ error: "validation.invalid" })
    .max(1000, "validation.tooLong")
    .transform((text, ctx): ColumnMap => {
      try {
        const parsed = z.partialRecord(z.enum(LIST_FIELDS), z.number().int().min(0).max(200)).parse(JSON.parse(text));
        return parsed as ColumnMap;
      } catch {
        ctx.addIssue({ code: "custom", message: "validation.invalid" });
        return z.NEVER;
      }
    })
    .optional(),
  defaultGrade: gradeSchema.optional(),
});
export const quoteParams = z.object({
  quoteId: inputString({ error: "validation.invalid" }).regex(/^[A-Za-z0-9_-]{1,64}$/, "validation.invalid"),
});
export const quoteRowParams = quoteParams.extend({ row: z.coerce.number().int().min(1).max(BUSINESS_LIST_MAX_ROWS) });
export const resolveRowSchema = z.object({
  deviceId: z.number({ error: "validation.invalid" }).int("validation.invalid").min(1, "validation.invalid"),
});

/** Reads per address (the page, the PDF, a client polling): far above a person, and a bound for a script. */
export const QUOTE_READ_LIMIT: RateLimitRule = { perWindow: 300, windowSeconds: 10 * 60 };

async function businessOnly(c: Context<AppEnv>, next: () => Promise<void>) {
  if (!isBusinessEdition(c.get("edition"))) throw new ProblemError(404, "not_found", "problem.detail.noB2b");
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
}

async function limit(c: Context<AppEnv>, kind: string, rule: RateLimitRule): Promise<void> {
  await enforceRateLimit(c.get("deps").database.db, `b2b-quote-${kind}:${c.get("clientKey")}`, rule, nowFrom(c.get("deps")));
}

/** The quote of the host's edition, or 404. */
async function quoteOf(c: Context<AppEnv>, quoteId: string): Promise<QuoteView> {
  const view = await quoteByPublicId(c.get("deps").database.db, quoteId, nowFrom(c.get("deps")));
  if (!view || view.edition !== c.get("edition")) throw new ProblemError(404, "not_found", "problem.detail.noQuote");
  return view;
}

/** The answer of decisions.md: absent optional members are left out. */
export function quoteJson(view: QuoteView) {
  return {
    quoteId: view.quoteId,
    number: view.number,
    state: view.state,
    createdAt: view.createdAt,
    validUntil: view.validUntil,
    unitCount: view.unitCount,
    totalCents: view.totalCents,
    volume: view.volume,
    tradeNumber: view.tradeNumber,
    rows: view.rows.map((r) => ({
      row: r.row,
      status: r.status,
      ...(r.deviceId !== null ? { deviceId: r.deviceId, name: r.name } : {}),
      ...(r.confidence !== null ? { confidence: r.confidence } : {}),
      ...(r.candidates.length ? { candidates: r.candidates } : {}),
      grade: r.grade,
      quantity: r.quantity,
      ...(r.imei ? { imei: r.imei } : {}),
      ...(r.serial ? { serial: r.serial } : {}),
      ...(r.identifierProblem ? { identifierProblem: r.identifierProblem } : {}),
      ...(r.matchedBy ? { matchedBy: r.matchedBy } : {}),
      input: r.input,
      ...(r.unitPriceCents !== null ? { unitPriceCents: r.unitPriceCents, totalCents: r.totalCents } : {}),
    })),
  };
}

/** The list of a request: a multipart `file` (with optional `columns` and `defaultGrade`) or JSON `{rows}`. */
async function listOf(c: Context<AppEnv>) {
  const type = c.req.header("content-type") ?? "";
  if (/^multipart\/form-data\b/i.test(type)) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new ProblemError(400, "bad_request", "problem.detail.invalidForm");
    }
    const file = form.get("file");
    if (!(file instanceof File)) {
      throw new ProblemError(422, "validation", "problem.detail.quoteFileMissing", [{ field: "file", message: "validation.required" }]);
    }
    const fields = parseWith(createQuoteFormSchema, {
      columns: typeof form.get("columns") === "string" && form.get("columns") ? form.get("columns") : undefined,
      defaultGrade: typeof form.get("defaultGrade") === "string" && form.get("defaultGrade") ? form.get("defaultGrade") : undefined,
    });
    const table = await parseListFile(new Uint8Array(await file.arrayBuffer()), file.name, file.type || undefined);
    return { list: { table, ...(fields.columns ? { columns: fields.columns } : {}) }, defaultGrade: fields.defaultGrade };
  }
  if (/^application\/([\w.+-]+\+)?json/i.test(type)) {
    const body = await readJson(c, createQuoteJsonSchema);
    return { list: { rows: body.rows }, defaultGrade: undefined };
  }
  throw new ProblemError(415, "unsupported_media_type", "problem.detail.quoteFileMissing");
}

export const b2bQuotesApi = new Hono<AppEnv>()
  .use("*", businessOnly)
  .post("/", async (c) => {
    const deps = c.get("deps");
    const edition = c.get("edition");
    const customerId = await customerFromBearer(c);
    const { list, defaultGrade } = await listOf(c);
    const view = await createQuote(deps.database.db, {
      edition,
      clientKey: c.get("clientKey"),
      now: nowFrom(deps),
      customerId,
      list,
      ...(defaultGrade ? { defaultGrade } : {}),
      tiers: volumeTiersFor(deps.config, edition),
    });
    return c.json(quoteJson(view), 201);
  })
  .get("/:quoteId", async (c) => {
    const { quoteId } = parseWith(quoteParams, c.req.param());
    await limit(c, "read", QUOTE_READ_LIMIT);
    return c.json(quoteJson(await quoteOf(c, quoteId)));
  })
  .get("/:quoteId/pdf", async (c) => {
    const { quoteId } = parseWith(quoteParams, c.req.param());
    await limit(c, "read", QUOTE_READ_LIMIT);
    const view = await quoteOf(c, quoteId);
    const db = c.get("deps").database.db;
    const found = view.companyId !== null ? await companyById(db, view.companyId) : null;
    const company = found ? companyPdfLines(found) : null;
    const bytes = await quotePdf(view, editions[view.edition].messagesLocale, company);
    return new Response(Buffer.from(bytes), {
      status: 200,
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${view.number}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  })
  .post("/:quoteId/rows/:row", async (c) => {
    const { quoteId, row } = parseWith(quoteRowParams, c.req.param());
    const { deviceId } = await readJson(c, resolveRowSchema);
    await limit(c, "write", QUOTE_LIMITS.resolvePerAddress);
    await quoteOf(c, quoteId);
    const deps = c.get("deps");
    return c.json(quoteJson(await resolveQuoteRow(deps.database.db, quoteId, row, deviceId, nowFrom(deps))));
  })
  .post("/:quoteId/accept", async (c) => {
    const { quoteId } = parseWith(quoteParams, c.req.param());
    const customerId = await requireCustomer(c);
    const deps = c.get("deps");
    const db = deps.database.db;
    await limit(c, "write", QUOTE_LIMITS.resolvePerAddress);
    if (!(await companyOfCustomer(db, customerId))) throw new ProblemError(403, "forbidden", "problem.detail.notCompanyMember");
    const body = await readJson(c, acceptQuoteSchema);
    await quoteOf(c, quoteId);
    const edition = c.get("edition");
    const result = await acceptQuote(
      db,
      { mailer: deps.mailer, origin: mailOrigin(deps.config, edition) },
      { quoteId, customerId, edition, now: nowFrom(deps), payout: body.payout, collection: body.collection ?? null },
    );
    return c.json(result, 201);
  })
  .post("/:quoteId/send", async (c) => {
    const { quoteId } = parseWith(quoteParams, c.req.param());
    const customerId = await requireCustomer(c);
    const deps = c.get("deps");
    await limit(c, "write", QUOTE_LIMITS.resolvePerAddress);
    const edition = c.get("edition");
    const result = await sendQuote(
      deps.database.db,
      { mailer: deps.mailer, origin: mailOrigin(deps.config, edition) },
      { quoteId, customerId, edition, now: nowFrom(deps) },
    );
    return c.json(result, 202);
  });
