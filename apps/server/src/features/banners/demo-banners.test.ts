import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerKinds } from '@madang/contracts/banner-kinds';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoBanners, seedBanners } from './demo-banners.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo banners', () => {
  it('seed rolling slides and banner-row tiles in both languages with their own pictures, and an example popup switched off', async () => {
    await seedBanners(t.ctx);
    const live = (await t.app.inject({ url: '/api/main/banner_list', headers: { 'accept-language': 'en' } })).json().data as { kind: string; title: string; image_url: string }[];
    expect(live.filter((b) => b.kind === 'rolling')).toHaveLength(3);
    expect(live.filter((b) => b.kind === 'tile').map((b) => b.title)).toEqual(['Winner interviews', 'Host a competition', 'Careers']);
    expect(live.some((b) => b.kind === 'popup')).toBe(false);
    expect(demoBanners.every((b) => b.input.title.ko && b.input.title.en && bannerKinds.includes(b.input.kind))).toBe(true);
    expect(new Set(live.map((b) => b.image_url)).size).toBe(live.length);
    const picture = await t.app.inject({ url: live[0]!.image_url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });
});
