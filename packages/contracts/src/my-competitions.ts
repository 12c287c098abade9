import { z } from 'zod';
import { competitionPhaseSchema, competitionStatuses, localizedTextSchema } from './competitions.ts';

const competitionHead = {
  cpt_id: z.number().int(),
  is_official: z.boolean(),
  title: localizedTextSchema,
  status: z.enum(competitionStatuses),
  /** upcoming, open, ended (submissions over, board not final yet) or closed. */
  phase: competitionPhaseSchema,
  starts_at: z.string(),
  ends_at: z.string(),
};

/** `/myinfo/cpt_list`: a competition the signed-in member joined, with their team and its place now. */
export const myCompetitionSchema = z.object({
  ...competitionHead,
  team_id: z.number().int(),
  team_name: z.string(),
  is_leader: z.boolean(),
  /** The team's place on the board shown now (public while running, private once closed); null before its first score. */
  rank: z.number().int().nullable(),
  ranked_teams: z.number().int(),
  board: z.enum(['public', 'private']),
});
export type MyCompetition = z.infer<typeof myCompetitionSchema>;

/** `/myinfo2/invitation-cpt`: an invite-only competition the member is invited to, and whether they joined it yet. */
export const competitionInvitationSchema = z.object({ ...competitionHead, joined: z.boolean() });
export type CompetitionInvitation = z.infer<typeof competitionInvitationSchema>;
