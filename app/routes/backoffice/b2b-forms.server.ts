/**
 * What the B2B pipeline's pages share (issue 33, decision 0123): the reading roles on every page,
 * the writing roles on every post, the actor of an audited change, and a refused change as the
 * page's answer (a 4xx with the message key) instead of an error page.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { accountManagers, PIPELINE_READ_ROLES, PIPELINE_WRITE_ROLES, type PipelineActor } from "../../../core/b2b-pipeline/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { hasRole } from "../../../core/staff/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { staffFormPost } from "./staff-form.server.ts";

/** A pipeline page's start: account_manager, support or admin; the database, the clock, who reads and whether they may change. */
export async function openPipelinePage({ context, url }: Pick<LoaderFunctionArgs, "context" | "url">) {
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url, ...PIPELINE_READ_ROLES);
  const db = page.ctx.deps.database.db;
  return {
    page,
    db,
    now: nowFrom(page.ctx.deps),
    me: staff.staff.id,
    canWrite: hasRole(staff.staff.roles, PIPELINE_WRITE_ROLES),
    managers: await accountManagers(db),
  };
}

/** A pipeline post: account_manager or admin, from the back office's own pages; the form and the actor. */
export async function pipelinePost(args: Pick<ActionFunctionArgs, "context" | "request" | "url">) {
  const { page, staff, form } = await staffFormPost(args, ...PIPELINE_WRITE_ROLES);
  const actor: PipelineActor = {
    staff: { id: staff.staff.id, email: staff.staff.email },
    now: nowFrom(page.ctx.deps),
    clientKey: page.ctx.clientKey,
  };
  return { db: page.ctx.deps.database.db, form, actor };
}

/** A page's id parameter (a positive integer), or the page's 404. */
export function idParam(value: string | undefined, url: URL): number {
  const n = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647)
    throw pageNotFound(url.pathname, "noEntity");
  return n;
}

export type PipelineResult = { done: string | null; count?: number; error: string | null; field?: string | null };

/** Runs a change; a refusal (4xx ProblemError) becomes the page's answer with its message key. */
export async function pipelineChange(run: () => Promise<Omit<PipelineResult, "error">>) {
  try {
    return { ...(await run()), error: null } satisfies PipelineResult;
  } catch (err) {
    if (!(err instanceof ProblemError) || err.status >= 500) throw err;
    const first = err.errors?.[0];
    return data(
      { done: null, error: first?.message ?? err.detail ?? `problem.${err.code}`, field: first?.field ?? null } satisfies PipelineResult,
      { status: err.status },
    );
  }
}
