/**
 * The payout schedule's pieces of the back office (decision 0110): the "Waiting for payout" panel
 * and the proposed runs on the payouts page, a run's state in words, and the oldest waiting
 * payout on the dashboard's tile. Over the promise is said in words (a badge with text), the
 * colour only repeats it. Times in the operator's zone (the kit's).
 */
import { Form, Link } from "react-router";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { useDateTimeText } from "../../ui/date-time.tsx";

/** One edition and method's waiting payouts (core/payout `payoutsWaiting`). */
export interface WaitingRow {
  edition: string;
  method: string;
  trades: number;
  totalCents: number;
  /** Of those, the ones in a proposed or open run already. */
  inRun: number;
  since: string;
  ageWorkingHours: number;
  promiseWorkingDays: number;
  overPromise: boolean;
}

/** The schedule's next slot: when its next proposal is made (ISO instant) and whether that is today or tomorrow in the operator's zone. */
export interface NextSlot {
  at: string;
  editions: string[];
  day: "today" | "tomorrow" | "later";
}

/** A run's state in words (proposed | open | confirmed). */
export function useRunStateText(): (state: string) => string {
  const t = useT();
  return (state) => (state === "proposed" ? t("backoffice.payoutSchedule.state.proposed") : t(`backoffice.payouts.state.${state}`));
}

/** The badge colour of a run's state (the trade states' colours: waiting, paid). */
export const runBadgeState = (state: string) => (state === "confirmed" ? "paid" : state === "proposed" ? "created" : "payout_pending");

/** "within the promise" / "over the promise" as a badge with its words. */
export function PromiseBadge({ over, testId }: { over: boolean; testId?: string }) {
  const t = useT();
  return (
    <span className="bo-badge" data-promise={over ? "over" : "within"} data-testid={testId}>
      {t(over ? "backoffice.payoutSchedule.waiting.over" : "backoffice.payoutSchedule.waiting.within")}
    </span>
  );
}

/** "48 working hours" / "2 working days": the promise in words. */
export function usePromiseText(): (days: number) => string {
  const t = useT();
  return (days) => t("backoffice.payoutSchedule.waiting.promiseDays", { days });
}

function nextSlotText(t: ReturnType<typeof useT>, dateTime: (iso: string) => string, next: NextSlot): string {
  // "2026-11-30 15:00 MEZ": the date, then the time with its zone
  const [date = "", ...time] = dateTime(next.at).split(" ");
  const day =
    next.day === "today"
      ? t("backoffice.payoutSchedule.next.today")
      : next.day === "tomorrow"
        ? t("backoffice.payoutSchedule.next.tomorrow")
        : t("backoffice.payoutSchedule.next.on", { date });
  return t("backoffice.payoutSchedule.next", { day, time: time.join(" "), editions: next.editions.map((e) => e.toUpperCase()).join(", ") });
}

