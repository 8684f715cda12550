/**
 * How long contact messages are kept (decision 0034; the privacy page states it from this
 * constant): two years after they were sent. Pure: the cut-off for a given moment.
 */
export const CONTACT_RETENTION_YEARS = 2;

/** Messages sent before this moment are deleted: `now` minus the retention, calendar years in UTC (29 Feb → 28 Feb). */
export function contactRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(now.getUTCFullYear() - CONTACT_RETENTION_YEARS);
  // 29 February two years back does not exist: setUTCFullYear rolled over into March
  if (cutoff.getUTCMonth() !== now.getUTCMonth()) cutoff.setUTCDate(0);
  return cutoff;
}
