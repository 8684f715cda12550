/**
 * `/verify/{code}` on every edition's host (decision 0130): an erasure certificate's public facts
 * with Sellback's signature and public key. Public and the same for everyone (nothing personal),
 * so the page may be cached; lookups are rate-limited per client (shared with the API). A code
 * that cannot be one answers 400 and says why; an unknown one 404.
 */
import { data } from "react-router";
import type { Route } from "./+types/verify-certificate";
import { certificateByCode, formatCode, readCode } from "../../../core/certificate-check/index.server.ts";
import { formatDate } from "../../../core/editions/index.ts";
import { hitRateLimit } from "../../../core/rate-limit/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { certificateKeyOf } from "../../../server/config/certificate-key.server.ts";
import { CERTIFICATE_LOOKUPS } from "../../../server/api/certificates.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { CertificateCheckMissing, CertificateCheckView } from "../../features/certificate-check/certificate-check-view.tsx";
import { pageMeta } from "../../lib/meta.ts";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { edition, deps, clientKey } = context.get(pageContext);
  const base = { page: "verifyCertificate" as const, path: url.pathname, alternates: {} };
  const db = deps.database.db;
  const limit = await hitRateLimit(
    db,
    `certificate-check:${clientKey}`,
    CERTIFICATE_LOOKUPS.perWindow,
    CERTIFICATE_LOOKUPS.windowSeconds,
    nowFrom(deps),
  );
  if (!limit.allowed) throw new Response("Too Many Requests", { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  const reading = readCode((params.code ?? "").slice(0, 40));
  if (reading.kind !== "wellFormed") return data({ ...base, state: reading.kind, check: null }, { status: 400 });
  const key = certificateKeyOf(deps);
  const found = await certificateByCode(db, reading.code, key);
  if (!found) return data({ ...base, state: "unknown" as const, check: null }, { status: 404 });
  const at = new Date(found.erasedAt);
  return {
    ...base,
    state: "found" as const,
    check: {
      displayCode: formatCode(found.code),
      certificateNumber: found.certificateNumber,
      model: found.model,
      method: found.method,
      tool: found.tool,
      result: found.result,
      erasedAt: `${formatDate(at, edition)} ${found.erasedAt.slice(11, 16)} UTC`,
      signedText: found.signedText,
      signature: found.signature,
      signatureValid: found.signatureValid,
      publicKeyPem: key.publicKeyPem,
      fingerprint: key.fingerprint,
      apiPath: `/api/certificates/${found.code}`,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function VerifyCertificate({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "found") return <CertificateCheckView check={loaderData.check} />;
  return <CertificateCheckMissing state={loaderData.state} />;
}
