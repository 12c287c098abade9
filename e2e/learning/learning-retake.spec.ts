import type { APIRequestContext } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';
import { demoProject, demoStage, demoStageCount, type DemoStep } from './demo-content.ts';

type Envelope<T> = { data: T };
type Run = { id: number; status: string };

/** Passes one step through the learner API, as the journeys do through the page. */
async function passStep(request: APIRequestContext, path: string, step: DemoStep) {
  if (step.kind === 'lesson') return expect((await request.post(`${path}/complete`, { data: {} })).ok()).toBe(true);
  if (step.kind === 'quiz') {
    const quiz = step.quiz!;
    const answer = quiz.kind === 'short' ? quiz.accepted[0] : quiz.correct;
    const graded = (await (await request.post(`${path}/answer`, { data: { answer } })).json()) as Envelope<{ passed: boolean }>;
    return expect(graded.data.passed).toBe(true);
  }
  let run = ((await (await request.post(`${path}/runs`, { data: { code: step.solution, submit: true } })).json()) as Envelope<Run>).data;
  await expect.poll(async () => (run = ((await (await request.get(`/api/v1/runs/${run.id}`)).json()) as Envelope<Run>).data).status, { timeout: 60_000 }).toBe('done');
  const graded = (await (await request.get(`/api/v2/edu/runs/${run.id}/grade`)).json()) as Envelope<{ passed: boolean; message: string }>;
  expect(graded.data.passed, graded.data.message).toBe(true);
}

/**
 * A member who finished the demo's pandas project finds it under completed in My Learning, retakes it after the
 * warning, and starts again at the first step with fresh progress.
 */
test('a member who completed a project finds it completed, retakes it and starts over', async ({ page }) => {
  await signUpFreshMember(page, 'retake');
  await page.goto('/hackathon');
  const href = await page.getByTestId('edu-project-card').filter({ hasText: demoProject.title.ko }).first().getByRole('link').first().getAttribute('href');
  const projectId = Number(/\/edu\/(\d+)$/.exec(href!)![1]);
  for (let stage = 1; stage <= demoStageCount; stage++) {
    for (const step of demoStage(stage).steps) await passStep(page.request, `/api/v2/edu/projects/${projectId}/stages/${stage}/steps/${step.number}`, step);
  }

  await page.reload();
  const mine = page.getByTestId('my-learning');
  await mine.getByRole('button', { name: '완료' }).click();
  await expect(mine.getByRole('link', { name: demoProject.title.ko })).toBeVisible();
  await mine.getByRole('link', { name: demoProject.title.ko }).click();
  await expect(page).toHaveURL(new RegExp(`/edu/${projectId}$`));
  await expect(page.getByTestId('stage-list').getByText('완료')).toHaveCount(demoStageCount);

  await page.getByRole('button', { name: '다시 학습하기' }).click();
  await expect(page.getByRole('dialog')).toContainText('스테이지 XP는 다시 받지 않으며');
  await page.getByRole('dialog').getByRole('button', { name: '다시 학습하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/edu/${projectId}/1$`));
  await expect(page.getByTestId('step-panel').getByRole('heading', { level: 2 })).toContainText(demoStage(1).steps[0]!.title.ko);
  await expect(page.getByText(`${demoStage(1).steps.length}단계 중 0단계 통과`)).toBeVisible();
});
