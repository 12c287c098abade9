import { describe, expect, it } from 'vitest';
import { chartGeometry } from './chart-geometry.ts';

const box = { width: 200, height: 120, left: 0, right: 0, top: 10, bottom: 10 };
const t = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();

describe('chartGeometry', () => {
  it('draws nothing without points', () => {
    expect(chartGeometry([], box, 'higher', Date.parse(t(5)))).toBeNull();
  });

  it('draws step lines that run on to the end time', () => {
    const geometry = chartGeometry(
      [
        {
          team_id: 1,
          team_name: 'a',
          points: [
            { at: t(1), score: 0.5 },
            { at: t(3), score: 0.9 },
          ],
        },
      ],
      box,
      'higher',
      Date.parse(t(5)),
    )!;
    expect(geometry.lines[0]!.d).toBe('M0,110H100V10H200');
    expect(geometry.lines[0]!.end).toEqual({ x: 200, y: 10 });
  });

  it('puts better scores higher for a lower-is-better metric', () => {
    const geometry = chartGeometry(
      [
        {
          team_id: 1,
          team_name: 'a',
          points: [
            { at: t(1), score: 2 },
            { at: t(2), score: 1 },
          ],
        },
      ],
      box,
      'lower',
      Date.parse(t(2)),
    )!;
    expect(geometry.lines[0]!.d).toBe('M0,110H200V10H200');
    expect(geometry.yTicks[0]).toEqual({ y: 10, value: 1 });
    expect(geometry.yTicks.at(-1)).toEqual({ y: 110, value: 2 });
  });
});
