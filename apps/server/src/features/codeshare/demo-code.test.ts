import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompetition, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCode } from './demo-code.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo code share', () => {
  it('seeds site-wide and competition notebooks with plots, a second version, comments and likes', async () => {
    const people = await Promise.all(Array.from({ length: 9 }, () => buildUser(t.ctx.db).then((built) => built.user)));
    const { competition } = await buildCompetition(t.ctx);
    await seedCode(t.ctx.db, t.ctx.storage, { people, now: new Date() });

    const site = (await t.app.inject({ url: '/api/codeshare/list/v1?cpt_id=0' })).json().data;
    expect(site.total).toBe(3);
    const board = (await t.app.inject({ url: `/api/codeshare/list/v1?cpt_id=${competition.id}&data_type=popular` })).json().data;
    expect(board.total).toBe(2);
    const baseline = board.items[0];
    expect(baseline).toMatchObject({ has_notebook: true, vote_count: 3, comment_count: 3 });

    const detail = (await t.app.inject({ url: `/api/codeshare/v2/detail?cs_id=${baseline.cs_id}` })).json().data;
    expect(detail).toMatchObject({ version: 2, notebook: { name: 'baseline_v2.ipynb' } });
    expect(detail.notebook.html).toContain('data:image/png;base64,');
    const download = await t.app.inject({ url: `/api/codeshare/download?cs_id=${baseline.cs_id}&version=1` });
    expect(JSON.parse(download.body).cells.length).toBeGreaterThan(2);
    const all = (await t.app.inject({ url: '/api/codeshare/list/from-community' })).json().data;
    expect(all.items.map((p: { title: string }) => p.title)).toEqual(expect.arrayContaining(['A 5-fold LightGBM baseline you can copy', 'pandas로 시작하는 탐색적 데이터 분석']));
  });
});
