/**
 * Edition registry: the one place every other module reads per-edition settings from.
 *
 * Spec: product-spec.md §3 ("Per-edition configuration"), §5 (postal codes, date display),
 * §6 (B2B only in Germany), §9 (business constants); decisions.md "Brand, editions, hosts".
 *
 * Call `checkEditions()` once at start-up; it throws a clear error naming the edition and field
 * when the registry is inconsistent.
 */

/** Brand name used in texts and e-mail (decisions.md: "Sellback (configurable)"). */
export const BRAND_NAME = "Sellback";

/** Edition ids. They double as the spec's language codes (de, at, es, fr, it; English default). */
export const EDITIONS = ["en", "de", "at", "es", "fr", "it"] as const;
export type EditionId = (typeof EDITIONS)[number];

/** The edition served for any host not in the host map. */
export const DEFAULT_EDITION: EditionId = "en";

export const SHOP_MODES = ["default", "b2bWidget", "agan", "aganwidget"] as const;
export type ShopMode = (typeof SHOP_MODES)[number];

/** Locale of the message catalogue (Austria has its own, German with Austrian wording). */
export type MessagesLocale = "en" | "de" | "de-AT" | "es" | "fr" | "it";
export const MESSAGES_LOCALES = ["en", "de", "de-AT", "es", "fr", "it"] as const satisfies readonly MessagesLocale[];

export type DateFormat = "dd.mm.yy" | "dd/mm/yy";
export type CarrierName = "DHL" | "UPS";

/** Footer carrier logo heights (spec §9): DHL 20 px (Germany), UPS 36 px. */
export const CARRIER_LOGO_HEIGHT = { DHL: 20, UPS: 36 } as const satisfies Record<CarrierName, number>;

export interface EditionFeatures {
  readonly newsletter: boolean;
  readonly homeBanner: boolean;
  readonly socialButtons: boolean;
  readonly conditionsVideo: boolean;
  /** B2B purchasing (landing page, B2B mode, trade cap). Only Germany (spec §6). */
  readonly b2b: boolean;
}

export interface EditionConfig {
  readonly id: EditionId;
  /** Application code sent with controlling calls, e.g. "sellback-de". */
  readonly applicationCode: string;
  /** BCP-47 locale used for number/date formatting, e.g. "de-DE". */
  readonly localeCode: string;
  /** Value of `<html lang>` and `hreflang` ("de-AT" for Austria). */
  readonly htmlLang: string;
  readonly messagesLocale: MessagesLocale;
  /** The spec's language code (equals the edition id). */
  readonly language: EditionId;
  /** Production domain without `www.`. */
  readonly domain: string;
  /** Link to the sister buy shop. */
  readonly buyShopUrl: string;
  /** Canonical URL of this sell shop. */
  readonly sellShopUrl: string;
  readonly landingPageCode: {
    readonly default: string;
    readonly b2b: string;
    readonly agan: string;
  };
  readonly defaultPaymentType: 13;
  /** Localized names of the two payout types. */
  readonly paymentTypeNames: {
    readonly sepa: string;
    readonly paypal: string;
  };
  readonly contactSender: string;
  readonly contactRecipient: string;
  /** B2B partner contact address; only where the B2B feature is on (Germany), else null. */
  readonly b2bPartnerContact: string | null;
  /** Localized title overrides of the popular categories. */
  readonly popularCategoryTitles: {
    readonly iphone: string;
    readonly ipad: string;
  };
  readonly features: EditionFeatures;
  /** Postal code pattern, anchored, without the g/y flags. Input is trimmed before testing. */
  readonly zipRegex: RegExp;
  /** A postal code that matches `zipRegex` (used as placeholder). */
  readonly zipExample: string;
  readonly dateFormat: DateFormat;
  /** Search index names: `devices-{edition}` and `manufacturers-{edition}`. */
  readonly searchIndexes: {
    readonly devices: string;
    readonly manufacturers: string;
  };
  readonly footerCarrier: {
    readonly name: CarrierName;
    readonly height: 20 | 36;
  };
  /** Customer-review seal and slider (spec §9: only Germany). */
  readonly reviewSeal: boolean;
  /** Key of the contact form configuration. */
  readonly contactFormKey: string;
  /** Key for the external question-and-answer (help) service; null when none is configured. */
  readonly helpKey: string | null;
  readonly currency: "EUR";
  /** ISO 3166-1 alpha-2 country of the edition. */
  readonly country: string;
  /**
   * The countries a customer may send devices from (the trade address), the edition's own first
   * (decision 0019). Each has a postal-code rule in postal-code.ts.
   */
  readonly shipsFrom: readonly string[];
}

