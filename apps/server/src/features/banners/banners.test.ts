import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerInput } from '@madang/contracts/banners';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody } from '../submissions/multipart.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const HOUR = 3_600_000;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('banner-png')]);

const slide = (over: Partial<BannerInput> = {}): BannerInput => ({
  kind: 'rolling',
  title: { ko: '겨울 대회', en: 'Winter challenge' },
  body: { ko: '지금 참가하세요', en: 'Join now' },
  link_url: '/competitions',
  ...over,
});
const create = (headers: Headers, body: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/host/banners', headers, payload: body as object });
const live = async (locale = 'ko') =>
  (await t.app.inject({ url: '/api/main/banner_list', headers: { 'accept-language': locale } })).json().data as { id: number; title: string; kind: string }[];

describe('banners', () => {
  it('are managed by admins only: visitors get 401, members and hosts 403', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    expect((await create({}, slide())).statusCode).toBe(401);
    expect((await create(member.headers, slide())).statusCode).toBe(403);
    expect((await create(host.headers, slide())).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/host/banners', headers: host.headers })).statusCode).toBe(403);
  });

  it('refuse links that are neither a path of this site nor https, images that were not uploaded here, and an end before the start, in the user language', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const en = { ...admin.headers, 'accept-language': 'en' };
    for (const link_url of ['javascript:alert(1)', 'http://example.com', '//evil.example/x', '/\\evil.example', 'https://', 'data:text/html,x']) {
      const sent = await create(en, slide({ link_url }));
      expect(sent.statusCode, link_url).toBe(400);
      expect(sent.body).toContain('https://');
    }
    const image = await create(en, slide({ image_url: 'https://tracker.example/pixel.png' }));
    expect(image.statusCode).toBe(400);
    expect(image.body).toContain('uploaded here');
    const now = Date.now();
    const dates = await create(admin.headers, slide({ starts_at: new Date(now).toISOString(), ends_at: new Date(now - HOUR).toISOString() }));
    expect(dates.statusCode).toBe(400);
    expect(dates.body).toContain('종료 시각은 시작 시각보다 뒤여야 합니다.');
    expect((await create(admin.headers, slide({ kind: 'ticker' as never }))).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/main/banner/list?type=ticker' })).statusCode).toBe(400);
  });

  it('show visitors only switched-on banners within their dates, in their language, by kind', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const uploaded = await (async () => {
      const body = multipartBody({}, { name: 'slide.png', content: PNG });
      return (await t.app.inject({ method: 'POST', url: '/api/v1/host/images', payload: body.payload, headers: { ...admin.headers, ...body.headers } })).json().data.url as string;
    })();
    const now = Date.now();
    const made = async (over: Partial<BannerInput>) => (await create(admin.headers, slide(over))).json().data.id as number;
    const shown = await made({ title: { ko: '보이는 슬라이드', en: 'Shown slide' }, image_url: uploaded, link_url: 'https://madang.dev/about' });
    const popup = await made({ kind: 'popup', title: { ko: '팝업', en: '' } });
    const off = await made({ active: false });
    const later = await made({ starts_at: new Date(now + HOUR).toISOString() });
    const over = await made({ starts_at: new Date(now - 2 * HOUR).toISOString(), ends_at: new Date(now - HOUR).toISOString() });

    const ids = (await live()).map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining([shown, popup]));
    expect(ids).not.toContain(off);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(over);
    const english = await live('en');
    expect(english.find((b) => b.id === shown)).toMatchObject({ title: 'Shown slide', image_url: uploaded, link_url: 'https://madang.dev/about' });
    // An English text left empty shows the Korean one.
    expect(english.find((b) => b.id === popup)?.title).toBe('팝업');
    const popups = (await t.app.inject({ url: '/api/main/banner/list?type=popup' })).json().data as { id: number; kind: string }[];
    expect(popups.map((b) => b.id)).toContain(popup);
    expect(popups.every((b) => b.kind === 'popup')).toBe(true);
    const console = (await t.app.inject({ url: '/api/v1/host/banners', headers: admin.headers })).json().data as { id: number; live: boolean }[];
    expect(console.find((b) => b.id === later)?.live).toBe(false);
    expect(console.find((b) => b.id === shown)?.live).toBe(true);
  });

  it('keep the public list cached, and an admin edit, switch or delete shows at once', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const id = (await create(admin.headers, slide({ kind: 'tile', title: { ko: '처음 제목', en: 'First' } }))).json().data.id as number;
    expect((await live()).find((b) => b.id === id)?.title).toBe('처음 제목');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/host/banners/${id}`,
      headers: admin.headers,
      payload: slide({ kind: 'tile', title: { ko: '고친 제목', en: 'Edited' } }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await live()).find((b) => b.id === id)?.title).toBe('고친 제목');

    await t.app.inject({ method: 'POST', url: `/api/v1/host/banners/${id}/active`, headers: admin.headers, payload: { active: false } });
    expect((await live()).map((b) => b.id)).not.toContain(id);
    await t.app.inject({ method: 'POST', url: `/api/v1/host/banners/${id}/active`, headers: admin.headers, payload: { active: true } });
    expect((await live()).map((b) => b.id)).toContain(id);

    expect((await t.app.inject({ method: 'POST', url: `/api/v1/host/banners/${id}/delete`, headers: admin.headers })).statusCode).toBe(200);
    expect((await live()).map((b) => b.id)).not.toContain(id);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/host/banners/${id}/delete`, headers: admin.headers })).statusCode).toBe(404);
  });
});
