import type { TestApp } from '../../test/test-app.ts';

type Member = { headers: Record<string, string> } | undefined;

/** Calls the learning API as a member (or a visitor), in the given language. */
export function learningClient(t: TestApp) {
  const call = (method: 'GET' | 'POST', url: string, member?: Member, payload?: unknown, locale = 'en') =>
    t.app.inject({ method, url: `/api${url}`, headers: { 'accept-language': locale, ...member?.headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const step = (projectId: number, stage: number, step: number) => `/v2/edu/projects/${projectId}/stages/${stage}/steps/${step}`;
  return {
    call,
    stage: (member: Member, projectId: number, stage: number) => call('GET', `/v2/edu/projects/${projectId}/stages/${stage}`, member),
    complete: (member: Member, projectId: number, stage: number, n: number) => call('POST', `${step(projectId, stage, n)}/complete`, member),
    answer: (member: Member, projectId: number, stage: number, n: number, answer: unknown, locale?: string) =>
      call('POST', `${step(projectId, stage, n)}/answer`, member, { answer }, locale),
    run: (member: Member, projectId: number, stage: number, n: number, body: { code: string; submit?: boolean }) => call('POST', `${step(projectId, stage, n)}/runs`, member, body),
    useXp: (member: Member, body: Record<string, unknown>) => call('POST', '/v1/xp/use', member, body),
  };
}

/** Passes the default fixture's stage 1 (a lesson, a single and a multiple choice quiz). */
export async function passDefaultStageOne(client: ReturnType<typeof learningClient>, member: Member, projectId: number) {
  await client.complete(member, projectId, 1, 1);
  await client.answer(member, projectId, 1, 2, [2]);
  return client.answer(member, projectId, 1, 3, [1, 3]);
}