/**
 * What differs between the editions, one row a setting (every row names all six editions). The
 * rest of an edition's configuration follows from its id and domain (see `editionOf`).
 */
const perEdition = {
  localeCode: { en: "en-GB", de: "de-DE", at: "de-AT", es: "es-ES", fr: "fr-FR", it: "it-IT" },
  /** `<html lang>`, which is also the message catalogue's locale. */
  htmlLang: { en: "en", de: "de", at: "de-AT", es: "es", fr: "fr", it: "it" },
  domain: { en: "sellback.com", de: "sellback.de", at: "sellback.at", es: "sellback.es", fr: "sellback.fr", it: "sellback.it" },
  country: { en: "GB", de: "DE", at: "AT", es: "ES", fr: "FR", it: "IT" },
  /** Countries sent from besides the edition's own. */
  alsoShipsFrom: { en: ["IE"], de: [], at: [], es: [], fr: [], it: [] },
  /** The SEPA payout's name, before " (SEPA)". */
  bankTransfer: {
    en: "Bank transfer",
    de: "Überweisung",
    at: "Überweisung",
    es: "Transferencia bancaria",
    fr: "Virement bancaire",
    it: "Bonifico bancario",
  },
  /** Mailbox (before the @) of the contact form's recipient. */
  serviceMailbox: { en: "service", de: "service", at: "service", es: "servicio", fr: "service", it: "assistenza" },
  /** The popular categories' title, `{device}` standing for "iPhone" or "iPad". */
  sellDevice: {
    en: "Sell your {device}",
    de: "{device} verkaufen",
    at: "{device} verkaufen",
    es: "Vender tu {device}",
    fr: "Vendre son {device}",
    it: "Vendi il tuo {device}",
  },
  conditionsVideo: { en: false, de: true, at: true, es: false, fr: false, it: false },
  zipRegex: {
    // The English edition is the international default; it does not enforce UK postcodes.
    // Permissive on purpose: 3–10 letters, digits, spaces or hyphens.
    en: /^[A-Za-z0-9 -]{3,10}$/,
    de: /^\d{5}$/,
    at: /^\d{4}$/,
    es: /^\d{5}$/,
    // Five digits, department prefix 01–98 (includes the overseas departments 97x, e.g. 97400).
    fr: /^(0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
    it: /^\d{5}$/,
  },
  zipExample: { en: "SW1A 1AA", de: "10115", at: "1010", es: "28013", fr: "75001", it: "00184" },
  dateFormat: { en: "dd/mm/yy", de: "dd.mm.yy", at: "dd.mm.yy", es: "dd/mm/yy", fr: "dd/mm/yy", it: "dd/mm/yy" },
  footerCarrier: { en: "UPS", de: "DHL", at: "UPS", es: "UPS", fr: "UPS", it: "UPS" },
  helpKey: { en: null, de: "help-de", at: "help-at", es: "help-es", fr: "help-fr", it: "help-it" },
} as const satisfies { readonly [setting: string]: Record<EditionId, unknown> };

/** B2B purchasing, its partner contact and the customer-review seal: Germany only (spec §6, §9). */
const GERMANY_ONLY: EditionId = "de";

function editionOf(id: EditionId): EditionConfig {
  const domain = perEdition.domain[id];
  const code = `LP_${id.toUpperCase()}`;
  const sellDevice = (device: string) => perEdition.sellDevice[id].replace("{device}", device);
  const germanyOnly = id === GERMANY_ONLY;
  const carrier = perEdition.footerCarrier[id];
  return {
    id,
    applicationCode: `sellback-${id}`,
    localeCode: perEdition.localeCode[id],
    htmlLang: perEdition.htmlLang[id],
    messagesLocale: perEdition.htmlLang[id],
    language: id,
    domain,
    buyShopUrl: `https://shop.${domain}`,
    sellShopUrl: `https://www.${domain}`,
    landingPageCode: { default: code, b2b: `${code}_B2B`, agan: `${code}_AGAN` },
    defaultPaymentType: 13,
    paymentTypeNames: { sepa: `${perEdition.bankTransfer[id]} (SEPA)`, paypal: "PayPal" },
    contactSender: `noreply@${domain}`,
    contactRecipient: `${perEdition.serviceMailbox[id]}@${domain}`,
    b2bPartnerContact: germanyOnly ? `b2b@${domain}` : null,
    popularCategoryTitles: { iphone: sellDevice("iPhone"), ipad: sellDevice("iPad") },
    features: {
      newsletter: true,
      homeBanner: true,
      socialButtons: true,
      conditionsVideo: perEdition.conditionsVideo[id],
      b2b: germanyOnly,
    },
    zipRegex: perEdition.zipRegex[id],
    zipExample: perEdition.zipExample[id],
    dateFormat: perEdition.dateFormat[id],
    searchIndexes: { devices: `devices-${id}`, manufacturers: `manufacturers-${id}` },
    footerCarrier: { name: carrier, height: CARRIER_LOGO_HEIGHT[carrier] },
    reviewSeal: germanyOnly,
    contactFormKey: `contact-${id}`,
    helpKey: perEdition.helpKey[id],
    currency: "EUR",
    country: perEdition.country[id],
    shipsFrom: [perEdition.country[id], ...perEdition.alsoShipsFrom[id]],
  };
}

export const editions: Readonly<Record<EditionId, EditionConfig>> = {
  en: editionOf("en"),
  de: editionOf("de"),
  at: editionOf("at"),
  es: editionOf("es"),
  fr: editionOf("fr"),
  it: editionOf("it"),
};

export function isEditionId(value: unknown): value is EditionId {
  return typeof value === "string" && (EDITIONS as readonly string[]).includes(value);
}

export function isShopMode(value: unknown): value is ShopMode {
  return typeof value === "string" && (SHOP_MODES as readonly string[]).includes(value);
}

/** The configuration of one edition, typed as the general interface. */
export function editionConfig(edition: EditionId): EditionConfig {
  return editions[edition];
}

// ---------------------------------------------------------------------------------------------
// Business constants (spec §9, decisions.md)
// ---------------------------------------------------------------------------------------------

/** In B2B mode a cart over this total (EUR) is refused. */
export const B2B_TRADE_CAP_EUR = 5000;
/** Payment type id of SEPA bank transfer, the default payout. */
export const DEFAULT_PAYMENT_TYPE = 13;
/** Payment method code meaning PayPal; anything else means SEPA. */
export const PAYPAL_PAYMENT_METHOD_CODE = "2";
export type PaymentMethod = "paypal" | "sepa";

/** '2' → paypal, anything else → sepa (spec §9). */
export function paymentMethodFromCode(code: string): PaymentMethod {
  return code === PAYPAL_PAYMENT_METHOD_CODE ? "paypal" : "sepa";
}

export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const CLIENT_ID_COOKIE_MAX_AGE_S = 31_536_000;
/** A failed page-part load triggers at most one reload within this window. */
export const RELOAD_GUARD_MS = 10_000;
export const CONSENT_CHECK_DELAY_MS = 1_000;
export const TOAST_DELAY_MS = 5_000;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const SWIPE_THRESHOLD_PX = 40;
/** Cache interval from the spec (10 hours); its use is not specified. */
export const CACHE_INTERVAL_MS = 36e6;
/** Query parameters tracked as marketing touchpoints. */
export const MARKETING_PARAMETERS = [
  "gclid",
  "msclkid",
  "fbclid",
  "dyntr",
  "ctb",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_id",
  "belboon",
  "awc",
] as const;
export type MarketingParameter = (typeof MARKETING_PARAMETERS)[number];
