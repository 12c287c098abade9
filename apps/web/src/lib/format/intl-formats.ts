// Making an Intl formatter costs far more than formatting with it (the compact notation of prize money most of
// all), and every competition card, leaderboard row and post date made its own during a page's first render. Each
// locale and set of options gets one, made the first time it is asked for.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

// The first Intl formatter of a page load costs 15-35 ms here (ICU sets up its data), four times that on a phone,
// and every later one a few: the first made in a task of its own once the entry has run, that cost is not part of
// the long task of the first render (or of the hydration of a server-rendered page).
setTimeout(() => dateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul' }).format(0), 0);
