/** The offer as the device page shows it: core/offer's view (types only, no server code). */
export type { OfferView as PageOffer, OfferLine as OfferBreakdownLine } from "../../../core/offer/index.ts";
export type OfferEffect = import("../../../core/offer/index.ts").OfferLine["effect"];

/** What the condition form needs of a device's questions (core/catalog QuestionView). */
export interface FormQuestion {
  id: number;
  code: string;
  question: string;
  description: string;
  /** Each answer with its effect on the price (shown next to it, decision 0029). */
  answers: { id: number; code: string; text: string; help: string; effect: OfferEffect }[];
}

/** Per question id: the chosen answer id (what the form shows checked). */
export type FormValues = Record<string, string>;
/** Per question id: the message key of its error. */
export type FormErrors = Record<string, string>;
