/**
 * Question fixtures for the pricing tests (offer pricing, inspection re-pricing, the offer form):
 * a question is its id, code and text with its answers as `[id, code, text, effect]`, a bare
 * number as the effect being a price multiplier; `answerIds(11, 22)` picks answers by id, the
 * question's id being the answer's id over ten.
 */
import type { AnswerView, QuestionView } from "../../core/catalog/index.ts";

export type AnswerSpec = [id: number, code: string, text: string, effect: AnswerView["effect"] | number];

export const question = (id: number, code: string, text: string, answers: AnswerSpec[]): QuestionView => ({
  id,
  code,
  question: text,
  description: "",
  answers: answers.map(([answerId, answerCode, answerText, effect]) => ({
    id: answerId,
    code: answerCode,
    text: answerText,
    help: "",
    effect: typeof effect === "number" ? { kind: "multiplier", value: effect } : effect,
  })),
});

export const answerIds = (...ids: number[]) => ids.map((answerId) => ({ questionId: Math.floor(answerId / 10), answerId }));
