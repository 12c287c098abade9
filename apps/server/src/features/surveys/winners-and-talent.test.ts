import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, jobs, mailOutbox, notifications, surveyInvitations } from '../../db/schema.ts';
import { buildCompetition, buildScoredSubmission, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startWinnerSurveyMailWorker } from './winner-survey-mail.ts';
import { surveyCallers } from './survey-test-helpers.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof surveyCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await surveyCallers(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const text = [{ id: 'address', kind: 'text', title: { ko: '상금 받을 주소', en: 'Address for the prize' }, required: true }] as const;

/** A competition that ended yesterday, with four one-person teams scored 1..4 (rmse: the first is best) and one prize. */
async function endedCompetition() {
  const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
  const { competition } = await buildCompetition(t.ctx, {
    hostUserId: host.user.id,
    input: { starts_at: new Date(Date.now() - 20 * DAY), prizes: [{ rank: 1, amount: 1_000_000, label: { ko: '대상', en: 'First' } }] },
  });
  const members = [];
  for (const score of [1, 2, 3, 4]) {
    const member = await buildSignedInUser(t.ctx.db, { locale: score === 1 ? 'en' : 'ko' });
    const team = await joinCompetition(t.ctx.db, competition, member.user);
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: team.id, userId: member.user.id, publicScore: score, privateScore: score });
    members.push(member);
  }
  await t.ctx.db
    .update(competitions)
    .set({ endsAt: new Date(Date.now() - DAY) })
    .where(eq(competitions.id, competition.id));
  const close = () => t.app.inject({ method: 'POST', url: `/api/v1/competitions/${competition.id}/close`, headers: host.headers });
  return { competition, members, close };
}

const submit = (headers: Record<string, string>, surveyId: number) =>
  s.call('POST', '/survey/submit_survey', { headers, payload: { survey_id: surveyId, answers: { address: '서울' } } });

describe('winner surveys', () => {
  it('invites the prize winners when the competition closes, by notification and mail, and only they may answer', async () => {
    const { competition, members, close } = await endedCompetition();
    const surveyId = await s.publishedSurvey({ kind: 'winner', competition_id: competition.id, questions: [...text] });
    const [winner, second] = members;
    // Before the close there is no final board, so nobody may answer yet.
    expect((await submit(winner!.headers, surveyId)).json().message).toBe('survey_not_eligible');
    expect((await close()).statusCode).toBe(200);

    const invited = await t.ctx.db.select().from(surveyInvitations).where(eq(surveyInvitations.surveyId, surveyId));
    expect(invited.map((row) => row.userId)).toEqual([winner!.user.id]);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, winner!.user.id), eq(notifications.type, 'survey')));
    expect(notice!.link).toBe(`/winner/survey/${surveyId}`);
    const worker = startWinnerSurveyMailWorker(t.ctx, { loop: false });
    while (await worker.runOnce());
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, winner!.user.email));
    expect(mails).toEqual([expect.objectContaining({ subject: '[Madang] Winner survey of Test competition', text: expect.stringContaining(`/en/winner/survey/${surveyId}`) })]);

    expect((await s.call('GET', `/survey/answered?survey_id=${surveyId}`, { headers: second!.headers })).json().data).toEqual({ answered: false, eligible: false });
    const refused = await submit(second!.headers, surveyId);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'survey_not_eligible']);
    expect((await submit(winner!.headers, surveyId)).statusCode).toBe(200);
  });

  it('invites the winners of an already closed competition when its survey is published, and never twice', async () => {
    const { competition, members, close } = await endedCompetition();
    await close();
    const surveyId = await s.publishedSurvey({ kind: 'winner', competition_id: competition.id, questions: [...text] });
    await s.call('POST', `/v1/host/surveys/${surveyId}/publish`, { headers: s.admin.headers, payload: { published: false } });
    await s.call('POST', `/v1/host/surveys/${surveyId}/publish`, { headers: s.admin.headers, payload: { published: true } });
    const invited = await t.ctx.db.select().from(surveyInvitations).where(eq(surveyInvitations.surveyId, surveyId));
    expect(invited.map((row) => row.userId)).toEqual([members[0]!.user.id]);
    const mailJobs = (await t.ctx.db.select().from(jobs).where(eq(jobs.queue, 'winner-survey-mail'))).filter((job) => job.payload.surveyId === surveyId);
    expect(mailJobs).toHaveLength(1);
  });
});

describe('the talent pool', () => {
  const pool = { skills: ['Python', 'SQL'], level: 'advanced', wish: 'full_time', consent: true };

  it('is joined through the job survey with consent, searched by permitted hosts only, and left at once', async () => {
    const jobSurvey = await s.publishedSurvey({ kind: 'job', questions: [...text] });
    const generalSurvey = await s.publishedSurvey({ questions: [...text] });
    const member = await buildSignedInUser(t.ctx.db);
    const answer = (surveyId: number, talent: unknown) =>
      s.call('POST', '/survey/submit_survey', { headers: member.headers, payload: { survey_id: surveyId, answers: { address: '서울' }, talent_pool: talent } });
    expect((await answer(generalSurvey, pool)).json().fields[0].field).toBe('talent_pool');
    expect((await answer(jobSurvey, { ...pool, consent: false })).json().fields[0]).toMatchObject({ field: 'talent_pool.consent' });
    expect((await answer(jobSurvey, pool)).statusCode).toBe(200);
    expect((await s.call('GET', '/v1/talent-pool/me', { headers: member.headers })).json().data).toMatchObject({ skills: ['python', 'sql'], level: 'advanced' });

    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const search = (headers: Record<string, string>, query = 'skill=Python&level=advanced') => s.call('GET', `/v1/host/talent-pool?${query}`, { headers });
    expect((await search(host.headers)).json().message).toBe('talent_search_forbidden');
    expect((await search(member.headers)).statusCode).toBe(403);
    const plain = await buildSignedInUser(t.ctx.db);
    expect((await s.call('POST', '/v1/host/talent-pool/access', { headers: s.admin.headers, payload: { email: plain.user.email, granted: true } })).json().message).toBe(
      'talent_search_host_only',
    );
    expect((await s.call('POST', '/v1/host/talent-pool/access', { headers: host.headers, payload: { email: host.user.email, granted: true } })).statusCode).toBe(403);
    await s.call('POST', '/v1/host/talent-pool/access', { headers: s.admin.headers, payload: { email: host.user.email, granted: true } });
    const found = (await search(host.headers)).json().data;
    expect(found).toEqual([expect.objectContaining({ user_id: member.user.id, email: member.user.email, skills: ['python', 'sql'] })]);
    expect((await search(host.headers, 'skill=r')).json().data).toEqual([]);
    expect((await search(host.headers, 'wish=intern')).json().data.map((row: { user_id: number }) => row.user_id)).not.toContain(member.user.id);

    expect((await s.call('DELETE', '/v1/talent-pool/me', { headers: member.headers })).statusCode).toBe(200);
    expect((await search(host.headers)).json().data).toEqual([]);
    expect((await s.call('GET', '/v1/talent-pool/me', { headers: member.headers })).json().data).toBeNull();
    await s.call('POST', '/v1/host/talent-pool/access', { headers: s.admin.headers, payload: { email: host.user.email, granted: false } });
    expect((await search(host.headers)).statusCode).toBe(403);
  });
});
