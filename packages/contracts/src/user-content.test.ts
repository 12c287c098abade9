import { describe, expect, it } from 'vitest';
import { isApiLink, isPlatformImage } from './user-content.ts';

const hash = 'ab'.repeat(32);

describe('isPlatformImage', () => {
  it.each([`/api/v1/images/${hash}.png`, `/api/v1/images/${hash}.jpg`, `/api/v1/images/${hash}.webp`])('shows %s', (src) => {
    expect(isPlatformImage(src)).toBe(true);
  });

  it.each([
    '/api/login/self_login?mail=attacker%40evil.example&password=x',
    `/api/v1/images/${hash}.png?x=1`,
    `/api/v1/images/../../login/self_login`,
    `/api/v1/images/${hash}.svg`,
    `https://evil.example/api/v1/images/${hash}.png`,
    `//evil.example/api/v1/images/${hash}.png`,
    'https://tracker.example/pixel.gif',
    'data:image/png;base64,AAAA',
    '/uploads/cat.png',
    '',
  ])('drops %s', (src) => {
    expect(isPlatformImage(src)).toBe(false);
  });
});

describe('isApiLink', () => {
  it.each([
    '/api/login/self_login?mail=a%40b.c&password=x',
    '/API/login/resend',
    '/%61pi/login/self_login',
    '/%2561pi/login/self_login',
    '/en/../api/login/self_login',
    '/api',
    'https://madang.example/api/login/self_login?mail=a',
    'api/login',
  ])('treats %s as an API link', (href) => {
    expect(isApiLink(href)).toBe(true);
  });

  it.each(['/competitions/official/1', '/en/talkboard/3', 'https://www.kaggle.com/competitions', '/apiary', 'https://example.com/docs/api/', '#comments', 'mailto:a@b.c'])(
    'keeps %s',
    (href) => {
      expect(isApiLink(href)).toBe(false);
    },
  );
});
