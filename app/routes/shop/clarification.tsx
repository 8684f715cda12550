import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/clarification";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { accountSession, redirectWith, requireCsrf, respond } from "../../../server/sessions/shop.server.ts";
import { pageMeta } from "../../lib/meta.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { ClarificationDevices, ClarificationDone, QuickAnswer } from "./clarification-view.tsx";
import {
  acceptAllFromPage,
  answerFromPage,
  clarificationBody,
  clarificationForPage,
  clarificationPath,
  isQuickAnswer,
} from "./clarification.server.ts";
import { selfTestsBesideFindings } from "./clarification-self-test.server.ts";

/**
 * The clarification pages (decision 0026), every edition and legacy form, server-rendered and
 * usable without JavaScript: `/clarification/{id}/{trade}` (old vs new price line by line, the
 * findings and photos, the deadline, per device accept or return) and the quick-answer
 * confirmation `/clarificationQuickAnswer/{id}/{trade}/{offerid}`; "accept all new prices" (intent
 * `acceptAll`, decision 0119) answers every open device at once. A GET never changes anything;
 * the forms POST with the CSRF token. Unknown link 404, expired or answered 410 (expired-link variant).
 */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const ctx = context.get(pageContext);
  const quick = isQuickAnswer(ctx.edition, url);
  const done = !quick && url.searchParams.get("done") === "1";
  const view = await clarificationForPage(ctx, url, params, done);
  if (done && view.state !== "answered") throw pageNotFound(url.pathname, "noEntity", true);
  const body = clarificationBody(view);
  const offerId = quick ? (params.offerid ?? "") : null;
  const device = offerId ? body.devices.find((d) => d.newOffer?.offerId === offerId) : null;
  if (quick && !device) throw pageNotFound(url.pathname, "noEntity");
  const session = await accountSession(ctx, request);
  return respond(session, {
    page: quick ? ("clarificationQuickAnswer" as const) : ("clarification" as const),
    path: url.pathname,
    alternates: {},
    clarification: body,
    selfTests: await selfTestsBesideFindings(ctx.deps.database.db, body),
    quickOfferId: device ? offerId : null,
    mainPath: clarificationPath(ctx.edition, view),
    done,
    csrf: session.csrf,
  });
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const ctx = context.get(pageContext);
  const session = await accountSession(ctx, request);
  const form = await request.formData();
  requireCsrf(session, form);
  const view = await clarificationForPage(ctx, url, params);
  const main = clarificationPath(ctx.edition, view);
  if (form.get("intent") === "acceptAll") {
    const all = await acceptAllFromPage(ctx, view);
    if ("error" in all) return respond(session, { error: all.error }, all.status);
    return redirectWith(session, all.closed ? `${main}?done=1` : main);
  }
  const answer = form.get("answer");
  const offerId = String(form.get("offerId") ?? "");
  if (answer !== "accept" && answer !== "return") throw pageNotFound(url.pathname, "noEntity");
  const result = await answerFromPage(ctx, view, offerId, answer);
  if ("error" in result) return respond(session, { error: result.error }, result.status);
  return redirectWith(session, result.closed ? `${main}?done=1` : `${main}#answered-${encodeURIComponent(offerId)}`);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function Clarification() {
  const { clarification, selfTests, quickOfferId, mainPath, done, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const error = result && "error" in result ? result.error : null;
  if (done) return <ClarificationDone clarification={clarification} />;
  if (quickOfferId)
    return (
      <QuickAnswer
        clarification={clarification}
        offerId={quickOfferId}
        csrf={csrf}
        mainPath={mainPath}
        error={error}
        selfTests={selfTests}
      />
    );
  return <ClarificationDevices clarification={clarification} csrf={csrf} error={error} selfTests={selfTests} />;
}
