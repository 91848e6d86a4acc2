// Line plots over time as a standalone SVG (no library, no script, no external font), panels stacked in one image,
// for the benchmarks to write beside their README.

export type Series = { name: string; color: string; points: [minute: number, value: number][] };
export type Panel = { title: string; unit: string; series: Series[]; log?: boolean };

const WIDTH = 900;
const PANEL_HEIGHT = 260;
const MARGIN = { left: 70, right: 170, top: 34, bottom: 40 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = PANEL_HEIGHT - MARGIN.top - MARGIN.bottom;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Round steps for an axis from 0 (or from the lowest power of ten, on a log axis) to just above `max`. */
function ticks(max: number, log: boolean, min: number): number[] {
  if (log) {
    const from = Math.floor(Math.log10(Math.max(min, 1)));
    const to = Math.ceil(Math.log10(Math.max(max, 10)));
    return Array.from({ length: to - from + 1 }, (_, i) => 10 ** (from + i));
  }
  const rough = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough || 1));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ?? magnitude * 10;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

function panel({ title, unit, series, log = false }: Panel, top: number, minutes: number): string {
  const values = series.flatMap((line) => line.points.map(([, value]) => value)).filter((value) => value > 0 || !log);
  const yTicks = ticks(Math.max(...values, 1), log, Math.min(...values, 10));
  const yMin = log ? (yTicks[0] ?? 1) : 0;
  const yMax = yTicks.at(-1) ?? 1;
  const y = (value: number) => {
    const share = log ? (Math.log10(Math.max(value, yMin)) - Math.log10(yMin)) / (Math.log10(yMax) - Math.log10(yMin)) : value / yMax;
    return top + MARGIN.top + PLOT_HEIGHT * (1 - share);
  };
  const x = (minute: number) => MARGIN.left + (PLOT_WIDTH * minute) / minutes;
  const xTicks = ticks(minutes, false, 0).filter((minute) => minute <= minutes);
  const grid = [
    ...yTicks.map(
      (value) =>
        `<line x1="${MARGIN.left}" x2="${MARGIN.left + PLOT_WIDTH}" y1="${y(value)}" y2="${y(value)}" stroke="#e5e7eb"/>` +
        `<text x="${MARGIN.left - 8}" y="${y(value) + 4}" text-anchor="end">${value.toLocaleString('en-US')}</text>`,
    ),
    ...xTicks.map((minute) => `<text x="${x(minute)}" y="${top + MARGIN.top + PLOT_HEIGHT + 18}" text-anchor="middle">${minute}</text>`),
  ];
  const lines = series.map((line, index) => {
    const path = line.points.map(([minute, value]) => `${x(minute).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
    const legendY = top + MARGIN.top + 14 + index * 20;
    return (
      `<polyline fill="none" stroke="${line.color}" stroke-width="2" points="${path}"/>` +
      `<line x1="${WIDTH - MARGIN.right + 16}" x2="${WIDTH - MARGIN.right + 36}" y1="${legendY - 4}" y2="${legendY - 4}" stroke="${line.color}" stroke-width="3"/>` +
      `<text x="${WIDTH - MARGIN.right + 42}" y="${legendY}">${escape(line.name)}</text>`
    );
  });
  return [
    `<text x="${MARGIN.left}" y="${top + 20}" font-weight="bold">${escape(title)}</text>`,
    `<text x="${MARGIN.left + PLOT_WIDTH}" y="${top + 20}" text-anchor="end" fill="#4b5563">${escape(unit)}</text>`,
    ...grid,
    `<rect x="${MARGIN.left}" y="${top + MARGIN.top}" width="${PLOT_WIDTH}" height="${PLOT_HEIGHT}" fill="none" stroke="#9ca3af"/>`,
    `<text x="${MARGIN.left + PLOT_WIDTH / 2}" y="${top + PANEL_HEIGHT - 4}" text-anchor="middle">minutes</text>`,
    ...lines,
  ].join('\n');
}

/** The panels stacked top to bottom over the same time axis (0 to `minutes`), with a caption line under them. */
export function plotSvg(panels: Panel[], minutes: number, caption: string): string {
  const height = panels.length * PANEL_HEIGHT + 30;
  const body = panels.map((one, index) => panel(one, index * PANEL_HEIGHT, minutes)).join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12" fill="#111827">`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    body,
    `<text x="${MARGIN.left}" y="${height - 10}" fill="#4b5563">${escape(caption)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
