import { useTranslation } from 'react-i18next';
import type { RankingChart } from '../api/leaderboard-api.ts';
import { chartGeometry } from '../lib/chart-geometry.ts';
import { formatScore } from '../../../lib/format/score.ts';

const BOX = { width: 720, height: 360, left: 64, right: 16, top: 16, bottom: 36 };
const COLORS = ['#2457e6', '#ff8a3d', '#12805c', '#d92d20', '#7a4fe0', '#0e9fb8', '#c2418d', '#8a6d1f', '#4a5261', '#5fb34a'];

/** Best score over time of the top teams, drawn as plain SVG so the page needs no chart library. */
export function ScoreChart({ chart, until }: { chart: RankingChart; until: number }) {
  const { t, i18n } = useTranslation();
  const geometry = chartGeometry(chart.series, BOX, chart.direction, until);
  if (!geometry) return null;
  const day = new Intl.DateTimeFormat(i18n.language, { timeZone: 'Asia/Seoul', month: 'numeric', day: 'numeric' });
  return (
    <figure className="cpt-chart">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the plot scrolls sideways, and keyboard users scroll what they can focus */}
      <section className="cpt-chart-plot" aria-label={t('competition.chart.label')} tabIndex={0}>
        <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={t('competition.chart.label')} data-testid="score-chart">
          {geometry.yTicks.map((tick) => (
            <g key={tick.y}>
              <line x1={BOX.left} x2={BOX.width - BOX.right} y1={tick.y} y2={tick.y} className="cpt-chart-grid" />
              <text x={BOX.left - 8} y={tick.y + 4} textAnchor="end" className="cpt-chart-label">
                {formatScore(Number(tick.value.toPrecision(4)))}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick) => (
            <text key={tick.x} x={tick.x} y={BOX.height - 12} textAnchor="middle" className="cpt-chart-label">
              {day.format(new Date(tick.at))}
            </text>
          ))}
          {geometry.lines.map((line, index) => (
            <g key={line.teamId}>
              <path d={line.d} fill="none" stroke={COLORS[index % COLORS.length]} strokeWidth={2} strokeLinejoin="round" />
              <circle cx={line.end.x} cy={line.end.y} r={3.5} fill={COLORS[index % COLORS.length]} />
            </g>
          ))}
        </svg>
      </section>
      <figcaption>
        <ul className="cpt-chart-legend">
          {geometry.lines.map((line, index) => (
            <li key={line.teamId}>
              <span className="cpt-chart-swatch" style={{ background: COLORS[index % COLORS.length] }} aria-hidden="true" />
              {line.teamName} <span className="muted">{formatScore(line.best)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
