/**
 * The dashboard's chart (decision 0043): trades per day as stacked bars by state, made on the
 * server as SVG markup (no chart library, no script). A pure function of the day counts and the
 * label texts; accessible as one image (`role="img"` with `<title>` and `<desc>`); each bar
 * segment has its own `<title>` (a tooltip with day, state and count). The page shows the legend
 * (`chartLegend`) as an HTML list beside it and the same numbers in a table for screen readers.
 *
 * Geometry is in viewBox units: 640 × 320 for wide screens, and a narrower drawing (360 wide) the
 * page shows on phones instead, so the 13-unit labels stay readable at either size.
 */
import { TRADE_STATES, type TradeState } from "../trade/index.ts";
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
  return_requested: "#0e7490",
  returned: "#4d7c0f",
  cancelled: "#57534e",
  expired: "#1f2937",
});

/** Text and lines: the design tokens --muted, --line and --line-strong (app/ui/styles.css). */
const INK = "#4a5552";
const GRID = "#d5dcd9";
const AXIS = "#7a8784";

/** The drawing's margins around the plot, in viewBox units. */
export const CHART = { width: 640, height: 320, left: 40, right: 12, top: 28, bottom: 40 } as const;

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

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);
const num = (n: number) => String(Math.round(n * 100) / 100);

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value` (at least 1): the y axis' top. */
export function niceMax(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** The y axis' step: 1, 2 or 5 × 10ⁿ, so that 0 to `max` takes at most 5 steps. */
export const tickStep = (max: number) => Math.max(1, niceMax(max / 5));

/** The y axis' top: the highest count rounded up to a whole step (at least 1). */
export const axisTop = (max: number) => Math.max(1, tickStep(max) * Math.ceil(max / tickStep(max)));

/** Whole-number ticks from 0 to `top`. */
export function ticks(top: number): number[] {
  const step = tickStep(top);
  const out: number[] = [];
  for (let v = 0; v <= top; v += step) out.push(v);
  return out;
}

/** The states in stacking order (bottom first) with their names and colours. */
export function chartLegend(labels: Pick<ChartLabels, "state">): { state: TradeState; label: string; colour: string }[] {
  return TRADE_STATES.map((state) => ({ state, label: labels.state(state), colour: STATE_COLOURS[state] }));
}

/**
 * The SVG markup. Each day with trades is one `<g class="bar" data-day data-total>` of `<rect
 * data-state data-count>` segments, stacked from the axis; a segment's height is count ÷ the axis'
 * top × the plot's height. Every fifth day (counting back from the last) is labelled; `width` is
 * the drawing's width in viewBox units (the height stays 320).
 */
export function tradesChartSvg(
  days: readonly DayCounts[],
  labels: ChartLabels,
  opts: { id?: string; width?: number; className?: string } = {},
): string {
  const { id = "trades-chart", width = CHART.width, className = "bo-chart" } = opts;
  const plotW = width - CHART.left - CHART.right;
  const plotH = CHART.height - CHART.top - CHART.bottom;
  const top = axisTop(Math.max(0, ...days.map((d) => d.total)));
  const slot = days.length > 0 ? plotW / days.length : plotW;
  const barW = Math.max(2, slot * 0.72);
  const y = (v: number) => CHART.top + plotH - (v / top) * plotH;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${CHART.height}" role="img" aria-labelledby="${id}-title" aria-describedby="${id}-desc" class="${className}" id="${id}" font-family="system-ui, sans-serif" font-size="13">`,
    `<title id="${id}-title">${escapeXml(labels.title)}</title>`,
    `<desc id="${id}-desc">${escapeXml(labels.desc)}</desc>`,
  );
  // y axis: grid lines and their numbers, the axis' name above
  out.push(`<g class="y-axis" fill="${INK}">`);
  for (const v of ticks(top)) {
    out.push(
      `<line x1="${CHART.left}" x2="${width - CHART.right}" y1="${num(y(v))}" y2="${num(y(v))}" stroke="${v === 0 ? AXIS : GRID}" stroke-width="1"/>`,
    );
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
      const h = (n / top) * plotH;
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
  // today's label sits under the last bar, kept inside the drawing (about 7 units a character at
  // size 13), so "29 Nov" is not cut at the right edge of a phone's narrow chart; a label it would
  // then touch is left out (its tick stays)
  const dayTicks = days
    .map((d, i) => ({ d, i }))
    .filter(({ i }) => (days.length - 1 - i) % 5 === 0)
    .map(({ d, i }) => {
      const cx = CHART.left + i * slot + slot / 2;
      const text = labels.day(d.day);
      const half = (text.length * 7) / 2;
      return { cx, text, half, x: Math.min(cx, width - 2 - half) };
    });
  dayTicks.forEach((tick, k) => {
    out.push(
      `<line x1="${num(tick.cx)}" x2="${num(tick.cx)}" y1="${CHART.top + plotH}" y2="${CHART.top + plotH + 4}" stroke="${AXIS}" stroke-width="1"/>`,
    );
    const next = dayTicks[k + 1];
    if (next && tick.x + tick.half + 4 > next.x - next.half) return;
    out.push(`<text x="${num(tick.x)}" y="${CHART.top + plotH + 20}" text-anchor="middle">${escapeXml(tick.text)}</text>`);
  });
  out.push(`</g>`);
  if (!days.some((d) => d.total > 0)) {
    out.push(
      `<text x="${CHART.left + plotW / 2}" y="${CHART.top + plotH / 2}" text-anchor="middle" fill="${INK}" font-size="15">${escapeXml(labels.empty)}</text>`,
    );
  }
  out.push(`</svg>`);
  return out.join("");
}
