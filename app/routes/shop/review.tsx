import { data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/review";
import { pathFor } from "../../../core/editions/index.ts";
import { reviewInputSchema } from "../../../core/reviews/index.ts";
import { invitationState, submitReview } from "../../../core/reviews/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { ReviewForm, type ReviewFormErrors } from "../../features/reviews/review-form.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { requireEditionPage } from "../../lib/errors.ts";
import { pageMeta } from "../../lib/meta.ts";

/**
 * The review page (decision 0034), linked from the invitation after a paid trade: `?token=` is the
 * single-use link, no login needed. An unknown, used or expired link says so (and shows no form).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  requireEditionPage(edition, url);
  const token = url.searchParams.get("token") ?? "";
  const link = await invitationState(deps.database.db, edition, token, nowFrom(deps));
  return {
    page: "review" as const,
    path: pathFor(edition, "review", {}),
    alternates: {},
    token,
    state: link.state,
    authorName: link.authorName ?? "",
  };
}

const LINK_ERRORS: Record<string, string> = { review_link_unknown: "unknown", review_link_used: "used", review_link_expired: "expired" };

export async function action({ context, request, url }: Route.ActionArgs) {
  const { edition, deps, clientKey } = context.get(pageContext);
  requireEditionPage(edition, url);
  const form = await request.formData();
  const raw = { token: form.get("token") ?? "", rating: form.get("rating") ?? undefined, comment: form.get("comment") ?? "" };
  const comment = typeof raw.comment === "string" ? raw.comment : "";
  const rating = Number(raw.rating) || undefined;
  const parsed = reviewInputSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: ReviewFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "rating") errors.rating ??= "review.error.rating";
      else if (field === "comment")
        errors.comment ??= issue.message === "validation.tooLong" ? "review.error.commentTooLong" : "review.error.comment";
      else return data({ done: false as const, link: "unknown", errors, values: { rating, comment } }, { status: 404 });
    }
    return data({ done: false as const, link: null, errors, values: { rating, comment } }, { status: 422 });
  }
  try {
    await submitReview(deps.database.db, edition, parsed.data, clientKey, nowFrom(deps));
    return { done: true as const, link: null, errors: {}, values: {} };
  } catch (err) {
    if (err instanceof ProblemError && LINK_ERRORS[err.code])
      return data({ done: false as const, link: LINK_ERRORS[err.code]!, errors: {}, values: {} }, { status: err.status });
    if (err instanceof ProblemError && err.status === 429)
      return data(
        { done: false as const, link: null, errors: { rating: "problem.rate_limited" }, values: { rating, comment } },
        { status: 429 },
      );
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function Review() {
  const { token, state, authorName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const link = result?.link ?? (state === "open" ? null : state);
  return (
    <div className="page review-page">
      <h1>{t(result?.done ? "review.thanks" : "page.review.heading")}</h1>
      {result?.done ? (
        <p role="status" className="lead">
          {t("review.thanksText")}
        </p>
      ) : link ? (
        <p role="alert" className="notice error">
          {t(`review.error.${link}`)}
        </p>
      ) : (
        <>
          <p className="lead">{t("page.review.intro")}</p>
          <ReviewForm token={token} authorName={authorName} errors={result?.errors ?? {}} values={result?.values ?? {}} />
        </>
      )}
    </div>
  );
}
