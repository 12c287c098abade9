import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'madang-config-'));
const production = { NODE_ENV: 'production', DATA_DIR: '/tmp/madang-config-production', SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://madang.example' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs with no settings at all: port 3000, ./data, embedded database, outbox mail', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, smtp: undefined, publicUrl: 'http://localhost:3000', seedDemo: true });
    expect(config.secret).toBe(readFileSync(path.join(dataDir, 'secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dataDir }).secret).toBe(config.secret);
  });

  it('trusts X-Forwarded-For only from the configured proxies, true meaning one hop', () => {
    const dataDir = tmp();
    const trustOf = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('true')).toBe(1);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('10.0.0.0/8, 192.168.1.1,::1/128')).toEqual(['10.0.0.0/8', '192.168.1.1', '::1/128']);
    for (const bad of ['everything', '10.0.0.0/33', '10.0.0.1/8/1', '*']) {
      expect(problemsOf({ DATA_DIR: dataDir, TRUST_PROXY: bad }), bad).toEqual([expect.stringMatching(/^TRUST_PROXY: a number of proxy hops/)]);
    }
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'production', SMTP_PORT: '0' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const fields = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(fields).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_PORT', 'SECRET', 'PUBLIC_URL', 'SMTP_HOST']));
    }
  });

  it('listens on loopback outside production and everywhere in production, unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tmp(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, SMTP_HOST: 'mail.example.org' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, SMTP_HOST: 'mail.example.org', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('seeds the demo content outside production only', () => {
    expect(loadConfig({ DATA_DIR: tmp(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SMTP_HOST: 'mail.example.org' }).seedDemo).toBe(false);
  });

  it('refuses production with default settings, one line per problem', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DATA_DIR: tmp() });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^SECRET: /);
    expect(problems[1]).toMatch(/^PUBLIC_URL: /);
    expect(problems[2]).toMatch(/^SMTP_HOST: .*MAIL_DISABLED=true/);
    expect(problems.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('refuses production without mail unless mail is off on purpose', () => {
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^SMTP_HOST: is required in production/)]);
    expect(loadConfig({ ...production, MAIL_DISABLED: 'true' }).smtp).toBeUndefined();
    expect(loadConfig({ ...production, SMTP_HOST: 'mail.example.org' }).smtp).toMatchObject({ host: 'mail.example.org' });
    expect(problemsOf({ ...production, MAIL_DISABLED: 'perhaps' })).toEqual([expect.stringMatching(/^MAIL_DISABLED: /), expect.stringMatching(/^SMTP_HOST: /)]);
  });

  it('refuses production asked to seed the demo accounts, and says why', () => {
    expect(problemsOf({ ...production, MAIL_DISABLED: 'true', SEED_DEMO: 'true' })).toEqual(['SEED_DEMO: must be false in production (the demo accounts have public passwords)']);
    expect(loadConfig({ ...production, MAIL_DISABLED: 'true', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads the rate limits, keeping their windows', () => {
    const config = loadConfig({ DATA_DIR: tmp(), RATE_LIMIT_SIGNUP: '50' });
    expect(config.rateLimits.signup).toEqual({ max: 50, timeWindow: 10 * 60_000 });
    expect(config.rateLimits.login).toEqual({ max: 10, timeWindow: 60_000 });
    expect(() => loadConfig({ DATA_DIR: tmp(), RATE_LIMIT_LOGIN: '0' })).toThrow(ConfigError);
  });

  it('reads SMTP settings and treats blank values as unset', () => {
    const config = loadConfig({ DATA_DIR: tmp(), SMTP_HOST: 'mail.example.org', SMTP_SECURE: 'true', SMTP_PORT: '465', DATABASE_URL: '' });
    expect(config.smtp).toMatchObject({ host: 'mail.example.org', port: 465, secure: true });
    expect(config.databaseUrl).toBeUndefined();
  });
});
