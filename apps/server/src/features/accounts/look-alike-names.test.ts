import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildSignedInUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { competitionWithPlayers, teamApi } from '../teams/team-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const signUp = (name: string) => {
  serial += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/signup/simple',
    headers: { 'accept-language': 'en' },
    payload: { email: `look-alike-${serial}@example.com`, password: 'password1', name, terms: true, privacy: true },
  });
};

const invisible = ['팀장하늘\u200b', '\u202eadmin', '하\u200d늘', 'a\u3164', '하늘\ufe0f', 'x\u0007y', 'a\u00adb', 'a\u2028b'];

describe('nicknames', () => {
  it.each(invisible)('refuses invisible and control characters in %j, naming the field', async (name) => {
    const response = await signUp(name);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'name', key: 'validation.invisible_characters', detail: expect.stringContaining('invisible characters') }]);
  });

  it('stores NFC and treats full-width and case variants as the same nickname', async () => {
    const decomposed = await signUp('Cafe\u0301팀');
    expect(decomposed.statusCode, decomposed.body).toBe(201);
    const [stored] = await t.ctx.db.select({ name: users.name }).from(users).where(eq(users.id, decomposed.json().data.id));
    expect(stored!.name).toBe('Caf\u00e9팀');

    const { user } = await buildUser(t.ctx.db, { name: 'Skyhost' });
    const lookAlike = await signUp('ＳＫＹＨＯＳＴ');
    expect(lookAlike.json()).toMatchObject({ status: 409, message: 'name_exist' });
    const available = await t.app.inject({ url: `/api/signup/verify_name?username=${encodeURIComponent('ｓｋｙｈｏｓｔ')}` });
    expect(available.json().data.available).toBe(false);
    const own = await t.app.inject({ url: `/api/signup/verify_name?username=${encodeURIComponent('ＳＫＹhost')}&id=${user.id}` });
    expect(own.json().data.available).toBe(true);
  });

  it('applies the same rules when a member changes their nickname', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    await buildUser(t.ctx.db, { name: 'RiverTeam' });
    const change = (name: string) => t.app.inject({ method: 'POST', url: '/api/myinfo/update/v2', headers: member.headers, payload: { name } });
    expect((await change('\u202eRiverTeam')).json().fields[0]).toMatchObject({ field: 'name', key: 'validation.invisible_characters' });
    expect((await change('ｒｉｖｅｒｔｅａｍ')).json()).toMatchObject({ status: 409, message: 'name_exist' });
    expect((await change('강물 팀')).statusCode).toBe(200);
  });
});

describe('team names', () => {
  it('refuse invisible characters and are unique on the same normalised key', async () => {
    const { competition, players } = await competitionWithPlayers(t, 2);
    const [a, b] = players as [(typeof players)[0], (typeof players)[0]];
    const api = teamApi(t, competition.id);
    const rename = (player: typeof a, name: string) => api.call('POST', '/competition/change_team_name', player, { team_name: name });

    expect((await rename(a, '하늘\u200b팀')).json().fields[0]).toMatchObject({ field: 'team_name', key: 'validation.invisible_characters' });
    expect((await rename(a, 'Yard Birds')).statusCode).toBe(200);
    expect((await rename(b, 'ＹＡＲＤ ＢＩＲＤＳ')).json()).toMatchObject({ status: 409, message: 'team_name_exist' });
    const taken = await api.call('GET', `/competition/check_team_name?team_name=${encodeURIComponent('ｙａｒｄ ｂｉｒｄｓ')}`, b);
    expect(taken.json().data.available).toBe(false);
  });
});
