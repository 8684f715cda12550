/**
 * The quote page's parts (decision 0124): the summary (money in named parts), the table of priced
 * rows, the rows that ask the seller to pick one of the top candidates (a radio group per row,
 * labelled with what the seller wrote, a form post each, keyboard only works), and the rows priced
 * by us on request.
 */
import { Form } from "react-router";
import type { QuoteRowView, QuoteView } from "../../../core/b2b-quote/index.ts";
import { BUSINESS_VOLUME_MIN_UNITS } from "../../../core/editions/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { confidenceShare, confidenceWord } from "./confidence.ts";
import { inputText, type QuoteParts } from "./quote-parts.ts";

/** "likely match (72 %)": the word first, the figure beside it. */
export function useConfidence() {
  const t = useT();
  const f = useFormat();
  return (confidence: number | null) =>
    confidence === null
      ? ""
      : t("business.seller.confidence.withPercent", {
          word: t(`business.seller.confidence.${confidenceWord(confidence)}`),
          percent: f.percent(Math.round(confidenceShare(confidence) * 100)),
        });
}

/** A row whose device the seller picked (the quote's `matchedBy`): no score then, their choice. */
const chosenBySeller = (row: QuoteRowView) => row.matchedBy === "seller";

export function QuoteSummary({ view, parts }: { view: QuoteView; parts: QuoteParts }) {
  const t = useT();
  const f = useFormat();
  return (
    <section className="business-summary" aria-labelledby="business-summary-heading">
      <h2 id="business-summary-heading">{t("business.seller.summary.heading")}</h2>
      <p className="business-summary__total">
        <span>{t("business.seller.summary.total")}</span> <strong data-testid="quote-total">{f.money(parts.totalCents)}</strong>
      </p>
      <dl className="business-summary__parts">
        <div>
          <dt>{t("business.seller.summary.units")}</dt>
          <dd data-testid="quote-units">{f.number(view.unitCount)}</dd>
        </div>
        <div>
          <dt>{t("business.seller.summary.prices")}</dt>
          <dd>{f.money(parts.gradeCents)}</dd>
        </div>
        <div>
          <dt>
            {view.volume && view.volume.percent > 0
              ? t("business.seller.summary.volume", { percent: f.percent(view.volume.percent), units: view.volume.units })
              : t("business.seller.summary.noVolume", { units: BUSINESS_VOLUME_MIN_UNITS })}
          </dt>
          <dd>{f.money(parts.bonusCents)}</dd>
        </div>
      </dl>
      {parts.ask.length ? (
        <p className="business-summary__note business-summary__note--ask">
          <a href="#business-ask-heading">{t("business.seller.summary.ask", { count: parts.ask.length })}</a>
        </p>
      ) : null}
      {parts.unpriced.length ? (
        <p className="business-summary__note">
          <a href="#business-unpriced-heading">{t("business.seller.summary.unpriced", { count: parts.unpriced.length })}</a>
        </p>
      ) : null}
      {view.state === "open" ? (
        <p className="business-summary__to-accept">
          <a href="#business-accept-heading">{t("business.seller.summary.toAccept")}</a>
        </p>
      ) : null}
    </section>
  );
}

/** One row's identifier problem (a foreign IMEI check digit, a malformed serial), or nothing. */
function IdentifierProblem({ row }: { row: QuoteRowView }) {
  const t = useT();
  if (!row.identifierProblem) return null;
  return (
    <p className="business-row-problem" data-testid={`row-${row.row}-identifier`}>
      {t(`business.seller.identifier.${row.identifierProblem}`, { value: row.input.imei ?? row.input.serial ?? "" })}
    </p>
  );
}

