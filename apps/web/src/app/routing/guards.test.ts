import { describe, expect, it } from 'vitest';
import {
  admin,
  educator,
  authback,
  authmain,
  paramsMatchRules,
  hasTrackId,
  host,
  redirectProfile,
  redirectProjectId,
  redirectToHackathon,
  redirectToOfflinePage,
  redirectToProjectStage,
  runGuards,
  type GuardContext,
} from './guards.ts';

function ctx(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    locale: 'ko',
    pathname: '/',
    requestedHref: '/',
    params: {},
    search: new URLSearchParams(),
    userId: null,
    previousHref: null,
    ...overrides,
  };
}

describe('hasTrackId', () => {
  it('sends a track route without a track to /hackathon', () => {
    expect(hasTrackId(ctx())).toEqual({ kind: 'redirect', to: '/hackathon' });
    expect(hasTrackId(ctx({ params: { trackId: ' ' }, locale: 'en' }))).toEqual({ kind: 'redirect', to: '/en/hackathon' });
  });
  it('lets a track route with a track through', () => {
    expect(hasTrackId(ctx({ params: { trackId: '4' } }))).toEqual({ kind: 'pass' });
  });
});

describe('redirect.profile', () => {
  const profile = (uid: string, tab: string | null, userId: number | null, locale: 'ko' | 'en' = 'ko') =>
    redirectProfile(ctx({ params: { uid }, pathname: `/myprofile/${uid}${tab ? `/${tab}` : ''}`, userId, locale }));

  it('lands a profile without a tab on its home', () => {
    expect(profile('7', null, 7)).toEqual({ kind: 'redirect', to: '/myprofile/7/home' });
    expect(profile('7', null, null, 'en')).toEqual({ kind: 'redirect', to: '/en/myprofile/7/home' });
  });
  it('sends private tabs of someone else to their home', () => {
    expect(profile('7', 'bookmark', 8)).toEqual({ kind: 'redirect', to: '/myprofile/7/home' });
    expect(profile('7', 'payment-history', null)).toEqual({ kind: 'redirect', to: '/myprofile/7/home' });
  });
  it('lets the owner and public tabs through', () => {
    expect(profile('7', 'bookmark', 7)).toEqual({ kind: 'pass' });
    expect(profile('7', 'home', 8)).toEqual({ kind: 'pass' });
    expect(profile('7', 'codeshare', null)).toEqual({ kind: 'pass' });
  });
  it('takes /myprofile to the own profile, or asks to log in', () => {
    expect(redirectProfile(ctx({ pathname: '/myprofile', userId: 3 }))).toEqual({ kind: 'redirect', to: '/myprofile/3/home' });
    expect(redirectProfile(ctx({ pathname: '/myprofile', requestedHref: '/myprofile' })).kind).toBe('login');
  });
});

describe('redirect.projectId', () => {
  it('sends visitors to the project introduction', () => {
    expect(redirectProjectId(ctx({ params: { projectId: '3' }, locale: 'en' }))).toEqual({ kind: 'redirect', to: '/en/edu/3' });
  });
  it('lets members through', () => {
    expect(redirectProjectId(ctx({ params: { projectId: '3' }, userId: 1 }))).toEqual({ kind: 'pass' });
  });
});

describe('fixed redirects', () => {
  it('go to the localized hackathon and offline pages', () => {
    expect(redirectToHackathon(ctx({ locale: 'en' }))).toEqual({ kind: 'redirect', to: '/en/hackathon' });
    expect(redirectToOfflinePage(ctx())).toEqual({ kind: 'redirect', to: '/edu/offline' });
  });
});

describe('redirectToProjectStage', () => {
  it('turns the query into the stage path', () => {
    const search = new URLSearchParams('projectId=3&stageNumber=2');
    expect(redirectToProjectStage(ctx({ search }))).toEqual({ kind: 'redirect', to: '/edu/3/2' });
  });
  it('treats a missing or non-numeric stage as not found', () => {
    expect(redirectToProjectStage(ctx({ search: new URLSearchParams('projectId=3') }))).toEqual({ kind: 'notFound' });
    expect(redirectToProjectStage(ctx({ search: new URLSearchParams('projectId=a&stageNumber=2') }))).toEqual({
      kind: 'notFound',
    });
  });
});

