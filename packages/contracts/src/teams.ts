import { z } from 'zod';
import { idSchema, textSchema } from './bounds.ts';
import { affiliationRuleSchema, affiliations, competitionRefSchema } from './competitions.ts';
import { displayNameSchema } from './display-name.ts';

export const TEAM_NAME_MAX = 20;

export const affiliationSchema = z.enum(affiliations);
export type Affiliation = z.infer<typeof affiliationSchema>;

export const teamNameSchema = displayNameSchema(TEAM_NAME_MAX);

/** A team name in a competition: the name checks' query and the rename's body. */
export const teamNameFormSchema = z.object({ cpt_id: competitionRefSchema, team_name: teamNameSchema });
export const teamInviteRequestSchema = z.object({ cpt_id: competitionRefSchema, nickname: textSchema(40).trim().min(1) });
/** The spec's answer to an invitation names the inviting team. */
export const invitationAnswerSchema = z.object({ cpt_id: competitionRefSchema, invite_team_id: idSchema });
/** Names as the leader types them: a prefix of a participant's nickname. */
export const MEMBER_SEARCH_LIMIT = 10;
export const memberSearchQuerySchema = z.object({ cpt_id: competitionRefSchema, q: textSchema(40).trim().min(1) });
export const memberSearchResultSchema = z.object({ user_id: z.number().int(), name: z.string() });
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;
/** The leader withdraws an invitation still waiting for an answer. */
export const invitationCancelSchema = z.object({ cpt_id: competitionRefSchema, invitation_id: idSchema });
export const teamMemberRequestSchema = z.object({ cpt_id: competitionRefSchema, user_id: idSchema });
export const inviteLinkJoinSchema = z.object({
  token: textSchema(64)
    .trim()
    .min(16)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const teamMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  is_leader: z.boolean(),
  affiliation: affiliationSchema,
  submission_count: z.number().int(),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationStates = ['sent', 'accepted', 'declined', 'canceled'] as const;
export const invitationStateSchema = z.enum(invitationStates);

export const invitationSchema = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  inviter_name: z.string(),
  invitee_id: z.number().int(),
  invitee_name: z.string(),
  state: invitationStateSchema,
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const exitRequestStates = ['requested', 'accepted', 'rejected'] as const;

export const exitRequestSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  state: z.enum(exitRequestStates),
  created_at: z.string(),
});
export type ExitRequest = z.infer<typeof exitRequestSchema>;

/** The signed-in member's team in one competition, as the team page shows it. */
export const teamInfoSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  leader_id: z.number().int(),
  is_leader: z.boolean(),
  members: z.array(teamMemberSchema),
  submission_count: z.number().int(),
  team_size_max: z.number().int(),
  affiliation_rule: affiliationRuleSchema,
  merge_deadline: z.string(),
  /** False once the merge deadline has passed or the competition no longer takes submissions. */
  merge_open: z.boolean(),
  my_exit_request: exitRequestSchema.nullable(),
});
export type TeamInfo = z.infer<typeof teamInfoSchema>;

/** Another team as anyone may see it by its name. */
export const publicTeamSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  leader_name: z.string(),
  members: z.array(z.object({ user_id: z.number().int(), name: z.string() })),
});
export type PublicTeam = z.infer<typeof publicTeamSchema>;

export const inviteLinkSchema = z.object({ token: z.string(), expires_at: z.string() });
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** What an invite link leads to, shown before the visitor joins. */
export const inviteLinkPreviewSchema = z.object({
  cpt_id: z.number().int(),
  team: publicTeamSchema,
  expires_at: z.string(),
  /** False once the merge deadline has passed. */
  open: z.boolean(),
});
export type InviteLinkPreview = z.infer<typeof inviteLinkPreviewSchema>;
