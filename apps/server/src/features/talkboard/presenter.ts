import type { Locale } from '@madang/contracts';
import type { TalkPostDetail, TalkPostItem, TalkSubject } from '@madang/contracts/talkboard';
import type { UserRow } from '../accounts/sessions.ts';
import { excerptOf } from '../community/excerpt.ts';
import { canModerateBoard, isAuthor } from '../community/policy.ts';
import type { TalkPostRow } from '../community/post-rows.ts';
import { personOf, presentPostLine } from '../community/present-post.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { mayEditTalkPost } from './policy.ts';
import type { PostListRow } from './list-posts.ts';

const titleIn = (title: { ko: string; en: string }, locale: Locale) => title[locale] || title.ko;

/** The competition or learning project a post is about, titled in the request's language. */
function presentSubject(row: PostListRow, locale: Locale): TalkSubject {
  const { subjectCpt: cpt, subjectEdu: edu } = row;
  return {
    cpt: cpt ? { id: cpt.id, title: titleIn(cpt.title, locale), host: cpt.isOfficial ? 'official' : 'open', slug: cpt.slug } : null,
    edu: edu ? { id: edu.id, title: titleIn(edu.title, locale) } : null,
  };
}

export function presentPostItem(row: PostListRow, locale: Locale): TalkPostItem {
  const { post } = row;
  return {
    tb_id: post.id,
    cpt_id: post.competitionId ?? 0,
    tbType: post.category,
    title: post.title,
    excerpt: excerptOf(post.body),
    ...presentPostLine(post, row),
    subject: presentSubject(row, locale),
  };
}

/** A post as its page shows it; the moderator's reason is there only for those who may see a hidden post at all. */
export function presentPostDetail(
  post: TalkPostRow,
  context: { summary: PostListRow; locale: Locale; board: CompetitionRow | null; user: UserRow | undefined; voted: boolean; bookmarked: boolean },
): TalkPostDetail {
  return {
    tb_id: post.id,
    cpt_id: post.competitionId ?? 0,
    tbType: post.category,
    title: post.title,
    content: post.body,
    video_url: post.videoUrl,
    share_count: post.shareCount,
    author: personOf(post.authorId, context.summary.authorName),
    view_count: post.viewCount,
    vote_count: post.voteCount,
    comment_count: context.summary.commentCount,
    hidden: post.hiddenAt !== null,
    hidden_reason: post.hiddenAt ? post.hiddenReason : null,
    c_time: post.createdAt.toISOString(),
    u_time: post.updatedAt.toISOString(),
    voted: context.voted,
    bookmarked: context.bookmarked,
    is_mine: isAuthor(post, context.user),
    can_edit: mayEditTalkPost(post, context.user),
    can_moderate: canModerateBoard(context.board, context.user),
    subject: presentSubject(context.summary, context.locale),
  };
}
