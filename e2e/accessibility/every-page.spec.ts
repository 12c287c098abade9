/// <reference lib="dom" />
import type { Browser, Page } from '@playwright/test';
import { listPaths } from '../../apps/web/src/app/routing/mount.ts';
import { pageOf } from '../../apps/web/src/app/routing/page-of.ts';
import { routeTable } from '../../apps/web/src/app/routing/route-table.ts';
import { expect, test } from '../fixtures.ts';
import { findViolations } from './axe.ts';

/**
 * Every page the platform ships has no serious or critical axe finding, at `/...` and at `/en/...`, opened by
 * the account it is for. The routes come from the web app's route table: a route this plan neither visits nor
 * skips with a reason fails the first test, so a new page cannot be forgotten.
 */
type Account = 'visitor' | 'member' | 'leader' | 'admin';
const LOGINS: Record<Exclude<Account, 'visitor'>, { mail: string; password: string }> = {
  member: { mail: 'member@madang.dev', password: 'madang-member' },
  leader: { mail: 'leader@madang.dev', password: 'madang-leader' },
  admin: { mail: 'admin@madang.dev', password: 'madang-admin' },
};

/** Real ids from the demo data, found on its list pages: `{name}` in a planned address stands for `ids[name]`. */
type Ids = Record<string, string>;
const C = '/competitions/official/housing-price-2025';

/** Route pattern → who opens it and where (without the language prefix), or why it is not opened. */
type Plan = Record<string, { as: Account; path: string } | { skip: string }>;
const visitor = (path: string) => ({ as: 'visitor' as const, path });
const member = (path: string) => ({ as: 'member' as const, path });
const leader = (path: string) => ({ as: 'leader' as const, path });
const admin = (path: string) => ({ as: 'admin' as const, path });
const CP = '/competitions/:host/:name?';

