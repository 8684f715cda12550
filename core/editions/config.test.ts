import { describe, it, expect } from "vitest";
import {
  B2B_TRADE_CAP_EUR,
  CACHE_INTERVAL_MS,
  CAROUSEL_INTERVAL_MS,
  CLIENT_ID_COOKIE_MAX_AGE_S,
  CONSENT_CHECK_DELAY_MS,
  DEFAULT_PAYMENT_TYPE,
  EDITIONS,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  MARKETING_PARAMETERS,
  PAYPAL_PAYMENT_METHOD_CODE,
  RELOAD_GUARD_MS,
  SHOP_MODES,
  SWIPE_THRESHOLD_PX,
  TOAST_DELAY_MS,
  editions,
  isEditionId,
  paymentMethodFromCode,
} from "./config.ts";
import { EditionConfigError, checkEditions } from "./check.ts";

/** A deep, mutable copy of the registry (RegExps kept) to break in tests. */
function copy(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(editions).map(([id, c]) => [id, structuredClone({ ...c, zipRegex: undefined }) as Record<string, unknown>]),
  ) as Record<string, Record<string, unknown>>;
}
function brokenCopy(mutate: (r: Record<string, Record<string, unknown>>) => void) {
  const r = copy();
  for (const id of EDITIONS) r[id]!.zipRegex = editions[id].zipRegex;
  mutate(r);
  return r;
}

describe("edition ids and modes", () => {
  it("has the six editions and four shop modes", () => {
    expect(EDITIONS).toEqual(["en", "de", "at", "es", "fr", "it"]);
    expect(SHOP_MODES).toEqual(["default", "b2bWidget", "agan", "aganwidget"]);
    expect(Object.keys(editions)).toEqual([...EDITIONS]);
    expect(isEditionId("at")).toBe(true);
    expect(isEditionId("nl")).toBe(false);
    expect(isEditionId("toString")).toBe(false);
  });
});

