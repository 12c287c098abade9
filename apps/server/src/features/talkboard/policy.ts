import type { UserRow } from '../accounts/sessions.ts';
import { assertAuthor, isAuthor } from '../community/policy.ts';
import { isFixedInquiryPost } from './inquiry-posts.ts';

type EditedPost = { board: 'talk'; id: number; competitionId: number | null; authorId: number | null };

/** Its author edits a post; the fixed inquiry posts belong to the site, so every admin edits them too. */
export const mayEditTalkPost = (post: EditedPost, user: UserRow | undefined): boolean => isAuthor(post, user) || (user?.role === 'admin' && isFixedInquiryPost(post));

export function assertMayEditTalkPost(post: EditedPost, user: UserRow): void {
  if (!mayEditTalkPost(post, user)) assertAuthor(post, user);
}
