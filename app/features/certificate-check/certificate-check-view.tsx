/**
 * The public check of an erasure certificate (decision 0130): the signature's verdict, the
 * certificate's public facts, what the page leaves out, and the offline check (signed text,
 * signature, public key, the OpenSSL recipe). Also the answers to a code that cannot be one or
 * that no certificate has. Server-rendered; no script.
 */
import { OFFLINE_RECIPE } from "../../../core/certificate-check/index.ts";
import { useT } from "../../i18n/i18n.tsx";

export interface CertificateCheckData {
  displayCode: string;
  certificateNumber: string;
  model: string;
  method: string;
  tool: string;
  result: string;
  /** The erasure's date and time as the edition writes it. */
  erasedAt: string;
  signedText: string;
  signature: string | null;
  signatureValid: boolean;
  publicKeyPem: string;
  fingerprint: string;
  apiPath: string;
}

export function CertificateCheckView({ check }: { check: CertificateCheckData }) {
  const t = useT();
  const rows: [string, string][] = [
    [t("verify.certificateNumber"), check.certificateNumber],
    [t("verify.model"), check.model],
    [t("verify.method"), t(`verify.method.${check.method}`)],
    [t("verify.tool"), check.tool],
    [t("verify.result"), t(`verify.result.${check.result}`)],
    [t("verify.erasedAt"), check.erasedAt],
  ];
  return (
    <div className="page verify" data-testid="certificate-check">
      <h1>{t("verify.heading", { code: check.displayCode })}</h1>
      <p className="lead">{t("verify.lead")}</p>
      <div className="verify-columns">
        <div className="verify-main">
          <p
            className={check.signatureValid ? "verify-verdict verify-verdict-valid" : "verify-verdict verify-verdict-invalid"}
            data-testid="verdict"
          >
            {t(check.signatureValid ? "verify.valid" : "verify.invalid")}
          </p>
          <section aria-labelledby="verify-facts">
            <h2 id="verify-facts">{t("verify.facts")}</h2>
            <dl className="verify-facts">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="verify-not-shown">
            <h2 id="verify-not-shown">{t("verify.notShown.heading")}</h2>
            <p>{t("verify.notShown.text")}</p>
          </section>
        </div>
        <section className="verify-offline" aria-labelledby="verify-offline">
          <h2 id="verify-offline">{t("verify.offline.heading")}</h2>
          <p>{t("verify.offline.intro")}</p>
          <h3 id="verify-signed-text">{t("verify.offline.signedText")}</h3>
          <pre aria-labelledby="verify-signed-text" data-testid="signed-text" tabIndex={0}>
            {check.signedText}
          </pre>
          <h3 id="verify-signature">{t("verify.offline.signature")}</h3>
          <pre aria-labelledby="verify-signature" className="verify-wrap" data-testid="signature" tabIndex={0}>
            {check.signature ?? ""}
          </pre>
          <h3 id="verify-key">{t("verify.offline.publicKey")}</h3>
          <pre aria-labelledby="verify-key" className="verify-wrap" data-testid="public-key" tabIndex={0}>
            {check.publicKeyPem.trim()}
          </pre>
          <p className="verify-small">{t("verify.offline.fingerprint", { fingerprint: check.fingerprint })}</p>
          <h3 id="verify-recipe">{t("verify.offline.recipe")}</h3>
          <p>{t("verify.offline.recipeIntro")}</p>
          <pre aria-labelledby="verify-recipe" className="verify-wrap" tabIndex={0}>
            {OFFLINE_RECIPE}
          </pre>
          <p>{t("verify.offline.recipeResult")}</p>
          <p className="verify-small">{t("verify.offline.api", { path: check.apiPath })}</p>
        </section>
      </div>
    </div>
  );
}

/** A code that cannot be one (400), whose check character does not fit (400), or that no certificate has (404). */
export function CertificateCheckMissing({ state }: { state: "malformed" | "checkFailed" | "unknown" }) {
  const t = useT();
  return (
    <div className="page verify" data-testid={`certificate-check-${state}`}>
      <h1>{t(`verify.${state}.heading`)}</h1>
      <p className="lead">{t(`verify.${state}.text`)}</p>
    </div>
  );
}
