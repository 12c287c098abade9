import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshPhone, smsCountTo } from '../accounts/phone.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SMS_PER_PHONE_PER_HOUR: '3', SMS_PER_MEMBER_PER_HOUR: '4', SMS_PER_ADDRESS_PER_HOUR: '6', SMS_PER_DAY: '15' } });
});
afterAll(() => t.close());

const send = (headers: Record<string, string>, phone: string, remoteAddress: string, url = '/api/v1/user/sms') =>
  t.app.inject({ method: 'POST', url, payload: { phone }, headers: { ...headers, 'accept-language': 'en' }, remoteAddress });
const messagesOf = (responses: { json(): { message: string } }[]) => responses.map((response) => response.json().message);
const outboxSize = async () => (await t.ctx.db.select({ id: smsOutbox.id }).from(smsOutbox)).length;

describe('floods of verification texts', () => {
  it('send at most the configured number per phone, even all at once', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const phone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(member.headers, phone.typed, '10.0.0.1')));
    expect(messagesOf(answers).filter((message) => message === 'OK')).toHaveLength(3);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ message: 'sms_rate_limited', detail: 'Too many verification code requests. Please try again later.' });
    expect(await smsCountTo(t, phone.international)).toBe(3);
  });

  it('send at most the configured number per member across numbers, and per address across members', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const byMember = await Promise.all(Array.from({ length: 7 }, () => send(member.headers, freshPhone().typed, '10.0.0.2')));
    expect(messagesOf(byMember).filter((message) => message === 'OK')).toHaveLength(4);

    const members = await Promise.all(Array.from({ length: 4 }, () => buildSignedInUser(t.ctx.db)));
    const byAddress = await Promise.all(members.flatMap((m) => [send(m.headers, freshPhone().typed, '10.0.0.3'), send(m.headers, freshPhone().typed, '10.0.0.3')]));
    expect(messagesOf(byAddress).filter((message) => message === 'OK')).toHaveLength(6);
    // The find-account step, open to anyone, draws on the same per-address budget.
    expect((await send({}, freshPhone().typed, '10.0.0.3', '/api/v1/user/sms/find-email')).statusCode).toBe(429);
  });

  it('stop for the whole platform at the daily budget, whatever the addresses', async () => {
    // 3 + 4 + 6 went out above, so two more reach the budget of 15 and the rest are refused.
    expect(await outboxSize()).toBe(13);
    const members = await Promise.all(Array.from({ length: 6 }, () => buildSignedInUser(t.ctx.db)));
    const answers = await Promise.all(members.map((m, index) => send(m.headers, freshPhone().typed, `10.0.1.${index}`)));
    expect(messagesOf(answers).filter((message) => message === 'OK')).toHaveLength(2);
    expect(await outboxSize()).toBe(15);
  });
});
