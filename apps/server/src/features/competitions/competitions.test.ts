import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionInvitees, users } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser } from '../../test/factories.ts';
import { latestSmsCode } from '../accounts/phone.test-helper.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('competition lists', () => {
  it('lists official competitions for the home page with prize, D-day, team count, sponsors and progress', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, {
      hostUserId: host.user.id,
      input: {
        is_official: true,
        prizes: [
          { rank: 1, amount: 3_000_000, label: { ko: '대상', en: 'First' } },
          { rank: 2, amount: 1_000_000, label: { ko: '우수상', en: 'Second' } },
        ],
        sponsors: [{ name: 'Madang', logo_url: '/sponsors/madang.png', url: null }],
        starts_at: new Date(Date.now() - 5 * DAY),
        ends_at: new Date(Date.now() + 5 * DAY),
      },
    });
    const open = await buildCompetition(t.ctx, { input: { is_official: false } });
    const member = await buildSignedInUser(t.ctx.db);
    await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${competition.id}/agreement`, headers: member.headers });
    await t.app.inject({ method: 'POST', url: '/api/competition/join_alone', headers: member.headers, payload: { cpt_id: competition.id } });

    const response = await t.app.inject({ url: '/api/competition/list?is_official=1' });
    expect(response.statusCode).toBe(200);
    const items = response.json().data as { id: number; host: string }[];
    expect(items.some((item) => item.id === open.competition.id)).toBe(false);
    const card = items.find((item) => item.id === competition.id);
    expect(card).toMatchObject({
      slug: competition.slug,
      is_official: 1,
      host: 'official',
      status: 'active',
      phase: 'open',
      title: { ko: '테스트 경진대회', en: 'Test competition' },
      prize_total: 4_000_000,
      team_count: 1,
      d_day: 5,
      sponsors: [{ name: 'Madang', logo_url: '/sponsors/madang.png', url: null }],
      metric: 'rmse',
    });
    expect((card as unknown as { progress: number }).progress).toBeCloseTo(0.5, 1);

    const openList = await t.app.inject({ url: '/api/competition/list?is_official=0' });
    expect(openList.json().data.find((item: { id: number }) => item.id === open.competition.id)).toMatchObject({ host: 'open', is_official: 0 });
  });

  it('keeps invited-only competitions off the lists and answers others as for an unknown competition', async () => {
    const { competition } = await buildCompetition(t.ctx, { input: { access: 'invited' } });
    const list = await t.app.inject({ url: '/api/competition/list' });
    expect(list.json().data.some((item: { id: number }) => item.id === competition.id)).toBe(false);

    const stranger = await buildSignedInUser(t.ctx.db);
    for (const headers of [{}, stranger.headers]) {
      const detail = await t.app.inject({ url: `/api/competition?cpt_id=${competition.id}`, headers });
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toMatchObject({ message: 'not_found' });
    }
    const invitee = await buildSignedInUser(t.ctx.db);
    await t.ctx.db.insert(competitionInvitees).values({ competitionId: competition.id, userId: invitee.user.id });
    const allowed = await t.app.inject({ url: `/api/competition?cpt_id=${competition.id}`, headers: invitee.headers });
    expect(allowed.statusCode).toBe(200);
  });

  it('lists hackathons by period and filters by keyword', async () => {
    const ongoing = await buildCompetition(t.ctx, { input: { kind: 'hackathon', title: { ko: '봄 해커톤', en: 'Spring hackathon' } } });
    const ended = await buildCompetition(t.ctx, {
      input: { kind: 'hackathon', starts_at: new Date(Date.now() - 20 * DAY), ends_at: new Date(Date.now() - 10 * DAY) },
    });
    const ids = async (url: string) => (await t.app.inject({ url })).json().data.map((item: { id: number }) => item.id);
    expect(await ids('/api/competition/list/hackathon?period=ongoing')).toContain(ongoing.competition.id);
    expect(await ids('/api/competition/list/hackathon?period=ongoing')).not.toContain(ended.competition.id);
    expect(await ids('/api/competition/list/hackathon?period=ended')).toContain(ended.competition.id);
    expect(await ids('/api/competition/list?keyword=Spring')).toEqual([ongoing.competition.id]);
  });
});

describe('competition page, agreement and joining', () => {
  it('shows the detail to a visitor by number or slug, with every page text and rule', async () => {
    const { competition } = await buildCompetition(t.ctx, { input: { daily_limit: 5, total_limit: 50, max_rows: 1000 } });
    for (const ref of [competition.id, competition.slug]) {
      const response = await t.app.inject({ url: `/api/competition?cpt_id=${ref}&is_official=1` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: competition.id,
        rules: { daily_limit: 5, total_limit: 50, max_rows: 1000, file_extension: 'csv', file_name_max: 30 },
        accepts_submissions: true,
        me: { agreed: false, joined: false, can_submit: false },
      });
      expect(Object.keys(response.json().data.pages).sort()).toEqual(['agreement', 'data', 'description', 'evaluation', 'prize', 'rules', 'schedule']);
    }
    expect((await t.app.inject({ url: '/api/competition?cpt_id=999999' })).statusCode).toBe(404);
  });

  it('needs the rules accepted before joining, data links or submitting, then joins alone as a one-person team', async () => {
    const { competition } = await buildCompetition(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    const cpt_id = competition.id;

    const early = await t.app.inject({ method: 'POST', url: '/api/competition/join_alone', headers: member.headers, payload: { cpt_id } });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('agreement_required');
    const noLinks = await t.app.inject({ method: 'POST', url: '/api/competition/download', headers: member.headers, payload: { cpt_id } });
    expect(noLinks.json().message).toBe('agreement_required');
    const visitor = await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${cpt_id}/agreement` });
    expect(visitor.json().message).toBe('not login');

    const agree = await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${cpt_id}/agreement`, headers: member.headers });
    expect(agree.json().data).toEqual({ agreed: true });
    const join = await t.app.inject({ method: 'POST', url: '/api/competition/join_alone', headers: member.headers, payload: { cpt_id } });
    expect(join.statusCode).toBe(200);
    expect(join.json().data).toMatchObject({ agreed: true, joined: true, team_name: member.user.name, is_leader: true, can_submit: true });
    const again = await t.app.inject({ method: 'POST', url: '/api/competition/join_alone', headers: member.headers, payload: { cpt_id } });
    expect(again.json().data.team_id).toBe(join.json().data.team_id);

    const check = await t.app.inject({ url: `/api/myinfo/check_cpt_join?cpt_id=${cpt_id}`, headers: member.headers });
    expect(check.json().data).toMatchObject({ joined: true, agreed: true, team_id: join.json().data.team_id });
  });

  it('asks for a verified phone where the competition requires it, one phone per participant', async () => {
    const { competition } = await buildCompetition(t.ctx, { input: { requires_phone: true } });
    const cpt_id = competition.id;
    const member = await buildSignedInUser(t.ctx.db);
    await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${cpt_id}/agreement`, headers: member.headers });
    const refused = await t.app.inject({ method: 'POST', url: '/api/competition/join_alone', headers: member.headers, payload: { cpt_id } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('phone_required');
    const check = await t.app.inject({ url: `/api/competition/checkPhone?cpt_id=${cpt_id}`, headers: member.headers });
    expect(check.json().data).toMatchObject({ verified: false, required: true, result: 'phone_required' });

    // The member verifies a phone by SMS in place, then the same join goes through.
    const verifyPhone = async (headers: Record<string, string>) => {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/sms', headers, payload: { phone: '010-5550-7788' } })).json().message).toBe('OK');
      const code = await latestSmsCode(t, '+821055507788');
      return t.app.inject({ method: 'POST', url: '/api/v1/user/sms/verification', headers, payload: { phone: '010-5550-7788', code } });
    };
    expect((await verifyPhone(member.headers)).json().data[0]).toMatchObject({ sms_auth: 1 });
    const verified = await t.app.inject({ url: `/api/competition/checkPhone?cpt_id=${cpt_id}`, headers: member.headers });
    expect(verified.json().data).toMatchObject({ verified: true, required: true, result: 'ok' });
    const joined = await t.app.inject({ method: 'POST', url: '/api/competition/join_alone', headers: member.headers, payload: { cpt_id } });
    expect(joined.json().data.joined).toBe(true);

    // The member leaves the platform; 30 days later the number verifies a new account, which cannot join the same competition again.
    await t.ctx.db
      .update(users)
      .set({ withdrawnAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, member.user.id));
    const twin = await buildSignedInUser(t.ctx.db);
    expect((await verifyPhone(twin.headers)).json().message).toBe('OK');
    await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${cpt_id}/agreement`, headers: twin.headers });
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/competition/join_alone', headers: twin.headers, payload: { cpt_id } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('exist');
  });

  it('lists data files and signs download links after the agreement; the ground truth is never among them', async () => {
    const { competition, dataset } = await buildCompetition(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    const listed = await t.app.inject({ url: `/api/competition/data?cpt_id=${competition.id}`, headers: member.headers });
    expect(listed.json().data.files.map((f: { name: string }) => f.name)).toEqual(['train.csv', 'sample_submission.csv']);
    expect(listed.json().data.agreed).toBe(false);

    await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${competition.id}/agreement`, headers: member.headers });
    const links = await t.app.inject({ method: 'POST', url: '/api/competition/download', headers: member.headers, payload: { cpt_id: competition.id } });
    expect(links.statusCode).toBe(200);
    const sample = links.json().data.find((l: { name: string }) => l.name === 'sample_submission.csv');
    const file = await t.app.inject({ url: sample.url.replace('http://localhost:3000', '') });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(dataset.sample.toString());
    expect(JSON.stringify(links.json())).not.toContain('private');

    const truthKey = `competitions/${competition.id}/private/ground-truth.csv`;
    const presign = await t.app.inject({ url: `/api/v1/presigned-url/get-object?objectKey=${encodeURIComponent(truthKey)}` });
    expect(presign.statusCode).toBe(403);
  });

  it('counts competitions, prize money, participants and submissions for the status bar', async () => {
    const response = await t.app.inject({ url: '/api/competition/cpt_stats?is_official=1&version=2' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ total_competitions: expect.any(Number), total_prize: expect.any(Number), participants: expect.any(Number) });
  });
});
