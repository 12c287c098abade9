import type { Affiliation, CompetitionCreate } from '@madang/contracts';
import { buildCompetition, buildScoredSubmission, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

export type Player = Awaited<ReturnType<typeof buildSignedInUser>> & { team: { id: number; name: string } };

/** A competition and `count` members who joined it alone, each with their one-person team. */
export async function competitionWithPlayers(t: TestApp, count: number, input: Partial<CompetitionCreate> = {}, affiliations: Affiliation[] = []) {
  const { competition } = await buildCompetition(t.ctx, { input });
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const member = await buildSignedInUser(t.ctx.db);
    const team = await joinCompetition(t.ctx.db, competition, member.user, affiliations[i]);
    players.push({ ...member, team });
  }
  return { competition, players };
}

/** The API as one member calls it. */
export function teamApi(t: TestApp, cptId: number) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, player: Player, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: method === 'GET' ? `/api${url}${url.includes('?') ? '&' : '?'}cpt_id=${cptId}` : `/api${url}`,
      headers: player.headers,
      ...(method === 'GET' ? {} : { payload: { cpt_id: cptId, ...payload } }),
    });
  return {
    call,
    info: (p: Player) => call('GET', '/competition/team_info', p),
    invite: (leader: Player, invitee: Player) => call('POST', '/competition/new_invite_new', leader, { nickname: invitee.user.name }),
    accept: (p: Player, teamId: number) => call('POST', '/competition/new_accept_invite', p, { invite_team_id: teamId }),
    decline: (p: Player, teamId: number) => call('POST', '/competition/new_decline_invite', p, { invite_team_id: teamId }),
  };
}

export { buildScoredSubmission };
