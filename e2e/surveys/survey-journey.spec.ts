import { readFile } from 'node:fs/promises';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

/** What each side of the journey reads, in the language it works in. */
const WORDS = {
  ko: {
    prefix: '',
    builder: {
      new: '새 설문',
      titleKo: '제목 (한국어)',
      titleEn: '제목 (영어)',
      question: '질문 (한국어)',
      questionEn: '질문 (영어)',
      option: (n: number) => `보기 ${n} (한국어)`,
    },
    kind: '종류',
    required: '필수',
    addQuestion: '질문 추가',
    text: '텍스트',
    save: '저장',
    publish: '공개하기',
    published: '설문을 공개했습니다.',
    results: '결과',
    csv: 'CSV 내려받기',
    answered: '응답 1건',
    submit: '응답 제출',
    requiredError: '필수 질문입니다.',
    thanks: '응답이 저장되었습니다. 감사합니다!',
  },
  en: {
    prefix: '/en',
    builder: {
      new: 'New survey',
      titleKo: 'Title (Korean)',
      titleEn: 'Title (English)',
      question: 'Question (Korean)',
      questionEn: 'Question (English)',
      option: (n: number) => `Option ${n} (Korean)`,
    },
    kind: 'Kind',
    required: 'Required',
    addQuestion: 'Add question',
    text: 'Text',
    save: 'Save',
    publish: 'Publish',
    published: 'The survey is published.',
    results: 'Results',
    csv: 'Download CSV',
    answered: 'Answers: 1',
    submit: 'Submit answers',
    requiredError: 'This question is required.',
    thanks: 'Your answers are saved. Thank you!',
  },
} as const;

for (const [adminLanguage, memberLanguage] of [
  ['ko', 'en'],
  ['en', 'ko'],
] as const) {
  test(`an admin (${adminLanguage}) builds and publishes a survey, a member (${memberLanguage}) answers it with a file, the admin reads the result and its CSV`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const admin = WORDS[adminLanguage];
    const stamp = Date.now().toString(36);
    const title = { ko: `설문 여정 ${stamp}`, en: `Survey journey ${stamp}` };
    expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
    await page.goto(`${admin.prefix}/host/surveys`);
    await page.getByRole('link', { name: admin.builder.new }).click();
    await page.getByLabel(admin.builder.titleKo).fill(title.ko);
    await page.getByLabel(admin.builder.titleEn).fill(title.en);
    const first = page.getByTestId('editor-question-1');
    await first.getByLabel(admin.required).check();
    await first.getByLabel(admin.builder.question).fill('어느 트랙에 참가했나요?');
    await first.getByLabel(admin.builder.questionEn).fill('Which track did you join?');
    await first.getByLabel(admin.builder.option(1)).fill('비전');
    await first.getByLabel(admin.builder.option(2)).fill('자연어');
    await page.getByRole('button', { name: admin.addQuestion }).click();
    const second = page.getByTestId('editor-question-2');
    await second.getByLabel(admin.kind).selectOption('file');
    await second.getByLabel(admin.builder.question).fill('발표 자료');
    await second.getByLabel(admin.builder.questionEn).fill('Your slides');
    await second.getByLabel(admin.text, { exact: true }).check();
    await page.getByRole('button', { name: admin.save, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${admin.prefix}/host/surveys/\\d+$`));
    const surveyId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: admin.publish }).click();
    await expect(page.getByText(admin.published)).toBeVisible();

    const member = WORDS[memberLanguage];
    const memberContext = await browser.newContext({ baseURL: baseURL!, locale: memberLanguage === 'en' ? 'en-US' : 'ko-KR' });
    const memberPage = await memberContext.newPage();
    await signUpFreshMember(memberPage, 'surveyed');
    await memberPage.goto(`${member.prefix}/survey/${surveyId}`);
    await expect(memberPage.getByRole('heading', { level: 1, name: title[memberLanguage] })).toBeVisible();
    await memberPage.getByRole('button', { name: member.submit }).click();
    await expect(memberPage.getByTestId('question-q1').getByRole('alert')).toHaveText(member.requiredError);
    const track = memberLanguage === 'en' ? 'Which track did you join?' : '어느 트랙에 참가했나요?';
    await expect(memberPage.getByTestId('question-q1')).toContainText(track);
    // No English option label was given, so the Korean one shows in both languages.
    await memberPage.getByTestId('question-q1').getByLabel('자연어').check();
    // The file is held on its way to the server until the form is checked: meanwhile neither a second pick nor the submit can race it.
    let releaseUpload = () => {};
    const held = new Promise<void>((resolve) => {
      releaseUpload = resolve;
    });
    await memberPage.route('**/api/survey/upload', async (route) => {
      await held;
      await route.continue();
    });
    await memberPage
      .getByLabel(memberLanguage === 'en' ? 'Your slides' : '발표 자료')
      .setInputFiles({ name: 'slides.txt', mimeType: 'text/plain', buffer: Buffer.from('발표 자료입니다\n') });
    await expect(memberPage.getByTestId('question-q2').getByRole('button', { name: /^(파일 선택|Choose file)$/ })).toBeDisabled();
    await expect(memberPage.getByRole('button', { name: member.submit })).toBeDisabled();
    releaseUpload();
    await expect(memberPage.getByTestId('question-q2').getByRole('status')).toContainText('slides.txt');
    await expect(memberPage.getByRole('button', { name: member.submit })).toBeEnabled();
    await memberPage.getByRole('button', { name: member.submit }).click();
    await expect(memberPage.getByTestId('survey-thanks')).toHaveText(member.thanks);
    await memberContext.close();

    await page.goto(`${admin.prefix}/host/surveys`);
    await page
      .getByTestId('survey-row')
      .filter({ hasText: adminLanguage === 'en' ? title.en : title.ko })
      .getByRole('link', { name: admin.results })
      .click();
    await expect(page.getByTestId('survey-response-count')).toContainText(admin.answered);
    await expect(page.getByTestId('result-q1').getByRole('listitem').filter({ hasText: '자연어' })).toContainText('1');
    await expect(page.getByTestId('result-q2').getByRole('link', { name: 'slides.txt' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('survey-csv').click()]);
    const csv = await readFile((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('response_id,submitted_at,name,email,어느 트랙에 참가했나요?,발표 자료');
    expect(lines[1]).toMatch(/,자연어,slides\.txt$/);
  });
}
