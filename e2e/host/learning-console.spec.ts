import { expect, signUpFreshMember, test } from '../fixtures.ts';

/**
 * An admin makes a member an educator on /host/roles. The educator writes a project in the console: a stage, a
 * quiz and a code step with a data file, previews the code step (its model answer passes the check, its starter
 * does not), publishes it, and learners find it on its overview page.
 */
test('an admin grants the educator role; the educator writes, previews and publishes a project that learners then see', async ({ page, browser, baseURL }) => {
  const educatorContext = await browser.newContext({ baseURL: baseURL!, locale: 'ko-KR' });
  const educator = await signUpFreshMember(await educatorContext.newPage(), 'educator');
  await educatorContext.close();

  // The admin, on the roles page.
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  await page.goto('/host/roles');
  await page.getByLabel('회원 이메일').fill(educator.email);
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByTestId('role-current')).toHaveText('현재 권한: 일반 회원');
  await page.getByRole('button', { name: '교육자 권한 주기' }).click();
  await expect(page.getByText(`${educator.name} 님에게 교육자 권한을 주었습니다.`)).toBeVisible();
  await expect(page.getByTestId('role-current')).toHaveText('현재 권한: 교육자');

  // The educator finds the console's learning section in the avatar menu, and sees only it.
  expect((await page.request.post('/api/login/self_login', { data: { mail: educator.email, password: educator.password } })).ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '학습 관리' }).click();
  await expect(page).toHaveURL(/\/host\/learning$/);
  const sections = page.getByRole('navigation', { name: '호스트 콘솔 메뉴' });
  await expect(sections.getByRole('link')).toHaveText(['학습']);

  // A new project.
  const slug = `console-${Date.now().toString(36)}`;
  await page.getByRole('link', { name: '새 프로젝트' }).click();
  await page.getByLabel('slug (주소와 폴더 이름)').fill(slug);
  await page.getByLabel('제목 (한국어)').fill('콘솔에서 만든 판다스');
  await page.getByLabel('제목 (영어)').fill('pandas from the console');
  await page.getByLabel('요약 (한국어)').fill('CSV를 읽고 합계를 냅니다.');
  await page.getByLabel('요약 (영어)').fill('Read a CSV and add it up.');
  const description = page.getByRole('group', { name: '소개 (마크다운)' });
  await description.getByLabel('한국어').fill('## 소개\n표 하나로 **판다스**를 시작합니다.');
  await description.getByLabel('영어').fill('## About\nStart **pandas** with one table.');
  await expect(description.getByRole('heading', { name: '소개', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '프로젝트 만들기' }).click();
  await expect(page).toHaveURL(/\/host\/learning\/\d+\?tab=content$/);
  const projectId = Number(/\/host\/learning\/(\d+)/.exec(page.url())![1]);

  // Its data file.
  await page.getByRole('tab', { name: '데이터 파일' }).click();
  await page.getByLabel('파일 올리기 (같은 이름이면 바뀝니다)').setInputFiles({ name: 'nums.csv', mimeType: 'text/csv', buffer: Buffer.from('n\n1\n2\n3\n6\n') });
  await expect(page.getByText('nums.csv 파일을 올렸습니다.')).toBeVisible();

  // A stage.
  await page.getByRole('tab', { name: '단계와 스텝' }).click();
  const addStage = page.getByRole('region', { name: '단계 추가' });
  await addStage.getByLabel('단계 제목 (한국어)').fill('첫 표');
  await addStage.getByLabel('단계 제목 (영어)').fill('A first table');
  await addStage.getByLabel('단계 요약 (한국어)').fill('읽고 더하기');
  await addStage.getByLabel('단계 요약 (영어)').fill('Read and add');
  await addStage.getByRole('button', { name: '단계 추가' }).click();
  await expect(page.getByTestId('stage-1')).toContainText('1단계 · 첫 표');

  // A quiz.
  await page.getByTestId('stage-1').getByRole('link', { name: '스텝 추가' }).click();
  await page.getByLabel('스텝 종류').selectOption('quiz');
  await page.getByLabel('스텝 제목 (한국어)').fill('CSV 읽기');
  await page.getByLabel('스텝 제목 (영어)').fill('Reading a CSV');
  const question = page.getByRole('group', { name: '문제 (마크다운)' });
  await question.getByLabel('한국어').fill('CSV 파일을 읽는 함수는?');
  await question.getByLabel('영어').fill('Which function reads a CSV file?');
  await page.getByLabel('보기 1 (한국어)').fill('pd.read_csv');
  await page.getByLabel('보기 1 (영어)').fill('pd.read_csv');
  await page.getByLabel('보기 2 (한국어)').fill('print');
  await page.getByLabel('보기 2 (영어)').fill('print');
  await page.getByLabel('보기 1이(가) 정답').check();
  await page.getByRole('button', { name: '스텝 만들기' }).click();
  // The editor turns to the saved step; the first step's message may still be showing beside this one's.
  await expect(page).toHaveURL(/[?&]step=\d+/);
  await expect(page.getByText('스텝을 만들었습니다.').last()).toBeVisible();
  await page.getByRole('button', { name: '← 단계와 스텝 목록' }).click();

  // A code step, previewed before it is saved again.
  await page.getByTestId('stage-1').getByRole('link', { name: '스텝 추가' }).click();
  await page.getByLabel('스텝 종류').selectOption('code');
  await page.getByLabel('스텝 제목 (한국어)').fill('합계 구하기');
  await page.getByLabel('스텝 제목 (영어)').fill('Adding up');
  const body = page.getByRole('group', { name: '본문 (마크다운, 코드 블록 가능)' });
  await body.getByLabel('한국어').fill('`n` 열을 더해 `total`에 담으세요.');
  await body.getByLabel('영어').fill('Add up column `n` into `total`.');
  await page.getByTestId('code-starter').fill('import pandas as pd\ndf = pd.read_csv("/data/nums.csv")\ntotal = 0\n');
  await page.getByTestId('code-solution').fill('import pandas as pd\ndf = pd.read_csv("/data/nums.csv")\ntotal = int(df["n"].sum())\nprint("total:", total)\n');
  await page.getByTestId('code-check').fill('check_object("total")\n');
  await page.getByRole('button', { name: '스텝 만들기' }).click();
  // The editor turns to the saved step; the first step's message may still be showing beside this one's.
  await expect(page).toHaveURL(/[?&]step=\d+/);
  await expect(page.getByText('스텝을 만들었습니다.').last()).toBeVisible();
  await page.getByRole('button', { name: '미리보기 실행' }).click();
  const preview = page.getByTestId('preview-result');
  await expect(preview).toHaveAttribute('data-state', 'passed', { timeout: 60_000 });
  await expect(preview).toContainText('total: 12');
  await expect(preview.getByTestId('preview-check').first()).toContainText('검사 통과');
  await expect(preview.getByTestId('preview-check').last()).toContainText('검사 실패');
  await page.getByRole('button', { name: '← 단계와 스텝 목록' }).click();
  await expect(page.getByTestId('step-1-2')).toContainText('미리보기 통과');

  // Publishing.
  await page.getByRole('tab', { name: /공개/ }).click();
  await expect(page.getByTestId('publish-ready')).toHaveText('공개할 준비가 되었습니다.');
  await page.getByRole('button', { name: '공개하기' }).click();
  await expect(page.getByText('프로젝트를 공개했습니다.')).toBeVisible();

  // Learners, and visitors, find it.
  await page.getByRole('link', { name: '학습 페이지 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/edu/${projectId}$`));
  await expect(page.getByRole('heading', { level: 1, name: '콘솔에서 만든 판다스' })).toBeVisible();
  const visitor = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  const card = await (await visitor.request.get(`/api/v2/edu/projects/${projectId}`)).json();
  expect(card.data).toMatchObject({ title: { en: 'pandas from the console' }, stage_count: 1, step_count: 2 });
  await visitor.close();
});
