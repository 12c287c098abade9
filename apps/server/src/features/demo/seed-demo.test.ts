import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, eduProjects, users } from '../../db/schema.ts';
import { createSession } from '../accounts/sessions.ts';
import { demoAccounts } from './demo-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoCompetitions } from './demo-competitions.ts';
import { seedDemo } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  // Its time is measured by bench/startup (a new data directory), not here under a parallel suite.
  it('fills an empty database with competitions in every status, once', async () => {
    expect(await seedDemo(t.ctx)).toEqual({ seeded: true });
    expect(await seedDemo(t.ctx)).toEqual({ seeded: false });

    const list = (await t.app.inject({ url: '/api/competition/list' })).json().data as { slug: string; status: string; host: string; kind: string; phase: string }[];
    expect(list.map((c) => c.slug).sort()).toEqual(demoCompetitions.map((c) => c.input.slug).sort());
    expect(list.some((c) => c.status === 'practice')).toBe(true);
    expect(list.some((c) => c.host === 'open')).toBe(true);
    expect(list.some((c) => c.kind === 'hackathon')).toBe(true);
    expect(list.some((c) => c.phase === 'upcoming')).toBe(true);
  });

  it('grades the demo submissions and reveals the closed competition’s private board', async () => {
    const list = (await t.app.inject({ url: '/api/competition/list' })).json().data as { id: number; slug: string; status: string; team_count: number }[];
    const housing = list.find((c) => c.slug === 'housing-price-2025')!;
    const board = (await t.app.inject({ url: `/api/leaderboard/V2/public?cpt_id=${housing.id}` })).json().data;
    expect(board.rows.length).toBe(housing.team_count);
    expect(board.rows[0].score).toBeLessThan(board.rows.at(-1).score);
    const closed = list.find((c) => c.status === 'closed')!;
    const privateBoard = (await t.app.inject({ url: `/api/leaderboard/V2/private?cpt_id=${closed.id}` })).json().data;
    expect(privateBoard.rows.length).toBeGreaterThan(3);
    const awards = (await t.app.inject({ url: `/api/leaderboard/awards?cpt_id=${closed.id}` })).json().data;
    expect(awards).toHaveLength(3);
    const rankers = (await t.app.inject({ url: '/api/main/now_ranking_data' })).json().data;
    expect(rankers).toHaveLength(3);
    const churn = list.find((c) => c.slug === 'churn-prediction')!;
    expect(churn.team_count).toBeGreaterThan(0);
  });

  it('made its competitions through the console: published by the demo host, each passing the setup check', async () => {
    const [host] = await t.ctx.db.select().from(users).where(eq(users.email, demoAccounts.host!.email));
    const headers = { authorization: `Bearer ${await createSession(t.ctx.db, host!.id)}` };
    const mine = (await t.app.inject({ url: '/api/v1/host/competitions', headers })).json().data as { id: number; slug: string; published: boolean }[];
    expect(mine.map((c) => c.slug).sort()).toEqual(demoCompetitions.map((c) => c.input.slug).sort());
    for (const c of mine) {
      expect(c.published).toBe(true);
      const check = (await t.app.inject({ url: `/api/v1/host/competitions/${c.id}/check`, headers })).json().data;
      expect(check.problems, c.slug).toEqual([]);
      expect(check.data_files.map((f: { name: string }) => f.name)).toEqual(['train.csv', 'test.csv', 'sample_submission.csv']);
    }
    const data = (await t.app.inject({ url: `/api/competition/data?cpt_id=housing-price-2025` })).json();
    expect(JSON.stringify(data)).not.toContain('truth');
  });

  it('imports the three demo learning projects, published, the scikit-learn one leading to the practice competition', async () => {
    const projects = await t.ctx.db
      .select({ slug: eduProjects.slug, state: eduProjects.state, competition: competitions.slug })
      .from(eduProjects)
      .leftJoin(competitions, eq(competitions.id, eduProjects.competitionId))
      .orderBy(eduProjects.position);
    expect(projects).toEqual([
      { slug: 'pandas-basics', state: 'published', competition: null },
      { slug: 'eda-with-plots', state: 'published', competition: null },
      { slug: 'first-ml-model', state: 'published', competition: 'practice-titanic-style' },
    ]);
  });
});
