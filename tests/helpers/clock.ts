/**
 * Times for tests of limits and deadlines (decision 0020). Limit tests pin the app's clock
 * (`ctx().setNow(INSIDE_WINDOWS)`) so a run never crosses a rate-limit window, and move it on
 * (`ctx().setNow(minutesAfter(INSIDE_WINDOWS, 61))`) instead of waiting.
 */

/** 5 minutes into every 10-minute, 15-minute and one-hour window (windows start at multiples of their length). */
export const INSIDE_WINDOWS = new Date("2031-05-06T10:05:00.000Z");

export const minutesAfter = (time: Date, minutes: number) => new Date(time.getTime() + minutes * 60_000);
