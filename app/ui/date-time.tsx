/** A point in time with its time zone shown (decision 0076). */
import { DISPLAY_TIME_ZONE } from "../../core/editions/index.ts";
import { useKit } from "./kit.tsx";

const TIME_ZONE_NAMES: Record<string, string> = { UTC: "UTC" };

/**
 * A point in time as "2026-11-29 11:22" (with seconds if asked) in `timeZone`, followed by the
 * zone's short name ("UTC", "MEZ"/"CET", …) so staff never guess which clock it is.
 */
export function formatDateTime(iso: string, { timeZone = DISPLAY_TIME_ZONE, seconds = false, locale = "de-DE" } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid time ${iso}`);
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: seconds ? "2-digit" : undefined,
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const zone =
    TIME_ZONE_NAMES[timeZone] ??
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(date).find((p) => p.type === "timeZoneName")
      ?.value ??
    timeZone;
  const time = [part("hour"), part("minute"), ...(seconds ? [part("second")] : [])].join(":");
  return `${part("year")}-${part("month")}-${part("day")} ${time} ${zone}`;
}

/** `<time>` with the machine-readable instant and `formatDateTime`'s text, in the surface's zone unless given. */
export function DateTime({
  value,
  timeZone,
  seconds,
  locale,
  className,
}: {
  value: string;
  timeZone?: string;
  seconds?: boolean;
  locale?: string;
  className?: string;
}) {
  const kit = useKit();
  return (
    <time dateTime={value} className={className}>
      {formatDateTime(value, { timeZone: timeZone ?? kit.timeZone, seconds, locale: locale ?? kit.locale })}
    </time>
  );
}

/** `formatDateTime` in the surface's zone, for times inside a sentence. */
export function useDateTimeText(): (iso: string, opts?: { seconds?: boolean }) => string {
  const { timeZone, locale } = useKit();
  return (iso, opts) => formatDateTime(iso, { timeZone, locale, seconds: opts?.seconds });
}
