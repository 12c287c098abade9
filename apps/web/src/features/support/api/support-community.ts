import { communityBoard } from '../../community/board.ts';
import { supportKeys } from './support-api.ts';

/** The support board as the community components see it: comments only (no votes, bookmarks or reports). */
export const supportCommunity = communityBoard('sp', { all: supportKeys.all, post: supportKeys.post }, 0);
