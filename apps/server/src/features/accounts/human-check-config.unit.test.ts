import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'madang-human-config-'));
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('human check settings', () => {
  it('are off by default and take a hosted check only with its keys', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).humanCheck.kind).toBe('off');
    expect(problemsOf({ HUMAN_CHECK: 'turnstile' })).toEqual(['HUMAN_CHECK_SITE_KEY, HUMAN_CHECK_SECRET: required for HUMAN_CHECK=turnstile']);
    expect(loadConfig({ DATA_DIR: dataDir, HUMAN_CHECK: 'turnstile', HUMAN_CHECK_SITE_KEY: 'k', HUMAN_CHECK_SECRET: 's' }).humanCheck).toMatchObject({
      kind: 'turnstile',
      siteKey: 'k',
    });
  });

  it('refuse the local check in production', () => {
    const production = { NODE_ENV: 'production', SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://madang.example', MAIL_DISABLED: 'true' };
    expect(problemsOf({ ...production, HUMAN_CHECK: 'local' })).toEqual(['HUMAN_CHECK: local lets anyone pass, so production cannot use it']);
  });
});
