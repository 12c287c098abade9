import type { Locale } from '@madang/contracts';
import type { CodePostDetail, CodePostItem } from '@madang/contracts/codeshare';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { excerptOf } from '../community/excerpt.ts';
import { canModerateBoard, isAuthor } from '../community/policy.ts';
import type { CodePostRow } from '../community/post-rows.ts';
import { presentPostLine } from '../community/present-post.ts';
import type { CodeListRow } from './list-posts.ts';
import type { CodeVersionRow } from './versions.ts';

type BoardColumns = CodeListRow['board'];
const boardTitle = (board: BoardColumns | null, locale: Locale) => (board?.title ? board.title[locale] || board.title.ko : null);

/** A list line: the post, its board, and a plain-words excerpt of its current body. */
export function presentCodeItem(row: CodeListRow, locale: Locale): CodePostItem {
  const { post } = row;
  return {
    cs_id: post.id,
    cpt_id: post.competitionId ?? 0,
    board_title: boardTitle(row.board, locale),
    is_official: row.board?.isOfficial ?? true,
    category: post.category,
    title: post.title,
    tags: post.tags,
    excerpt: excerptOf(row.body),
    has_notebook: row.hasNotebook,
    ...presentPostLine(post, row),
  };
}

export interface CodeDetailContext {
  summary: CodeListRow;
  version: CodeVersionRow;
  versions: { version: number; createdAt: Date; notebookKey: string | null }[];
  board: CompetitionRow | null;
  user: UserRow | undefined;
  voted: boolean;
  bookmarked: boolean;
  read: boolean;
  locale: Locale;
}

/** A post as its page shows it, in the version asked for; the moderator's reason only for those who may see a hidden post. */
export function presentCodeDetail(post: CodePostRow, context: CodeDetailContext): CodePostDetail {
  const { version } = context;
  const item = presentCodeItem(context.summary, context.locale);
  const { excerpt: _excerpt, ...fields } = item;
  return {
    ...fields,
    has_notebook: version.notebookKey !== null,
    content: version.body,
    notebook:
      version.notebookKey && version.notebookHtml !== null
        ? { name: version.notebookName ?? 'notebook.ipynb', bytes: version.notebookBytes ?? 0, language: version.notebookLanguage, html: version.notebookHtml }
        : null,
    version: version.version,
    current_version: post.currentVersion,
    versions: context.versions.map((v) => ({ version: v.version, c_time: v.createdAt.toISOString(), has_notebook: v.notebookKey !== null })),
    share_count: post.shareCount,
    u_time: post.updatedAt.toISOString(),
    hidden_reason: post.hiddenAt ? post.hiddenReason : null,
    voted: context.voted,
    bookmarked: context.bookmarked,
    read: context.read,
    is_mine: isAuthor(post, context.user),
    can_moderate: canModerateBoard(context.board, context.user),
  };
}
