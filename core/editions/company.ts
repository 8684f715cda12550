/**
 * The company facts each edition publishes (legal notice, terms, privacy and press pages, the mail
 * footer, the guarantees beside the offer): one place per edition (decision 0034).
 *
 * The defaults below are development placeholders, marked "(Platzhalter)" / "(placeholder)" …; the server
 * overrides them from the JSON file named by COMPANY_FACTS_FILE (server/config/company.server.ts) and
 * refuses to start in production while any fact an edition uses is still its placeholder.
 * Pure: the server calls configureCompanyFacts once at start; everything else reads
 * companyFacts(edition).
 */
import type { EditionId } from "./config.ts";

export interface CompanyFacts {
  /** The operator's registered name, legal form included ("Sellback GmbH"). */
  name: string;
  /** The legal form spelled out ("Gesellschaft mit beschränkter Haftung"). */
  legalForm: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** Managing directors (or the president / sole administrator), as printed. */
  managingDirectors: string;
  /** The customer service phone number as printed, with its hours. */
  phone: string;
  email: string;
  privacyEmail: string;
  pressEmail: string;
  /** Register court (or registry) as printed, e.g. "Amtsgericht Berlin-Charlottenburg". */
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  /** Share capital as printed where the law asks for it (fr, it, es); "" where not used. */
  shareCapital: string;
  /** Certified e-mail (Italy's PEC); "" where not used. */
  pec: string;
  /** The trade supervisory authority as printed (name and address). */
  supervisoryAuthority: string;
  /** The data protection authority responsible for the operator (name and address). */
  dataProtectionAuthority: string;
  /** Who checks IMEIs and serial numbers against lost-and-stolen registers (name, seat). */
  imeiCheckProvider: string;
  /** The amount each parcel with our label is insured for, in cents. */
  insuredShippingCents: number;
  /**
   * Working days from a passed inspection (or an accepted new offer) to the payout order; never
   * fewer than the payout schedule can keep (server/config/company.server.ts, decision 0110).
   */
  payoutDays: number;
}

export const COMPANY_FACT_KEYS = [
  "name",
  "legalForm",
  "street",
  "postalCode",
  "city",
  "country",
  "managingDirectors",
  "phone",
  "email",
  "privacyEmail",
  "pressEmail",
  "registerCourt",
  "registerNumber",
  "vatId",
  "shareCapital",
  "pec",
  "supervisoryAuthority",
  "dataProtectionAuthority",
  "imeiCheckProvider",
  "insuredShippingCents",
  "payoutDays",
] as const satisfies readonly (keyof CompanyFacts)[];

/** The string facts that must be real in production (numbers have real defaults). */
export type CompanyTextFact = Exclude<keyof CompanyFacts, "insuredShippingCents" | "payoutDays">;

const germanParent: CompanyFacts = {
  name: "Sellback GmbH",
  legalForm: "Gesellschaft mit beschränkter Haftung",
  street: "Musterstraße 1 (Platzhalter)",
  postalCode: "10115",
  city: "Berlin",
  country: "Deutschland",
  managingDirectors: "Vorname Nachname (Platzhalter)",
  phone: "+49 30 0000000 (Platzhalter)",
  email: "service@sellback.de",
  privacyEmail: "datenschutz@sellback.de",
  pressEmail: "presse@sellback.de",
  registerCourt: "Amtsgericht Berlin-Charlottenburg",
  registerNumber: "HRB 000000 B (Platzhalter)",
  vatId: "DE000000000 (Platzhalter)",
  shareCapital: "",
  pec: "",
  supervisoryAuthority: "Bezirksamt Mitte von Berlin, Ordnungsamt (Platzhalter)",
  dataProtectionAuthority: "Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin",
  imeiCheckProvider: "IMEI-Prüfdienst (Platzhalter)",
  insuredShippingCents: 250_000,
  // the payout schedule proposes runs on every working day (core/payout/schedule.ts, decision 0110)
  payoutDays: 1,
};

