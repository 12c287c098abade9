import type { SupportDetail, SupportItem } from '@madang/contracts/support';
import { personOf } from '../community/present-post.ts';
import type { QuestionListRow } from './list-questions.ts';

export function presentQuestionItem(row: QuestionListRow): SupportItem {
  const { post } = row;
  return {
    sp_id: post.id,
    cpt_id: post.competitionId ?? 0,
    title: post.title,
    author: personOf(post.authorId, row.authorName),
    answered: row.answered,
    is_faq: post.faqAt !== null,
    comment_count: row.commentCount,
    c_time: post.createdAt.toISOString(),
  };
}

export function presentQuestionDetail(row: QuestionListRow, viewer: { isMine: boolean; isHost: boolean; canWrite: boolean }): SupportDetail {
  return {
    ...presentQuestionItem(row),
    content: row.post.body,
    u_time: row.post.updatedAt.toISOString(),
    is_mine: viewer.isMine,
    can_edit: viewer.isMine && !row.answered,
    is_host: viewer.isHost,
    can_write: viewer.canWrite,
  };
}
