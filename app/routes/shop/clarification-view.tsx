/**
 * The clarification pages' views (decision 0026): per device the findings and photos, old vs new
 * price line by line (the offer's breakdown), and two plain forms (accept / send back), so the
 * page works without JavaScript and by keyboard; the quick-answer confirmation; the thank-you view.
 */
import { findingLine } from "../../../core/clarification/index.ts";
import { editions } from "../../../core/editions/index.ts";
import type { PageClarification } from "./clarification.server.ts";
import { useEdition, useFormat, useT } from "../../i18n/i18n.tsx";
import { effectText, percentFormat } from "../../features/offer/breakdown.ts";
import { AlertLine } from "../../ui/alert-line.tsx";
import { type SelfTestBesideData, SelfTestInClarification } from "../../features/self-test/self-test-beside.tsx";

type Device = PageClarification["devices"][number];
type Offer = NonNullable<Device["oldOffer"]>;

function useEffect() {
  const t = useT();
  const { money } = useFormat();
  const edition = useEdition();
  return { t, money, percent: percentFormat(editions[edition].localeCode) };
}

/** Old and new price, line by line: base price, each answer with its effect, the result. Changed lines stand out. */
function PriceComparison({ device, idPrefix }: { device: Device; idPrefix: string }) {
  const f = useEffect();
  const { t, money } = f;
  const oldOffer = device.oldOffer;
  const newOffer = device.newOffer;
  const questions = new Map<number, { old?: Offer["breakdown"]["lines"][number]; new?: Offer["breakdown"]["lines"][number] }>();
  for (const l of oldOffer?.breakdown.lines ?? []) questions.set(l.questionId, { old: l });
  for (const l of newOffer?.breakdown.lines ?? []) questions.set(l.questionId, { ...questions.get(l.questionId), new: l });
  const cell = (line: Offer["breakdown"]["lines"][number] | undefined) =>
    line ? (
      <>
        {line.answer}
        <br />
        <span className="clarification__effect">{effectText(line.effect, line.deltaCents, f)}</span>
      </>
    ) : (
      "–"
    );
  return (
    <div className="table-scroll" role="region" aria-labelledby={`${idPrefix}-compare`} tabIndex={0}>
      <table className="clarification__compare">
        <caption id={`${idPrefix}-compare`}>{t("clarification.page.compare")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("offer.breakdown.item")}</th>
            <th scope="col">{t("clarification.page.yourOffer")}</th>
            <th scope="col">{t("clarification.page.newOffer")}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t("offer.breakdown.base")}</th>
            <td>{oldOffer ? money(oldOffer.breakdown.basePriceCents) : "–"}</td>
            <td>{newOffer ? money(newOffer.breakdown.basePriceCents) : "–"}</td>
          </tr>
          {[...questions.values()].map((q) => {
            const changed = q.old?.answerId !== q.new?.answerId && Boolean(newOffer);
            const label = (q.old ?? q.new)!.question;
            return (
              <tr key={(q.old ?? q.new)!.questionId} className={changed ? "changed" : undefined}>
                <th scope="row">
                  {label}
                  {changed ? <span className="clarification__changed"> ({t("clarification.page.changed")})</span> : null}
                </th>
                <td>{cell(q.old)}</td>
                <td>{newOffer ? cell(q.new) : "–"}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("clarification.page.price")}</th>
            <td data-testid="old-price">{oldOffer ? money(oldOffer.totalCents) : "–"}</td>
            <td data-testid="new-price">
              <strong>{newOffer ? money(newOffer.totalCents) : t("clarification.page.noOffer")}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Findings({ device, idPrefix, selfTest }: { device: Device; idPrefix: string; selfTest?: SelfTestBesideData | undefined }) {
  const t = useT();
  const { findings } = device;
  const lines = (findings.answers ?? []).map(findingLine).filter((l): l is string => Boolean(l));
  return (
    <section aria-labelledby={`${idPrefix}-findings`} className="clarification__findings">
      <h3 id={`${idPrefix}-findings`}>{t("clarification.page.findings")}</h3>
      {findings.noOfferReason ? <p>{findings.noOfferReason}</p> : null}
      {lines.length ? (
        <ul className="clarification__finding-list" data-testid="finding-texts">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      {selfTest ? <SelfTestInClarification data={selfTest} idPrefix={idPrefix} /> : null}
      {findings.notes ? (
        <figure className="clarification__inspector-words" data-testid="finding-notes">
          <figcaption>{t("clarification.page.inspectorWords")}</figcaption>
          <blockquote>
            <p>{findings.notes}</p>
          </blockquote>
        </figure>
      ) : null}
      {findings.photos.length ? (
        <ul className="clarification__photos">
          {findings.photos.map((photo, i) => (
            <li key={photo.url}>
              <a href={photo.url}>
                <img
                  src={photo.thumbUrl}
                  alt={t("clarification.page.photoAlt", { n: i + 1, device: device.deviceName })}
                  width={240}
                  height={180}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The two answers for one device: each its own form (no JavaScript needed). */
function AnswerForms({ device, csrf, action }: { device: Device; csrf: string; action?: string }) {
  const t = useT();
  const { money } = useFormat();
  const offer = device.newOffer!;
  const answerForm = (answer: "accept" | "return", buttonClass: string, label: string) => (
    <form method="post" action={action}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="offerId" value={offer.offerId} />
      <input type="hidden" name="answer" value={answer} />
      <button type="submit" className={buttonClass}>
        {label}
      </button>
    </form>
  );
  return (
    <div className="clarification__answers">
      {answerForm("accept", "button", t("clarification.page.accept", { price: money(offer.totalCents) }))}
      {answerForm("return", "button secondary", t("clarification.page.return"))}
    </div>
  );
}

function AnswerState({ device }: { device: Device }) {
  const t = useT();
  const { money } = useFormat();
  if (device.answer === "accept" && device.newOffer) {
    return (
      <p className="notice success" data-testid="device-outcome">
        {t("clarification.page.accepted", { price: money(device.newOffer.totalCents) })}
      </p>
    );
  }
  return (
    <p className="notice" data-testid="device-outcome">
      {device.newOffer ? t("clarification.page.returned") : t("clarification.page.noOfferReturn")}
    </p>
  );
}

function Deadline({ deadline }: { deadline: string }) {
  const t = useT();
  const { date } = useFormat();
  // The deadline is the first instant after the last day: show that last day.
  const lastDay = new Date(new Date(deadline).getTime() - 1).toISOString();
  return (
    <p className="lead" data-testid="deadline">
      {t("clarification.page.deadline")} <time dateTime={deadline}>{date(lastDay)}</time>
    </p>
  );
}

/**
 * "Accept all new prices" (decision 0119): one form that accepts every device still open at its new
 * offer; devices without an offer go back either way. Shown while two or more devices are open.
 */
function AcceptAll({ clarification, csrf }: { clarification: PageClarification; csrf: string }) {
  const t = useT();
  const { money } = useFormat();
  const open = clarification.devices.filter((d) => d.answer === null && d.newOffer);
  if (open.length < 2) return null;
  const total = money(open.reduce((sum, d) => sum + d.newOffer!.totalCents, 0));
  return (
    <section className="clarification__device clarification__accept-all" aria-labelledby="accept-all-heading" data-testid="accept-all">
      <h2 id="accept-all-heading">{t("clarification.acceptAll.heading")}</h2>
      <p>{t("clarification.acceptAll.text", { count: open.length, total })}</p>
      <form method="post">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="acceptAll" />
        <button type="submit" className="button">
          {t("clarification.acceptAll.button", { total })}
        </button>
      </form>
      <p>{t("clarification.acceptAll.or")}</p>
    </section>
  );
}

export function ClarificationDevices({
  clarification,
  csrf,
  error,
  selfTests,
}: {
  clarification: PageClarification;
  csrf: string;
  error: string | null;
  /** The seller's passed self-test beside the findings, by device (decision 0125). */
  selfTests?: Record<number, SelfTestBesideData>;
}) {
  const t = useT();
  return (
    <div className="page clarification">
      <h1>{t("page.clarification.heading")}</h1>
      <p>{t("clarification.page.intro", { tradeNumber: clarification.tradeNumber })}</p>
      <Deadline deadline={clarification.deadline} />
      <AlertLine>{error}</AlertLine>
      <AcceptAll clarification={clarification} csrf={csrf} />
      {clarification.devices.map((device) => {
        const idPrefix = `device-${device.itemId}`;
        return (
          <article
            key={device.itemId}
            className="clarification__device"
            aria-labelledby={idPrefix}
            data-testid="clarification-device"
            id={device.newOffer ? `answered-${device.newOffer.offerId}` : undefined}
          >
            <h2 id={idPrefix}>{device.deviceName}</h2>
            <Findings device={device} idPrefix={idPrefix} selfTest={selfTests?.[device.itemId]} />
            <PriceComparison device={device} idPrefix={idPrefix} />
            {device.answer === null && device.newOffer ? <AnswerForms device={device} csrf={csrf} /> : <AnswerState device={device} />}
          </article>
        );
      })}
    </div>
  );
}

export function QuickAnswer(props: {
  clarification: PageClarification;
  offerId: string;
  csrf: string;
  mainPath: string;
  error: string | null;
  /** The seller's passed self-test beside the findings, by device (decision 0125). */
  selfTests?: Record<number, SelfTestBesideData>;
}) {
  const t = useT();
  const { money } = useFormat();
  const device = props.clarification.devices.find((d) => d.newOffer?.offerId === props.offerId)!;
  const price = money(device.newOffer!.totalCents);
  return (
    <div className="page clarification">
      <h1>{t("page.clarificationQuickAnswer.heading")}</h1>
      <Deadline deadline={props.clarification.deadline} />
      <AlertLine>{props.error}</AlertLine>
      <article className="clarification__device" aria-labelledby="quick-device" data-testid="clarification-device">
        <h2 id="quick-device">{device.deviceName}</h2>
        <Findings device={device} idPrefix="quick" selfTest={props.selfTests?.[device.itemId]} />
        <PriceComparison device={device} idPrefix="quick" />
        {device.answer === null ? (
          <>
            <p>{t("clarification.page.quickQuestion", { price, device: device.deviceName })}</p>
            <AnswerForms device={device} csrf={props.csrf} />
          </>
        ) : (
          <AnswerState device={device} />
        )}
      </article>
      <p>
        <a href={props.mainPath}>{t("clarification.page.allDevices")}</a>
      </p>
    </div>
  );
}

export function ClarificationDone({ clarification }: { clarification: PageClarification }) {
  const t = useT();
  return (
    <div className="page clarification">
      <h1>{t("clarification.page.doneHeading")}</h1>
      <p className="lead" role="status">
        {t("clarification.page.doneIntro")}
      </p>
      <ul className="clarification__outcome">
        {clarification.devices.map((device) => (
          <li key={device.itemId}>
            <strong>{device.deviceName}</strong>: <AnswerState device={device} />
          </li>
        ))}
      </ul>
    </div>
  );
}
