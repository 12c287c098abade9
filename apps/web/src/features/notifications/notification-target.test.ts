import { describe, expect, it } from 'vitest';
import { MOLIT_JOIN_TALKBOARD, notificationTarget } from './notification-target.ts';

const base = { type: 'tb', cpt_id: 0, tb_id: null, cs_id: null, is_official: 0, link: '' } as const;
const to = (fields: Partial<Parameters<typeof notificationTarget>[0]>, locale: 'ko' | 'en' = 'ko') => notificationTarget({ ...base, ...fields }, locale);

describe('notificationTarget', () => {
  it('sends site-wide talk and code posts (cpt_id 0 or 1) to the forum and code share', () => {
    expect(to({ type: 'tb', cpt_id: 0, tb_id: 12 })).toEqual({ kind: 'internal', to: '/forum/12/' });
    expect(to({ type: 'tb', cpt_id: 1, tb_id: 12 })).toEqual({ kind: 'internal', to: '/forum/12/' });
    expect(to({ type: 'cs', cpt_id: 1, cs_id: 5 })).toEqual({ kind: 'internal', to: '/codeshare/5/' });
  });

  it('sends competition talk and code posts to the competition, official or open', () => {
    expect(to({ type: 'tb', cpt_id: 42, tb_id: 12, is_official: 1 })).toEqual({ kind: 'internal', to: '/competitions/official/42/talkboard/12/' });
    expect(to({ type: 'tb', cpt_id: 42, tb_id: 12, is_official: 0 })).toEqual({ kind: 'internal', to: '/competitions/open/42/talkboard/12/' });
    expect(to({ type: 'cs', cpt_id: 42, cs_id: 3, is_official: 1 })).toEqual({ kind: 'internal', to: '/competitions/official/42/codeshare/3/' });
    expect(to({ type: 'support', cpt_id: 0, tb_id: 9 })).toEqual({ kind: 'internal', to: '/forum/9/' });
  });

  it("sends a competition's support question to its support tab", () => {
    expect(to({ type: 'support', cpt_id: 42, tb_id: 9 })).toEqual({ kind: 'internal', to: '/competitions/open/42/support/9/' });
    expect(to({ type: 'support', cpt_id: 42, tb_id: 9, is_official: 1 }, 'en')).toEqual({ kind: 'internal', to: '/en/competitions/official/42/support/9/' });
    // Competition 1 is a competition here, not the spec's second site-wide board: support questions live only on competitions.
    expect(to({ type: 'support', cpt_id: 1, tb_id: 9, is_official: 1 })).toEqual({ kind: 'internal', to: '/competitions/official/1/support/9/' });
  });

  it('sends team, before, after and urgent notices to the competition tab', () => {
    expect(to({ type: 'cpt_invite', cpt_id: 7, is_official: 1 })).toEqual({ kind: 'internal', to: '/competitions/official/7/team/' });
    expect(to({ type: 'cpt_accept', cpt_id: 7 })).toEqual({ kind: 'internal', to: '/competitions/open/7/team/' });
    expect(to({ type: 'cpt_before', cpt_id: 7, is_official: 1 })).toEqual({ kind: 'internal', to: '/competitions/official/7/overview/description' });
    expect(to({ type: 'cpt_after', cpt_id: 7, is_official: 1 })).toEqual({ kind: 'internal', to: '/competitions/official/7/leaderboard/' });
    expect(to({ type: 'urgent', cpt_id: 7, is_official: 1 })).toEqual({ kind: 'internal', to: '/competitions/official/7/overview/description' });
  });

  it('opens a winner survey at its stored survey page, and nothing else from the link', () => {
    expect(to({ type: 'survey', cpt_id: 7, link: '/winner/survey/3' }, 'en')).toEqual({ kind: 'internal', to: '/en/winner/survey/3' });
    expect(to({ type: 'survey', cpt_id: 7, link: '//evil.example/survey/3' })).toEqual({ kind: 'internal', to: '/' });
  });

  it('opens an invite on its invitation, and nothing else from the stored link', () => {
    const link = '/competitions/official/housing-2025/team/?invitation=42';
    expect(to({ type: 'cpt_invite', cpt_id: 7, is_official: 1, link })).toEqual({ kind: 'internal', to: link });
    expect(to({ type: 'cpt_invite', cpt_id: 7, is_official: 1, link }, 'en')).toEqual({ kind: 'internal', to: `/en${link}` });
    for (const other of [
      'https://evil.example/competitions/official/x/team/?invitation=1',
      '//evil.example/?invitation=1',
      '/competitions/official/x/team/?invitation=1&next=/x',
    ]) {
      expect(to({ type: 'cpt_invite', cpt_id: 7, is_official: 1, link: other })).toEqual({ kind: 'internal', to: '/competitions/official/7/team/' });
    }
  });

  it("opens an urgent notice's outside link, but never a script address", () => {
    expect(to({ type: 'urgent', cpt_id: 7, link: 'https://example.org/news' })).toEqual({ kind: 'external', href: 'https://example.org/news' });
    expect(to({ type: 'urgent', cpt_id: 7, link: 'javascript:alert(1)' })).toEqual({ kind: 'internal', to: '/competitions/open/7/overview/description' });
    // Only urgent notices leave the site.
    expect(to({ type: 'tb', cpt_id: 0, tb_id: 1, link: 'https://example.org' })).toEqual({ kind: 'internal', to: '/forum/1/' });
  });

  it('sends molit_join to the fixed board post and unknown kinds home', () => {
    expect(to({ type: 'molit_join', cpt_id: 99 })).toEqual({
      kind: 'internal',
      to: `/competitions/official/${MOLIT_JOIN_TALKBOARD.cptId}/talkboard/${MOLIT_JOIN_TALKBOARD.tbId}/`,
    });
    expect(to({ type: 'something_new', cpt_id: 3 })).toEqual({ kind: 'internal', to: '/' });
    expect(to({ type: 'something_new' }, 'en')).toEqual({ kind: 'internal', to: '/en' });
  });

  it('keeps English readers in English', () => {
    expect(to({ type: 'cpt_invite', cpt_id: 7, is_official: 1 }, 'en')).toEqual({ kind: 'internal', to: '/en/competitions/official/7/team/' });
    expect(to({ type: 'tb', cpt_id: 0, tb_id: 2 }, 'en')).toEqual({ kind: 'internal', to: '/en/forum/2/' });
  });
});
