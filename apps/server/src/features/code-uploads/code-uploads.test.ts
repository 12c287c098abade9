import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_UPLOAD_MAX_BYTES, CODE_UPLOAD_MAX_FILES } from '@madang/contracts/code-uploads';
import { buildCompetition, buildScoredSubmission, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../codeshare/test-notebook.ts';
import { findCompetition } from '../competitions/find-competition.ts';
import { closeNow } from '../host/close-now.ts';
import { listAwards } from '../leaderboards/standings.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { listPrizeWinners } from '../surveys/prize-winners.ts';
import { deleteTeamFile, listTeamFiles, saveTeamFile } from './team-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('archive body')]);

/** A competition with prizes for the given ranks (first and second unless told), its host, and three teams ranked 1 to 3 by their private scores (RMSE). */
async function rankedCompetition(prizeRanks = [1, 2]) {
  const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
  const prizes = prizeRanks.map((rank) => ({ rank, amount: 1_100_000 - rank * 100_000, label: { ko: `${rank}위`, en: `#${rank}` } }));
  const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id, input: { prizes } });
  const players: (Member & { teamId: number })[] = [];
  for (const score of [0.1, 0.2, 0.3]) {
    const member = await buildSignedInUser(t.ctx.db);
    const team = await joinCompetition(t.ctx.db, competition, member.user);
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: team.id, userId: member.user.id, publicScore: score, privateScore: score });
    players.push({ ...member, teamId: team.id });
  }
  const close = async () => closeNow(t.ctx, { competition: await findCompetition(t.ctx.db, competition.id), now: new Date() });
  return { competition, host, players, close };
}

const upload = (member: Member | undefined, cptId: number, file: { name: string; content: Buffer | string }, language = 'en') => {
  const form = multipart({ cpt_id: String(cptId) }, file);
  return t.app.inject({ method: 'POST', url: '/api/codeupload', payload: form.payload, headers: { ...form.headers, ...member?.headers, 'accept-language': language } });
};
const get = (member: Member | undefined, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: member?.headers });
const remove = (member: Member, cptId: number, id: number) =>
  t.app.inject({ method: 'POST', url: '/api/codeupload/delete', headers: member.headers, payload: { cpt_id: cptId, id } });
const files = async (member: Member, cptId: number) => (await get(member, `/codeupload/list?cpt_id=${cptId}`)).json().data;

