import { describe, expect, it } from 'vitest';
import { competitionAnswer } from '../../../test/competition-answer.ts';
import { closeBrowsersAfterEach, type OpenApp, openInBrowser } from '../../../test/open-in-browser.ts';
import { memberSession } from '../../../test/render-address.ts';

closeBrowsersAfterEach();

const KOREAN = ['필수 입력 항목입니다.', '내용을 작성해 주세요.'];
const ENGLISH = ['This field is required.', 'Please write the content.'];
const fieldErrors = (app: OpenApp) => [...app.document.querySelectorAll('form.talk-form .field-error')].map((error) => error.textContent);

describe('a post or support question form sent empty', { timeout: 30_000 }, () => {
  it.each([
    ['/forum/new', KOREAN],
    ['/en/forum/new', ENGLISH],
    ['/competitions/official/titanic/support/new', KOREAN],
    ['/en/competitions/official/titanic/support/new', ENGLISH],
  ])('%s asks for the title and, in the server’s words, the content', async (url, messages) => {
    const session = memberSession();
    const app = await openInBrowser(url, { cookie: session.cookie, answers: { ...session.answers, ...competitionAnswer('titanic') } });
    await app.until(() => app.document.querySelector('form.talk-form button[type="submit"]') !== null);
    await app.click(app.document.querySelector('form.talk-form button[type="submit"]'));
    await app.until(() => fieldErrors(app).length > 0);
    expect(fieldErrors(app)).toEqual(messages);
    expect(app.router.state.location.pathname).toBe(url);
  });
});
