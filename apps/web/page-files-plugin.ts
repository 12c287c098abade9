import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin, type Rollup } from 'vite';
import { lazyNamespaces } from '../../packages/i18n/src/namespaces.ts';
import { routeTable, type ParamRule, type RouteSpec } from './src/app/routing/route-table.ts';

const routerFile = fileURLToPath(new URL('./src/app/routing/router.tsx', import.meta.url));
const locales = ['ko', 'en'] as const;
/** Where the server reads the map (apps/server/src/http/page-files.ts), beside Vite's own manifest. */
const PAGE_FILES_NAME = '.vite/page-files.json';

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The router's top-level `const name = value` declarations, by name. */
function topLevelConstants(program: Node): Map<string, Node> {
  const out = new Map<string, Node>();
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      if (id.type === 'Identifier' && declarator.init) out.set(id.name as string, declarator.init as Node);
    }
  }
  return out;
}

/**
 * What a page's loader brings in, read from its expression in the router's `pages` table: every `import('…')` it
 * reaches (through the helpers it calls, such as `withCatalog` or `codePage`) and every catalog namespace named in
 * the arrays it reaches. Read from the router itself, so a page added there needs nothing here.
 */
function loaderInputs(expression: Node, constants: Map<string, Node>) {
  const imports = new Set<string>();
  const namespaces = new Set<string>();
  const lazy = new Set<string>(lazyNamespaces);
  const seen = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === 'ImportExpression' && isNode(value.source) && typeof value.source.value === 'string') imports.add(value.source.value);
    if (value.type === 'ArrayExpression') {
      for (const element of value.elements as (Node | null)[]) if (element?.type === 'Literal' && lazy.has(element.value as string)) namespaces.add(element.value as string);
    }
    if (value.type === 'Identifier' && constants.has(value.name as string) && !seen.has(value.name as string)) {
      seen.add(value.name as string);
      walk(constants.get(value.name as string));
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'type' && typeof child === 'object') walk(child);
  };
  walk(expression);
  return { imports: [...imports], namespaces: [...namespaces] };
}

interface PageRoute {
  path: string;
  /** The pages rendered at this path, outermost first (a competition's layout, then its tab). */
  pages: string[];
  params: Record<string, ParamRule>;
}

/** Every path of the route table with the pages it renders; the English copy is the same table under `/en`. */
function flattenRoutes(): PageRoute[] {
  const out: PageRoute[] = [];
  const walk = (spec: RouteSpec, base: string, pages: string[], params: Record<string, ParamRule>) => {
    const full = spec.index ? base || '/' : `${base}/${spec.path ?? ''}`.replace(/\/+/g, '/');
    const own = spec.page ? [...pages, spec.page] : pages;
    const rules = { ...params, ...spec.params };
    if (spec.page) out.push({ path: full, pages: own, params: rules });
    for (const child of spec.children ?? []) walk(child, full === '/' ? '' : full, own, rules);
  };
  for (const group of routeTable) for (const spec of group.routes) walk(spec, '', [], {});
  return out;
}

/** The chunk holding a module, and every chunk it imports statically, minus those the entry already loads. */
function chunkClosure(bundle: Rollup.OutputBundle, moduleId: string, skip: Set<string>): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId === moduleId) ?? chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!start) return [];
  const out: string[] = [];
  const visit = (fileName: string) => {
    if (skip.has(fileName) || out.includes(fileName)) return;
    out.push(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!skip.has(css) && !out.includes(css)) out.push(css);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return out;
}

/** The entry's own file and the files it imports statically: index.html loads these already. */
function entryFiles(bundle: Rollup.OutputBundle): Set<string> {
  const out = new Set<string>();
  const visit = (fileName: string) => {
    if (out.has(fileName)) return;
    out.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) out.add(css);
    chunk.imports.forEach(visit);
  };
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
  return out;
}

/**
 * Writes `.vite/page-files.json`: for each route pattern, the pages it renders, and for each page and language the
 * built files its loader fetches (its chunk, the chunks that chunk imports, its CSS and its catalog namespaces).
 * The server lists them in a page's HTML as preloads, so the browser fetches them beside the entry instead of
 * after the entry has run and matched the route.
 */
export function pageFiles(): Plugin {
  return {
    name: 'madang-page-files',
    // The client build's map; the server render's build (vite build --ssr) has no files to preload.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After Vite's own hooks: its CSS plugin drops the chunks that held only CSS, which no page may name.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const program = parseAst(readFileSync(routerFile, 'utf8'), { lang: 'tsx' }) as unknown as Node;
        const constants = topLevelConstants(program);
        const table = constants.get('pages');
        if (table?.type !== 'ObjectExpression') this.error('router.tsx has no `const pages = { … }` table to read the page chunks from');
        const skip = entryFiles(bundle);
        const files: Record<string, Record<(typeof locales)[number], string[]>> = {};
        for (const property of (table as Node).properties as Node[]) {
          const key = property.key as Node;
          const page = (key.name ?? key.value) as string;
          const inputs = loaderInputs(property.value as Node, constants);
          const chunks: string[] = [];
          for (const source of inputs.imports) {
            const resolved = await this.resolve(source, routerFile);
            if (resolved) chunks.push(...chunkClosure(bundle, resolved.id, skip).filter((file) => !chunks.includes(file)));
          }
          files[page] = Object.fromEntries(
            locales.map((locale) => {
              // Korean's core ships in the entry; English's comes with the first English page.
              const parts = locale === 'en' ? ['core', ...inputs.namespaces] : inputs.namespaces;
              const catalog = parts.flatMap((part) => chunkClosure(bundle, `\0virtual:catalog/${locale}/${part}`, skip));
              return [locale, [...chunks, ...catalog.filter((file) => !chunks.includes(file))]];
            }),
          ) as Record<(typeof locales)[number], string[]>;
        }
        this.emitFile({ type: 'asset', fileName: PAGE_FILES_NAME, source: `${JSON.stringify({ routes: flattenRoutes(), files })}\n` });
      },
    },
  };
}
