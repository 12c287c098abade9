export interface ChartSeries {
  team_id: number;
  team_name: string;
  points: { at: string; score: number }[];
}

export interface ChartLine {
  teamId: number;
  teamName: string;
  /** SVG path: a step line, since a team's best score holds until it improves. */
  d: string;
  end: { x: number; y: number };
  best: number;
}

export interface ChartGeometry {
  lines: ChartLine[];
  yTicks: { y: number; value: number }[];
  xTicks: { x: number; at: number }[];
}

interface Box {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const TICKS = 4;

/**
 * Places every team's best score over time in an SVG box. Better scores are drawn higher, whatever
 * the metric's direction, and every line runs on to `until` (now, or the close).
 */
export function chartGeometry(series: ChartSeries[], box: Box, direction: 'higher' | 'lower', until: number): ChartGeometry | null {
  const points = series.flatMap((s) => s.points.map((p) => ({ t: Date.parse(p.at), score: p.score })));
  if (points.length === 0) return null;
  const times = points.map((p) => p.t);
  const scores = points.map((p) => p.score);
  const t0 = Math.min(...times);
  const t1 = Math.max(until, ...times);
  let low = Math.min(...scores);
  let high = Math.max(...scores);
  if (low === high) {
    const pad = Math.abs(low) * 0.05 || 1;
    low -= pad;
    high += pad;
  }
  const plotW = box.width - box.left - box.right;
  const plotH = box.height - box.top - box.bottom;
  const x = (t: number) => box.left + (t1 === t0 ? plotW : ((t - t0) / (t1 - t0)) * plotW);
  // Better is up: for a lower-is-better metric the axis runs the other way.
  const share = (score: number) => (direction === 'higher' ? (score - low) / (high - low) : (high - score) / (high - low));
  const y = (score: number) => box.top + plotH - share(score) * plotH;
  const round = (n: number) => Math.round(n * 10) / 10;

  const lines = series
    .filter((s) => s.points.length > 0)
    .map((s): ChartLine => {
      const sorted = [...s.points].map((p) => ({ t: Date.parse(p.at), score: p.score })).sort((a, b) => a.t - b.t);
      const first = sorted[0]!;
      let d = `M${round(x(first.t))},${round(y(first.score))}`;
      for (const p of sorted.slice(1)) d += `H${round(x(p.t))}V${round(y(p.score))}`;
      const last = sorted[sorted.length - 1]!;
      d += `H${round(x(t1))}`;
      return { teamId: s.team_id, teamName: s.team_name, d, end: { x: round(x(t1)), y: round(y(last.score)) }, best: last.score };
    });

  const yTicks = Array.from({ length: TICKS + 1 }, (_, i) => {
    const value = low + ((high - low) * i) / TICKS;
    return { y: round(y(value)), value };
  });
  const xTicks = Array.from({ length: TICKS + 1 }, (_, i) => {
    const at = t0 + ((t1 - t0) * i) / TICKS;
    return { x: round(x(at)), at };
  });
  return { lines, yTicks, xTicks };
}
