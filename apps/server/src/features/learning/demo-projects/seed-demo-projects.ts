import type { AppContext } from '../../../app-context.ts';
import { importProject } from '../content/import-project.ts';
import { parseProject } from '../content/parse-project.ts';
import { readProjectFolder } from '../content/read-project-folder.ts';
import { demoProjectDirs } from './demo-projects.ts';

/**
 * Imports the demo's learning projects from their folders, published and authored by `authorUserId`. The last one
 * leads to the demo's practice competition, so this runs after the competitions are seeded.
 */
export async function seedDemoProjects(ctx: Pick<AppContext, 'db' | 'storage'>, options: { authorUserId: number }) {
  // The folders are read together; the imports, each one transaction, go one after another.
  const contents = await Promise.all(demoProjectDirs.map(async (dir) => parseProject(await readProjectFolder(dir))));
  for (const content of contents) await importProject(ctx, { content, authorUserId: options.authorUserId, state: 'published' });
}
