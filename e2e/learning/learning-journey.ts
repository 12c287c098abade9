import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { demoProject, demoStage, demoSubscribersProject, shownText, type DemoStep, type Lang } from './demo-content.ts';

/** What the journey reads and clicks, in the page's language. */
export interface JourneyTexts {
  prefix: '' | '/en';
  mainMenu: string;
  learningMenu: string;
  start: string;
  markRead: string;
  run: string;
  submit: string;
  check: string;
  nextStep: string;
  passed: string;
  failed: string;
  hint: RegExp;
  spend: string;
  partnerLogo: string;
  subscriptionNeeded: string;
  clearedXp: (xp: number) => string;
  nextStage: string;
  continue: string;
  myLearning: string;
}

const stepHeading = (page: Page) => page.getByTestId('step-panel').getByRole('heading', { level: 2 });

/** Replaces the editor's code, whichever editor is showing (CodeMirror, or the text area while it loads). */
async function typeCode(page: Page, code: string) {
  const editor = page.getByTestId('step-panel').getByTestId('code-editor');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await expect(editor).toContainText(
    code
      .split('\n')
      .find((line) => line.trim())!
      .trim(),
  );
}

async function submitCode(page: Page, t: JourneyTexts, verdict: string) {
  await page.getByTestId('step-panel').getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByTestId('grade-message')).toContainText(verdict, { timeout: 60_000 });
}

/** Takes one step the way a learner would: reads a lesson, answers a quiz, or writes and submits the model answer. */
async function passStep(page: Page, t: JourneyTexts, lang: Lang, step: DemoStep) {
  const panel = page.getByTestId('step-panel');
  await expect(stepHeading(page)).toContainText(shownText(step.title[lang]));
  if (step.kind === 'lesson') {
    await panel.getByRole('button', { name: t.markRead }).click();
    return;
  }
  if (step.kind === 'quiz') {
    const quiz = step.quiz!;
    if (quiz.kind === 'short') await panel.getByRole('textbox').fill(quiz.accepted[0]!);
    else for (const id of quiz.correct) await panel.getByLabel(shownText(quiz.options.find((option) => option.id === id)![lang]), { exact: true }).check();
    await panel.getByRole('button', { name: t.check }).click();
    await expect(page.getByTestId('grade-message')).toContainText(t.passed);
  } else {
    await typeCode(page, step.solution!);
    await submitCode(page, t, t.passed);
  }
}

/** Moves on after a passed answer; a lesson moves on by itself. */
async function next(page: Page, t: JourneyTexts, step: DemoStep, last: boolean) {
  if (step.kind !== 'lesson' && !last) await page.getByTestId('step-panel').getByRole('button', { name: t.nextStep }).click();
}

/**
 * A new member opens the hub from the header, starts the demo's pandas project, fails a code step and reads why,
 * clears the first stage and sees its XP, spends that XP on a hint in the second stage and passes with it, then
 * leaves and resumes from My Learning at the step left off — in one language.
 */
