import { and, eq, type SQL } from 'drizzle-orm';
import type { CodeCategory } from '@madang/contracts/codeshare';
import type { CommunityBoard } from '@madang/contracts/community';
import type { TalkCategory } from '@madang/contracts/talkboard';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type communityComments, communityPosts } from '../../db/schema.ts';

export type CommunityPostRow = typeof communityPosts.$inferSelect;
/** A talk post: its category is the talk board's. */
export type TalkPostRow = CommunityPostRow & { board: 'talk'; category: TalkCategory };
/** A code post: its category is the code share's and it always has a current version (the table's check). */
export type CodePostRow = CommunityPostRow & { board: 'code'; category: CodeCategory; currentVersion: number };
/** A support question: a member's question to a competition's hosts, always on a competition. */
export type SupportPostRow = CommunityPostRow & { board: 'support'; competitionId: number };
type BoardPostRows = { talk: TalkPostRow; code: CodePostRow; support: SupportPostRow };
export type PostRow<B extends CommunityBoard> = BoardPostRows[B];

export type CommentRow = typeof communityComments.$inferSelect;

/** The key of a post: a post id means something only within its board. */
export type PostKey = { board: CommunityBoard; postId: number };

/** The post with this key, as a condition over `community_posts`. */
export const isPost = (key: PostKey): SQL => and(eq(communityPosts.board, key.board), eq(communityPosts.id, key.postId))!;

type PostColumns = { board: AnyPgColumn; postId: AnyPgColumn };

/** The rows of a child table (comments, votes, bookmarks, reads, reports) that belong to one post. */
export const ofPost = (table: PostColumns, key: PostKey): SQL => and(eq(table.board, key.board), eq(table.postId, key.postId))!;

/** A child table's join condition to its post. */
export const joinPost = (table: PostColumns): SQL => and(eq(communityPosts.board, table.board), eq(communityPosts.id, table.postId))!;
