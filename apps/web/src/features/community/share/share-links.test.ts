import { describe, expect, it } from 'vitest';
import { shareTargets, shareUrl } from './share-links.ts';

describe('shareUrl', () => {
  it('puts the page and title, encoded, into each network’s plain share address', () => {
    const page = 'https://madang.example/forum/7?x=1&y=2';
    expect(shareUrl('twitter', page, '데이터 & 모델')).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fmadang.example%2Fforum%2F7%3Fx%3D1%26y%3D2&text=%EB%8D%B0%EC%9D%B4%ED%84%B0%20%26%20%EB%AA%A8%EB%8D%B8',
    );
    for (const target of shareTargets) {
      const url = new URL(shareUrl(target, page, 't'));
      expect(url.protocol, target).toBe('https:');
      expect([...url.searchParams.values()], target).toContain(page);
    }
  });
});
