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

export const editions = {
  en: {
    id: "en",
    applicationCode: "sellback-en",
    localeCode: "en-GB",
    htmlLang: "en",
    messagesLocale: "en",
    language: "en",
    domain: "sellback.com",
    buyShopUrl: "https://shop.sellback.com",
    sellShopUrl: "https://www.sellback.com",
    landingPageCode: { default: "LP_EN", b2b: "LP_EN_B2B", agan: "LP_EN_AGAN" },
    defaultPaymentType: 13,
    paymentTypeNames: { sepa: "Bank transfer (SEPA)", paypal: "PayPal" },
    contactSender: "noreply@sellback.com",
    contactRecipient: "service@sellback.com",
    b2bPartnerContact: null,
    popularCategoryTitles: { iphone: "Sell your iPhone", ipad: "Sell your iPad" },
    features: { newsletter: true, homeBanner: true, socialButtons: true, conditionsVideo: false, b2b: false },
    // The English edition is the international default; it does not enforce UK postcodes.
    // Permissive on purpose: 3–10 letters, digits, spaces or hyphens.
    zipRegex: /^[A-Za-z0-9 -]{3,10}$/,
    zipExample: "SW1A 1AA",
    dateFormat: "dd/mm/yy",
    searchIndexes: { devices: "devices-en", manufacturers: "manufacturers-en" },
    footerCarrier: { name: "UPS", height: 36 },
    reviewSeal: false,
    contactFormKey: "contact-en",
    helpKey: null,
    currency: "EUR",
    country: "GB",
    shipsFrom: ["GB", "IE"],
  },
  de: {
    id: "de",
    applicationCode: "sellback-de",
    localeCode: "de-DE",
    htmlLang: "de",
    messagesLocale: "de",
    language: "de",
    domain: "sellback.de",
    buyShopUrl: "https://shop.sellback.de",
    sellShopUrl: "https://www.sellback.de",
    landingPageCode: { default: "LP_DE", b2b: "LP_DE_B2B", agan: "LP_DE_AGAN" },
    defaultPaymentType: 13,
    paymentTypeNames: { sepa: "Überweisung (SEPA)", paypal: "PayPal" },
    contactSender: "noreply@sellback.de",
    contactRecipient: "service@sellback.de",
    b2bPartnerContact: "b2b@sellback.de",
    popularCategoryTitles: { iphone: "iPhone verkaufen", ipad: "iPad verkaufen" },
    features: { newsletter: true, homeBanner: true, socialButtons: true, conditionsVideo: true, b2b: true },
    zipRegex: /^\d{5}$/,
    zipExample: "10115",
    dateFormat: "dd.mm.yy",
    searchIndexes: { devices: "devices-de", manufacturers: "manufacturers-de" },
    footerCarrier: { name: "DHL", height: 20 },
    reviewSeal: true,
    contactFormKey: "contact-de",
    helpKey: "help-de",
    currency: "EUR",
    country: "DE",
    shipsFrom: ["DE"],
  },
  at: {
    id: "at",
    applicationCode: "sellback-at",
    localeCode: "de-AT",
    htmlLang: "de-AT",
    messagesLocale: "de-AT",
    language: "at",
    domain: "sellback.at",
    buyShopUrl: "https://shop.sellback.at",
    sellShopUrl: "https://www.sellback.at",
    landingPageCode: { default: "LP_AT", b2b: "LP_AT_B2B", agan: "LP_AT_AGAN" },
    defaultPaymentType: 13,
    paymentTypeNames: { sepa: "Überweisung (SEPA)", paypal: "PayPal" },
    contactSender: "noreply@sellback.at",
    contactRecipient: "service@sellback.at",
    b2bPartnerContact: null,
    popularCategoryTitles: { iphone: "iPhone verkaufen", ipad: "iPad verkaufen" },
    features: { newsletter: true, homeBanner: true, socialButtons: true, conditionsVideo: true, b2b: false },
    zipRegex: /^\d{4}$/,
    zipExample: "1010",
    dateFormat: "dd.mm.yy",
    searchIndexes: { devices: "devices-at", manufacturers: "manufacturers-at" },
    footerCarrier: { name: "UPS", height: 36 },
    reviewSeal: false,
    contactFormKey: "contact-at",
    helpKey: "help-at",
    currency: "EUR",
    country: "AT",
    shipsFrom: ["AT"],
  },
  es: {
    id: "es",
    applicationCode: "sellback-es",
    localeCode: "es-ES",
    htmlLang: "es",
    messagesLocale: "es",
    language: "es",
    domain: "sellback.es",
    buyShopUrl: "https://shop.sellback.es",
    sellShopUrl: "https://www.sellback.es",
    landingPageCode: { default: "LP_ES", b2b: "LP_ES_B2B", agan: "LP_ES_AGAN" },
    defaultPaymentType: 13,
    paymentTypeNames: { sepa: "Transferencia bancaria (SEPA)", paypal: "PayPal" },
    contactSender: "noreply@sellback.es",
    contactRecipient: "servicio@sellback.es",
    b2bPartnerContact: null,
    popularCategoryTitles: { iphone: "Vender tu iPhone", ipad: "Vender tu iPad" },
    features: { newsletter: true, homeBanner: true, socialButtons: true, conditionsVideo: false, b2b: false },
    zipRegex: /^\d{5}$/,
    zipExample: "28013",
    dateFormat: "dd/mm/yy",
    searchIndexes: { devices: "devices-es", manufacturers: "manufacturers-es" },
    footerCarrier: { name: "UPS", height: 36 },
    reviewSeal: false,
    contactFormKey: "contact-es",
    helpKey: "help-es",
    currency: "EUR",
    country: "ES",
    shipsFrom: ["ES"],
  },
  fr: {
    id: "fr",
    applicationCode: "sellback-fr",
    localeCode: "fr-FR",
    htmlLang: "fr",
    messagesLocale: "fr",
    language: "fr",
    domain: "sellback.fr",
    buyShopUrl: "https://shop.sellback.fr",
    sellShopUrl: "https://www.sellback.fr",
    landingPageCode: { default: "LP_FR", b2b: "LP_FR_B2B", agan: "LP_FR_AGAN" },
    defaultPaymentType: 13,
    paymentTypeNames: { sepa: "Virement bancaire (SEPA)", paypal: "PayPal" },
    contactSender: "noreply@sellback.fr",
    contactRecipient: "service@sellback.fr",
    b2bPartnerContact: null,
    popularCategoryTitles: { iphone: "Vendre son iPhone", ipad: "Vendre son iPad" },
    features: { newsletter: true, homeBanner: true, socialButtons: true, conditionsVideo: false, b2b: false },
    // Five digits, department prefix 01–98 (includes the overseas departments 97x, e.g. 97400).
    zipRegex: /^(0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
    zipExample: "75001",
    dateFormat: "dd/mm/yy",
    searchIndexes: { devices: "devices-fr", manufacturers: "manufacturers-fr" },
    footerCarrier: { name: "UPS", height: 36 },
    reviewSeal: false,
    contactFormKey: "contact-fr",
    helpKey: "help-fr",
    currency: "EUR",
    country: "FR",
    shipsFrom: ["FR"],
  },
  it: {
    id: "it",
    applicationCode: "sellback-it",
    localeCode: "it-IT",
    htmlLang: "it",
    messagesLocale: "it",
    language: "it",
    domain: "sellback.it",
    buyShopUrl: "https://shop.sellback.it",
    sellShopUrl: "https://www.sellback.it",
    landingPageCode: { default: "LP_IT", b2b: "LP_IT_B2B", agan: "LP_IT_AGAN" },
    defaultPaymentType: 13,
    paymentTypeNames: { sepa: "Bonifico bancario (SEPA)", paypal: "PayPal" },
    contactSender: "noreply@sellback.it",
    contactRecipient: "assistenza@sellback.it",
    b2bPartnerContact: null,
    popularCategoryTitles: { iphone: "Vendi il tuo iPhone", ipad: "Vendi il tuo iPad" },
    features: { newsletter: true, homeBanner: true, socialButtons: true, conditionsVideo: false, b2b: false },
    zipRegex: /^\d{5}$/,
    zipExample: "00184",
    dateFormat: "dd/mm/yy",
    searchIndexes: { devices: "devices-it", manufacturers: "manufacturers-it" },
    footerCarrier: { name: "UPS", height: 36 },
    reviewSeal: false,
    contactFormKey: "contact-it",
    helpKey: "help-it",
    currency: "EUR",
    country: "IT",
    shipsFrom: ["IT"],
  },
} as const satisfies Record<EditionId, EditionConfig>;

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