const PLAN: Plan = {
  '/': visitor('/'),
  '/about': visitor('/about'),
  '/account': member('/account'),
  '/account/reset-password': { skip: 'needs a mailed token; e2e/accounts/password-reset.spec.ts opens it' },
  '/codeshare': visitor('/codeshare'),
  '/codeshare/new': member('/codeshare/new'),
  '/codeshare/:id': visitor('/codeshare/{memberCode}'),
  '/codeshare/:id/edit': member('/codeshare/{memberCode}/edit'),
  '/competitions': visitor('/competitions'),
  [CP]: visitor(C),
  [`${CP}/agreement`]: visitor(`${C}/agreement`),
  [`${CP}/codeshare`]: visitor(`${C}/codeshare`),
  [`${CP}/data`]: visitor(`${C}/data`),
  [`${CP}/leaderboard`]: visitor(`${C}/leaderboard`),
  [`${CP}/mysubmission`]: member(`${C}/mysubmission`),
  [`${CP}/talkboard`]: visitor(`${C}/talkboard`),
  [`${CP}/support`]: member(`${C}/support`),
  [`${CP}/team`]: leader(`${C}/team`),
  [`${CP}/overview`]: visitor(`${C}/overview`),
  [`${CP}/overview/agreement`]: visitor(`${C}/overview/agreement`),
  [`${CP}/overview/description`]: visitor(`${C}/overview/description`),
  [`${CP}/overview/evaluation`]: visitor(`${C}/overview/evaluation`),
  [`${CP}/overview/prize`]: visitor(`${C}/overview/prize`),
  [`${CP}/overview/rules`]: visitor(`${C}/overview/rules`),
  [`${CP}/overview/schedule`]: visitor(`${C}/overview/schedule`),
  [`${CP}/overview/:path`]: { skip: 'any other overview tab shows the description, opened above' },
  [`${CP}/codeshare/new`]: leader(`${C}/codeshare/new`),
  [`${CP}/codeshare/:id`]: visitor('{leaderCode}'),
  [`${CP}/codeshare/:id/edit`]: leader('{leaderCode}/edit'),
  [`${CP}/leaderboard/chart`]: visitor(`${C}/leaderboard/chart`),
  [`${CP}/talkboard/new`]: leader(`${C}/talkboard/new`),
  [`${CP}/talkboard/:id`]: visitor('{leaderTalk}'),
  [`${CP}/talkboard/:id/edit`]: leader('{leaderTalk}/edit'),
  [`${CP}/support/new`]: member(`${C}/support/new`),
  [`${CP}/support/:id`]: visitor('{supportFaq}'),
  [`${CP}/support/:id/edit`]: leader('{leaderSupport}/edit'),
  '/competition/:competitionId?/overview': { skip: 'only redirects an old address to a competition overview, opened above' },
  '/host': admin('/host'),
  '/host/competitions/new': admin('/host/competitions/new'),
  '/host/competitions/:id': admin('/host/competitions/{hostCompetition}'),
  '/host/roles': admin('/host/roles'),
  '/host/moderation': admin('/host/moderation'),
  '/host/notices': admin('/host/notices'),
  '/host/notices/new': admin('/host/notices/new'),
  '/host/notices/:id': admin('/host/notices/{notice}'),
  '/host/banners': admin('/host/banners'),
  '/host/banners/new': admin('/host/banners/new'),
  // The demo's first banner, a rolling slide.
  '/host/banners/:id': admin('/host/banners/1'),
  '/host/faq': admin('/host/faq'),
  '/host/faq/new': admin('/host/faq/new'),
  '/host/faq/:id': admin('/host/faq/{faq}'),
  '/host/interviews': admin('/host/interviews'),
  '/host/interviews/new': admin('/host/interviews/new'),
  '/host/interviews/:id': admin('/host/interviews/{interview}'),
  '/host/inquiries': admin('/host/inquiries'),
  // The demo seeds one survey of each kind in this order: general 1, job 2, winner 3 (on the closed demo competition).
  '/host/surveys': admin('/host/surveys'),
  '/host/surveys/new': admin('/host/surveys/new'),
  '/host/surveys/:id': admin('/host/surveys/1'),
  '/host/surveys/:id/results': admin('/host/surveys/1/results'),
  '/host/talent': admin('/host/talent'),
  '/survey/:id?': member('/survey/1'),
  '/job/survey/:id?': member('/job/survey/2'),
  '/winner/survey/:id?': member('/winner/survey/3'),
  '/host/pages': admin('/host/pages'),
  '/host/pages/:key': admin('/host/pages/recruit'),
  '/host/pages/policies/:document': admin('/host/pages/policies/privacy'),
  '/host/learning/*': admin('/host/learning/{eduProject}'),
  '/edu': visitor('/edu'),
  '/faq': visitor('/faq'),
  '/forum': visitor('/forum'),
  '/forum/new': member('/forum/new'),
  '/forum/new-video': member('/forum/new-video'),
  '/forum/:id': visitor('/forum/{memberTalk}'),
  '/forum/:id/edit': member('/forum/{memberTalk}/edit'),
  '/inspire': visitor('/inspire'),
  '/myprofile/:uid': member('/myprofile/{memberId}'),
  '/myprofile/:uid/home': member('/myprofile/{memberId}/home'),
  '/myprofile/:uid/achieve': member('/myprofile/{memberId}/achieve'),
  '/myprofile/:uid/bookmark': member('/myprofile/{memberId}/bookmark'),
  '/myprofile/:uid/certificate': member('/myprofile/{memberId}/certificate'),
  '/myprofile/:uid/codeshare': member('/myprofile/{memberId}/codeshare'),
  '/myprofile/:uid/competition': member('/myprofile/{memberId}/competition'),
  '/myprofile/:uid/talkboard': member('/myprofile/{memberId}/talkboard'),
  '/myprofile/:uid/xp': member('/myprofile/{memberId}/xp'),
  '/notice': visitor('/notice'),
  '/notice/:id': visitor('/notice/{notice}'),
  '/notice/notice/:id?': { skip: 'only redirects an old address to /notice/:id, opened above' },
  '/ranking': visitor('/ranking'),
  '/ranking/info': visitor('/ranking/info'),
  '/ranking/interview': visitor('/ranking/interview'),
  '/ranking/interview/:id': visitor('/ranking/interview/{interview}'),
  '/signup': visitor('/signup'),
  '/sponsorship': visitor('/sponsorship'),
  '/policy': visitor('/policy?doc=privacy'),
  '/cpt10/:id?': visitor('/cpt10/{cpt10}'),
  '/devTest': visitor('/devTest'),
  '/api/verify_mail': { skip: 'needs a mailed token; e2e/accounts/sign-up-journey.spec.ts opens it' },
  // Without a mailed link it tells the link is not valid; e2e/marketing/unsubscribe-journey.spec.ts checks it with a signed one.
  '/api/unsubscribe': visitor('/api/unsubscribe'),
  '/community': visitor('/community'),
  '/community/forum': visitor('/community/forum'),
  '/community/codeshare': visitor('/community/codeshare'),
  '/community/interviews': visitor('/community/interviews'),
  '/community/notices': visitor('/community/notices'),
  // The talk tabs: a member, so the tab bar shows new-post counts and the write button.
  ...Object.fromEntries(
    ['competition', 'daschool', 'educode', 'edumain', 'eduquestion', 'general', 'hiring', 'questions', 'ranker-videos', 'study', 'teams', 'tips', 'forum/err'].map((tab) => [
      `/community/${tab}`,
      member(`/community/${tab}`),
    ]),
  ),
  '/more': visitor('/more'),
  '/more/faq': visitor('/more/faq'),
  '/more/notice': visitor('/more/notice'),
  '/more/interview': visitor('/more/interview'),
  '/more/interview/:id': visitor('/more/interview/{interview}'),
  '/more/about': visitor('/more/about'),
  '/more/join': visitor('/more/join'),
  '/more/sponsorship': visitor('/more/sponsorship'),
  '/more/recruit': visitor('/more/recruit'),
  '/more/notice/:id': visitor('/more/notice/{notice}'),
  '/edu/about': visitor('/edu/about'),
  '/edu/colab-project/:colabProjectId?': visitor('/edu/colab-project/{eduProject}'),
  '/edu/:projectId': visitor('/edu/{eduProject}'),
  '/edu/:projectId/:stageNumber': member('/edu/{eduProject}/1'),
  '/*': visitor('/no/such/page'),
  '/hackathon': visitor('/hackathon'),
  '/mbti/ds-level-test': visitor('/mbti/ds-level-test'),
  '/mbti/ds-level-test-result': visitor('/mbti/ds-level-test-result?a=0000000000&i=pandas'),
  '/mbti/mbti-survey': visitor('/mbti/mbti-survey'),
  '/search': visitor('/search?tab=total&keyword=%EB%8D%B0%EC%9D%B4%ED%84%B0'),
  '/edu/online': visitor('/edu/online'),
  '/edu/offline': visitor('/edu/offline'),
  '/edu/online/pay': member('/edu/online/pay'),
  '/edu/online/pay-yearly': member('/edu/online/pay-yearly'),
  '/edu/online/secret': member('/edu/online/secret'),
  '/edu/offline/pay': member('/edu/offline/pay'),
  '/payment/3months/pay': member('/payment/3months/pay'),
  '/payment/rankerLecture/pay': member('/payment/rankerLecture/pay'),
  '/payment/special-subscription/pay': member('/payment/special-subscription/pay'),
  '/myprofile/:uid/payment-history': member('/myprofile/{memberId}/payment-history'),
  '/host/plans': admin('/host/plans'),
  '/host/payments': admin('/host/payments'),
  '/host/partners': admin('/host/partners'),
  '/payment/receipt/:orderId': { skip: 'needs a paid order; e2e/subscriptions opens it after a checkout' },
  // Every plan's result pages: the same two pages, reached only from a checkout.
  ...Object.fromEntries(
    listPaths(routeTable)
      .filter((pattern) => /^\/payment\/.*(success|fail)/.test(pattern))
      .map((pattern) => [pattern, { skip: 'needs the order and payment key a checkout returns; e2e/subscriptions opens them' }]),
  ),
};