describe("registry values", () => {
  it("locales, languages, domains and countries per edition", () => {
    const rows = EDITIONS.map((id) => {
      const c = editions[id];
      return [id, c.localeCode, c.htmlLang, c.messagesLocale, c.language, c.domain, c.country, c.applicationCode];
    });
    expect(rows).toEqual([
      ["en", "en-GB", "en", "en", "en", "sellback.com", "GB", "sellback-en"],
      ["de", "de-DE", "de", "de", "de", "sellback.de", "DE", "sellback-de"],
      ["at", "de-AT", "de-AT", "de-AT", "at", "sellback.at", "AT", "sellback-at"],
      ["es", "es-ES", "es", "es", "es", "sellback.es", "ES", "sellback-es"],
      ["fr", "fr-FR", "fr", "fr", "fr", "sellback.fr", "FR", "sellback-fr"],
      ["it", "it-IT", "it", "it", "it", "sellback.it", "IT", "sellback-it"],
    ]);
  });

  it("shop URLs and landing page codes", () => {
    expect(editions.de.buyShopUrl).toBe("https://shop.sellback.de");
    expect(editions.de.sellShopUrl).toBe("https://www.sellback.de");
    expect(editions.de.landingPageCode).toEqual({ default: "LP_DE", b2b: "LP_DE_B2B", agan: "LP_DE_AGAN" });
    expect(editions.fr.landingPageCode.default).toBe("LP_FR");
  });

  it("footer carrier: DHL (20) in Germany, UPS (36) elsewhere", () => {
    expect(Object.fromEntries(EDITIONS.map((id) => [id, editions[id].footerCarrier]))).toEqual({
      en: { name: "UPS", height: 36 },
      de: { name: "DHL", height: 20 },
      at: { name: "UPS", height: 36 },
      es: { name: "UPS", height: 36 },
      fr: { name: "UPS", height: 36 },
      it: { name: "UPS", height: 36 },
    });
  });

  it("B2B, its partner contact and the review seal only in Germany", () => {
    expect(EDITIONS.filter((id) => editions[id].features.b2b)).toEqual(["de"]);
    expect(EDITIONS.filter((id) => editions[id].b2bPartnerContact !== null)).toEqual(["de"]);
    expect(editions.de.b2bPartnerContact).toBe("b2b@sellback.de");
    expect(EDITIONS.filter((id) => editions[id].reviewSeal)).toEqual(["de"]);
  });

  it("date formats", () => {
    expect(Object.fromEntries(EDITIONS.map((id) => [id, editions[id].dateFormat]))).toEqual({
      en: "dd/mm/yy",
      de: "dd.mm.yy",
      at: "dd.mm.yy",
      es: "dd/mm/yy",
      fr: "dd/mm/yy",
      it: "dd/mm/yy",
    });
  });

  it("search index names follow devices-{edition} / manufacturers-{edition}", () => {
    for (const id of EDITIONS) {
      expect(editions[id].searchIndexes).toEqual({ devices: `devices-${id}`, manufacturers: `manufacturers-${id}` });
    }
  });

  it("payment settings, currency and localized titles", () => {
    for (const id of EDITIONS) {
      expect(editions[id].defaultPaymentType).toBe(13);
      expect(editions[id].currency).toBe("EUR");
      expect(editions[id].paymentTypeNames.paypal).toBe("PayPal");
      expect(editions[id].contactSender.endsWith(`@${editions[id].domain}`)).toBe(true);
      expect(editions[id].contactRecipient.endsWith(`@${editions[id].domain}`)).toBe(true);
    }
    expect(editions.de.paymentTypeNames.sepa).toBe("Überweisung (SEPA)");
    expect(editions.de.popularCategoryTitles).toEqual({ iphone: "iPhone verkaufen", ipad: "iPad verkaufen" });
    expect(editions.fr.popularCategoryTitles.iphone).toBe("Vendre son iPhone");
  });

  it("every zipExample matches its own zipRegex", () => {
    for (const id of EDITIONS) expect(editions[id].zipRegex.test(editions[id].zipExample), id).toBe(true);
  });
});

