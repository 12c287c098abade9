import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { eduProjects } from '../../../db/schema.ts';
import { forbidden } from '../../../http/app-error.ts';
import type { UserRow } from '../../accounts/sessions.ts';
import { contentAppError, ContentError } from '../content/content-error.ts';
import { importProject } from '../content/import-project.ts';
import { parseProject } from '../content/parse-project.ts';
import { unzipProject } from '../content/project-zip.ts';
import { editsProject } from './policy.ts';

/**
 * A project zip uploaded in the console: a new slug makes a project the caller authors; a slug of a project the
 * caller may edit replaces it. Either way it lands as a draft, so publishing checks its code steps' previews again.
 * A zip that cannot be read is refused with every problem, each with its file.
 */
export async function importAuthoredZip(ctx: Pick<AppContext, 'db' | 'storage'>, options: { user: UserRow; zip: Uint8Array }): Promise<number> {
  try {
    const content = parseProject(unzipProject(options.zip));
    const [existing] = await ctx.db.select({ authorUserId: eduProjects.authorUserId }).from(eduProjects).where(eq(eduProjects.slug, content.slug));
    if (existing && !editsProject(existing, options.user)) throw forbidden('educator_not_author');
    const imported = await importProject(ctx, { content, authorUserId: options.user.id, state: 'draft' });
    return imported.projectId;
  } catch (error) {
    if (error instanceof ContentError) throw contentAppError(error);
    throw error;
  }
}
