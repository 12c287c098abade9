import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { mountTable } from '../../app/routing/mount.ts';
import { routeTable, type PageKey, type RouteSpec } from '../../app/routing/route-table.ts';

type Matchable = RouteObject & { handle?: { page?: PageKey; spec?: RouteSpec } };

const tree: Matchable[] = [
  {
    path: '/',
    children: mountTable<Matchable>(routeTable, {
      route: (spec, children) => (spec.index ? { index: true, handle: { page: spec.page, spec } } : { path: spec.path, handle: { page: spec.page, spec }, children }) as Matchable,
      layout: (_group, children) => ({ children }),
      english: (children) => ({ path: 'en', children }),
    }),
  },
];

const routeOf = (pathname: string) => (matchRoutes(tree, pathname)?.at(-1)?.route as Matchable | undefined)?.handle;

describe('notice and FAQ routes', () => {
  it.each([
    ['/notice', 'noticeList'],
    ['/notice/89', 'notice'],
    ['/notice/notice', 'noticeLegacy'],
    ['/notice/notice/108', 'noticeLegacy'],
    ['/more/notice', 'noticeList'],
    ['/more/notice/89', 'notice'],
    ['/community/notices', 'noticeList'],
    ['/faq', 'faq'],
    ['/more/faq', 'faq'],
    ['/host/notices', 'hostNotices'],
    ['/host/notices/new', 'hostNoticeEdit'],
    ['/host/notices/3', 'hostNoticeEdit'],
    ['/host/faq', 'hostFaq'],
    ['/host/faq/new', 'hostFaqEdit'],
    ['/host/faq/3', 'hostFaqEdit'],
  ] as const)('%s shows the %s page in Korean and in English', (path, page) => {
    expect(routeOf(path)?.page).toBe(page);
    expect(routeOf(`/en${path}`)?.page).toBe(page);
  });

  it('lets only numbers through as notice ids, and only admins into the console pages', () => {
    for (const path of ['/notice/3', '/more/notice/3', '/notice/notice/3', '/host/notices/3', '/host/faq/3']) {
      expect(routeOf(path)?.spec?.params, path).toEqual({ id: 'number' });
    }
    for (const path of ['/host/notices', '/host/notices/new', '/host/notices/3', '/host/faq', '/host/faq/new', '/host/faq/3']) {
      expect(routeOf(path)?.spec?.guards, path).toEqual(['admin']);
    }
  });
});
