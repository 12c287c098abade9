/** Hours and minutes until the daily submission count resets; never negative. */
export function timeUntil(resetsAtIso: string, now: Date): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.ceil((Date.parse(resetsAtIso) - now.getTime()) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The reset moment as a Korean wall-clock time: the daily count follows Asia/Seoul midnight wherever the user is. */
export function formatResetTime(resetsAtIso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Seoul',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(resetsAtIso));
}