/** The payouts page's top panel: per edition and method what waits, since when, its age against the promise; the next proposal. */
export function WaitingPanel({ waiting, next }: { waiting: WaitingRow[]; next: NextSlot | null | undefined }) {
  const t = useT();
  const f = useFormat();
  const dateTime = useDateTimeText();
  const promise = usePromiseText();
  const over = waiting.filter((w) => w.overPromise).length;
  return (
    <section className="bo-card bo-waiting" aria-labelledby="payouts-waiting" data-testid="payouts-waiting">
      <div className="bo-waiting-head">
        <h2 id="payouts-waiting">{t("backoffice.payoutSchedule.waiting.heading")}</h2>
        {next !== undefined ? (
          <p className="bo-waiting-next" data-testid="payouts-next">
            {next ? nextSlotText(t, dateTime, next) : t("backoffice.payoutSchedule.next.none")}
          </p>
        ) : null}
      </div>
      <p className="bo-waiting-intro">{t("backoffice.payoutSchedule.waiting.intro")}</p>
      {over > 0 ? (
        <p className="bo-notice bo-notice--warn" data-testid="payouts-over">
          {t("backoffice.payoutSchedule.waiting.overSummary", { groups: over })}
        </p>
      ) : null}
      {waiting.length === 0 ? (
        <p className="bo-empty">{t("backoffice.payoutSchedule.waiting.none")}</p>
      ) : (
        <DataTable
          caption={t("backoffice.payoutSchedule.waiting.caption")}
          stacked
          rows={waiting}
          rowKey={(w) => `${w.edition}-${w.method}`}
          rowAttributes={(w) => ({ "data-testid": `waiting-${w.edition}-${w.method}` })}
          columns={[
            { header: t("backoffice.payoutSchedule.waiting.edition"), rowHeader: true, cell: (w) => w.edition.toUpperCase() },
            { header: t("backoffice.payoutSchedule.waiting.method"), cell: (w) => t(`backoffice.payouts.method.${w.method}`) },
            {
              header: t("backoffice.payoutSchedule.waiting.trades"),
              numeric: true,
              cell: (w) => (
                <>
                  {f.number(w.trades)}
                  {w.inRun > 0 ? <span className="bo-sub">{t("backoffice.payoutSchedule.waiting.inRun", { count: w.inRun })}</span> : null}
                </>
              ),
            },
            { header: t("backoffice.payoutSchedule.waiting.total"), numeric: true, cell: (w) => f.money(w.totalCents) },
            {
              header: t("backoffice.payoutSchedule.waiting.oldest"),
              cell: (w) => (
                <span className="bo-waiting-oldest">
                  <span>{t("backoffice.payoutSchedule.waiting.since", { time: dateTime(w.since) })}</span>
                  <span className="bo-sub">
                    {t("backoffice.payoutSchedule.waiting.age", { hours: w.ageWorkingHours })} ·{" "}
                    {t("backoffice.payoutSchedule.waiting.promise", { promise: promise(w.promiseWorkingDays) })}
                  </span>
                  <PromiseBadge over={w.overPromise} />
                </span>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}

/** A run the schedule proposed, as the payouts page lists it. */
export interface ProposedRun {
  runId: number;
  trades: number;
  totalCents: number;
  createdAt: string;
}

/** The proposals waiting for a payout clerk's review, each with its "Review" link; nothing when there are none. */
export function ProposedRuns({ runs }: { runs: ProposedRun[] }) {
  const t = useT();
  const f = useFormat();
  const dateTime = useDateTimeText();
  if (runs.length === 0) return null;
  return (
    <section className="bo-card" aria-labelledby="payouts-proposed" data-testid="payouts-proposed">
      <h2 id="payouts-proposed">{t("backoffice.payoutSchedule.proposals.heading")}</h2>
      <p className="bo-waiting-intro">{t("backoffice.payoutSchedule.proposals.intro")}</p>
      <ul className="bo-proposals">
        {runs.map((r) => (
          <li key={r.runId} data-testid="proposed-run">
            <span>
              {t("backoffice.payoutSchedule.proposals.item", {
                runId: r.runId,
                trades: r.trades,
                total: f.money(r.totalCents),
                time: dateTime(r.createdAt),
              })}
            </span>
            <Link to={`/payouts/${r.runId}`} aria-label={t("backoffice.payoutSchedule.proposals.reviewRun", { runId: r.runId })}>
              {t("backoffice.payoutSchedule.proposals.review")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The oldest waiting payout (the dashboard's figure): since when, its age against the promise. */
export interface OldestWaiting {
  since: string;
  ageWorkingHours: number;
  promiseWorkingDays: number;
  overPromise: boolean;
}

/** Under the dashboard's payouts tile: "Oldest since …", its age of the promise, the mark when over it, the link to the payouts. */
export function OldestWaitingNote({ oldest }: { oldest: OldestWaiting | null }) {
  const t = useT();
  const dateTime = useDateTimeText();
  const promise = usePromiseText();
  return (
    <>
      {oldest ? (
        <p className="bo-tile__since" data-testid="payouts-oldest">
          <span>{t("backoffice.payoutSchedule.dashboard.since", { time: dateTime(oldest.since) })}</span>
          <span>
            {t("backoffice.payoutSchedule.dashboard.age", {
              age: t("backoffice.payoutSchedule.waiting.age", { hours: oldest.ageWorkingHours }),
              promise: promise(oldest.promiseWorkingDays),
            })}
          </span>
          <PromiseBadge over={oldest.overPromise} />
        </p>
      ) : null}
      <Link to="/payouts" className="bo-tile__link">
        {t("backoffice.payoutSchedule.dashboard.link")}
      </Link>
    </>
  );
}

/** A proposed run's page: who made it and when, and the clerk's "Release for payment" (a form post, no script needed). */
export function ReleasePanel({ proposedAt }: { proposedAt: string }) {
  const t = useT();
  const dateTime = useDateTimeText();
  return (
    <section className="bo-card bo-release" aria-labelledby="run-release" data-testid="run-release">
      <h2 id="run-release">{t("backoffice.payoutSchedule.run.release")}</h2>
      <p data-testid="run-proposed">{t("backoffice.payoutSchedule.run.proposedBy", { time: dateTime(proposedAt) })}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="release" />
        <p className="bo-hint" id="release-hint">
          {t("backoffice.payoutSchedule.run.releaseHint")}
        </p>
        <button type="submit" aria-describedby="release-hint">
          {t("backoffice.payoutSchedule.run.release")}
        </button>
      </Form>
    </section>
  );
}

/** A released run: who released it and when, and that another person confirms it (four eyes). */
export function ReleasedNote({ by, at }: { by: string; at: string }) {
  const t = useT();
  const dateTime = useDateTimeText();
  return (
    <p className="bo-hint" data-testid="run-released">
      {t("backoffice.payoutSchedule.run.releasedBy", { name: by, time: dateTime(at) })}
    </p>
  );
}

/** Who made a run, in words: a person's address, or the payout schedule. */
export function useMakerText(): (run: { createdBy: string; proposalKey: string | null }) => string {
  const t = useT();
  return (run) => (run.proposalKey ? t("backoffice.payoutSchedule.run.scheduleMaker") : run.createdBy);
}
