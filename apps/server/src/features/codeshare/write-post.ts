import { eq, sql } from 'drizzle-orm';
import type { CodePostInput } from '@madang/contracts/codeshare';
import type { Database, Executor } from '../../db/client.ts';
import { communityPosts, codePostVersions } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { isPost, type CodePostRow } from '../community/post-rows.ts';
import { markRead } from '../community/reads.ts';
import { countView } from '../community/views.ts';
import type { StoredNotebook } from './notebook/store-notebook.ts';
import { findVersion, type CodeVersionRow } from './versions.ts';

const thisPost = (post: CodePostRow) => isPost({ board: 'code', postId: post.id });

const noNotebook = { notebookName: null, notebookKey: null, notebookBytes: null, notebookLanguage: null, notebookHtml: null };

/** A post needs something to read: a body, a notebook, or both. */
function assertHasContent(content: string, notebook: StoredNotebook | null | undefined) {
  if (!content && !notebook) throw badRequest('code_empty');
}

/** A new post with its first version, on a competition's code board or (competitionId null) site-wide. */
export async function createCodePost(
  db: Database,
  options: { competitionId: number | null; authorId: number; input: CodePostInput; notebook: StoredNotebook | null; createdAt?: Date },
): Promise<CodePostRow> {
  const { input } = options;
  assertHasContent(input.content, options.notebook);
  const times = options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {};
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(communityPosts)
      .values({
        board: 'code',
        currentVersion: 1,
        competitionId: options.competitionId,
        authorId: options.authorId,
        title: input.title,
        category: input.category,
        tags: input.tags,
        ...times,
      })
      .returning();
    await tx
      .insert(codePostVersions)
      .values({ postId: post!.id, version: 1, body: input.content, ...(options.notebook ?? noNotebook), ...(options.createdAt ? { createdAt: options.createdAt } : {}) });
    return post as CodePostRow;
  });
}

/**
 * The author's edit. Title, category and tags change in place; a new notebook, a removed one or a changed
 * body makes a new version, so readers can still open the older ones.
 */
export async function updateCodePost(
  db: Database,
  options: { post: CodePostRow; input: CodePostInput; notebook: StoredNotebook | null; removeNotebook: boolean },
): Promise<CodePostRow> {
  const { post, input } = options;
  const current = await findVersion(db, { postId: post.id, version: post.currentVersion });
  const kept = options.removeNotebook ? null : notebookOf(current);
  const notebook = options.notebook ?? kept;
  assertHasContent(input.content, notebook);
  const changed = options.notebook !== null || (kept === null && current.notebookKey !== null) || input.content !== current.body;
  return db.transaction(async (tx) => {
    // The row lock orders two edits of one post, so each gets its own version number.
    await tx.select({ id: communityPosts.id }).from(communityPosts).where(thisPost(post)).for('update');
    let version = post.currentVersion;
    if (changed) {
      const [latest] = await tx
        .select({ version: sql<number>`max(${codePostVersions.version})::int` })
        .from(codePostVersions)
        .where(eq(codePostVersions.postId, post.id));
      version = latest!.version + 1;
      await tx.insert(codePostVersions).values({ postId: post.id, version, body: input.content, ...(notebook ?? noNotebook) });
    }
    const [row] = await tx
      .update(communityPosts)
      .set({ title: input.title, category: input.category, tags: input.tags, currentVersion: version, updatedAt: new Date() })
      .where(thisPost(post))
      .returning();
    return row as CodePostRow;
  });
}

/** The notebook a version carries, if any, in the shape a new version copies. */
function notebookOf(version: CodeVersionRow): StoredNotebook | null {
  if (!version.notebookKey || !version.notebookName || version.notebookHtml === null) return null;
  return {
    notebookName: version.notebookName,
    notebookKey: version.notebookKey,
    notebookBytes: version.notebookBytes ?? 0,
    notebookLanguage: version.notebookLanguage,
    notebookHtml: version.notebookHtml,
  };
}

/** Delete by its author or a moderator: the row stays (reports keep their context) but the post is gone for everyone. */
export async function deleteCodePost(db: Executor, options: { post: CodePostRow }): Promise<void> {
  await db.update(communityPosts).set({ deletedAt: new Date() }).where(thisPost(options.post));
}

/**
 * The spec's view count call, one view per visitor and Korean day; with `readerId`, the viewer has also
 * read the post through, which a like needs.
 */
export async function countCodeView(db: Database, options: { post: CodePostRow; readerId: number | null; read: boolean; visitor: string }): Promise<number> {
  return db.transaction(async (tx) => {
    if (options.read && options.readerId !== null) {
      await markRead(tx, { board: 'code', postId: options.post.id, userId: options.readerId });
      // Reaching the end is the same visit as opening the post: it is not a second view.
      const [row] = await tx.select({ viewCount: communityPosts.viewCount }).from(communityPosts).where(thisPost(options.post));
      return row!.viewCount;
    }
    return countView(tx, options);
  });
}
