import { z } from 'zod';
import { idSchema } from './bounds.ts';

/** Where the share popup sends a post: its copied link, or a network's plain share address (no third-party script). */
export const shareNetworks = ['link', 'twitter', 'facebook', 'linkedin', 'kakao'] as const;
export type ShareNetwork = (typeof shareNetworks)[number];
const network = z.enum(shareNetworks).default('link');

/** POST /talkboard/social/cnt: one share of a talk post through the share popup. */
export const talkShareCountSchema = z.object({ tb_id: idSchema, channel: network });
/** POST /codeshare/social/cnt: one share of a code post. */
export const codeShareCountSchema = z.object({ cs_id: idSchema, channel: network });
