/**
 * The dashboard's chart (decision 0043): trades per day as stacked bars by state, made on the
 * server as SVG markup (no chart library, no script). A pure function of the day counts and the
 * label texts; accessible as one image (`role="img"` with `<title>` and `<desc>`); each bar
 * segment has its own `<title>` (a tooltip with day, state and count). The page shows the legend
 * (`chartLegend`) as an HTML list beside it and the same numbers in a table for screen readers.
 *
 * Geometry is in viewBox units (640 × 320); the page scales the SVG to its width and lets it
 * scroll sideways below 34rem, so the 13-unit labels stay readable on a phone.
 */
import { TRADE_STATES, type TradeState } from "../trade/states.ts";
import type { DayCounts } from "./figures.ts";

/**
 * One colour per state, in the badges' families (blue new, violet at the warehouse, amber and
 * rose waiting, green done, grey ended); each at least 3:1 against the panel's white (WCAG 1.4.11),
 * and segments are parted by a white line so neighbours never rely on colour alone.
 */
export const STATE_COLOURS: Readonly<Record<TradeState, string>> = Object.freeze({
  created: "#1d4ed8",
  received: "#6d28d9",
  inspected: "#a21caf",
  payout_pending: "#b45309",
  paid: "#047857",
  clarification: "#be123c",
  return_requested: "#c2410c",
  returned: "#4d7c0f",
  cancelled: "#57534e",
  expired: "#1f2937",
});

/** Text and lines: the design tokens --muted, --line and --line-strong (app/ui/styles.css). */
const INK = "#4a5552";
const GRID = "#d5dcd9";
const AXIS = "#7a8784";

export const CHART = { width: 640, height: 320, left: 48, right: 12, top: 28, bottom: 40 } as const;
const PLOT_W = CHART.width - CHART.left - CHART.right;
const PLOT_H = CHART.height - CHART.top - CHART.bottom;

export interface ChartLabels {
  /** The image's name (also its `<title>`). */
  title: string;
  /** A sentence saying what the chart shows (its `<desc>`). */
  desc: string;
  /** The y axis' name, written above it. */
  yAxis: string;
  /** Shown in the plot when no day has a trade. */
  empty: string;
  /** A state's name. */
  state: (state: TradeState) => string;
  /** A day's short label ("25.11." or "25 Nov") from its "YYYY-MM-DD" key. */
  day: (day: string) => string;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);
const num = (n: number) => String(Math.round(n * 100) / 100);

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least 1): the y axis' top. */
export function niceMax(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Whole-number ticks from 0 to `max` (at most 5 steps). */
export function ticks(max: number): number[] {
  const step = Math.max(1, niceMax(max / 5));
  const out: number[] = [];
  for (let v = 0; v <= max; v += step) out.push(v);
  return out;
}

/** The states in stacking order (bottom first) with their names and colours. */
export function chartLegend(labels: Pick<ChartLabels, "state">): { state: TradeState; label: string; colour: string }[] {
  return TRADE_STATES.map((state) => ({ state, label: labels.state(state), colour: STATE_COLOURS[state] }));
}

/**
 * The SVG markup. Each day with trades is one `<g class="bar" data-day data-total>` of `<rect
 * data-state data-count>` segments, stacked from the axis; a segment's height is count ÷ the axis'
 * top × the plot's height. Every fifth day (counting back from the last) is labelled.
 */
export function tradesChartSvg(days: readonly DayCounts[], labels: ChartLabels, id = "trades-chart"): string {
  const top = niceMax(Math.max(0, ...days.map((d) => d.total)));
  const slot = days.length > 0 ? PLOT_W / days.length : PLOT_W;
  const barW = Math.max(2, slot * 0.72);
  const y = (v: number) => CHART.top + PLOT_H - (v / top) * PLOT_H;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CHART.width} ${CHART.height}" role="img" aria-labelledby="${id}-title ${id}-desc" class="bo-chart" id="${id}" font-family="system-ui, sans-serif" font-size="13">`,
    `<title id="${id}-title">${escapeXml(labels.title)}</title>`,
    `<desc id="${id}-desc">${escapeXml(labels.desc)}</desc>`,
  );
  // y axis: grid lines and their numbers, the axis' name above
  out.push(`<g class="y-axis" fill="${INK}">`);
  for (const v of ticks(top)) {
    out.push(`<line x1="${CHART.left}" x2="${CHART.width - CHART.right}" y1="${num(y(v))}" y2="${num(y(v))}" stroke="${v === 0 ? AXIS : GRID}" stroke-width="1"/>`);
    out.push(`<text x="${CHART.left - 6}" y="${num(y(v) + 4)}" text-anchor="end">${v}</text>`);
  }
  out.push(`<text x="${CHART.left}" y="${CHART.top - 12}" text-anchor="start" font-weight="600">${escapeXml(labels.yAxis)}</text>`, `</g>`);
  // bars
  out.push(`<g class="bars">`);
  days.forEach((d, i) => {
    if (d.total <= 0) return;
    const x = CHART.left + i * slot + (slot - barW) / 2;
    out.push(`<g class="bar" data-day="${d.day}" data-total="${d.total}">`);
    let below = 0;
    for (const state of TRADE_STATES) {
      const n = d.byState[state] ?? 0;
      if (n <= 0) continue;
      const y0 = y(below + n);
      const h = (n / top) * PLOT_H;
      out.push(
        `<rect x="${num(x)}" y="${num(y0)}" width="${num(barW)}" height="${num(h)}" fill="${STATE_COLOURS[state]}" stroke="#ffffff" stroke-width="1" data-state="${state}" data-count="${n}">` +
          `<title>${escapeXml(`${labels.day(d.day)}: ${labels.state(state)} ${n}`)}</title></rect>`,
      );
      below += n;
    }
    out.push(`</g>`);
  });
  out.push(`</g>`);
  // x axis: every fifth day from the last, so today is always named
  out.push(`<g class="x-axis" fill="${INK}">`);
  days.forEach((d, i) => {
    if ((days.length - 1 - i) % 5 !== 0) return;
    const cx = CHART.left + i * slot + slot / 2;
    out.push(`<line x1="${num(cx)}" x2="${num(cx)}" y1="${CHART.top + PLOT_H}" y2="${CHART.top + PLOT_H + 4}" stroke="${AXIS}" stroke-width="1"/>`);
    out.push(`<text x="${num(cx)}" y="${CHART.top + PLOT_H + 20}" text-anchor="middle">${escapeXml(labels.day(d.day))}</text>`);
  });
  out.push(`</g>`);
  if (!days.some((d) => d.total > 0)) {
    out.push(`<text x="${CHART.left + PLOT_W / 2}" y="${CHART.top + PLOT_H / 2}" text-anchor="middle" fill="${INK}" font-size="15">${escapeXml(labels.empty)}</text>`);
  }
  out.push(`</svg>`);
  return out.join("");
}
