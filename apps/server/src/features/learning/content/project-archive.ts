import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../../app-context.ts';
import { buildNotebook, type Notebook } from './build-notebook.ts';
import { importProject, type ImportedProject } from './import-project.ts';
import { loadProjectContent } from './load-project-content.ts';
import { parseProject } from './parse-project.ts';
import type { ProjectContent } from './project-content.ts';
import { zipProject } from './project-zip.ts';
import { readProjectFolder } from './read-project-folder.ts';
import { writeProjectFiles } from './write-project.ts';

type ContentContext = Pick<AppContext, 'db' | 'storage'>;

export interface ImportOptions {
  authorUserId: number | null;
  /** Overrides `state` of project.md (the console imports as a draft, for instance). */
  state?: ProjectContent['state'];
}

/** Validates and imports a project folder on disk (the demo projects, content kept in git); a ContentError lists every problem. */
export async function importProjectFolder(ctx: ContentContext, options: ImportOptions & { dir: string }): Promise<ImportedProject & { slug: string }> {
  const content = parseProject(await readProjectFolder(options.dir));
  return { ...(await importProject(ctx, { content, authorUserId: options.authorUserId, state: options.state })), slug: content.slug };
}

/**
 * The project as a zip of its folder (`<slug>/project.md`, …) with `notebook.ipynb` in `locale` beside it;
 * undefined when there is no such project. `dataUrl` gives the notebook's download link of each data file.
 */
export async function exportProjectZip(
  ctx: ContentContext,
  options: { projectId: number; locale: Locale; dataUrl?: (name: string) => string },
): Promise<{ fileName: string; zip: Uint8Array } | undefined> {
  const content = await loadProjectContent(ctx, options.projectId);
  if (!content) return undefined;
  const files = writeProjectFiles(content);
  const notebook = buildNotebook(content, { locale: options.locale, dataUrl: options.dataUrl });
  files.set('notebook.ipynb', new TextEncoder().encode(`${JSON.stringify(notebook, null, 1)}\n`));
  return { fileName: `${content.slug}.zip`, zip: zipProject(files, content.slug) };
}

/** The project's notebook alone, in one language (the colab page's download). */
export async function exportProjectNotebook(
  ctx: ContentContext,
  options: { projectId: number; locale: Locale; dataUrl?: (name: string) => string },
): Promise<{ fileName: string; notebook: Notebook } | undefined> {
  const content = await loadProjectContent(ctx, options.projectId, { fileBytes: false });
  if (!content) return undefined;
  return { fileName: `${content.slug}-${options.locale}.ipynb`, notebook: buildNotebook(content, options) };
}
