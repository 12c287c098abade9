import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { configProblemsOf } from '../../test/config-problems.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'madang-sms-config-'));
const production = { NODE_ENV: 'production', DATA_DIR: tmp(), SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://madang.example', MAIL_DISABLED: 'true' };
const solapi = { SOLAPI_API_KEY: 'NCSKEY', SOLAPI_API_SECRET: 'secret', SOLAPI_SENDER: '0212345678' };

describe('SMS settings', () => {
  it('use the outbox outside production, nothing in production, and Solapi when its settings are given', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).sms.provider).toBe('outbox');
    expect(loadConfig(production).sms.provider).toBe('none');
    expect(loadConfig({ ...production, ...solapi }).sms).toMatchObject({
      provider: 'solapi',
      solapi: { apiKey: 'NCSKEY', apiSecret: 'secret', sender: '0212345678', baseUrl: 'https://api.solapi.com' },
    });
  });

  it('refuse half a Solapi setup and the outbox in production, saying why', () => {
    expect(configProblemsOf({ ...production, SOLAPI_API_KEY: 'NCSKEY' })).toEqual(['SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_SENDER: set all three for Solapi']);
    expect(configProblemsOf({ ...production, SMS_PROVIDER: 'solapi' })).toHaveLength(1);
    expect(configProblemsOf({ ...production, SMS_PROVIDER: 'outbox' })).toEqual([expect.stringMatching(/^SMS_PROVIDER: the outbox texts nobody/)]);
    expect(configProblemsOf({ DATA_DIR: tmp(), ...solapi, SOLAPI_SENDER: '02-1234-5678' })).toEqual([expect.stringMatching(/^SOLAPI_SENDER: /)]);
  });

  it('read the send limits', () => {
    const config = loadConfig({ DATA_DIR: tmp(), SMS_PER_PHONE_PER_HOUR: '2', SMS_PER_DAY: '50' });
    expect(config.sms.limits).toEqual({ perPhonePerHour: 2, perMemberPerHour: 5, perAddressPerHour: 10, perDay: 50 });
    expect(configProblemsOf({ DATA_DIR: tmp(), SMS_PER_MEMBER_PER_HOUR: '0' })).toEqual([expect.stringMatching(/^SMS_PER_MEMBER_PER_HOUR: /)]);
  });
});
