/** OpenAPI paths: the browser self-test's signed result (issue 34, decision 0125); spread into openapi.server.ts. */
import { selfTestSubmissionSchema } from "../../core/self-test/index.server.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";

export const selfTestOpenApiPaths = pathsFromZod({
  "/api/self-test": {
    post: {
      summary:
        'Signs a browser self-test\'s result for a smartphone or tablet of the catalog (public; at most 8 KB; 20 per client an hour). The server adds its time (`at`), whether the reported screen fits the catalog model (`screenFits`: true, false = flagged, null = cannot tell) and the answers the passed checks pre-fill (`prefill`). `token` (base64url payload "." base64url HMAC-SHA256) goes with the offer (`selfTest` of POST /api/trade/offers or the condition form) within two hours; a changed token, one for another device or an older one is refused there. A browser cannot prove which device it ran on: the result guarantees nothing by itself. Private, no-store',
      body: selfTestSubmissionSchema,
      responses: {
        "201": "{token, result: {deviceId, checks: [{id, status}], hardware, at, screenFits, prefill: [{questionId, answerId}]}}",
        "400": "Malformed JSON",
        "404": "Unknown or hidden device",
        "413": "Body larger than 8 KB",
        "415": "Not JSON",
        "422": "Invalid fields, a device outside smartphones and tablets, or a check its category does not have",
        "429": "Too many self-tests from this client (Retry-After)",
      },
    },
  },
});
