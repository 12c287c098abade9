import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGIN_FLAG_COOKIE } from '@madang/contracts/session-token';

/** The element the web app reads (apps/web/src/lib/api/embedded-answers.ts). */
export const PAGE_DATA_ID = 'madang-page-data';

type Take = (path: string, query?: Record<string, string | number>) => Promise<unknown>;
type Params = Record<string, string>;

/** Every page in the default layout asks for the top banner. */
const topBanner = (take: Take) => take('/api/main/banner/list', { type: 'top' });

const dataOf = (answer: unknown) => (answer as { data?: Record<string, unknown> } | undefined)?.data;

/**
 * The API answers each measured page asks for first, with the exact addresses the web app builds for them (its
 * api client's query order): the server answers them into the HTML so the first screen paints without waiting for
 * them. A page not listed here, or an address that changed on the web side, only means the browser asks itself.
 */
const FIRST_SCREEN: Partial<Record<string, (params: Params, take: Take) => Promise<unknown>>> = {
  home: (_, take) => Promise.all([topBanner(take), take('/api/main/basic_list', { version: 2 }), take('/api/main/v3/all_list_scroll/1', { type: 'all', version: 3 })]),
  competitions: (_, take) => Promise.all([topBanner(take), take('/api/competition/list', { sort: 'recent', version: 2 })]),
  competitionLeaderboard: async ({ name }, take) => {
    if (!name) return;
    const [, competition] = await Promise.all([topBanner(take), take('/api/competition', { cpt_id: name })]);
    const id = dataOf(competition)?.id;
    if (typeof id !== 'number') return;
    await Promise.all([take('/api/leaderboard/V2/public', { cpt_id: id }), take('/api/leaderboard/get_baseline', { cpt_id: id, stage: 1 })]);
  },
  // The comments and the neighbouring posts come too: a short post's screen holds them, and arriving later they pushed the footer down (CLS).
  talkPost: ({ id }, take) =>
    Promise.all([
      topBanner(take),
      take('/api/talkboard/v1', { tb_id: id!, version: 2 }),
      take('/api/reply', { type: 'tb', content_id: id! }),
      take('/api/v1/community/getAdjacentTalkPosts', { tbId: id! }),
      take('/api/talkboard/tail', { tb_id: id! }),
    ]),
  eduProject: ({ projectId }, take) => Promise.all([topBanner(take), take(`/api/v2/edu/projects/${projectId}`)]),
};

/** As the web app's client writes an address: the query in its given order, URL-encoded. */
function addressOf(path: string, query?: Record<string, string | number>): string {
  const text = query ? new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString() : '';
  return text ? `${path}?${text}` : path;
}

/**
 * The first screen's API answers for one page, each obtained with `app.inject` under the visitor's own cookies and
 * language, so the HTML holds exactly what the browser's own call would get; answers other than 200 are left out
 * (the browser then asks and handles them as usual). Undefined when the page has no plan or nothing came back.
 */
export async function collectPageData(app: FastifyInstance, request: FastifyRequest, page: string, params: Params, lang: 'ko' | 'en') {
  const plan = FIRST_SCREEN[page];
  if (!plan) return undefined;
  const answers: Record<string, unknown> = {};
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  const take: Take = async (path, query) => {
    const url = addressOf(path, query);
    // From the visitor's own address too, so what keys on it (a visitor's daily key, loopback-only tools) sees them, not this server.
    const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('application/json')) return undefined;
    answers[url] = response.json();
    return answers[url];
  };
  // The header shows who is logged in: with the readable login flag, the web app asks for the session first thing.
  await Promise.all([plan(params, take), request.cookies[LOGIN_FLAG_COOKIE] ? take('/api/myinfo') : undefined]);
  return Object.keys(answers).length > 0 ? answers : undefined;
}

/**
 * The answers as a `<script type="application/json">` naming the language they were answered in, which browsers never run (the CSP's `script-src 'self'`
 * stays as it is). `<` is written as `\u003c`, so no `</script>` or `<!--` in a post's text can end the element.
 */
export function pageDataScript(answers: Record<string, unknown>, lang: 'ko' | 'en'): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}" data-locale="${lang}">${JSON.stringify(answers).replaceAll('<', '\\u003c')}</script>`;
}

/** The first image of the home's rolling banner, from the embedded `/main/basic_list` answer. */
export function homeHeroImage(answers: Record<string, unknown>): string | undefined {
  const banners = dataOf(answers['/api/main/basic_list?version=2'])?.banners;
  if (!Array.isArray(banners)) return undefined;
  const first = banners.find((banner) => banner?.kind === 'rolling');
  return typeof first?.image_url === 'string' ? first.image_url : undefined;
}