/** The rows with a device and a price (and, marked, those waiting for a choice), on a phone as stacked cards. */
export function QuoteRows({ rows }: { rows: QuoteRowView[] }) {
  const t = useT();
  const f = useFormat();
  const confidence = useConfidence();
  const col = (k: string) => t(`business.seller.rows.col.${k}`);
  return (
    <section className="business-rows" aria-labelledby="business-rows-heading">
      <h2 id="business-rows-heading">{t("business.seller.rows.heading")}</h2>
      <div className="business-table-wrap">
        <table className="business-table">
          <caption className="visually-hidden">{t("business.seller.rows.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{col("row")}</th>
              <th scope="col">{col("input")}</th>
              <th scope="col">{col("device")}</th>
              <th scope="col">{col("grade")}</th>
              <th scope="col" className="num">
                {col("quantity")}
              </th>
              <th scope="col" className="num">
                {col("unitPrice")}
              </th>
              <th scope="col" className="num">
                {col("total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row} id={`row-${row.row}`} data-testid={`quote-row-${row.row}`} className={`business-row--${row.status}`}>
                <td data-label={col("row")}>{f.number(row.row)}</td>
                <td data-label={col("input")}>
                  <div>
                    {inputText(row)}
                    <IdentifierProblem row={row} />
                  </div>
                </td>
                <td data-label={col("device")} className="business-table__device">
                  {row.status === "ask" ? (
                    <a href={`#pick-${row.row}`} className="business-ask-link">
                      {t("business.seller.rows.ask")}
                    </a>
                  ) : (
                    <div>
                      <span className="business-device">{row.name}</span>
                      {chosenBySeller(row) ? (
                        <span className="business-confidence">{t("business.seller.confidence.chosen")}</span>
                      ) : row.confidence !== null ? (
                        <span className="business-confidence">{confidence(row.confidence)}</span>
                      ) : null}
                    </div>
                  )}
                </td>
                <td data-label={col("grade")}>{row.grade}</td>
                <td data-label={col("quantity")} className="num">
                  {f.number(row.quantity)}
                </td>
                <td data-label={col("unitPrice")} className="num">
                  {row.unitPriceCents !== null ? f.money(row.unitPriceCents) : "–"}
                </td>
                <td data-label={col("total")} className="num">
                  {row.totalCents !== null ? <strong>{f.money(row.totalCents)}</strong> : "–"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The rows that ask: for each, its top candidates as radios (none preselected: we never guess) and
 * a button that posts the choice. `error` is a row's refused choice (a message key).
 */
export function AskRows({
  rows,
  csrf,
  open,
  error,
}: {
  rows: QuoteRowView[];
  csrf: string;
  open: boolean;
  error: { row: number; message: string } | null;
}) {
  const t = useT();
  const confidence = useConfidence();
  if (!rows.length) return null;
  return (
    <section className="business-ask" aria-labelledby="business-ask-heading">
      <h2 id="business-ask-heading">{t("business.seller.ask.heading")}</h2>
      <p>{t("business.seller.ask.intro")}</p>
      {rows.map((row) => {
        const input = inputText(row);
        const failed = error?.row === row.row ? error.message : null;
        return (
          <Form method="post" key={row.row} className="business-ask__row" id={`pick-${row.row}`} preventScrollReset>
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="row" value={row.row} />
            <fieldset aria-describedby={failed ? `pick-${row.row}-error` : undefined}>
              <legend>{t("business.seller.ask.legend", { row: row.row, input })}</legend>
              <p className="form-hint">{t("business.seller.ask.quantity", { count: row.quantity, grade: row.grade })}</p>
              <IdentifierProblem row={row} />
              {failed ? (
                <p className="field-error" id={`pick-${row.row}-error`}>
                  {t(failed)}
                </p>
              ) : null}
              {row.candidates.slice(0, 3).map((c) => (
                <div className="choice" key={c.deviceId}>
                  <input type="radio" id={`pick-${row.row}-${c.deviceId}`} name="deviceId" value={c.deviceId} required disabled={!open} />
                  <label htmlFor={`pick-${row.row}-${c.deviceId}`}>
                    {c.name} <span className="business-confidence">{confidence(c.confidence)}</span>
                  </label>
                </div>
              ))}
            </fieldset>
            <button type="submit" name="intent" value="pick" disabled={!open}>
              {t("business.seller.ask.submit", { row: row.row })}
            </button>
          </Form>
        );
      })}
      <p className="form-hint">{t("business.seller.ask.noneFits")}</p>
    </section>
  );
}

/** Rows no catalog device fits: listed, not bought; our team prices them on request. */
export function UnpricedRows({ rows }: { rows: QuoteRowView[] }) {
  const t = useT();
  if (!rows.length) return null;
  return (
    <section className="business-unpriced" aria-labelledby="business-unpriced-heading">
      <h2 id="business-unpriced-heading">{t("business.seller.unpriced.heading")}</h2>
      <p>{t("business.seller.unpriced.intro")}</p>
      <ul className="business-unpriced__list">
        {rows.map((row) => (
          <li key={row.row} id={`row-${row.row}`} data-testid={`unpriced-row-${row.row}`}>
            {t("business.seller.unpriced.row", { row: row.row, input: inputText(row), count: row.quantity, grade: row.grade })}
            <IdentifierProblem row={row} />
          </li>
        ))}
      </ul>
    </section>
  );
}
