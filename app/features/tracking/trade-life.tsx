/**
 * A trade's life for the customer (decision 0024): the timeline (every event with date and time,
 * what happened, why and who: you, our team by role, the system) and the cancel step with its
 * confirmation. Both work without JavaScript: asking is a GET form that shows the confirmation,
 * confirming is a POST to the page's action (CSRF field), keeping the trade is a plain link.
 */
import { Form } from "react-router";
import { DISPLAY_TIME_ZONE, editions, type EditionId } from "../../../core/editions/index.ts";
import { dateTimeFormatOf } from "../../../core/shared/index.ts";
import { useEdition, useFormat, useT } from "../../i18n/i18n.tsx";
import { journeyEntries, JourneyStepText, type JourneyEntry, type ParcelJourney } from "./parcel-journey.tsx";

export interface TimelineEvent {
  state: string;
  at: string;
  actor: string;
  actorRole?: string | null;
  reason: string | null;
}

/** "14:05" in the edition's locale, in the shop's display time zone (as the dates are). */
function formatTime(at: string, edition: EditionId): string {
  return dateTimeFormatOf(editions[edition].localeCode, { timeZone: DISPLAY_TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(
    new Date(at),
  );
}

/** The message key naming who acted: never a person, only the kind or the role. */
function actorKey(event: Pick<TimelineEvent, "actor" | "actorRole">): string {
  if ((event.actor === "staff" || event.actor === "business_partner") && event.actorRole) return `tracking.actor.role.${event.actorRole}`;
  return `tracking.actor.${event.actor}`;
}

/**
 * The trade's events, oldest first; with `parcels`, their carriers' steps (issue 30, decision 0094)
 * sorted in by time (a trade event before a parcel step of the same instant).
 */
export function Timeline({
  events,
  label,
  parcels = [],
}: {
  events: readonly TimelineEvent[];
  label?: string;
  parcels?: readonly ParcelJourney[];
}) {
  const t = useT();
  const edition = useEdition();
  const { date } = useFormat();
  const known = (key: string, fallback: string | null) => {
    const text = t(key);
    return text === key ? fallback : text;
  };
  const entries: (TimelineEvent | JourneyEntry)[] = [...events, ...journeyEntries(parcels)].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || Number("parcel" in a) - Number("parcel" in b),
  );
  return (
    <ol className="timeline" aria-label={label} data-testid="timeline">
      {entries.map((event, i) => {
        if ("parcel" in event)
          return (
            <li key={i} data-testid="parcel-step" data-status={event.step.status}>
              <time dateTime={event.at}>
                {date(event.at)} {formatTime(event.at, edition)}
              </time>{" "}
              <JourneyStepText entry={event} />
            </li>
          );
        const reason = event.reason ? known(`tracking.reason.${event.reason}`, event.reason) : null;
        const actor =
          known(actorKey(event), null) ?? t(`tracking.actor.${event.actor === "business_partner" ? "business_partner" : "staff"}`);
        return (
          <li key={i}>
            <time dateTime={event.at}>
              {date(event.at)} {formatTime(event.at, edition)}
            </time>{" "}
            <strong>{t(`tracking.state.${event.state}`)}</strong>
            {reason ? <span className="timeline__reason"> – {reason}</span> : null}
            <span className="timeline__actor"> · {t("tracking.eventBy", { actor })}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The cancel step of a `created` trade. `confirming` shows the question with "Yes, cancel" (POST,
 * intent=cancel) and "No, keep" (`keepHref`); otherwise a GET form asks (`askFields` + cancel=number).
 * `fields` are hidden fields both forms carry (e.g. the tracking token).
 */
export function CancelTrade(props: {
  tradeNumber: string;
  confirming: boolean;
  csrf: string;
  fields?: Record<string, string>;
  keepHref: string;
  error?: string | null;
  /** The carrier reports the parcel delivered to us: the section says why there is no cancelling any more. */
  delivered?: boolean;
}) {
  const t = useT();
  const { tradeNumber, confirming } = props;
  const id = `cancel-${tradeNumber}`;
  if (props.delivered) {
    return (
      <section className="cancel-trade" id={id} aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`}>{t("tracking.cancel.heading")}</h3>
        <p data-testid="cancel-delivered">{t("tracking.cancel.delivered")}</p>
      </section>
    );
  }
  const hidden = Object.entries(props.fields ?? {}).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <section className="cancel-trade" id={id} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t("tracking.cancel.heading")}</h3>
      {props.error ? (
        <p role="alert" className="notice error">
          {t(props.error)}
        </p>
      ) : null}
      {confirming ? (
        <Form method="post" className="cancel-trade__confirm">
          <p role="status">
            <strong>{t("tracking.cancel.question", { tradeNumber })}</strong>
          </p>
          <input type="hidden" name="csrf" value={props.csrf} />
          {hidden}
          <input type="hidden" name="tradeNumber" value={tradeNumber} />
          <button type="submit" name="intent" value="cancel">
            {t("tracking.cancel.confirm")}
          </button>{" "}
          <a className="button secondary" href={props.keepHref}>
            {t("tracking.cancel.keep")}
          </a>
        </Form>
      ) : (
        <Form method="get">
          <p>{t("tracking.cancel.intro")}</p>
          {hidden}
          <input type="hidden" name="cancel" value={tradeNumber} />
          <button type="submit" className="secondary">
            {t("tracking.cancel.button", { tradeNumber })}
          </button>
        </Form>
      )}
    </section>
  );
}

/** The success line after a cancel (the page redirected with `cancelled=<number>`). */
export function CancelledNotice({ tradeNumber }: { tradeNumber: string | null }) {
  const t = useT();
  if (!tradeNumber) return null;
  return (
    <p role="status" className="notice success" data-testid="cancelled-notice">
      {t("tracking.cancel.done", { tradeNumber })}
    </p>
  );
}
