/**
 * The questions the offer page's tests share (the form, the running price): display with
 * percentages, accessories with amounts, and an activation lock that can refuse an offer. Answer
 * ids are the question's id times ten plus 0 or 1.
 */
import { question } from "../../../tests/helpers/questions.ts";

export const offerQuestions = [
  question(1, "display", "Display?", [
    [10, "display_ok", "Flawless", 1],
    [11, "display_scratches", "Scratches", 0.85],
  ]),
  question(2, "accessories", "Complete?", [
    [20, "accessories_ok", "Yes", { kind: "deduction", cents: 0 }],
    [21, "accessories_missing", "No", { kind: "deduction", cents: 1027 }],
  ]),
  question(3, "lock", "Activation lock?", [
    [30, "lock_removed", "Removed", 1],
    [31, "lock_active", "Active", { kind: "noOffer", reason: "Remove the lock first." }],
  ]),
];
