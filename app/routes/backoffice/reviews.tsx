import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/reviews";
import { decideReview, pendingReviews } from "../../../core/reviews/index.server.ts";
import { nowFrom, z } from "../../../core/shared/index.ts";
import { formAction } from "../../../server/http/form-action.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ListPage } from "../../ui/list-page.tsx";
import { staffFormPost } from "./staff-form.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Reviews | Sellback back office" }];

const ROLES = ["support"] as const;
const decisionForm = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647), decision: z.enum(["published", "rejected"]) });

/** Review comments waiting for a decision (decision 0034), oldest first: support or admin. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...ROLES);
  return { reviews: await pendingReviews(page.ctx.deps.database.db) };
}

/** Publish or reject one comment: the same core call (with its audit entry) as POST /api/backoffice/reviews/{id}/{decision}. */
export async function action(args: Route.ActionArgs) {
  const { page, staff, form } = await staffFormPost(args, ...ROLES);
  const parsed = decisionForm.safeParse(form);
  if (!parsed.success) return { errors: { form: "backoffice.reviews.error.decided" } };
  const deps = page.ctx.deps;
  return formAction(async () => {
    await decideReview(deps.database.db, {
      id: parsed.data.id,
      decision: parsed.data.decision,
      staff: staff.staff,
      now: nowFrom(deps),
      clientKey: page.ctx.clientKey,
    });
    return { done: parsed.data.decision };
  });
}

export default function Reviews() {
  const t = useT();
  const { reviews } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { done?: "published" | "rejected"; errors?: { form?: string } } | undefined;
  // a comment someone else decided meanwhile (409) or that is gone (404)
  const error = result?.errors?.form ? "backoffice.reviews.error.decided" : null;
  return (
    <ListPage
      title={t("backoffice.reviews.title")}
      notice={result?.done ? t(`backoffice.reviews.done.${result.done}`) : null}
      intro={
        <>
          <p className="bo-hint">{t("backoffice.reviews.intro")}</p>
          {error ? (
            <p className="bo-notice bo-notice--warn" role="alert">
              {t(error)}
            </p>
          ) : null}
        </>
      }
      summary={reviews.length === 0 ? undefined : t("backoffice.reviews.count", { count: reviews.length })}
      empty={t("backoffice.reviews.empty")}
      count={reviews.length}
    >
      {reviews.map((r) => (
        <article key={r.id} className="bo-card" aria-labelledby={`review-${r.id}`} data-review-id={r.id}>
          <h2 id={`review-${r.id}`}>{t("backoffice.reviews.rating", { rating: r.rating })}</h2>
          <p className="bo-sub">
            {t("backoffice.reviews.meta", { author: r.authorName, edition: r.edition, date: r.createdAt.slice(0, 10) })}
          </p>
          <blockquote className="bo-change">{r.comment}</blockquote>
          <Form method="post" className="bo-filter-actions">
            <input type="hidden" name="id" value={r.id} />
            <button type="submit" name="decision" value="published">
              {t("backoffice.reviews.publish")}
            </button>
            <button type="submit" name="decision" value="rejected" className="secondary">
              {t("backoffice.reviews.reject")}
            </button>
          </Form>
        </article>
      ))}
    </ListPage>
  );
}