export async function learnAsNewMember(page: Page, t: JourneyTexts, lang: Lang) {
  const first = demoStage(1);
  const second = demoStage(2);

  await page.goto(`${t.prefix}/`);
  await expect(page.getByRole('link', { name: t.partnerLogo })).toHaveAttribute('href', `${t.prefix}/hackathon`);
  await page.getByRole('navigation', { name: t.mainMenu }).getByRole('link', { name: t.learningMenu }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/hackathon$`));
  await expect(page.getByTestId('my-learning')).toBeVisible();

  // A project for subscribers shows the "subscription needed" popup instead of its steps.
  await page.getByTestId('edu-project-card').filter({ hasText: demoSubscribersProject.title[lang] }).first().getByRole('link').first().click();
  await page.getByRole('link', { name: t.start }).click();
  await expect(page.getByTestId('subscription-needed')).toContainText(t.subscriptionNeeded);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/edu\/\d+$/);
  await page.goBack();
  await page.getByTestId('edu-project-card').filter({ hasText: demoProject.title[lang] }).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoProject.title[lang]);
  await page.getByRole('link', { name: t.start }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/edu/\\d+/1$`));
  const projectPath = new URL(page.url()).pathname.replace(/\/1$/, '');

  // Stage 1: the first code step is submitted as it starts, fails, and says why; then every step is passed.
  let failedOnce = false;
  for (const [index, step] of first.steps.entries()) {
    if (step.kind === 'code' && !failedOnce) {
      await expect(stepHeading(page)).toContainText(shownText(step.title[lang]));
      // Ctrl+Enter runs the starter as it is: the output pane shows the error it raises.
      await page.getByTestId('step-panel').getByTestId('code-editor').click();
      await page.keyboard.press('Control+Enter');
      await expect(page.getByTestId('run-output').getByTestId('run-error')).toBeVisible({ timeout: 60_000 });
      await submitCode(page, t, t.failed);
      await expect(page.getByTestId('grade-message').locator('p')).not.toBeEmpty();
      failedOnce = true;
      // Markup a learner prints, or puts in a table, is shown as text and runs nothing.
      await typeCode(page, 'import pandas as pd\nprint("<b>bold?</b><img src=x onerror=alert(1)>")\npd.DataFrame({"html": ["<script>alert(2)</script>"]})');
      await page.getByTestId('step-panel').getByRole('button', { name: t.run, exact: true }).click();
      await expect(page.getByTestId('run-output')).toContainText('<b>bold?</b><img src=x onerror=alert(1)>', { timeout: 60_000 });
      await expect(page.getByTestId('run-output').getByRole('table')).toContainText('<script>alert(2)</script>');
      await expect(page.getByTestId('run-output').locator('img, b, script')).toHaveCount(0);
    }
    await passStep(page, t, lang, step);
    await next(page, t, step, index === first.steps.length - 1);
  }
  await expect(page.getByTestId('stage-cleared')).toContainText(t.clearedXp(first.xp));

  // Stage 2: a hint bought with the XP just earned, then the step passed.
  await page.getByTestId('stage-cleared').getByRole('link', { name: t.nextStage }).click();
  await expect(page).toHaveURL(new RegExp(`${projectPath}/2$`));
  const codeIndex = second.steps.findIndex((step) => step.kind === 'code' && step.hints.length > 0);
  for (const step of second.steps.slice(0, codeIndex)) {
    await passStep(page, t, lang, step);
    await next(page, t, step, false);
  }
  const codeStep = second.steps[codeIndex]!;
  await expect(stepHeading(page)).toContainText(shownText(codeStep.title[lang]));
  await page.getByTestId('step-panel').getByRole('button', { name: t.hint }).click();
  await page.getByTestId('spend-xp-dialog').getByRole('button', { name: t.spend }).click();
  // The 1.5 s deduction animation plays, and goes by itself.
  await expect(page.getByTestId('xp-deduction')).toBeVisible();
  await expect(page.getByTestId('xp-deduction')).toHaveCount(0);
  await expect(page.getByTestId('hints').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('spend-xp-dialog')).toHaveCount(0);
  const projectId = Number(projectPath.split('/').at(-1));
  const canUse = await page.request.get(`/api/v1/xp/canUse?projectId=${projectId}&stageNumber=2&stepNumber=${codeStep.number}`);
  expect(((await canUse.json()) as { data: { balance: number } }).data.balance).toBe(first.xp - 10);
  await passStep(page, t, lang, codeStep);
  const resumeAt = second.steps[codeIndex + 1]!;
  await next(page, t, codeStep, false);
  await expect(stepHeading(page)).toContainText(shownText(resumeAt.title[lang]));

  // Leave for the home page, come back through the hub's My Learning and land on the step left off.
  await page.goto(`${t.prefix}/`);
  await page.getByRole('navigation', { name: t.mainMenu }).getByRole('link', { name: t.learningMenu }).click();
  const mine = page.getByTestId('my-learning');
  await expect(mine.getByRole('heading', { name: t.myLearning })).toBeVisible();
  await mine
    .getByRole('link', { name: `${t.continue}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${projectPath}/2\\?step=${resumeAt.number}$`));
  await expect(stepHeading(page)).toContainText(shownText(resumeAt.title[lang]));
}
