import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnsubscribeLink } from '@madang/contracts/unsubscribe';
import { mailOutbox, unsubscribeFeedback, users } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUnsubscribeLink } from './unsubscribe-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const query = (link: UnsubscribeLink) => new URLSearchParams({ id: String(link.id), from: link.from, type: link.type, sig: link.sig }).toString();
const consentOf = async (userId: number) => (await t.ctx.db.select({ consent: users.marketingConsent }).from(users).where(eq(users.id, userId)))[0]!.consent;

async function consentingMember() {
  const { user } = await buildUser(t.ctx.db, { marketing: true, email: `digest-${Math.random().toString(36).slice(2)}@example.com` });
  return { user, link: signUnsubscribeLink(t.config.secret, { userId: user.id, mailing: 'digest-2026-11-23', kind: 'digest' }) };
}

describe('the unsubscribe link', () => {
  it('tells what a valid link means on GET and changes nothing', async () => {
    const { user, link } = await consentingMember();
    const response = await t.app.inject({ url: `/api/mail/unsubscribe?${query(link)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ kind: 'digest', email: expect.stringMatching(/^di\*+@example\.com$/), subscribed: true });
    expect(await consentOf(user.id)).toBe(true);
  });

  it('refuses a forged signature, an altered member, an altered kind and an altered mailing, in the reader language, and changes nothing', async () => {
    const { user, link } = await consentingMember();
    const { user: other } = await buildUser(t.ctx.db, { marketing: true });
    const forgedWithOtherSecret = signUnsubscribeLink('another-secret-entirely', { userId: user.id, mailing: link.from, kind: 'digest' });
    const variants: UnsubscribeLink[] = [
      forgedWithOtherSecret,
      { ...link, sig: 'x'.repeat(43) },
      { ...link, sig: 'short' },
      { ...link, id: other.id },
      { ...link, type: 'all' },
      { ...link, from: 'digest-2026-11-30' },
    ];
    for (const variant of variants) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({ method, url: `/api/mail/unsubscribe?${query(variant)}`, headers: { 'accept-language': 'en' } });
        expect(response.statusCode, `${method} ${JSON.stringify(variant)}`).toBe(400);
        expect(response.json()).toMatchObject({ message: 'unsubscribe_link_invalid', detail: expect.stringContaining('unsubscribe link is not valid') });
      }
    }
    const korean = await t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?${query({ ...link, type: 'all' })}`, headers: { 'accept-language': 'ko' } });
    expect(korean.json().detail).toContain('수신 거부 링크');
    expect(await consentOf(user.id)).toBe(true);
    expect(await consentOf(other.id)).toBe(true);
  });

  it('unsubscribes by the RFC 8058 one-click POST with no session and no token, and a replay is harmless', async () => {
    const { user, link } = await consentingMember();
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/mail/unsubscribe?${query(link)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ kind: 'digest', subscribed: false });
    expect(await consentOf(user.id)).toBe(false);
    const replay = await oneClick();
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.subscribed).toBe(false);
    expect(await consentOf(user.id)).toBe(false);
    const after = await t.app.inject({ url: `/api/mail/unsubscribe?${query(link)}` });
    expect(after.json().data.subscribed).toBe(false);
  });

  it('keeps one bounded feedback answer per member and mailing, and refuses an empty or oversized one', async () => {
    const { user, link } = await consentingMember();
    const send = (body: object) => t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe/feedback', payload: { ...link, ...body }, headers: { 'accept-language': 'en' } });
    const empty = await send({ reasons: [], text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Choose at least one reason or write a comment.');
    expect((await send({ text: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await send({ reasons: ['spam'] })).statusCode).toBe(400);
    expect((await send({ ...link, sig: 'x'.repeat(43), reasons: ['too_often'] })).statusCode).toBe(400);
    expect((await send({ reasons: ['too_often', 'too_often'], text: 'Weekly is a lot.' })).statusCode).toBe(200);
    expect((await send({ reasons: ['not_relevant'], text: '' })).statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(unsubscribeFeedback).where(eq(unsubscribeFeedback.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mailing: link.from, kind: 'digest', reasons: ['not_relevant'], text: '' });
  });

  it('is what the account shows: off after unsubscribing, and turning it back on works', async () => {
    const { user, headers } = await buildSignedInUser(t.ctx.db, { marketing: true });
    const link = signUnsubscribeLink(t.config.secret, { userId: user.id, mailing: 'digest-2026-11-23', kind: 'digest' });
    expect((await t.app.inject({ url: '/api/myinfo', headers })).json().data[0].marketing).toBe(true);
    await t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?${query(link)}` });
    expect((await t.app.inject({ url: '/api/myinfo', headers })).json().data[0].marketing).toBe(false);
    const back = await t.app.inject({ method: 'POST', url: '/api/myinfo/update/v2', headers, payload: { marketing: true } });
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/mail/unsubscribe?${query(link)}` })).json().data.subscribed).toBe(true);
  });

  it('comes in the digest a development server sends on demand to its outbox, opening the page in the member language', async () => {
    await buildCompetition(t.ctx);
    const { user } = await buildUser(t.ctx.db, { marketing: true, locale: 'en' });
    const first = await t.app.inject({ method: 'POST', url: '/api/dev/marketing-digest' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.sent).toBeGreaterThanOrEqual(1);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    const pageLink = /http:\/\/localhost:3000\/en\/api\/unsubscribe\?(\S+)/.exec(mail!.text)?.[1];
    expect(pageLink).toBeDefined();
    expect((await t.app.inject({ url: `/api/mail/unsubscribe?${pageLink}` })).json().data).toMatchObject({ kind: 'digest', subscribed: true });
    // Asking again the same day mails nobody twice.
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/marketing-digest' })).json().data.sent).toBe(0);
    const refused = await t.app.inject({ method: 'POST', url: '/api/dev/marketing-digest', remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(404);
  });
});