/** Development placeholders per edition: what an unconfigured development shop shows. */
export const DEV_COMPANY_FACTS: Readonly<Record<EditionId, CompanyFacts>> = {
  de: germanParent,
  en: {
    ...germanParent,
    country: "Germany",
    legalForm: "private limited company (GmbH) under German law",
    managingDirectors: "First Last (placeholder)",
    street: "Musterstraße 1 (placeholder)",
    phone: "+49 30 0000000 (placeholder)",
    email: "service@sellback.com",
    privacyEmail: "privacy@sellback.com",
    pressEmail: "press@sellback.com",
    registerNumber: "HRB 000000 B (placeholder)",
    vatId: "DE000000000 (placeholder)",
    supervisoryAuthority: "Bezirksamt Mitte von Berlin, Ordnungsamt (placeholder)",
    dataProtectionAuthority: "Berlin Commissioner for Data Protection and Freedom of Information, Alt-Moabit 59–61, 10555 Berlin, Germany",
    imeiCheckProvider: "IMEI check service (placeholder)",
  },
  at: {
    ...germanParent,
    name: "Sellback Austria GmbH",
    street: "Mustergasse 1 (Platzhalter)",
    postalCode: "1010",
    city: "Wien",
    country: "Österreich",
    managingDirectors: "Vorname Nachname (Platzhalter)",
    phone: "+43 1 0000000 (Platzhalter)",
    email: "service@sellback.at",
    privacyEmail: "datenschutz@sellback.at",
    pressEmail: "presse@sellback.at",
    registerCourt: "Handelsgericht Wien",
    registerNumber: "FN 000000 a (Platzhalter)",
    vatId: "ATU00000000 (Platzhalter)",
    supervisoryAuthority: "Magistratisches Bezirksamt für den 1. Bezirk, Wien (Platzhalter)",
    dataProtectionAuthority: "Österreichische Datenschutzbehörde, Barichgasse 40–42, 1030 Wien",
  },
  es: {
    ...germanParent,
    name: "Sellback España S.L.",
    legalForm: "sociedad de responsabilidad limitada",
    street: "Calle Ejemplo 1 (provisional)",
    postalCode: "28001",
    city: "Madrid",
    country: "España",
    managingDirectors: "Nombre Apellido (provisional)",
    phone: "+34 900 000 000 (provisional)",
    email: "servicio@sellback.es",
    privacyEmail: "privacidad@sellback.es",
    pressEmail: "prensa@sellback.es",
    registerCourt: "Registro Mercantil de Madrid",
    registerNumber: "hoja M-000000 (provisional)",
    vatId: "ESB00000000 (provisional)",
    shareCapital: "3.000 euros (provisional)",
    supervisoryAuthority: "Dirección General de Consumo de la Comunidad de Madrid (provisional)",
    dataProtectionAuthority: "Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan 6, 28001 Madrid",
    imeiCheckProvider: "servicio de verificación de IMEI (provisional)",
  },
  fr: {
    ...germanParent,
    name: "Sellback France SAS",
    legalForm: "société par actions simplifiée",
    street: "1 rue de l'Exemple (provisoire)",
    postalCode: "75002",
    city: "Paris",
    country: "France",
    managingDirectors: "Prénom Nom (provisoire)",
    phone: "+33 1 00 00 00 00 (provisoire)",
    email: "service@sellback.fr",
    privacyEmail: "confidentialite@sellback.fr",
    pressEmail: "presse@sellback.fr",
    registerCourt: "RCS Paris",
    registerNumber: "000 000 000 (provisoire)",
    vatId: "FR00000000000 (provisoire)",
    shareCapital: "50 000 euros (provisoire)",
    supervisoryAuthority: "Préfecture de police de Paris (provisoire)",
    dataProtectionAuthority: "Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, 75007 Paris",
    imeiCheckProvider: "service de vérification IMEI (provisoire)",
  },
  it: {
    ...germanParent,
    name: "Sellback Italia S.r.l.",
    legalForm: "società a responsabilità limitata",
    street: "Via Esempio 1 (provvisorio)",
    postalCode: "20121",
    city: "Milano",
    country: "Italia",
    managingDirectors: "Nome Cognome (provvisorio)",
    phone: "+39 02 0000 0000 (provvisorio)",
    email: "assistenza@sellback.it",
    privacyEmail: "privacy@sellback.it",
    pressEmail: "stampa@sellback.it",
    registerCourt: "Registro delle Imprese di Milano Monza Brianza Lodi",
    registerNumber: "REA MI-0000000 (provvisorio)",
    vatId: "IT00000000000 (provvisorio)",
    shareCapital: "10.000 euro (provvisorio)",
    pec: "sellbackitalia@pec.example (provvisorio)",
    supervisoryAuthority: "Questura di Milano (provvisorio)",
    dataProtectionAuthority: "Garante per la protezione dei dati personali, Piazza Venezia 11, 00187 Roma",
    imeiCheckProvider: "servizio di verifica IMEI (provvisorio)",
  },
};

/** What COMPANY_FACTS_FILE may set: per edition, any subset of the facts. */
export type CompanyFactsOverrides = Partial<Record<EditionId, Partial<CompanyFacts>>>;

let configured: CompanyFactsOverrides = {};

/** Sets the configured facts (the server, once at start; tests may call it with {} to reset). */
export function configureCompanyFacts(overrides: CompanyFactsOverrides): void {
  configured = overrides;
}

/** The facts an edition publishes: the configured values over the development placeholders. */
export function companyFacts(edition: EditionId): CompanyFacts {
  return { ...DEV_COMPANY_FACTS[edition], ...configured[edition] };
}

/** The group's parent company (the German operator), named on the other editions' pages. */
export function parentCompanyFacts(): CompanyFacts {
  return companyFacts("de");
}

/** The mark every development placeholder carries, in each language. */
export const PLACEHOLDER_MARK = /\((Platzhalter|placeholder|provisional|provisoire|provvisorio)\)/;

/**
 * The text facts of an edition that are still development placeholders (they carry
 * PLACEHOLDER_MARK): production refuses to start while there is any.
 */
export function placeholderFacts(edition: EditionId, overrides: CompanyFactsOverrides): CompanyTextFact[] {
  const facts: CompanyFacts = { ...DEV_COMPANY_FACTS[edition], ...overrides[edition] };
  return COMPANY_FACT_KEYS.filter((k): k is CompanyTextFact => typeof facts[k] === "string" && PLACEHOLDER_MARK.test(facts[k] as string));
}

/** The postal address on one line: "Musterstraße 1, 10115 Berlin, Deutschland". */
export function companyAddress(facts: CompanyFacts): string {
  return `${facts.street}, ${facts.postalCode} ${facts.city}, ${facts.country}`;
}
