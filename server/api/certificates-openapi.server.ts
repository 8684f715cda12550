/** OpenAPI paths of the verifiable erasure certificates (decision 0130); spread into openapi.server.ts. */
import { pathsFromZod } from "../http/openapi-zod.server.ts";
import { certificateCodeParams } from "./certificates.server.ts";

export const certificatesOpenApiPaths = pathsFromZod({
  "/api/certificates/public-key": {
    get: {
      summary:
        "The Ed25519 public key certificate signatures check against: {algorithm, publicKeyPem (SPKI), publicKeyRaw (32 bytes, base64url), fingerprint (SHA-256 of the raw key), signedTextHeader}. Public, cacheable.",
      responses: { "200": "The key" },
    },
  },
  "/api/certificates/{code}": {
    get: {
      summary:
        "An erasure certificate's public facts by its verification code (nothing personal): {code, displayCode, certificateNumber, model, method, tool, result, erasedAt, signedText, signature (Ed25519, base64url, over the UTF-8 signedText), signatureValid, algorithm, publicKeyPem, fingerprint}. Public, cacheable.",
      params: certificateCodeParams,
      responses: {
        "200": "The certificate",
        "400":
          "Not a verification code: certificate_code_malformed (length or characters), certificate_code_check_failed (the check character does not fit: mistyped or made up)",
        "404": "No certificate has this code",
        "429": "60 lookups per client and minute (Retry-After)",
      },
    },
  },
});
