/** Level thresholds by total XP (spec section 9); level 5 is the maximum and its bar is full at 20000. */
const LEVEL_FLOORS = [0, 150, 500, 2500, 10_000] as const;
const LEVEL_NEXT = [150, 500, 2500, 10_000, 20_000] as const;

export const DAILY_XP_CAP = 800;

export interface XpLevel {
  level: number;
  floor: number;
  next: number;
  /** Progress towards `next`, 0..1. */
  progress: number;
}

export function levelFromXp(totalXp: number): XpLevel {
  const xp = Math.max(0, Math.floor(totalXp));
  let index = 0;
  for (let i = LEVEL_FLOORS.length - 1; i >= 0; i--) {
    if (xp >= LEVEL_FLOORS[i]!) {
      index = i;
      break;
    }
  }
  const floor = LEVEL_FLOORS[index]!;
  const next = LEVEL_NEXT[index]!;
  const progress = Math.min(1, (xp - floor) / (next - floor));
  return { level: index + 1, floor, next, progress };
}
