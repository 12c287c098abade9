import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { policyDocumentKeys, SITE_PAGE_BODY_MAX, TERMS_VERSION } from '@madang/contracts';
import { eq } from 'drizzle-orm';
import { policyVersions, sitePages, users } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { kstDay } from '../xp/kst-day.ts';
import { installSitePages } from './install-site-pages.ts';
import { installPolicyVersionFiles } from './policy-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts from the installed defaults, as a first start leaves them.
beforeEach(async () => {
  await t.ctx.db.delete(sitePages);
  await t.ctx.db.delete(policyVersions);
  await installSitePages(t.ctx.db);
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, body?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
const en = { 'accept-language': 'en' };
const DAY = 86_400_000;

const admin = () => buildSignedInUser(t.ctx.db, { role: 'admin' });
const recruitForm = { title: { ko: '채용', en: 'Careers' }, body: { ko: '## 데이터 엔지니어\n\n- 대회 운영 지원', en: '## Data engineer\n\n- Help run competitions' } };
const privacyForm = (version: string, effectiveOn: string) => ({
  version,
  effective_on: effectiveOn,
  body: { ko: `# 개인정보처리방침 ${version}`, en: `# Privacy policy ${version}` },
});

describe('reading the site pages', () => {
  it('answers /etc/etc_data by key or number in the viewer language, and the policies by key', async () => {
    const about = (await call('GET', '/etc/etc_data?etc_id=about')).json();
    expect(about).toMatchObject({ status: 1, data: { key: 'about', title: '마당 소개' } });
    expect(about.data.body).toContain('## 누가 운영하나요');
    const byNumber = (await call('GET', `/etc/etc_data?etc_id=${about.data.etc_id}`, en)).json().data;
    expect(byNumber).toMatchObject({ key: 'about', title: 'About Madang' });
    expect(byNumber.body).toContain('## Who runs it');

    const privacy = (await call('GET', '/etc/etc_data?etc_id=privacy', en)).json().data;
    expect(privacy).toMatchObject({ key: 'privacy', title: 'Privacy policy' });
    expect(privacy.body.length).toBeGreaterThan(100);
    // The recruit page starts without positions, so the page can say there are none.
    expect((await call('GET', '/etc/etc_data?etc_id=recruit')).json().data.body).toBe('');
  });

  it('refuses unknown pages and bad ids with a message in the viewer language', async () => {
    for (const id of ['nope', '999999', 'terms2']) {
      const response = await call('GET', `/etc/etc_data?etc_id=${id}`, en);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().detail).toBe('What you asked for could not be found.');
    }
    const empty = await call('GET', '/etc/etc_data?etc_id=', en);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].field).toBe('etc_id');
    const nul = await call('GET', '/etc/etc_data?etc_id=ab%00c');
    expect(nul.statusCode).toBe(400);
  });
});

