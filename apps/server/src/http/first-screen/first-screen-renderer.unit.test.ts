import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFirstScreenRenderer, type FirstScreenRenderer } from './first-screen-renderer.ts';

/** A stand-in for the web build's server render: a module with the same export, written to a temporary file. */
function bundle(source: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'madang-first-screen-')), 'render-first-screen.mjs');
  writeFileSync(file, source);
  return file;
}

const rendering = bundle(`
export async function renderFirstScreen({ url, answers, cookie }) {
  if (url.startsWith('/declines')) return { rendered: false, reason: 'a loader failed' };
  return { rendered: true, html: '<main>' + url + ' ' + cookie + '</main>', state: { answers, text: '</script>' } };
}`);

let renderer: FirstScreenRenderer | undefined;
afterEach(() => renderer?.close());

describe('the first-screen renderer', () => {
  it('is absent without the web build’s server render', () => {
    expect(createFirstScreenRenderer(path.join(os.tmpdir(), 'no-such-dir', 'render-first-screen.js'))).toBeUndefined();
  });

  it('renders nothing until warm, then the page with its state, `<` escaped', async () => {
    renderer = createFirstScreenRenderer(rendering)!;
    expect(await renderer.render({ url: '/competitions', answers: {}, cookie: '' })).toBeUndefined();
    await renderer.warm();
    const screen = await renderer.render({ url: '/forum/1', answers: { '/api/x': { a: 1 } }, cookie: 'is_login=1' });
    expect(screen?.html).toBe('<main>/forum/1 is_login=1</main>');
    expect(screen?.stateJson).toBe('{"answers":{"/api/x":{"a":1}},"text":"\\u003c/script>"}');
    expect(JSON.parse(screen!.stateJson).text).toBe('</script>');
  });

  it('sends a page the render declines unrendered', async () => {
    renderer = createFirstScreenRenderer(rendering)!;
    await renderer.warm();
    expect(await renderer.render({ url: '/declines', answers: {}, cookie: '' })).toBeUndefined();
  });

  it('tries a failed warm-up again on the next page, and renders once the render loads', async () => {
    const file = bundle('throw new Error("not built yet");');
    renderer = createFirstScreenRenderer(file)!;
    await renderer.warm();
    expect(await renderer.render({ url: '/', answers: {}, cookie: '' })).toBeUndefined();
    writeFileSync(file, 'export async function renderFirstScreen() { return { rendered: true, html: "<p>ok</p>", state: {} }; }');
    await renderer.warm();
    expect((await renderer.render({ url: '/', answers: {}, cookie: '' }))?.html).toBe('<p>ok</p>');
  });
});
