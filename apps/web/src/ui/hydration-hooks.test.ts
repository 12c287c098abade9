import { act, createElement, Fragment } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLoginPopup, useAppState } from '../app/app-state.ts';
import { useTranslation } from '../i18n/react-translator.ts';
import { translator } from '../i18n/translator.ts';
import { type Hydration, hydrateClosedAfterEach } from '../test/hydrate-server-markup.ts';
import { RenderedAtRoot, useNow } from './hydration-clock.tsx';
import { notify, useToasterWanted } from './toast.ts';
import { useDates } from './use-dates.ts';
import { useHydrated } from './use-hydrated.ts';

// What vite.config.ts does for the bundle: pages' react-i18next is the app's own translator.
vi.mock('react-i18next', () => import('../i18n/react-translator.ts'));

const hydrate = hydrateClosedAfterEach();
let hydration: Hydration | undefined;
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

function Stores() {
  const toaster = useToasterWanted();
  const popup = useAppState((state) => state.loginPopup);
  const { t } = useTranslation();
  return createElement('p', null, `toaster ${toaster} popup ${popup} ${t('x.greeting', { defaultValue: 'hi' })}`);
}

function Language() {
  return createElement('p', null, useTranslation().i18n.language);
}

const hydratedSeen: boolean[] = [];
function HydratedProbe() {
  const hydrated = useHydrated();
  hydratedSeen.push(hydrated);
  return createElement('p', null, hydrated ? 'browser' : 'server');
}

// A post of 14:00 in Korea, shown as a list shows it (the time when it is from today) and with its full date.
const POST = '2026-11-26T05:00:00Z';
function PostDates() {
  const dates = useDates();
  const now = useNow();
  return createElement(
    Fragment,
    null,
    createElement('span', null, dates.postDate(POST)),
    createElement('span', null, dates.date(POST, true)),
    createElement('time', null, now.toISOString()),
  );
}

describe('the stores the first screen reads give the hydration render the server markup', () => {
  it('the toaster and the login popup render as on the server, then follow the browser', async () => {
    hydration = await hydrate(
      () => createElement(Stores),
      () => {
        // What can happen in the browser before hydration: a toast announced, a guard opening the login popup.
        notify.success('saved');
        openLoginPopup();
      },
    );
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHtml).toBe('<p>toaster false popup 0 hi</p>');
    expect(hydration.hydratedHtml).toBe('<p>toaster true popup 1 hi</p>');
  });

  it('the language is the one set before the first render on both sides', async () => {
    await translator.changeLanguage('en');
    hydration = await hydrate(() => createElement(Language));
    await act(() => translator.changeLanguage('ko'));
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHtml).toBe('<p>en</p>');
  });

  it('useHydrated is false on the server and while hydrating, true right after', async () => {
    hydration = await hydrate(() => createElement(HydratedProbe));
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHtml).toBe('<p>server</p>');
    expect(hydration.hydratedHtml).toBe('<p>browser</p>');
    expect(hydratedSeen).toEqual([false, false, true]);
  });
});

describe('dates render in Korean time and the server minute while hydrating, the visitor zone and minute after', () => {
  it('hydrates without a mismatch and switches to the browser after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59:30 in Korea: the post is from today there and shows its time.
    vi.setSystemTime(new Date('2026-11-26T14:59:30Z'));
    vi.stubEnv('TZ', 'Asia/Seoul');
    hydration = await hydrate(
      () => createElement(RenderedAtRoot, { className: 'shell' }, createElement(PostDates)),
      () => {
        // The browser hydrates a minute later, the next day in Korea, in New York.
        vi.setSystemTime(new Date('2026-11-26T15:00:40Z'));
        vi.stubEnv('TZ', 'America/New_York');
      },
    );
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHtml).toContain('<span>14:00</span><span>2026년 11월 26일 14:00</span><time>2026-11-26T14:59:00.000Z</time>');
    // In New York the post is from 00:00 of the 26th, the browser's today (10:00 there), so its time still shows, in New York's.
    expect(hydration.hydratedHtml).toContain('<span>00:00</span><span>2026년 11월 26일 00:00</span><time>2026-11-26T15:00:00.000Z</time>');
  });
});
