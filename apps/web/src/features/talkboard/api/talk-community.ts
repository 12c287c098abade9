import { TALK_REASON_MAX } from '@madang/contracts/talkboard-limits';
import { communityBoard } from '../../community/board.ts';
import { talkKeys } from './talk-keys.ts';

/** The talk board as the community components see it. */
export const talkCommunity = communityBoard('tb', { all: talkKeys.all, post: talkKeys.post }, TALK_REASON_MAX);
