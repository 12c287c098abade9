import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createContext, pgliteDataDirOf } from '../../create-context.ts';
import { demoTemplateKey, saveDemoTemplate } from './demo-template.ts';
import { seedDemo } from './seed-demo.ts';

const DAY = 86_400_000;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'madang-demo-template-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const configIn = (name: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(scratch, name), PUBLIC_URL: 'http://localhost:3000' });

describe('the cached demo template', () => {
  it('has a key that changes with any source file under its roots', () => {
    const dir = mkdtempSync(path.join(scratch, 'roots-'));
    writeFileSync(path.join(dir, 'seed.ts'), 'export const a = 1;');
    writeFileSync(path.join(dir, '0001_init.sql'), 'create table t (id int);');
    const before = demoTemplateKey([dir]);
    expect(demoTemplateKey([dir])).toBe(before);
    writeFileSync(path.join(dir, 'seed.ts'), 'export const a = 2;');
    const afterSeed = demoTemplateKey([dir]);
    expect(afterSeed).not.toBe(before);
    writeFileSync(path.join(dir, '0002_more.sql'), 'alter table t add column x int;');
    const afterMigration = demoTemplateKey([dir]);
    expect(afterMigration).not.toBe(afterSeed);
    // Tests do not change what the seed makes.
    writeFileSync(path.join(dir, 'seed.test.ts'), 'it()');
    expect(demoTemplateKey([dir])).toBe(afterMigration);
    // The demo learning projects' folders are imported by the seed: their markdown, Python and data count too.
    for (const [name, text] of [
      ['step.md', '# a'],
      ['step.check.py', 'check_object("df")'],
      ['orders.csv', 'a\n1\n'],
    ] as const) {
      const previous = demoTemplateKey([dir]);
      writeFileSync(path.join(dir, name), text);
      expect(demoTemplateKey([dir]), name).not.toBe(previous);
    }
  });

  it('loads a template seeded weeks ago with current dates, and is rebuilt under a new key', { timeout: 120_000 }, async () => {
    const cacheDir = path.join(scratch, 'cache');
    // Seeded 40 days ago: unshifted, the running competitions would have ended and the upcoming one begun.
    const seededAt = new Date(Date.now() - 40 * DAY);
    vi.useFakeTimers({ toFake: ['Date'], now: seededAt });
    const first = configIn('first');
    const made = await createContext(first);
    try {
      expect(await seedDemo(made.ctx)).toEqual({ seeded: true });
    } finally {
      vi.useRealTimers();
    }
    await saveDemoTemplate({ cacheDir, key: 'k1', pglite: made.database.pglite!, dataDir: pgliteDataDirOf(first), storageDir: first.storageDir, seededAt });
    await made.database.close();
    // Kept shut down (pg_control's state 1), not as the running database it was copied from (6), whose every copy would
    // have to recover it when opened.
    expect(readFileSync(path.join(cacheDir, 'demo-k1/db/global/pg_control')).readInt32LE(16)).toBe(1);

    const second = configIn('second');
    const loaded = await createContext(second, { demoTemplate: { cacheDir, key: 'k1' } });
    const app = await buildApp({ ctx: loaded.ctx, webDistDir: path.join(scratch, 'no-web-build') });
    try {
      const list = (await app.inject({ url: '/api/competition/list' })).json().data as { slug: string; phase: string; starts_at: string }[];
      const phaseOf = (slug: string) => list.find((c) => c.slug === slug)?.phase;
      expect(phaseOf('churn-prediction')).toBe('open');
      expect(phaseOf('spring-hackathon')).toBe('open');
      expect(phaseOf('air-quality-upcoming')).toBe('upcoming');
      expect(phaseOf('retail-demand-2024')).toBe('closed');
      const upcomingStart = new Date(list.find((c) => c.slug === 'air-quality-upcoming')!.starts_at).getTime();
      expect(Math.abs(upcomingStart - (Date.now() + 7 * DAY))).toBeLessThan(DAY / 2);
      // The files the seed stored came with it: the data page of a loaded competition links its files.
      const data = (await app.inject({ url: '/api/competition/data?cpt_id=housing-price-2025' })).json();
      expect(JSON.stringify(data)).toContain('train.csv');
      // The subscriber's paid month moved too, though the ledger refuses every UPDATE of its own: still subscribed today.
      const login = await app.inject({ method: 'POST', url: '/api/login/self_login', payload: { mail: 'subscriber@madang.dev', password: 'madang-subscriber' } });
      const token = login.cookies.find((cookie) => cookie.name === 'token')!.value;
      const status = await app.inject({ url: '/api/v1/subscription/user-status', cookies: { token } });
      expect(status.json().data).toMatchObject({ subscription: 'MONTHLY', state: 'active' });
      // Nothing is seeded twice.
      expect(await seedDemo(loaded.ctx)).toEqual({ seeded: false });
    } finally {
      await app.close();
      await loaded.database.close();
    }

    // Another key (changed code) finds no template: the data directory is migrated empty, to be seeded and saved anew.
    const third = configIn('third');
    const fresh = await createContext(third, { demoTemplate: { cacheDir, key: 'k2' } });
    try {
      expect(await seedDemo(fresh.ctx)).toEqual({ seeded: true });
      await saveDemoTemplate({ cacheDir, key: 'k2', pglite: fresh.database.pglite!, dataDir: pgliteDataDirOf(third), storageDir: third.storageDir, seededAt: new Date() });
    } finally {
      await fresh.database.close();
    }
    expect(readdirSync(cacheDir)).toEqual(['demo-k2']);
  });
});
