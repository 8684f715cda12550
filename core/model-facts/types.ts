/** A model's price over the last 90 days and its open figures (issue 34). */
export interface PriceHistoryView {
  /** Day (YYYY-MM-DD, Berlin) and the price in cents that held at that day's end, oldest first. */
  points: { day: string; cents: number }[];
  fromDay: string;
  toDay: string;
}

export interface ModelFiguresView {
  paidCount: number;
  /** 0–1 */
  atOfferShare: number;
  medianDaysToMoney: number | null;
  topDeduction: { question: string; answer: string; count: number } | null;
  computedAt: string;
}
