import { expect, type Page } from '@playwright/test';

/** A Korean mobile number no other journey uses: typed with dashes, as the outbox shows it. */
export function freshJourneyPhone(): { typed: string; international: string } {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { typed: `010-7${digits.slice(0, 3)}-${digits.slice(3)}`, international: `+82107${digits}` };
}

/**
 * Reads the newest code texted to the number off /devTest's SMS tab, in a tab of its own, as a developer
 * would; with `previous`, waits until a code other than that one has arrived.
 */
export async function readCodeFromOutbox(page: Page, international: string, previous?: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/devTest?tab=sms');
    const text = outbox.getByTestId('outbox-sms').filter({ hasText: international }).first();
    let code = '';
    await expect(async () => {
      code = (await text.textContent())?.match(/\b\d{6}\b/)?.[0] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(code).not.toBe(previous);
    }).toPass({ timeout: 15_000 });
    return code;
  } finally {
    await outbox.close();
  }
}