describe("the winners' code upload", () => {
  it('refuses a visitor and a team outside the prize places before reading their file', async () => {
    const { competition, players, close } = await rankedCompetition();
    await close();
    for (const member of [undefined, players[2]]) {
      const form = multipart({ cpt_id: String(competition.id) }, { name: 'solution.zip', content: ZIP });
      // The body stops inside the file and ends only after the answer, so the answer cannot wait for the file.
      const body = new Readable({ read() {} });
      body.push(form.payload.subarray(0, form.payload.length - 40));
      const answer = await t.app.inject({ method: 'POST', url: '/api/codeupload', payload: body, headers: { ...form.headers, ...member?.headers } });
      body.push(null);
      expect(answer.statusCode).toBe(member ? 403 : 401);
    }
  });

  it('refuses uploads until the competition closes, then takes them from the teams within the prize places only', async () => {
    const { competition, players, close } = await rankedCompetition();
    const [first, second, third] = players;
    expect((await get(first, `/codeupload/check_team?cpt_id=${competition.id}`)).json().data).toMatchObject({ can_upload: false, reason: 'not_closed', prize_places: 2 });
    const early = await upload(first, competition.id, { name: 'solution.zip', content: ZIP });
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toBe('Winners upload their code after the competition has closed.');

    await close();
    expect((await get(first, `/codeupload/check_team?cpt_id=${competition.id}`)).json().data).toMatchObject({
      team_id: first!.teamId,
      is_leader: true,
      can_upload: true,
      reason: null,
      rank: 1,
    });
    expect((await get(third, `/codeupload/check_team?cpt_id=${competition.id}`)).json().data).toMatchObject({ can_upload: false, reason: 'not_winner', rank: 3 });
    const outsider = await buildSignedInUser(t.ctx.db);
    expect((await get(outsider, `/codeupload/check_team?cpt_id=${competition.id}`)).json().data).toMatchObject({ team_id: null, can_upload: false, reason: 'no_team' });
    expect((await get(undefined, `/codeupload/check_team?cpt_id=${competition.id}`)).statusCode).toBe(401);

    expect((await upload(first, competition.id, { name: 'solution.zip', content: ZIP })).statusCode).toBe(200);
    expect((await upload(second, competition.id, { name: 'write-up.md', content: '# How we won\n' })).statusCode).toBe(200);
    const refused = await upload(third, competition.id, { name: 'solution.zip', content: ZIP }, 'ko');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('수상 순위 안에 든 팀만 검증용 코드를 올릴 수 있습니다.');
    expect((await files(third!, competition.id)).items).toEqual([]);
  });

  it('takes only allowed kinds of file whose bytes agree with their name, and nothing over the size limit', async () => {
    const { competition, players, close } = await rankedCompetition();
    await close();
    const first = players[0]!;
    for (const file of [
      { name: 'model.exe', content: ZIP },
      { name: 'solution.zip', content: 'not an archive' },
      { name: 'model.py', content: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x00, 0x01]) },
      { name: 'report.pdf', content: '<html>' },
    ]) {
      const response = await upload(first, competition.id, file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().code).toBe('bad_request');
    }
    const huge = await upload(first, competition.id, { name: 'weights.zip', content: Buffer.concat([ZIP, Buffer.alloc(CODE_UPLOAD_MAX_BYTES)]) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().detail).toBe('The file is too large. Each file may be at most 50 MB.');
    expect((await upload(first, competition.id, { name: 'empty.txt', content: '' })).statusCode).toBe(400);
    expect((await files(first, competition.id)).items).toEqual([]);
    expect((await upload(first, competition.id, { name: '최종 보고서.md', content: '# 요약\n' })).json().data).toMatchObject({ name: '최종 보고서.md', size_bytes: 9 });
  });

  it("lists a team's own files, every team's for the host, and deletes only the team's own", async () => {
    const { competition, host, players, close } = await rankedCompetition();
    await close();
    const [first, second] = players;
    const mine = (await upload(first, competition.id, { name: 'solution.zip', content: ZIP })).json().data.id as number;
    const theirs = (await upload(second, competition.id, { name: 'train.py', content: 'print("hi")\n' })).json().data.id as number;

    expect((await files(first!, competition.id)).items.map((item: { id: number }) => item.id)).toEqual([mine]);
    const all = await files(host, competition.id);
    expect(all.is_host).toBe(true);
    expect(all.items.map((item: { id: number; team_id: number }) => [item.id, item.team_id])).toEqual([
      [mine, first!.teamId],
      [theirs, second!.teamId],
    ]);
    const download = await t.app.inject({ method: 'GET', url: all.items[1].url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('print("hi")\n');

    expect((await remove(first!, competition.id, theirs)).statusCode).toBe(404);
    expect((await files(host, competition.id)).items).toHaveLength(2);
    expect((await remove(first!, competition.id, mine)).statusCode).toBe(200);
    expect((await files(host, competition.id)).items.map((item: { id: number }) => item.id)).toEqual([theirs]);
    expect((await t.app.inject({ method: 'GET', url: all.items[0].url })).statusCode).toBe(404);
  });

  it('keeps a team within its file limit when the last uploads arrive at once', async () => {
    const { competition, players, close } = await rankedCompetition();
    await close();
    const first = players[0]!;
    for (let n = 1; n < CODE_UPLOAD_MAX_FILES; n += 1) {
      expect((await upload(first, competition.id, { name: `part-${n}.md`, content: `# ${n}\n` })).statusCode).toBe(200);
    }
    const answers = await Promise.all([1, 2, 3, 4].map((n) => upload(first, competition.id, { name: `late-${n}.md`, content: `# late ${n}\n` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await files(first, competition.id)).items).toHaveLength(CODE_UPLOAD_MAX_FILES);
  });

  it('asks for code from exactly the ranks the prizes name, the same teams the awards and the winner survey name', async () => {
    const { competition, players, close } = await rankedCompetition([1, 3]);
    await close();
    const canUpload = async (member: Member) => (await get(member, `/codeupload/check_team?cpt_id=${competition.id}`)).json().data.can_upload;
    expect([await canUpload(players[0]!), await canUpload(players[1]!), await canUpload(players[2]!)]).toEqual([true, false, true]);
    const closed = await findCompetition(t.ctx.db, competition.id);
    expect((await listAwards(t.ctx.db, closed)).map((award) => award.team_id)).toEqual([players[0]!.teamId, players[2]!.teamId]);
    expect(await listPrizeWinners(t.ctx.db, competition.id)).toEqual([players[0]!.user.id, players[2]!.user.id].sort((a, b) => a - b));

    const unprized = await rankedCompetition([]);
    await unprized.close();
    expect((await get(unprized.players[0], `/codeupload/check_team?cpt_id=${unprized.competition.id}`)).json().data).toMatchObject({ can_upload: false, rank: 1 });
    expect(await listPrizeWinners(t.ctx.db, unprized.competition.id)).toEqual([]);
  });

  it('keeps the row of a file whose stored object could not be deleted, so the file is not lost from view', async () => {
    const { competition, players } = await rankedCompetition();
    const first = players[0]!;
    const root = mkdtempSync(path.join(os.tmpdir(), 'madang-code-store-'));
    const storage = createLocalStorage({ root, secret: 'test-secret-test-secret-test-secret' });
    const target = { competitionId: competition.id, teamId: first.teamId };
    const row = await saveTeamFile(t.ctx.db, storage, { ...target, uploaderId: first.user.id, name: 'notes.md', extension: 'md', bytes: Buffer.from('# notes\n') });
    // A directory with something in it where the object was: the store's delete fails for real.
    const object = path.join(root, row.storageKey);
    rmSync(object);
    mkdirSync(path.join(object, 'inside'), { recursive: true });
    await expect(deleteTeamFile(t.ctx.db, storage, { ...target, id: row.id })).rejects.toThrow();
    expect((await listTeamFiles(t.ctx.db, target)).map((file) => file.upload.id)).toEqual([row.id]);
    rmSync(root, { recursive: true, force: true });
  });
});
