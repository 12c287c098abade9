import { describe, expect, it } from 'vitest';
import { type ConfigError, loadConfig } from '../../config.ts';

const production = { NODE_ENV: 'production', SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://madang.example', MAIL_DISABLED: 'true', DATA_DIR: '/tmp/madang-config-test' };
const toss = { TOSS_CLIENT_KEY: 'live_ck_1', TOSS_SECRET_KEY: 'live_sk_1', TOSS_WEBHOOK_SECRET: 'a-webhook-secret-of-16+' };
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('the payment settings', () => {
  it('take Toss with its three keys, the local provider outside production, and nobody in production without keys', () => {
    expect(loadConfig({ ...production, ...toss }).payments).toMatchObject({ provider: 'toss', toss: { clientKey: 'live_ck_1', baseUrl: 'https://api.tosspayments.com' } });
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/madang-config-test', SECRET: 'x'.repeat(40) }).payments.provider).toBe('local');
    expect(loadConfig(production).payments.provider).toBe('none');
  });

  it('refuse the local provider in production, saying why, and half a set of Toss keys anywhere', () => {
    expect(problemsOf({ ...production, PAYMENTS_PROVIDER: 'local' })).toEqual([
      'PAYMENTS_PROVIDER: local grants a plan for a test card number, so production cannot use it; set toss with its keys, or none',
    ]);
    expect(problemsOf({ ...production, TOSS_CLIENT_KEY: 'live_ck_1' })).toEqual(['TOSS_CLIENT_KEY, TOSS_SECRET_KEY, TOSS_WEBHOOK_SECRET: set all three for Toss Payments']);
    expect(problemsOf({ ...production, PAYMENTS_PAUSE_AFTER_APPROVAL: 'true' })).toEqual([
      'PAYMENTS_PAUSE_AFTER_APPROVAL: a test hook that stops every payment after its approval; only NODE_ENV=test may set it',
    ]);
  });
});