describe('authback', () => {
  it('asks visitors to log in and keeps them on the previous page', () => {
    expect(authback(ctx({ requestedHref: '/account', previousHref: '/competitions' }))).toEqual({
      kind: 'login',
      back: '/competitions',
      returnTo: '/account',
    });
  });
  it('falls back to the localized home when there is no previous page', () => {
    expect(authback(ctx({ locale: 'en', requestedHref: '/en/account' }))).toEqual({
      kind: 'login',
      back: '/en',
      returnTo: '/en/account',
    });
  });
  it('lets members through', () => {
    expect(authback(ctx({ userId: 1 }))).toEqual({ kind: 'pass' });
  });
});

describe('runGuards', () => {
  it('stops at the first redirect but keeps the cookie clean-up', () => {
    expect(runGuards(['authmain', 'hasTrackId', 'authback'], ctx())).toEqual([authmain(), { kind: 'redirect', to: '/hackathon' }]);
  });
});

describe('paramsMatchRules', () => {
  const stage = { projectId: 'number', stageNumber: 'number' } as const;
  it('accepts digits and absent optional params', () => {
    expect(paramsMatchRules({ projectId: '3', stageNumber: '12' }, stage)).toBe(true);
    expect(paramsMatchRules({ projectId: '3' }, stage)).toBe(true);
  });
  it('rejects non-numeric stages and unknown hosts', () => {
    expect(paramsMatchRules({ projectId: 'x' }, stage)).toBe(false);
    expect(paramsMatchRules({ host: 'official' }, { host: ['official', 'open'] })).toBe(true);
    expect(paramsMatchRules({ host: 'private' }, { host: ['official', 'open'] })).toBe(false);
  });
});

describe('host', () => {
  it('asks a visitor to log in and keeps them where they were', () => {
    expect(host(ctx({ requestedHref: '/en/host', previousHref: '/en/competitions', locale: 'en' }))).toEqual({
      kind: 'login',
      back: '/en/competitions',
      returnTo: '/en/host',
    });
  });
  it('shows members who do not host a page that does not exist', () => {
    expect(host(ctx({ userId: 3, role: 'member' }))).toEqual({ kind: 'notFound' });
    expect(host(ctx({ userId: 3, role: null }))).toEqual({ kind: 'notFound' });
  });
  it('lets hosts and admins in', () => {
    expect(host(ctx({ userId: 3, role: 'host' }))).toEqual({ kind: 'pass' });
    expect(host(ctx({ userId: 1, role: 'admin' }))).toEqual({ kind: 'pass' });
  });
});

describe('educator', () => {
  it('asks visitors to log in and shows members and hosts a page that does not exist', () => {
    expect(educator(ctx({ requestedHref: '/host/learning' }))).toMatchObject({ kind: 'login', returnTo: '/host/learning' });
    expect(educator(ctx({ userId: 3, role: 'member' }))).toEqual({ kind: 'notFound' });
    expect(educator(ctx({ userId: 3, role: 'host' }))).toEqual({ kind: 'notFound' });
  });

  it('lets educators and admins in', () => {
    expect(educator(ctx({ userId: 3, role: 'educator' }))).toEqual({ kind: 'pass' });
    expect(educator(ctx({ userId: 1, role: 'admin' }))).toEqual({ kind: 'pass' });
  });
});

describe('admin', () => {
  it('asks visitors to log in and shows hosts and members a page that does not exist', () => {
    expect(admin(ctx({ requestedHref: '/host/notices' }))).toMatchObject({ kind: 'login', returnTo: '/host/notices' });
    expect(admin(ctx({ userId: 3, role: 'host' }))).toEqual({ kind: 'notFound' });
    expect(admin(ctx({ userId: 3, role: 'member' }))).toEqual({ kind: 'notFound' });
  });

  it('lets admins in', () => {
    expect(admin(ctx({ userId: 1, role: 'admin' }))).toEqual({ kind: 'pass' });
  });
});
