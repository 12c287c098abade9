import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { lazyNamespaces } from '../../packages/i18n/src/namespaces.ts';

const PREFIX = 'virtual:catalog/';
const catalogFile = (locale: string) => fileURLToPath(new URL(`../../packages/i18n/src/${locale}.json`, import.meta.url));

const LOADERS = 'virtual:catalog/loaders';

/** `{ ko: { competition: () => import('virtual:catalog/ko/competition'), … }, en: { core: …, … } }` */
function loadersModule(): string {
  const entries = (locale: string) =>
    ['core', ...lazyNamespaces].map((part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(`${PREFIX}${locale}/${part}`)})`).join(', ');
  return `export default { ko: { ${entries('ko')} }, en: { ${entries('en')} } };`;
}

/**
 * Serves slices of the one ko/en catalog as modules: `virtual:catalog/ko/core` holds every namespace
 * but the lazy ones, `virtual:catalog/ko/competition` one lazy namespace, and `virtual:catalog/loaders`
 * a loader for each, so a namespace added to `lazyNamespaces` needs nothing else. The catalog stays
 * one file per language for the people who edit it, while the bundle splits it by page.
 */
export function catalogNamespaces(): Plugin {
  return {
    name: 'madang-catalog-namespaces',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${LOADERS}`) return loadersModule();
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale, part] = id.slice(PREFIX.length + 1).split('/') as [string, string];
      const file = catalogFile(locale);
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const lazy = new Set<string>(lazyNamespaces);
      const slice = part === 'core' ? Object.fromEntries(Object.entries(catalog).filter(([key]) => !lazy.has(key))) : { [part]: catalog[part] };
      return `export default ${JSON.stringify(slice)};`;
    },
  };
}
