import { z } from 'zod';
import { codePostItemSchema } from './codeshare.ts';
import { talkPostItemSchema } from './talkboard.ts';

/** The weekly popular talk and code (`/main/community_list`, version 3): `since` is the window's start, Korean midnight six days ago. */
export const weeklyPopularSchema = z.object({ since: z.string(), talk: z.array(talkPostItemSchema), code: z.array(codePostItemSchema) });
export type WeeklyPopular = z.infer<typeof weeklyPopularSchema>;
