import { z } from 'zod';
import { idSchema } from './bounds.ts';
import { competitionRefSchema } from './competitions.ts';

/** One file a winning team uploads for verification: code, notebooks, an archive of them or the write-up. */
export const CODE_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** Files a team keeps at once; it deletes one to upload another. */
export const CODE_UPLOAD_MAX_FILES = 10;
/** The endings a file may have; its first bytes must agree (an archive, a PDF, or text). */
export const codeUploadExtensions = ['zip', 'tar.gz', 'tgz', 'py', 'ipynb', 'r', 'pdf', 'md', 'txt'] as const;

/** Why a member's team may not upload: no team, the competition is still running, or the team is outside the prize places. */
export const codeUploadRefusals = ['no_team', 'not_closed', 'not_winner'] as const;
export type CodeUploadRefusal = (typeof codeUploadRefusals)[number];

export const codeUploadQuerySchema = z.object({ cpt_id: competitionRefSchema });
export const codeUploadDeleteSchema = z.object({ cpt_id: competitionRefSchema, id: idSchema });

/** GET /codeupload/check_team: the member's team, and whether and why (not) it uploads code for verification. */
export const codeUploadCheckSchema = z.object({
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  is_leader: z.boolean(),
  can_upload: z.boolean(),
  reason: z.enum(codeUploadRefusals).nullable(),
  /** The team's final rank once the competition has closed. */
  rank: z.number().int().nullable(),
  /** How many places win a prize: the teams ranked within them upload. */
  prize_places: z.number().int(),
});
export type CodeUploadCheck = z.infer<typeof codeUploadCheckSchema>;

export const codeUploadItemSchema = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  name: z.string(),
  size_bytes: z.number().int(),
  uploader: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  c_time: z.string(),
  /** A signed download link, valid for a few minutes. */
  url: z.string(),
});
export type CodeUploadItem = z.infer<typeof codeUploadItemSchema>;

/** GET /codeupload/list: the member's team's files, or every team's for the competition's hosts. */
export const codeUploadListSchema = z.object({ is_host: z.boolean(), items: z.array(codeUploadItemSchema) });
export type CodeUploadList = z.infer<typeof codeUploadListSchema>;