describe('editing the site pages', () => {
  it('lets an admin rewrite the recruit page in both languages; visitors read it at once', async () => {
    const { headers } = await admin();
    const saved = await call('PUT', '/v1/host/site-pages/recruit', headers, recruitForm);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ key: 'recruit', title: recruitForm.title, body: recruitForm.body });
    expect((await call('GET', '/etc/etc_data?etc_id=recruit', en)).json().data).toMatchObject({ title: 'Careers', body: recruitForm.body.en });

    // English left empty: the Korean text shows instead, while the console keeps the empty field.
    await call('PUT', '/v1/host/site-pages/recruit', headers, { title: { ko: '채용', en: '' }, body: { ko: '본문', en: '' } });
    expect((await call('GET', '/etc/etc_data?etc_id=recruit', en)).json().data).toMatchObject({ title: '채용', body: '본문' });
    const listed = (await call('GET', '/v1/host/site-pages', headers)).json().data;
    expect(listed.map((page: { key: string }) => page.key)).toEqual(['about', 'join', 'inspire', 'sponsorship', 'recruit']);
    expect(listed.at(-1).body).toEqual({ ko: '본문', en: '' });

    // A later start installs what is missing and keeps what the admin wrote.
    await installSitePages(t.ctx.db);
    expect((await call('GET', '/etc/etc_data?etc_id=recruit')).json().data.body).toBe('본문');
  });

  it('is for admins only: visitors get 401, members and hosts 403, and nothing changes', async () => {
    expect((await call('PUT', '/v1/host/site-pages/recruit', {}, recruitForm)).statusCode).toBe(401);
    for (const role of ['member', 'host'] as const) {
      const { headers } = await buildSignedInUser(t.ctx.db, { role });
      const response = await call('PUT', '/v1/host/site-pages/recruit', { ...headers, ...en }, recruitForm);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().detail).toMatch(/admin/i);
      expect((await call('POST', '/v1/host/policies/privacy', headers, privacyForm('24.1.1', '2024-01-01'))).statusCode, role).toBe(403);
      expect((await call('GET', '/v1/host/site-pages', headers)).statusCode, role).toBe(403);
    }
    expect((await call('GET', '/etc/etc_data?etc_id=recruit')).json().data.body).toBe('');
  });

  it('refuses NUL characters, texts that are too long, a missing Korean title and unknown pages', async () => {
    const { headers } = await admin();
    const nul = await call('PUT', '/v1/host/site-pages/about', { ...headers, ...en }, { ...recruitForm, body: { ko: 'a\u0000b', en: '' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toMatchObject([{ field: 'body.ko' }]);
    const long = await call('PUT', '/v1/host/site-pages/about', { ...headers, ...en }, { ...recruitForm, body: { ko: 'a'.repeat(SITE_PAGE_BODY_MAX + 1), en: '' } });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toMatchObject([{ field: 'body.ko' }]);
    const untitled = await call('PUT', '/v1/host/site-pages/about', headers, { ...recruitForm, title: { ko: '  ', en: 'x' } });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fields).toMatchObject([{ field: 'title.ko' }]);
    expect((await call('PUT', '/v1/host/site-pages/careers', headers, recruitForm)).statusCode).toBe(400);
    expect((await call('GET', '/etc/etc_data?etc_id=about')).json().data.title).toBe('마당 소개');
  });
});

