import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoCompetitions } from './demo-competitions.ts';
import { seedDemo } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('fills an empty database quickly with competitions in every status, once', async () => {
    const started = performance.now();
    expect(await seedDemo(t.ctx)).toEqual({ seeded: true });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await seedDemo(t.ctx)).toEqual({ seeded: false });

    const list = (await t.app.inject({ url: '/api/competition/list' })).json().data as { slug: string; status: string; host: string; kind: string; phase: string }[];
    expect(list.map((c) => c.slug).sort()).toEqual(demoCompetitions.map((c) => c.input.slug).sort());
    expect(list.some((c) => c.status === 'practice')).toBe(true);
    expect(list.some((c) => c.host === 'open')).toBe(true);
    expect(list.some((c) => c.kind === 'hackathon')).toBe(true);
    expect(list.some((c) => c.phase === 'upcoming')).toBe(true);
  });
});
