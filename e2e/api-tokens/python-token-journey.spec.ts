import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

const run = promisify(execFile);
const COMPETITION = 'spring-hackathon';

/** `python -m madang submit` as a user runs it, with the token from the environment. */
async function pythonSubmit(token: string, baseURL: string, file: string, memo: string) {
  const env = { ...process.env, MADANG_TOKEN: token, MADANG_BASE_URL: baseURL, PYTHONPATH: path.resolve(import.meta.dirname, '../../clients/python') };
  try {
    const { stdout } = await run('python3', ['-m', 'madang', 'submit', '-c', COMPETITION, '-f', file, '-m', memo], { env, timeout: 120_000 });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

test('a member makes a token in the browser, submits from Python, sees it graded, and a revoked token stops working', async ({ page, baseURL }, testInfo) => {
  await signUpFreshMember(page, 'py');
  expect((await page.request.post(`/api/v1/competitions/${COMPETITION}/agreement`)).ok()).toBe(true);
  expect((await page.request.post('/api/competition/join_alone', { data: { cpt_id: COMPETITION } })).ok()).toBe(true);
  const files = (await (await page.request.get(`/api/competition/data?cpt_id=${COMPETITION}`)).json()).data.files as { id: number; name: string }[];
  const sample = files.find((file) => file.name.includes('sample'))!;
  const links = (await (await page.request.post('/api/competition/download', { data: { cpt_id: COMPETITION, file_id: sample.id } })).json()).data;
  const link = Array.isArray(links) ? links[0].url : links.url;
  const submission = testInfo.outputPath('submission.csv');
  await writeFile(submission, await (await page.request.get(link)).body());

  await page.goto('/account');
  await page.getByTestId('api-token-create').click();
  const token = (await page.getByTestId('api-token-value').textContent())!.trim();
  expect(token).toMatch(/^mdg_/);
  await expect(page.getByTestId('api-token-issued')).toContainText('한 번만');

  const submitted = await pythonSubmit(token, baseURL!, submission, 'from python');
  expect(submitted.code, submitted.stderr).toBe(0);
  const result = JSON.parse(submitted.stdout) as { id: number; status: string; public_score: number };
  expect(result.status).toBe('scored');

  await page.goto(`/competitions/official/${COMPETITION}/mysubmission`);
  const row = page.getByTestId('submission-table').getByRole('row', { name: /from python/ });
  await expect(row.getByTestId('submission-status')).toHaveText('채점 완료');
  await expect(row.getByTestId('submission-public-score')).toContainText(String(result.public_score).slice(0, 4));

  await page.goto('/account');
  await page.getByTestId('api-token-row').getByTestId('api-token-revoke').click();
  await expect(page.getByTestId('api-token-section')).toContainText('아직 만든 토큰이 없습니다.');

  const refused = await pythonSubmit(token, baseURL!, submission, 'after revoke');
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain('API 토큰이 없거나 폐기되었습니다');
});
