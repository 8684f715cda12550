import type { Context } from "hono";
import { z } from "zod";
import { ProblemError, problemType, type FieldError, type ProblemDocument } from "../../core/shared/index.ts";
import { translator } from "../../core/shared/index.server.ts";
import type { AppEnv } from "../config/env.server.ts";

const titleKeys: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "validation",
  429: "rate_limited",
  500: "internal",
  503: "not_ready",
};

/** Renders a problem document in the caller's language. */
export function problemResponse(c: Context<AppEnv>, err: ProblemError): Response {
  const t = translator(c.get("locale") ?? "en");
  const code = err.code;
  const titleKey = `problem.${code}`;
  const title = t(titleKey) !== titleKey ? t(titleKey) : t(`problem.${titleKeys[err.status] ?? "internal"}`);
  const body: ProblemDocument = {
    type: problemType(code),
    title,
    status: err.status,
    ...(err.detail ? { detail: t(err.detail, detailVars(err.extra)) } : {}),
    ...(err.errors?.length ? { errors: err.errors.map((e) => ({ field: e.field, message: t(e.message) })) } : {}),
    ...err.extra,
    // the request's id (decision 0053), to find its log lines
    ...(c.get("requestId") ? { requestId: c.get("requestId") } : {}),
  };
  const headers: Record<string, string> = { "content-type": "application/problem+json; charset=utf-8" };
  if (typeof err.extra.retryAfter === "number") headers["retry-after"] = String(err.extra.retryAfter);
  return new Response(JSON.stringify(body), { status: err.status, headers });
}

/** A detail may be a message key; its placeholders come from the problem's extra members. */
function detailVars(extra: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(extra).filter((e): e is [string, string | number] => typeof e[1] === "string" || typeof e[1] === "number"),
  );
}

/** Zod issues → per-field errors whose message is a translatable key (or zod's own text). */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.join(".") || "(body)",
    message: issueMessage(issue),
  }));
}

/** A schema may name its own message key ("contact.error.email"); else a generic one by issue kind. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (/^[a-z]+(\.[a-zA-Z]+)+$/.test(issue.message)) return issue.message;
  if (issue.code === "custom" && issue.message) return issue.message;
  if (issue.code === "invalid_type" && (issue as { input?: unknown }).input === undefined) return "validation.required";
  if (issue.code === "too_big" || issue.code === "too_small") {
    // a number is too large, a list has too many entries, a text is too long
    const origin = (issue as { origin?: string }).origin;
    const big = issue.code === "too_big";
    if (origin === "number" || origin === "bigint" || origin === "date") return big ? "validation.tooLarge" : "validation.tooSmall";
    if (origin === "array" || origin === "set" || origin === "map") return big ? "validation.tooMany" : "validation.tooFew";
    return big ? "validation.tooLong" : "validation.tooShort";
  }
  return "validation.invalid";
}

/** Reads and validates a JSON body; malformed JSON → 400, invalid fields → 422. */
export async function readJson<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json/i.test(type)) throw new ProblemError(415, "unsupported_media_type");
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ProblemError(400, "bad_request", "problem.detail.invalidJson");
  }
  return parseWith(schema, raw);
}

export function parseWith<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw);
  if (!result.success) throw new ProblemError(422, "validation", undefined, fieldErrors(result.error));
  return result.data;
}
