/** A post's date: the time today, the date before that, in the page's language and Korea's time zone. */
export function formatPostDate(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const locale = language === 'en' ? 'en-US' : 'ko-KR';
  const timeZone = 'Asia/Seoul';
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone });
  if (day(date) === day(now)) return date.toLocaleTimeString(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  return date.toLocaleDateString(locale, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
}
