/**
 * Contact subjects (spec §3): ten per edition, in this order. The key is what the contact API
 * accepts (`POST /api/contact {subject}`); the label is shown in the edition's language.
 */
import { editions, type EditionId, type MessagesLocale } from "./config.ts";

export const CONTACT_SUBJECT_KEYS = [
  "dataChange",
  "returnQuestions",
  "paymentQuestions",
  "purchaseProcess",
  "orderCancellation",
  "topicNotListed",
  "deviceNotListed",
  "newOfferQuestions",
  "orderStatus",
  "customerAccount",
] as const;
export type ContactSubjectKey = (typeof CONTACT_SUBJECT_KEYS)[number];

export interface ContactSubject {
  readonly key: ContactSubjectKey;
  readonly label: string;
}

const de = {
  dataChange: "Datenänderung oder Dokumentenanforderung",
  returnQuestions: "Fragen zur Rücksendung",
  paymentQuestions: "Fragen zur Auszahlung",
  purchaseProcess: "Fragen zum Verkaufsablauf",
  orderCancellation: "Stornierung eines Verkaufs",
  topicNotListed: "Mein Anliegen ist nicht aufgeführt",
  deviceNotListed: "Mein Gerät ist nicht aufgeführt",
  newOfferQuestions: "Fragen zum neuen Angebot",
  orderStatus: "Status meines Verkaufs",
  customerAccount: "Kundenkonto",
} as const satisfies Record<ContactSubjectKey, string>;

export const CONTACT_SUBJECT_LABELS = {
  en: {
    dataChange: "Change of details or document request",
    returnQuestions: "Questions about a return",
    paymentQuestions: "Questions about the payout",
    purchaseProcess: "Questions about the selling process",
    orderCancellation: "Cancelling a trade",
    topicNotListed: "My topic is not listed",
    deviceNotListed: "My device is not listed",
    newOfferQuestions: "Questions about a new offer",
    orderStatus: "Status of my trade",
    customerAccount: "Customer account",
  },
  de,
  // Austrian German uses the same wording for these subjects.
  "de-AT": de,
  es: {
    dataChange: "Cambio de datos o solicitud de documentos",
    returnQuestions: "Preguntas sobre la devolución",
    paymentQuestions: "Preguntas sobre el pago",
    purchaseProcess: "Preguntas sobre el proceso de venta",
    orderCancellation: "Cancelación de una venta",
    topicNotListed: "Mi consulta no aparece en la lista",
    deviceNotListed: "Mi dispositivo no aparece en la lista",
    newOfferQuestions: "Preguntas sobre la nueva oferta",
    orderStatus: "Estado de mi venta",
    customerAccount: "Cuenta de cliente",
  },
  fr: {
    dataChange: "Modification des données ou demande de documents",
    returnQuestions: "Questions sur le retour",
    paymentQuestions: "Questions sur le paiement",
    purchaseProcess: "Questions sur le processus de vente",
    orderCancellation: "Annulation d’une vente",
    topicNotListed: "Mon sujet ne figure pas dans la liste",
    deviceNotListed: "Mon appareil ne figure pas dans la liste",
    newOfferQuestions: "Questions sur la nouvelle offre",
    orderStatus: "Statut de ma vente",
    customerAccount: "Compte client",
  },
  it: {
    dataChange: "Modifica dei dati o richiesta di documenti",
    returnQuestions: "Domande sul reso",
    paymentQuestions: "Domande sul pagamento",
    purchaseProcess: "Domande sulla procedura di vendita",
    orderCancellation: "Annullamento di una vendita",
    topicNotListed: "Il mio argomento non è nell’elenco",
    deviceNotListed: "Il mio dispositivo non è nell’elenco",
    newOfferQuestions: "Domande sulla nuova offerta",
    orderStatus: "Stato della mia vendita",
    customerAccount: "Account cliente",
  },
} as const satisfies Record<MessagesLocale, Record<ContactSubjectKey, string>>;

export function isContactSubjectKey(value: unknown): value is ContactSubjectKey {
  return typeof value === "string" && (CONTACT_SUBJECT_KEYS as readonly string[]).includes(value);
}

/** The edition's label of one subject. */
export function contactSubjectLabel(edition: EditionId, key: ContactSubjectKey): string {
  return CONTACT_SUBJECT_LABELS[editions[edition].messagesLocale][key];
}

/** The edition's ten contact subjects in order, each with its localized label. */
export function contactSubjects(edition: EditionId): ContactSubject[] {
  return CONTACT_SUBJECT_KEYS.map((key) => ({ key, label: contactSubjectLabel(edition, key) }));
}
