import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  affiliationRuleSchema,
  affiliationSchema,
  codeRunStatusSchema,
  competitionAccessSchema,
  competitionKindSchema,
  competitionStatusSchema,
  faqCategorySchema,
  inquiryKindSchema,
  invitationStateSchema,
  localeSchema,
  metricDirectionSchema,
  noticeCategorySchema,
  rankingEntrySchema,
  roleSchema,
  submissionStatusSchema,
} from '@madang/contracts';
import { codeCategorySchema } from '@madang/contracts/codeshare';
import { moderationReportSchema, talkCategorySchema, talkReportReasonSchema } from '@madang/contracts/talkboard';
import { exitRequestSchema } from '@madang/contracts/teams';
import {
  codeRuns,
  communityPosts,
  communityReports,
  competitions,
  faqEntries,
  hostingInquiries,
  notices,
  rankingProfiles,
  submissions,
  teamExitRequests,
  teamInvitations,
  teamMembers,
  users,
} from './schema.ts';

type EnumSchema = z.ZodEnum | z.ZodNullable<z.ZodEnum>;
const optionsOf = (schema: EnumSchema) => ('unwrap' in schema ? schema.unwrap() : schema).options;

/** Each enum column beside the contract schema that carries its values to and from the API. */
const pairs: [string, { enumValues: readonly string[] }, EnumSchema][] = [
  ['users.role', users.role, roleSchema],
  ['users.locale', users.locale, localeSchema],
  ['competitions.kind', competitions.kind, competitionKindSchema],
  ['competitions.status', competitions.status, competitionStatusSchema],
  ['competitions.direction', competitions.direction, metricDirectionSchema],
  ['competitions.affiliationRule', competitions.affiliationRule, affiliationRuleSchema],
  ['competitions.accessMode', competitions.accessMode, competitionAccessSchema],
  ['teamMembers.affiliation', teamMembers.affiliation, affiliationSchema],
  ['submissions.status', submissions.status, submissionStatusSchema],
  ['teamInvitations.state', teamInvitations.state, invitationStateSchema],
  ['teamExitRequests.state', teamExitRequests.state, exitRequestSchema.shape.state],
  ['notices.category', notices.category, noticeCategorySchema],
  ['faqEntries.category', faqEntries.category, faqCategorySchema],
  ['communityReports.reason', communityReports.reason, talkReportReasonSchema],
  ['communityReports.state', communityReports.state, moderationReportSchema.shape.state],
  ['rankingProfiles.affiliation', rankingProfiles.affiliation, rankingEntrySchema.shape.affiliation],
  ['rankingProfiles.region', rankingProfiles.region, rankingEntrySchema.shape.region],
  ['codeRuns.status', codeRuns.status, codeRunStatusSchema],
  ['hostingInquiries.kind', hostingInquiries.kind, inquiryKindSchema],
];

describe('the enum columns', () => {
  it('hold exactly the values the contracts answer and accept', () => {
    for (const [name, column, schema] of pairs) expect([...column.enumValues], name).toEqual(optionsOf(schema));
  });

  it('let a community post carry the categories of both boards', () => {
    expect([...communityPosts.category.enumValues]).toEqual([...talkCategorySchema.options, ...codeCategorySchema.options]);
  });
});
