import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on an unexpected console error or a request that leaves this machine.
 * `allowConsoleErrors` lists the messages a journey provokes on purpose (a 401 answer, say).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; guard: void }>({
  allowConsoleErrors: [[], { option: true }],
  guard: [
    async ({ page, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console error: ${text}`);
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
