/**
 * Start-up validation of the edition registry. Kept apart from config.ts so the browser bundle,
 * which reads the registry, does not carry zod.
 */
import { z } from "zod";
import {
  CARRIER_LOGO_HEIGHT,
  DEFAULT_PAYMENT_TYPE,
  EDITIONS,
  MESSAGES_LOCALES,
  editions,
  isEditionId,
  type EditionConfig,
  type EditionId,
} from "./config.ts";

// ---------------------------------------------------------------------------------------------
// Start-up validation
// ---------------------------------------------------------------------------------------------

const nonEmpty = z.string().trim().min(1, "must be a non-empty string");
const email = z.email("must be an e-mail address");
const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https URL" });

const editionSchema = z.strictObject({
  id: z.enum(EDITIONS),
  applicationCode: nonEmpty,
  localeCode: nonEmpty,
  htmlLang: nonEmpty,
  messagesLocale: z.enum(MESSAGES_LOCALES),
  language: z.enum(EDITIONS),
  domain: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a lower-case domain name"),
  buyShopUrl: httpsUrl,
  sellShopUrl: httpsUrl,
  landingPageCode: z.strictObject({ default: nonEmpty, b2b: nonEmpty, agan: nonEmpty }),
  defaultPaymentType: z.literal(DEFAULT_PAYMENT_TYPE),
  paymentTypeNames: z.strictObject({ sepa: nonEmpty, paypal: nonEmpty }),
  contactSender: email,
  contactRecipient: email,
  b2bPartnerContact: email.nullable(),
  popularCategoryTitles: z.strictObject({ iphone: nonEmpty, ipad: nonEmpty }),
  features: z.strictObject({
    newsletter: z.boolean(),
    homeBanner: z.boolean(),
    socialButtons: z.boolean(),
    conditionsVideo: z.boolean(),
    b2b: z.boolean(),
  }),
  zipRegex: z.instanceof(RegExp, { error: "must be a RegExp" }),
  zipExample: nonEmpty,
  dateFormat: z.enum(["dd.mm.yy", "dd/mm/yy"]),
  searchIndexes: z.strictObject({ devices: nonEmpty, manufacturers: nonEmpty }),
  footerCarrier: z.strictObject({ name: z.enum(["DHL", "UPS"]), height: z.union([z.literal(20), z.literal(36)]) }),
  reviewSeal: z.boolean(),
  contactFormKey: nonEmpty,
  helpKey: nonEmpty.nullable(),
  currency: z.literal("EUR"),
  country: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code"),
  shipsFrom: z.array(z.string().regex(/^[A-Z]{2}$/, "must be ISO 3166-1 alpha-2 codes")).min(1),
});

export class EditionConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid edition configuration:\n- ${problems.join("\n- ")}`);
    this.name = "EditionConfigError";
    this.problems = problems;
  }
}

function isValidLocaleTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * Validates the edition registry (by default the real one). Throws an `EditionConfigError`
 * listing every problem as `edition "xx", field "a.b": reason`. Returns the same registry
 * object, typed.
 */
export function checkEditions(registry: unknown = editions): Record<EditionId, EditionConfig> {
  const problems: string[] = [];
  const at = (edition: string, field: string, reason: string) => problems.push(`edition "${edition}", field "${field}": ${reason}`);

  if (typeof registry !== "object" || registry === null) {
    throw new EditionConfigError(["registry must be an object keyed by edition id"]);
  }
  const entries = registry as Record<string, unknown>;

  for (const key of Object.keys(entries)) {
    if (!isEditionId(key)) problems.push(`edition "${key}" is not one of ${EDITIONS.join(", ")}`);
  }

  const valid: Partial<Record<EditionId, EditionConfig>> = {};
  for (const id of EDITIONS) {
    if (!(id in entries)) {
      problems.push(`edition "${id}" is missing`);
      continue;
    }
    const parsed = editionSchema.safeParse(entries[id]);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.map(String).join(".") || "(edition)";
        // Unknown keys are reported on the object; name them.
        const keys = issue.code === "unrecognized_keys" ? ` (${issue.keys.join(", ")})` : "";
        at(id, field, issue.message + keys);
      }
      continue;
    }
    // Keep the caller's objects (zod returns copies); the schema has just vouched for their shape.
    const c = entries[id] as EditionConfig;

    if (c.id !== id) at(id, "id", `must equal the registry key "${id}", got "${c.id}"`);
    if (c.language !== id) at(id, "language", `must equal the edition id "${id}", got "${c.language}"`);
    if (!isValidLocaleTag(c.localeCode)) at(id, "localeCode", `"${c.localeCode}" is not a BCP-47 tag`);
    if (!isValidLocaleTag(c.htmlLang)) at(id, "htmlLang", `"${c.htmlLang}" is not a BCP-47 tag`);
    if (c.applicationCode !== `sellback-${id}`) at(id, "applicationCode", `must be "sellback-${id}"`);

    if (c.zipRegex.global || c.zipRegex.sticky) at(id, "zipRegex", "must not use the g or y flag (stateful test())");
    if (!c.zipRegex.source.startsWith("^") || !c.zipRegex.source.endsWith("$")) {
      at(id, "zipRegex", "must be anchored with ^ and $");
    }
    if (!c.zipRegex.test(c.zipExample)) at(id, "zipExample", `"${c.zipExample}" does not match zipRegex`);

    if (c.searchIndexes.devices !== `devices-${id}`) at(id, "searchIndexes.devices", `must be "devices-${id}"`);
    if (c.searchIndexes.manufacturers !== `manufacturers-${id}`) {
      at(id, "searchIndexes.manufacturers", `must be "manufacturers-${id}"`);
    }

    if (c.footerCarrier.height !== CARRIER_LOGO_HEIGHT[c.footerCarrier.name]) {
      at(id, "footerCarrier.height", `${c.footerCarrier.name} logo height must be ${CARRIER_LOGO_HEIGHT[c.footerCarrier.name]}`);
    }

    for (const field of ["contactSender", "contactRecipient", "b2bPartnerContact"] as const) {
      const address = c[field];
      if (address !== null && !address.endsWith(`@${c.domain}`)) at(id, field, `must be an address on ${c.domain}`);
    }
    if (c.features.b2b !== (c.b2bPartnerContact !== null)) {
      at(id, "b2bPartnerContact", "must be set exactly when features.b2b is on");
    }
    try {
      const host = new URL(c.sellShopUrl).hostname;
      if (host !== c.domain && host !== `www.${c.domain}`) at(id, "sellShopUrl", `must be on ${c.domain}`);
    } catch {
      at(id, "sellShopUrl", "must be a URL");
    }

    valid[id] = c;
  }

  const b2bEditions = EDITIONS.filter((id) => valid[id]?.features.b2b === true);
  if (Object.keys(valid).length === EDITIONS.length && b2bEditions.length !== 1) {
    problems.push(
      `field "features.b2b" must be on in exactly one edition, found ${b2bEditions.length} (${b2bEditions.join(", ") || "none"})`,
    );
  }
  for (const field of ["domain", "applicationCode", "contactFormKey"] as const) {
    const seen = new Map<string, EditionId>();
    for (const id of EDITIONS) {
      const value = valid[id]?.[field];
      if (value === undefined) continue;
      const other = seen.get(value);
      if (other !== undefined) at(id, field, `"${value}" is also used by edition "${other}"`);
      else seen.set(value, id);
    }
  }

  if (problems.length > 0) throw new EditionConfigError(problems);
  return registry as Record<EditionId, EditionConfig>;
}
