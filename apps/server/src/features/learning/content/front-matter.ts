import type { LocalizedText } from '@madang/contracts';
import { createRequire } from 'node:module';

// Loaded (synchronously, it is CommonJS) when the first file is read, not with the server: about 50 ms of a start here.
const require = createRequire(import.meta.url);
const yaml = () => require('yaml') as typeof import('yaml');

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const LANGUAGE_MARKER = /^<!--\s*(ko|en)\s*-->[ \t]*$/gm;

export type FrontMatterResult = { ok: true; data: unknown; body: string } | { ok: false; reason: string };

/** A markdown file's YAML front matter (between the first two `---` lines) and the body after it. */
export function readFrontMatter(text: string): FrontMatterResult {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ''));
  if (!match) return { ok: false, reason: 'no front matter' };
  try {
    // No aliases: a few bytes of YAML must not expand into a large object.
    return { ok: true, data: yaml().parse(match[1]!, { maxAliasCount: 0, uniqueKeys: true }) ?? {}, body: text.slice(match[0].length) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  }
}

/** The two language sections of a body, each after its `<!-- ko -->` or `<!-- en -->` line; null when one is missing or repeated. */
export function splitLanguages(body: string): LocalizedText | null {
  const markers = [...body.matchAll(LANGUAGE_MARKER)];
  const languages = markers.map((marker) => marker[1]);
  if (markers.length !== 2 || !languages.includes('ko') || !languages.includes('en')) return null;
  // Text before the first marker would belong to neither language.
  if (body.slice(0, markers[0]!.index).trim() !== '') return null;
  const section = (at: number) => {
    const start = markers[at]!.index! + markers[at]![0].length;
    const end = at + 1 < markers.length ? markers[at + 1]!.index! : body.length;
    return tidy(body.slice(start, end));
  };
  const first = section(0);
  const second = section(1);
  return languages[0] === 'ko' ? { ko: first, en: second } : { ko: second, en: first };
}

/** A markdown file as export writes it: front matter, then each language after its marker. */
export function writeMarkdownFile(frontMatter: Record<string, unknown>, body?: LocalizedText): string {
  const head = `---\n${yaml().stringify(frontMatter, { lineWidth: 0 })}---\n`;
  if (!body) return head;
  return `${head}\n<!-- ko -->\n${body.ko}\n\n<!-- en -->\n${body.en}\n`;
}

/** Leading blank lines and trailing whitespace go; indentation of the first line stays (it can be code). */
export function tidy(text: string): string {
  return text
    .replace(/\r\n/g, '\n')
    .replace(/^(?:[ \t]*\n)+/, '')
    .replace(/\s+$/, '');
}
