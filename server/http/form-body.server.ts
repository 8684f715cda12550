/**
 * Form bodies that cannot be read (decision 0070). `Request.formData()` throws a TypeError on a
 * broken multipart body (`boundary=abc` and the body `garbage`), on a multipart type without a
 * boundary, and on any body that is no form at all (text/plain, JSON, none); a page action or an
 * upload that met one answered 500. Here such a body is a client's mistake: 400 (415 for a body
 * that is not a form), as a problem document in the caller's language, like the body limit's 413.
 */
import { ProblemError } from "../../core/shared/index.ts";

const URLENCODED = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART = /^multipart\/form-data\b/i;

export const unreadableForm = () => new ProblemError(400, "bad_request", "problem.detail.invalidForm");
export const notAForm = () => new ProblemError(415, "not_a_form", "problem.detail.notAForm");

/** The body as form data, or a ProblemError: 415 when it is no form, 400 when it cannot be parsed. */
export async function readFormBody(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!URLENCODED.test(type) && !MULTIPART.test(type)) throw notAForm();
  try {
    return await request.formData();
  } catch {
    throw unreadableForm();
  }
}

/**
 * For a page's form post, before React Router's action reads it: the problem its body would
 * cause, or null when the action may read it. An urlencoded body always parses; a multipart one
 * is parsed once here from a copy (`clone()`; page uploads are few and within their body limit),
 * so the action still reads the original bytes.
 */
export async function formBodyProblem(request: Request): Promise<ProblemError | null> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  const type = request.headers.get("content-type") ?? "";
  if (URLENCODED.test(type)) return null;
  if (!MULTIPART.test(type)) return notAForm();
  try {
    await request.clone().formData();
    return null;
  } catch {
    return unreadableForm();
  }
}
