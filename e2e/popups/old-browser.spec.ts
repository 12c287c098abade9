import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from '../fixtures.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../../apps/web/public/old-browser.js');
/** Run by every browser on a page the server rendered, old ones included, to start the app after the first paint. */
const STARTER = path.resolve(import.meta.dirname, '../../apps/web/public/start-after-paint.js');
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

/** Syntax Internet Explorer cannot parse, found in the script's syntax tree: the whole file would fail to run. */
function laterSyntaxIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES5, true, ts.ScriptKind.JS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isArrowFunction(node) ||
      ts.isClassDeclaration(node) ||
      ts.isTemplateExpression(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isSpreadElement(node) ||
      ts.isShorthandPropertyAssignment(node) ||
      ts.isForOfStatement(node) ||
      ts.isObjectBindingPattern(node) ||
      ts.isArrayBindingPattern(node) ||
      (ts.isVariableDeclarationList(node) && (node.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) !== 0) ||
      (ts.isFunctionLike(node) && node.parameters.some((parameter) => parameter.initializer !== undefined))
    ) {
      found.push(`${ts.SyntaxKind[node.kind]} at ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * A browser without JavaScript modules (Internet Explorer) skips the app's module script and runs the `nomodule`
 * one, which must be ES5 that such a browser can parse. Chromium is made to behave so: the page's HTML comes back
 * with the module script turned into a type no browser runs and the `nomodule` attribute, unknown to old browsers, gone.
 */
test('the notice for browsers without modules is plain ES5 and shows in both languages where the app cannot run', async ({ page, browser }) => {
  expect(laterSyntaxIn(SCRIPT)).toEqual([]);
  expect(laterSyntaxIn(STARTER)).toEqual([]);

  const served = await (await page.request.get('/')).text();
  expect(served).toMatch(/<script nomodule src="\/old-browser\.js"><\/script>/);

  // And a server-rendered page's starter (start-after-paint.js) finds no `noModule` on script elements, as there.
  const asOldBrowser = async (target: typeof page) => {
    await target.addInitScript(() => {
      delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
    });
    await target.route(
      (url) => url.pathname === '/' || url.pathname === '/en',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replaceAll('type="module"', 'type="text/x-unsupported"').replaceAll(' nomodule', '');
        await route.fulfill({ response, body: html });
      },
    );
  };
  // Pages of their own: the fixtures' page waits for the app to take a rendered page over, which never happens here.
  const explorerContext = await browser.newContext({ userAgent: IE11 });
  const explorer = await explorerContext.newPage();
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await asOldBrowser(explorer);
  await asOldBrowser(other);
  for (const [target, base, title, body] of [
    [explorer, '/', '지원하지 않는 브라우저입니다', 'Internet Explorer에서는 마당을 이용할 수 없습니다.'],
    [explorer, '/en', 'This browser is not supported', 'Madang does not work in Internet Explorer.'],
    [other, '/', '지원하지 않는 브라우저입니다', '이 브라우저에서는 마당을 이용할 수 없습니다.'],
    [other, '/en', 'This browser is not supported', 'Madang does not work in this browser.'],
  ] as const) {
    const appScripts: string[] = [];
    const recordAppScript = (request: { url(): string }) => {
      if (/\/assets\/[^/]+\.js$/.test(request.url())) appScripts.push(request.url());
    };
    target.on('request', recordAppScript);
    await target.goto(base, { waitUntil: 'load' });
    const notice = target.locator('#old-browser-notice');
    await expect(notice.getByRole('heading', { name: title })).toBeVisible();
    await expect(notice).toContainText(body);
    await expect(notice.getByRole('link')).toHaveAttribute('href', 'https://www.microsoft.com/edge');
    // The app itself did not start: none of its scripts was asked for (a server-rendered page keeps its markup, readable).
    expect(appScripts, base).toEqual([]);
    await expect(target.locator('html[data-app-ready]')).toHaveCount(0);
    target.off('request', recordAppScript);
  }
  await explorerContext.close();
  await otherContext.close();

  // A browser that runs modules never sees it.
  await page.goto('/');
  await expect(page.getByRole('link', { name: /마당/ }).first()).toBeVisible();
  await expect(page.locator('#old-browser-notice')).toHaveCount(0);
});
