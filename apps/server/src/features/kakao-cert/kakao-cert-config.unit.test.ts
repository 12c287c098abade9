import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { configProblemsOf } from '../../test/config-problems.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'madang-kakao-config-'));
const production = { NODE_ENV: 'production', DATA_DIR: tmp(), SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://madang.example', MAIL_DISABLED: 'true' };
const barocert = { BAROCERT_LINK_ID: 'MADANG', BAROCERT_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'), BAROCERT_CLIENT_CODE: '023040000001' };

describe('Kakao identity verification settings', () => {
  it('use the local stand-in outside production, nothing in production, and Barocert when its keys are given', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).kakaoCert.provider).toBe('local');
    expect(loadConfig(production).kakaoCert.provider).toBe('none');
    expect(loadConfig({ ...production, ...barocert }).kakaoCert).toMatchObject({
      provider: 'barocert',
      barocert: { linkId: 'MADANG', clientCode: '023040000001', baseUrl: 'https://barocert.linkhub.co.kr', authUrl: 'https://auth.linkhub.co.kr' },
    });
  });

  it('refuse half a Barocert setup, a malformed client code, and the local stand-in in production, saying why', () => {
    expect(configProblemsOf({ DATA_DIR: tmp(), BAROCERT_LINK_ID: 'MADANG' })).toEqual([
      'BAROCERT_LINK_ID, BAROCERT_SECRET_KEY, BAROCERT_CLIENT_CODE: set all three for Kakao identity verification',
    ]);
    expect(configProblemsOf({ DATA_DIR: tmp(), ...barocert, BAROCERT_CLIENT_CODE: '1234' }).join('\n')).toContain('BAROCERT_CLIENT_CODE');
    expect(configProblemsOf({ ...production, KAKAO_CERT_PROVIDER: 'local' })).toEqual([
      'KAKAO_CERT_PROVIDER: local approves requests from /devTest, so production cannot use it; configure Barocert or leave it unset',
    ]);
  });
});
