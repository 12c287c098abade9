import type { Browser } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

const SUPPORT = '/competitions/official/housing-price-2025/support';

const TEXTS = {
  ko: {
    prefix: '',
    ask: '질문하기',
    title: '제목',
    body: '내용',
    send: '질문 보내기',
    privateNote: '질문한 팀과 대회 주최자만 이 질문을 볼 수 있습니다.',
    answerBox: '팀에게 보낼 답변을 입력하세요',
    answer: '답변하기',
    hostAnswer: '주최자 답변',
    publish: 'FAQ로 공개',
    published: '질문이 대회 FAQ로 공개되었습니다.',
    notFound: '페이지를 찾을 수 없습니다',
    locked: '주최자가 답변한 질문은 수정할 수 없습니다.',
    faqTab: 'FAQ',
  },
  en: {
    prefix: '/en',
    ask: 'Ask a question',
    title: 'Title',
    body: 'Text',
    send: 'Send the question',
    privateNote: "Only the asker's team and the competition's hosts can see this question.",
    answerBox: 'Write your answer to the team',
    answer: 'Answer',
    hostAnswer: "Host's answer",
    publish: 'Publish as FAQ',
    published: "The question is now part of the competition's FAQ.",
    notFound: 'This page could not be found',
    locked: 'A host has answered, so this question can no longer be edited.',
    faqTab: 'FAQ',
  },
} as const;

/** A demo account in a browser of its own, signed in through the API so its pages share the session. */
async function demoAccount(browser: Browser, baseURL: string, who: 'host' | 'leader') {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/login/self_login', { data: { mail: `${who}@madang.dev`, password: `madang-${who}` } });
  expect(login.status(), await login.text()).toBe(200);
  return { context, page: await context.newPage() };
}

for (const locale of ['ko', 'en'] as const) {
  const text = TEXTS[locale];
  test(`a member asks the hosts, the host answers and publishes it as FAQ, the member is notified and reads it; another team cannot open it (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpFreshMember(page, `support-${locale}`);
    const title = `Can we ensemble two models? ${Date.now().toString(36)}`;

    await page.goto(`${text.prefix}${SUPPORT}`);
    await page.getByRole('link', { name: text.ask }).click();
    await page.getByLabel(text.title).fill(title);
    await page.getByLabel(text.body).fill('May a final submission average two of our models?');
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(text.privateNote);
    const questionPath = new URL(page.url()).pathname;

    // Another team (the demo leader's) is told the question does not exist.
    const rival = await demoAccount(browser, baseURL!, 'leader');
    await rival.page.goto(questionPath);
    await expect(rival.page.getByRole('heading', { name: text.notFound })).toBeVisible();
    await expect(rival.page.getByText(title)).toHaveCount(0);

    // The host answers under the question and publishes it as FAQ.
    const host = await demoAccount(browser, baseURL!, 'host');
    await host.page.goto(questionPath);
    await host.page.getByPlaceholder(text.answerBox).fill('Yes: any blend of your own models is fine.');
    await host.page.getByRole('button', { name: text.answer, exact: true }).click();
    await expect(host.page.getByTestId('talk-comment').getByText(text.hostAnswer)).toBeVisible();
    await host.page.getByRole('button', { name: text.publish }).click();
    await expect(host.page.getByText(text.published)).toBeVisible();
    await host.context.close();

    // The member hears of the answer on the bell and follows it to the question.
    await page.goto(`${text.prefix}/`);
    await page.getByTestId('notification-bell').click();
    const notice = page.getByTestId('notification-popover').getByTestId('notification-item').filter({ hasText: title });
    await notice.getByRole('link').click();
    // The notification names the competition by number; the page is the same question.
    await expect(page).toHaveURL(new RegExp(`/support/${questionPath.split('/').pop()}/?$`));
    await expect(page.getByTestId('talk-comment')).toContainText('Yes: any blend of your own models is fine.');
    await expect(page.getByTestId('talk-comment').getByText(text.hostAnswer)).toBeVisible();
    // Answered, the question is locked: its asker reads why at the edit address instead of a missing page.
    await page.goto(`${questionPath}/edit`);
    await expect(page.getByRole('note')).toHaveText(text.locked);

    // Now public, the other team reads it in the competition's FAQ.
    await rival.page.goto(`${text.prefix}${SUPPORT}`);
    await rival.page.getByRole('button', { name: text.faqTab }).click();
    await rival.page.getByRole('link', { name: title }).click();
    await expect(rival.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await rival.context.close();
  });
}
