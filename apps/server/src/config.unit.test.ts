import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'madang-config-'));

describe('loadConfig', () => {
  it('runs with no settings at all: port 3000, ./data, embedded database, outbox mail', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, smtp: undefined, publicUrl: 'http://localhost:3000', seedDemo: true });
    expect(config.secret).toBe(readFileSync(path.join(dataDir, 'secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dataDir }).secret).toBe(config.secret);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'production', SMTP_PORT: '0' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const fields = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(fields).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_PORT', 'SECRET', 'PUBLIC_URL']));
    }
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
