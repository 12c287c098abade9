import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeatmapDay } from '@madang/contracts/profiles';

const CELL = 11;
const GAP = 3;

/** Five shades: none, then quartiles of the busiest day. */
export function shadeOf(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.ceil((count / max) * 4));
}

/** A year of activity as weeks of days (Sunday on top), like a contribution graph. */
export function ActivityHeatmap({ days }: { days: HeatmapDay[] }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the latest weeks matter most: start scrolled to them.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [days]);
  if (days.length === 0) return null;
  const max = Math.max(...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const firstWeekday = new Date(`${days[0]!.date}T00:00:00Z`).getUTCDay();
  const weeks = Math.ceil((firstWeekday + days.length) / 7);
  return (
    <figure className="heatmap">
      <div className="heatmap-scroll" ref={scroller}>
        <svg width={weeks * (CELL + GAP)} height={7 * (CELL + GAP)} role="img" aria-label={t('profile.heatmap.label', { count: total })}>
          {days.map((day, i) => {
            const slot = firstWeekday + i;
            return (
              <rect
                key={day.date}
                x={Math.floor(slot / 7) * (CELL + GAP)}
                y={(slot % 7) * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx={2}
                className={`heat-${shadeOf(day.count, max)}`}
              >
                <title>{t('profile.heatmap.day', { date: day.date, count: day.count })}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <figcaption className="muted heatmap-caption">
        <span>{t('profile.heatmap.total', { count: total })}</span>
        <span className="heatmap-legend" aria-hidden="true">
          {t('profile.heatmap.less')}
          {[0, 1, 2, 3, 4].map((shade) => (
            <svg key={shade} width={CELL} height={CELL}>
              <rect width={CELL} height={CELL} rx={2} className={`heat-${shade}`} />
            </svg>
          ))}
          {t('profile.heatmap.more')}
        </span>
      </figcaption>
    </figure>
  );
}
