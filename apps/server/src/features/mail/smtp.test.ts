import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSmtpServer } from './smtp-server.test-helper.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), MAIL_FROM: 'Madang <hello@madang.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('sends the sign-up verification mail through the SMTP server, not the outbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup/simple',
      payload: { email: 'smtp-user@example.com', password: 'password1', name: 'smtpuser', terms: true, privacy: true },
    });
    expect(response.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('hello@madang.test');
    expect(mail!.to).toEqual(['smtp-user@example.com']);
    expect(mail!.raw).toMatch(/verify_mail\?id=/);
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
