// A chart block as an inline SVG line chart. Everything drawn is computed here from numbers (every
// coordinate is a number we format); the only text is the axis ticks (numbers), the labels, the
// series names and the unit, each escaped. No script, no event attribute, no link, no url(), no
// external reference: the element set is svg, title, line, polyline, rect and text.
import type { ChartBlock } from "./model";

const WIDTH = 640;
const HEIGHT = 280;
const LEFT = 64;
const RIGHT = 28;
const TOP = 40;
const BOTTOM = 36;
/** The most x-axis labels printed; the others are skipped evenly. */
const MAX_X_LABELS = 8;
const COLOURS = ["#2563eb", "#dc2626", "#059669", "#d97706", "#7c3aed", "#0891b2"];

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** Escape text for SVG content and attributes (the same entities as HTML). */
function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A coordinate as printed: one decimal at most, never NaN. */
const n = (value: number) => (Number.isFinite(value) ? String(Math.round(value * 10) / 10) : "0");

/** A round step near `span / 4`: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(span: number): number {
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * power;
}

/** The y axis: from a tick at or below the lowest value (and 0) to one at or above the highest. */
export function chartScale(values: readonly number[]): { min: number; max: number; step: number } {
  const finite = values.filter(Number.isFinite);
  let lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  if (lo === hi) hi = lo + 1;
  const step = niceStep(hi - lo);
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  return { min: lo, max: hi, step };
}

export function chartSvg(block: ChartBlock): string {
  const points = block.labels.length;
  const values = block.series.flatMap((s) => s.values.slice(0, points));
  const { min, max, step } = chartScale(values);
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const x = (i: number) => (points > 1 ? LEFT + (i * plotW) / (points - 1) : LEFT + plotW / 2);
  const y = (v: number) => TOP + plotH - ((Number.isFinite(v) ? v - min : -min) * plotH) / (max - min);

  const parts: string[] = [];
  // Grid lines and y ticks.
  const ticks = Math.round((max - min) / step);
  for (let t = 0; t <= ticks; t++) {
    const tick = min + t * step;
    const ty = n(y(tick));
    const axis = Math.abs(tick) < step / 2;
    parts.push(
      `<line x1="${LEFT}" y1="${ty}" x2="${WIDTH - RIGHT}" y2="${ty}" stroke="${axis ? "#64748b" : "#e2e8f0"}" stroke-width="1"/>`,
      `<text x="${LEFT - 6}" y="${ty}" dy="0.32em" text-anchor="end" font-size="10" fill="#475569">${escapeXml(compact.format(axis ? 0 : tick))}</text>`,
    );
  }
  // X labels, evenly thinned.
  const every = Math.max(1, Math.ceil(points / MAX_X_LABELS));
  block.labels.forEach((label, i) => {
    if (i % every !== 0) return;
    parts.push(
      `<text x="${n(x(i))}" y="${HEIGHT - BOTTOM + 16}" text-anchor="middle" font-size="10" fill="#475569">${escapeXml(label)}</text>`,
    );
  });
  // The lines.
  block.series.forEach((s, k) => {
    const colour = COLOURS[k % COLOURS.length]!;
    const coords = s.values
      .slice(0, points)
      .map((v, i) => `${n(x(i))},${n(y(v))}`)
      .join(" ");
    parts.push(`<polyline points="${coords}" fill="none" stroke="${colour}" stroke-width="2" stroke-linejoin="round"/>`);
  });
  // The legend (and the unit), above the plot.
  let lx = LEFT;
  block.series.forEach((s, k) => {
    const colour = COLOURS[k % COLOURS.length]!;
    parts.push(
      `<rect x="${n(lx)}" y="10" width="12" height="12" rx="2" fill="${colour}"/>`,
      `<text x="${n(lx + 18)}" y="16" dy="0.32em" font-size="11" fill="#0f172a">${escapeXml(s.name)}</text>`,
    );
    lx += 36 + s.name.length * 6.5;
  });
  if (block.unit)
    parts.push(
      `<text x="${LEFT - 6}" y="${TOP - 18}" text-anchor="end" font-size="10" fill="#475569">${escapeXml(block.unit)}</text>`,
    );

  return (
    `<svg class="doc-chart-svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" focusable="false">` +
    // Its accessible name; user text only ever goes into element content, never an attribute.
    `<title>${escapeXml(block.caption)}</title>` +
    parts.join("") +
    `</svg>`
  );
}
