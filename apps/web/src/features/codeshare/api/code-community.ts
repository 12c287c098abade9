import { CODE_REASON_MAX } from '@madang/contracts/codeshare';
import { communityBoard } from '../../community/board.ts';
import { codeKeys } from './code-keys.ts';

/** The code share as the community components see it. */
export const codeCommunity = communityBoard('cs', { all: codeKeys.all, post: codeKeys.posts }, CODE_REASON_MAX);
