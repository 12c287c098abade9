import { test as base, expect, type Page, type Response } from '@playwright/test';

const pagesWithoutScripts = new WeakSet<Page>();

/** A page of a context with JavaScript off: the app never takes it over, so its navigations wait for nothing more. */
export function withoutScripts(page: Page): Page {
  pagesWithoutScripts.add(page);
  return page;
}

/**
 * A page whose first screen the server rendered is on screen before its scripts have run, and its buttons do nothing
 * until the app has taken it over (apps/web/src/app/app-root.tsx marks that on `<html>`): journeys act from then on,
 * as a person does once the page responds. A browser that cannot run the app shows its notice instead.
 */
async function waitForApp(page: Page, response: Response | null): Promise<void> {
  if (pagesWithoutScripts.has(page) || !response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  if (!(await response.text()).includes('id="madang-render-state"')) return;
  await page.locator('html[data-app-ready="true"], #old-browser-notice').first().waitFor({ state: 'attached' });
}

/** Makes the page's `goto` and `reload` wait for the app on a server-rendered page (`waitForApp`). */
function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page, response);
    return response;
  };
}

/**
 * Every journey fails on an unexpected console error, a failed answer or a request that leaves this
 * machine. `allowFailures` lists what a journey provokes on purpose ("401 /api/login/self_login").
 */
// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types a fixture that hands the test no value as void
export const test = base.extend<{ allowFailures: RegExp[]; guard: void }>({
  allowFailures: [[], { option: true }],
  page: async ({ page }, use) => {
    waitForAppOnNavigation(page);
    await use(page);
  },
  // Pages of the contexts a journey opens itself (a second member, another device) wait for the app as well.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on('page', waitForAppOnNavigation);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  guard: [
    async ({ page, allowFailures }, use) => {
      const problems: string[] = [];
      const allowed = (text: string) => allowFailures.some((pattern) => pattern.test(text));
      page.on('response', (response) => {
        if (response.status() < 400) return;
        const text = `${response.status()} ${new URL(response.url()).pathname}`;
        if (!allowed(text)) problems.push(`failed answer: ${text}`);
      });
      page.on('console', (message) => {
        // The browser's own line for a failed answer is covered, with its address, by the listener above.
        if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
        if (!allowed(message.text())) problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['localhost', '127.0.0.1'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
          problems.push(`outside request: ${request.url()}`);
        }
      });
      await use();
      expect(problems, problems.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The newest mail to `email` in the outbox, read through the API behind /devTest. */
export async function latestMailTo(page: Page, email: string): Promise<{ subject: string; text: string }> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { data: { subject: string; text: string }[] };
  const mail = body.data[0];
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** A new verified member, logged in through the API so the page shares the session. */
export async function signUpFreshMember(page: Page, prefix = 'member'): Promise<{ email: string; password: string; name: string }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const member = { email: `${prefix}-${stamp}@example.com`, password: 'journey password', name: `${prefix}${stamp}`.slice(0, 20) };
  const signup = await page.request.post('/api/signup/simple', { data: { ...member, terms: true, privacy: true } });
  expect(signup.status(), await signup.text()).toBe(201);
  const link = new URL((await latestMailTo(page, member.email)).text.match(/https?:\/\/\S+verify_mail\S+/)![0]);
  expect((await page.request.get(`/api/signup/verify${link.search}`)).ok()).toBe(true);
  const login = await page.request.post('/api/login/self_login', { data: { mail: member.email, password: member.password } });
  expect(login.status(), await login.text()).toBe(200);
  return member;
}
