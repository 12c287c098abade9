import { afterEach, describe, expect, it } from 'vitest';
import { readCookiesFromRequest } from '../../lib/cookies.ts';
import { opensInNewTab, readSocialLanding, socialLoginHref } from './social-login.ts';

describe('socialLoginHref', () => {
  it('sends the current page as returnTo and the locale as en or empty', () => {
    expect(socialLoginHref('google', '/competitions?page=2', 'ko')).toBe('/api/login/google?returnTo=%2Fcompetitions%3Fpage%3D2&locale=');
    expect(socialLoginHref('kakao', '/en', 'en')).toBe('/api/login/kakao?returnTo=%2Fen&locale=en');
  });

  it('opens a new tab inside a frame only', () => {
    expect(opensInNewTab('?mode=iframe&x=1')).toBe(true);
    expect(opensInNewTab('?mode=page')).toBe(false);
  });
});

describe('readSocialLanding', () => {
  it('takes the pending sign-up from the landing query and keeps the other parameters', () => {
    expect(readSocialLanding('?type=google&email=a%40b.co&name=Jane&id=abc&tab=1')).toEqual({
      signup: { type: 'google', id: 'abc', email: 'a@b.co', name: 'Jane' },
      rest: '?tab=1',
    });
  });

  it('takes a Kakao sign-up the same way, ignores other types and a query without the pending id', () => {
    expect(readSocialLanding('?type=kakao&id=abc&email=a%40b.co')?.signup).toEqual({ type: 'kakao', id: 'abc', email: 'a@b.co', name: '' });
    expect(readSocialLanding('?type=facebook&id=abc&email=a%40b.co')).toBeNull();
    expect(readSocialLanding('?type=google&email=a%40b.co')).toBeNull();
  });

  describe('with the short-lived `type` and `email` cookies the server set from the landing query', () => {
    afterEach(() => readCookiesFromRequest(''));

    it('takes the type and e-mail from them when the query lacks them', () => {
      // As @fastify/cookie writes them: the value URI-encoded.
      readCookiesFromRequest('other=1; type=kakao; email=a%40b.co');
      expect(readSocialLanding('?id=abc&name=Jane&tab=1')).toEqual({ signup: { type: 'kakao', id: 'abc', email: 'a@b.co', name: 'Jane' }, rest: '?tab=1' });
    });

    it('lets the query win, and still needs the pending id and a known type', () => {
      readCookiesFromRequest('type=kakao; email=a%40b.co');
      expect(readSocialLanding('?type=google&id=abc&email=c%40d.co')?.signup).toEqual({ type: 'google', id: 'abc', email: 'c@d.co', name: '' });
      expect(readSocialLanding('?email=c%40d.co')).toBeNull();
      readCookiesFromRequest('type=facebook; email=a%40b.co');
      expect(readSocialLanding('?id=abc')).toBeNull();
    });
  });
});