/** The coming-soon page, once in each layout it appears in; every other not-yet-built route shows the same page. */
const COMING_SOON: Record<string, { as: Account; path: string }> = {
  '/api/sso/camp': visitor('/api/sso/camp'),
  '/hackathon/camp': visitor('/hackathon/camp'),
  '/hackathon/camp/login': visitor('/hackathon/camp/login'),
  '/pblTrack/:trackId?/exam': visitor('/pblTrack/1/exam'),
};

/** Each route pattern's layout, so the header and footer are checked once per layout rather than on every page. */
const LAYOUTS = new Map(routeTable.flatMap((group) => listPaths([group]).map((pattern) => [pattern, group.layout] as const)));

const sample = (pattern: string) =>
  pattern
    .replace(':host', 'official')
    .replace(/:\w+\??/g, '1')
    .replace('*', 'x');

test('the accessibility plan opens or skips, with a reason, every route the web app ships', () => {
  const unplanned = [...new Set(listPaths(routeTable))].filter((pattern) => pageOf(sample(pattern)) !== 'comingSoon' && !PLAN[pattern]);
  expect(unplanned, 'add these routes to PLAN').toEqual([]);
  const stale = Object.keys(PLAN).filter((pattern) => !listPaths(routeTable).includes(pattern));
  expect(stale, 'routes the table no longer has').toEqual([]);
  for (const visit of Object.values(COMING_SOON)) expect(pageOf(visit.path), visit.path).toBe('comingSoon');
});

/** The first link on `path` whose address matches `pattern`: its first group, or the whole address. */
async function linkOn(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const link = page.locator('main a[href]');
  const hrefs = () => link.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  await expect.poll(async () => (await hrefs()).find((href) => pattern.test(href)), { message: `a link like ${pattern} on ${path}` }).toBeDefined();
  const match = (await hrefs()).map((href) => href.match(pattern)).find(Boolean)!;
  return match[1] ?? match[0];
}

