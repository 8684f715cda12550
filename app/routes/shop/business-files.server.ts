/**
 * The business seller's documents in the shop (decisions 0121, 0122): the one gate of their
 * downloads. A business edition only (else 404 "noRoute"); a signed-in customer (signed out: to the
 * login); a member of a company of this edition (anyone else: 404, the same as an unknown
 * document); a PDF limit per member (429, shared with the API by its key); the answer a private
 * PDF that keeps the session's cookies.
 */
import { companyOfCustomer, companyTradeId, type CompanyRole, type CompanyView } from "../../../core/company/index.server.ts";
import { isBusinessEdition } from "../../../core/editions/index.ts";
import { hitRateLimit } from "../../../core/rate-limit/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { tradeNumberOf } from "../../../core/trade/index.server.ts";
import { pdfResponse } from "../../../server/http/file-answers.server.ts";
import { pageContext, type PageContext } from "../../../server/http/page-context.server.ts";
import { headersOf, loggedInSession } from "../../../server/sessions/shop.server.ts";
import { pageNotFound } from "../../lib/errors.ts";

type LoaderArgs = { context: { get(key: typeof pageContext): PageContext }; request: Request };
type Session = Awaited<ReturnType<typeof loggedInSession>>;

export interface BusinessFileRequest {
  ctx: PageContext;
  session: Session;
  member: { company: CompanyView; role: CompanyRole };
  now: Date;
  /** Throws the page's 404 for a document this member may not have (or that does not exist). */
  notFound: () => never;
  /** The id of the member's company's trade with this number (the route's param), or the 404. */
  tradeId: (param: string) => Promise<number>;
}

/** The signed-in member of a company of this business edition, or the 404 / the login. */
export async function businessFileRequest({ context, request }: LoaderArgs): Promise<BusinessFileRequest> {
  const ctx = context.get(pageContext);
  const url = new URL(request.url);
  if (!isBusinessEdition(ctx.edition)) throw pageNotFound(url.pathname, "noRoute");
  const session = await loggedInSession(ctx, request);
  const db = ctx.deps.database.db;
  const member = await companyOfCustomer(db, session.customerId);
  const notFound = (): never => {
    throw pageNotFound(url.pathname, "noEntity");
  };
  if (!member || member.company.edition !== ctx.edition) return notFound();
  return {
    ctx,
    session,
    member,
    now: nowFrom(ctx.deps),
    notFound,
    tradeId: async (param) => {
      const tradeNumber = tradeNumberOf(param);
      return (tradeNumber ? await companyTradeId(db, tradeNumber, member.company.id) : null) ?? notFound();
    },
  };
}

/** Counts one PDF against the member's limit (`key` as the API's); over it, a private 429 with Retry-After. */
export async function countBusinessPdf(
  req: BusinessFileRequest,
  key: string,
  limit: { perWindow: number; windowSeconds: number },
): Promise<void> {
  const hit = await hitRateLimit(
    req.ctx.deps.database.db,
    `${key}:${req.session.customerId}`,
    limit.perWindow,
    limit.windowSeconds,
    req.now,
  );
  if (!hit.allowed)
    throw new Response("Too Many Requests", {
      status: 429,
      headers: { "Retry-After": String(hit.retryAfterSeconds), "Cache-Control": "private, no-store" },
    });
}

/** The PDF as a private download, with the session's cookies. */
export function businessPdfAnswer(req: BusinessFileRequest, pdf: Uint8Array, fileName: string): Response {
  const answer = pdfResponse(pdf, fileName);
  for (const cookie of headersOf(req.session).getSetCookie()) answer.headers.append("Set-Cookie", cookie);
  return answer;
}