describe('policy versions', () => {
  it('publishes a new privacy version that takes effect on its day; the old version stays readable', async () => {
    const { headers } = await admin();
    const first = (await call('GET', '/v1/policies/privacy')).json().data;
    expect(first).toMatchObject({ version: TERMS_VERSION, current: TERMS_VERSION, effective_on: '2023-03-29' });

    const today = kstDay(new Date());
    const published = await call('POST', '/v1/host/policies/privacy', headers, privacyForm('24.1.1', today));
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ version: '24.1.1', effective_on: today });

    const now = (await call('GET', '/v1/policies/privacy', en)).json().data;
    expect(now).toMatchObject({ version: '24.1.1', current: '24.1.1', body: '# Privacy policy 24.1.1' });
    expect(now.versions).toEqual([
      { version: '24.1.1', effective_on: today },
      { version: TERMS_VERSION, effective_on: '2023-03-29' },
    ]);
    const old = (await call('GET', `/v1/policies/privacy?version=${TERMS_VERSION}`)).json().data;
    expect(old).toMatchObject({ version: TERMS_VERSION, current: '24.1.1', body: first.body });
    expect((await call('GET', '/etc/etc_data?etc_id=privacy')).json().data.body).toBe('# 개인정보처리방침 24.1.1');
    // Other documents keep their own versions.
    expect((await call('GET', '/v1/policies/terms')).json().data.current).toBe(TERMS_VERSION);
  });

  it('records the terms version in effect on a new member; an earlier member keeps the version they accepted, still readable', async () => {
    const { headers } = await admin();
    const earlier = await buildSignedInUser(t.ctx.db);
    expect(earlier.user.termsVersion).toBe(TERMS_VERSION);
    expect((await call('POST', '/v1/host/policies/terms', headers, privacyForm('26.1', kstDay(new Date())))).statusCode).toBe(200);

    const email = `consent-${Date.now()}@example.com`;
    const signup = await call('POST', '/signup/simple', {}, { email, password: 'consent password 1', name: `consent${Date.now() % 100000}`, terms: true, privacy: true });
    expect(signup.statusCode, signup.body).toBe(201);
    const [member] = await t.ctx.db.select({ termsVersion: users.termsVersion }).from(users).where(eq(users.email, email));
    expect(member?.termsVersion).toBe('26.1');
    const accepted = (await call('GET', `/v1/policies/terms?version=${earlier.user.termsVersion}`)).json().data;
    expect(accepted).toMatchObject({ version: TERMS_VERSION, current: '26.1' });
    expect(accepted.body).toContain('마당 이용약관');
  });

  it('announces a version dated later without putting it in effect yet', async () => {
    const { headers } = await admin();
    const later = kstDay(new Date(Date.now() + 30 * DAY));
    expect((await call('POST', '/v1/host/policies/marketing', headers, privacyForm('25.0', later))).statusCode).toBe(200);
    const view = (await call('GET', '/v1/policies/marketing')).json().data;
    expect(view).toMatchObject({ version: TERMS_VERSION, current: TERMS_VERSION });
    expect(view.versions[0]).toEqual({ version: '25.0', effective_on: later });
    expect((await call('GET', '/v1/policies/marketing?version=25.0')).json().data.body).toBe('# 개인정보처리방침 25.0');
  });

  it('serves the version in effect through the signed document links, and the terms link its own version', async () => {
    const readSigned = async (objectKey: string) => {
      const signed = await call('GET', `/v1/presigned-url/get-object?objectKey=${encodeURIComponent(objectKey)}`);
      expect(signed.statusCode, signed.body).toBe(200);
      const file = await t.app.inject({ url: signed.json().presignedUrl });
      expect(file.statusCode).toBe(200);
      return file.body;
    };
    const firstPrivacy = await readSigned(policyDocumentKeys.privacy.ko);
    expect(firstPrivacy).toBe((await call('GET', '/v1/policies/privacy')).json().data.body);

    const { headers } = await admin();
    const today = kstDay(new Date());
    expect((await call('POST', '/v1/host/policies/privacy', headers, privacyForm('24.5', today))).statusCode).toBe(200);
    expect((await call('POST', '/v1/host/policies/marketing', headers, privacyForm('27.0', kstDay(new Date(Date.now() + 30 * DAY))))).statusCode).toBe(200);
    expect((await call('POST', '/v1/host/policies/terms', headers, privacyForm('26.2', today))).statusCode).toBe(200);

    expect(await readSigned(policyDocumentKeys.privacy.ko)).toBe('# 개인정보처리방침 24.5');
    expect(await readSigned(policyDocumentKeys.privacy.en)).toBe('# Privacy policy 24.5');
    // A version dated later is announced, not served yet.
    expect(await readSigned(policyDocumentKeys.marketing.en)).toBe((await call('GET', `/v1/policies/marketing?version=${TERMS_VERSION}`, en)).json().data.body);
    // The terms key names version 23.3.29 and keeps meaning it.
    expect(await readSigned(policyDocumentKeys.terms.ko)).toContain('마당 이용약관');
  });

  it('gives published versions their files again when they are missing at a start', async () => {
    const { headers } = await admin();
    expect((await call('POST', '/v1/host/policies/privacy', headers, privacyForm('24.6', kstDay(new Date())))).statusCode).toBe(200);
    const signed = (await call('GET', `/v1/presigned-url/get-object?objectKey=${policyDocumentKeys.privacy.en}`)).json().presignedUrl;
    const fileKey = new URL(signed, 'http://localhost').searchParams.get('key')!;
    await t.ctx.storage.delete(fileKey);
    expect((await t.app.inject({ url: signed })).statusCode).toBe(404);
    await installPolicyVersionFiles(t.ctx.db, t.ctx.storage);
    expect((await t.app.inject({ url: signed })).body).toBe('# Privacy policy 24.6');
  });

  it('refuses a version name twice, a malformed name or day, and unknown documents and versions', async () => {
    const { headers } = await admin();
    const again = await call('POST', '/v1/host/policies/terms', { ...headers, ...en }, privacyForm(TERMS_VERSION, '2024-01-01'));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This document already has a version with that name. Give the new version another name.');
    const badName = await call('POST', '/v1/host/policies/terms', { ...headers, ...en }, privacyForm('v 2', '2024-01-01'));
    expect(badName.statusCode).toBe(400);
    expect(badName.json().fields).toMatchObject([{ field: 'version', detail: 'Write the version with digits, letters, dots and hyphens, such as 24.1.1.' }]);
    const badDay = await call('POST', '/v1/host/policies/terms', headers, privacyForm('24.2', '2024-02-30'));
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().fields).toMatchObject([{ field: 'effective_on' }]);
    expect((await call('POST', '/v1/host/policies/cookies', headers, privacyForm('24.3', '2024-01-01'))).statusCode).toBe(400);
    expect((await call('GET', '/v1/policies/terms?version=9.9')).statusCode).toBe(404);
    expect((await call('GET', '/v1/host/policies/terms', headers)).json().data).toHaveLength(1);
  });
});