async function logIn(browser: Browser, account: Account) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (account !== 'visitor') {
    const login = await context.request.post('/api/login/self_login', { data: LOGINS[account] });
    expect(login.status(), await login.text()).toBe(200);
  }
  return context;
}

/** Answers still on their way, so a page is checked once its data has arrived (the event stream never ends). */
function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') pending.add(request);
  });
  const done = (request: unknown) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return pending;
}

/** Moves the open app to `path` the way its own links do, without reloading it. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Korean opens every planned route; English opens one route of each page, which shares its markup with the
 * Korean one and differs only in its texts (and a route of the same page differs only in its data).
 */
function visitsOf(account: Account, language: '' | '/en') {
  const seen = new Set<string>();
  return Object.entries({ ...PLAN, ...COMING_SOON }).flatMap(([pattern, entry]) => {
    if ('skip' in entry || entry.as !== account) return [];
    const key = pageOf(sample(pattern)) ?? pattern;
    if (language === '/en' && seen.has(key)) return [];
    seen.add(key);
    return [{ ...entry, layout: LAYOUTS.get(pattern) ?? 'default' }];
  });
}

/** The header, footer and bottom bar, checked in full on the first page of each layout. */
const FRAME = ['.site-header', '.site-footer', '.bottom-bar'];

test('every shipped page has no serious or critical accessibility finding, in Korean and in English', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const member = await logIn(browser, 'member');
  const memberPage = await member.newPage();
  const memberId = String(((await (await member.request.get('/api/myinfo')).json()) as { data: { id: number }[] }).data[0]!.id);
  const ids: Ids = {
    memberId,
    memberTalk: await linkOn(memberPage, `/myprofile/${memberId}/talkboard`, /^\/forum\/(\d+)$/),
    memberCode: await linkOn(memberPage, `/myprofile/${memberId}/codeshare`, /^\/codeshare\/(\d+)$/),
    notice: await linkOn(memberPage, '/notice', /\/notice\/(\d+)$/),
    interview: await linkOn(memberPage, '/ranking/interview', /\/interview\/(\d+)$/),
    eduProject: await linkOn(memberPage, '/edu', /^\/edu\/(\d+)$/),
    cpt10: await linkOn(memberPage, '/cpt10', /^\/cpt10\/(\d+)$/),
  };
  const leader = await logIn(browser, 'leader');
  const leaderPage = await leader.newPage();
  const leaderId = String(((await (await leader.request.get('/api/myinfo')).json()) as { data: { id: number }[] }).data[0]!.id);
  ids.leaderTalk = await linkOn(leaderPage, `/myprofile/${leaderId}/talkboard`, /^\/competitions\/[^/]+\/[^/]+\/talkboard\/\d+$/);
  ids.leaderCode = await linkOn(leaderPage, `/myprofile/${leaderId}/codeshare`, /^\/competitions\/[^/]+\/[^/]+\/codeshare\/\d+$/);
  // The demo leader's own question is still unanswered, so its edit page opens; the FAQ is public.
  ids.leaderSupport = await linkOn(leaderPage, `${C}/support`, /^\/competitions\/[^/]+\/[^/]+\/support\/\d+$/);
  ids.supportFaq = await linkOn(leaderPage, `${C}/support?view=faq`, /^\/competitions\/[^/]+\/[^/]+\/support\/\d+$/);
  const adminContext = await logIn(browser, 'admin');
  const adminPage = await adminContext.newPage();
  ids.hostCompetition = await linkOn(adminPage, '/host', /\/host\/competitions\/(\d+)$/);
  ids.faq = await linkOn(adminPage, '/host/faq', /\/host\/faq\/(\d+)$/);

  const pages: Record<Account, Page> = { visitor: page, member: memberPage, leader: leaderPage, admin: adminPage };
  // One tab per account, side by side: a page's checks run while another tab waits for its answers.
  await Promise.all(
    (['visitor', 'member', 'leader', 'admin'] as const).map(async (account) => {
      const tab = pages[account];
      const pending = trackRequests(tab);
      await tab.goto('/');
      for (const language of ['', '/en'] as const) {
        const framed = new Set<string>();
        for (const visit of visitsOf(account, language)) {
          const path = `${language}${visit.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? `{${name}}`)}`.replace(/\/$/, '') || '/';
          await navigate(tab, path);
          await expect(tab.locator('main')).toBeVisible();
          await expect(tab.locator('[aria-busy="true"]')).toHaveCount(0);
          await expect.poll(() => pending.size).toBe(0);
          const exclude = framed.has(visit.layout) ? FRAME : [];
          framed.add(visit.layout);
          expect.soft(await findViolations(tab, { exclude }), `${path} as ${account}`).toEqual([]);
        }
      }
    }),
  );
  await Promise.all([member.close(), leader.close(), adminContext.close()]);
});
