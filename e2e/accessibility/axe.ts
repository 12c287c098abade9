/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Evaluated rather than added as a <script>: the platform's CSP rightly refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

interface Options {
  /** Run just these rules and count every finding of theirs; by default every rule runs and serious and critical findings count. */
  rules?: readonly string[];
  /** Selectors of parts already checked on an earlier page (the header and footer), left out to save time. */
  exclude?: readonly string[];
}

/** axe-core's findings on the page, as "rule: selector, selector" lines. */
export async function findViolations(page: Page, { rules, exclude = [] }: Options = {}): Promise<string[]> {
  // A page reached by the app's own navigation still has axe from the page before it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Scanned with motion reduced: a toast fading in or out would be judged on its passing opacity.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const result = await page
    .evaluate(
      async ({ only, leaveOut }) => {
        const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe;
        const context = { include: [['html']], exclude: leaveOut.map((selector) => [selector]) };
        return axe.run(context, only ? { runOnly: { type: 'rule', values: only } } : { resultTypes: ['violations'] });
      },
      { only: rules ?? null, leaveOut: [...exclude] },
    )
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  return result.violations.filter((v) => rules || v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