describe("constants", () => {
  it("matches spec §9", () => {
    expect(B2B_TRADE_CAP_EUR).toBe(5000);
    expect(DEFAULT_PAYMENT_TYPE).toBe(13);
    expect(PAYPAL_PAYMENT_METHOD_CODE).toBe("2");
    expect(LOCALE_COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(CLIENT_ID_COOKIE_MAX_AGE_S).toBe(31536000);
    expect(RELOAD_GUARD_MS).toBe(10000);
    expect(CONSENT_CHECK_DELAY_MS).toBe(1000);
    expect(TOAST_DELAY_MS).toBe(5000);
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(SWIPE_THRESHOLD_PX).toBe(40);
    expect(CACHE_INTERVAL_MS).toBe(36_000_000);
    expect(MARKETING_PARAMETERS).toEqual([
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
    ]);
  });

  it("paymentMethodFromCode: '2' is paypal, anything else sepa", () => {
    expect(paymentMethodFromCode("2")).toBe("paypal");
    for (const code of ["1", "13", "", " 2", "20", "paypal"]) expect(paymentMethodFromCode(code), code).toBe("sepa");
  });
});

describe("checkEditions", () => {
  it("passes on the registry and returns it", () => {
    expect(checkEditions()).toBe(editions);
    expect(() => checkEditions(editions)).not.toThrow();
    expect(() => checkEditions(brokenCopy(() => {}))).not.toThrow();
  });

  /** Removes the field (or, in place of a whole edition's patch, the edition). */
  const DROP = Symbol("drop");
  type Patch = Record<string, unknown>;
  /** Per edition, the fields to set or drop; an edition not in the registry starts as a copy of "de". */
  function breaking(patches: Record<string, Patch | typeof DROP>) {
    return (r: Record<string, Record<string, unknown>>) => {
      for (const [id, patch] of Object.entries(patches)) {
        if (patch === DROP) {
          delete r[id];
          continue;
        }
        const edition = { ...(r[id] ?? r.de!), ...patch };
        for (const [field, value] of Object.entries(patch)) if (value === DROP) delete edition[field];
        r[id] = edition;
      }
    };
  }
  const cases: Array<[string, Record<string, Patch | typeof DROP>, RegExp]> = [
    ["a missing field", { fr: { zipExample: DROP } }, /edition "fr", field "zipExample"/],
    ["a non-RegExp zipRegex", { it: { zipRegex: "^\\d{5}$" } }, /edition "it", field "zipRegex": must be a RegExp/],
    ["a global zipRegex", { de: { zipRegex: /^\d{5}$/g } }, /edition "de", field "zipRegex": must not use the g or y flag/],
    ["an unanchored zipRegex", { es: { zipRegex: /\d{5}/ } }, /edition "es", field "zipRegex": must be anchored/],
    ["a zipExample not matching", { at: { zipExample: "10115" } }, /edition "at", field "zipExample"/],
    [
      "a wrong index name",
      { es: { searchIndexes: { devices: "devices-de", manufacturers: "manufacturers-es" } } },
      /edition "es", field "searchIndexes.devices": must be "devices-es"/,
    ],
    [
      "a second b2b edition",
      { at: { features: { ...editions.at.features, b2b: true }, b2bPartnerContact: "b2b@sellback.at" } },
      /features\.b2b" must be on in exactly one edition, found 2 \(de, at\)/,
    ],
    [
      "no b2b edition",
      { de: { features: { ...editions.de.features, b2b: false }, b2bPartnerContact: null } },
      /exactly one edition, found 0/,
    ],
    [
      "b2b contact without b2b",
      { it: { b2bPartnerContact: "b2b@sellback.it" } },
      /edition "it", field "b2bPartnerContact": must be set exactly when/,
    ],
    [
      "a contact on another domain",
      { fr: { contactRecipient: "service@sellback.de" } },
      /edition "fr", field "contactRecipient": must be an address on sellback.fr/,
    ],
    ["a bad e-mail", { de: { contactSender: "not-an-address" } }, /edition "de", field "contactSender"/],
    [
      "a wrong carrier height",
      { de: { footerCarrier: { name: "DHL", height: 36 } } },
      /edition "de", field "footerCarrier.height": DHL logo height must be 20/,
    ],
    ["a wrong payment type", { en: { defaultPaymentType: 12 } }, /edition "en", field "defaultPaymentType"/],
    ["a mismatched id", { es: { id: "fr" } }, /edition "es", field "id": must equal the registry key/],
    ["a missing edition", { it: DROP }, /edition "it" is missing/],
    ["an extra edition", { nl: {} }, /edition "nl" is not one of/],
    ["an unknown field", { de: { colour: "red" } }, /edition "de", field "\(edition\)".*colour/],
    ["a non-https shop URL", { at: { buyShopUrl: "http://shop.sellback.at" } }, /edition "at", field "buyShopUrl"/],
    ["an invalid locale code", { fr: { localeCode: "fr_FR!" } }, /edition "fr", field "localeCode"/],
    ["a duplicate domain", { at: { domain: "sellback.de" } }, /edition "at", field "domain": "sellback.de" is also used by edition "de"/],
  ];

  it.each(cases)("throws on %s, naming edition and field", (_name, patches, message) => {
    const broken = brokenCopy(breaking(patches));
    expect(() => checkEditions(broken)).toThrow(EditionConfigError);
    expect(() => checkEditions(broken)).toThrow(message);
  });

  it("does not mutate the real registry when a copy is broken", () => {
    brokenCopy((r) => {
      r.de!.zipExample = "x";
    });
    expect(editions.de.zipExample).toBe("10115");
  });

  it("rejects a non-object registry", () => {
    expect(() => checkEditions(null)).toThrow(/registry must be an object/);
  });
});
