import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RunResult } from '@madang/runner';
// The value lists come from the contracts, so a column and the API it feeds cannot drift apart.
import { bannerKinds } from '@madang/contracts/banner-kinds';
import { policyDocuments } from '@madang/contracts/site-pages';
import { codeCategories } from '@madang/contracts/codeshare';
import { communityBoards } from '@madang/contracts/community';
import { type SurveyQuestion, surveyFileTypes, surveyKinds, talentLevels, talentWishes } from '@madang/contracts/surveys';
import { shareNetworks } from '@madang/contracts/shares';
import { communityTalkTabs, reportStates, talkCategories, talkReportReasons } from '@madang/contracts/talkboard-limits';
import {
  affiliationRules,
  affiliations,
  checkoutFlows,
  codeRunStatuses,
  competitionAccessModes,
  competitionKinds,
  competitionStatuses,
  eduAccessKinds,
  eduCategories,
  eduLevels,
  eduProjectStates,
  eduStepKinds,
  exitRequestStates,
  faqCategories,
  inquiryKinds,
  invitationStates,
  ledgerEventKinds,
  locales,
  metricDirections,
  noticeCategories,
  notificationKinds,
  orderStates,
  paymentProviders,
  planKinds,
  planVisibilities,
  type quizKinds,
  rankingAffiliations,
  rankingRegions,
  roles,
  submissionStatuses,
} from '@madang/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /** What nicknames are compared on, so "Ａdmin" and "admin" are one name: case-folded NFKC. */
    nameKey: text('name_key').notNull().generatedAlwaysAs(sql`lower(normalize(name, NFKC))`),
    role: text('role', { enum: roles }).notNull().default('member'),
    picturePath: text('picture_path'),
    pictureUpdatedAt: timestamp('picture_updated_at', { withTimezone: true }),
    phone: text('phone'),
    smsVerified: boolean('sms_verified').notNull().default(false),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    termsVersion: text('terms_version').notNull(),
    locale: text('locale', { enum: locales }).notNull().default('ko'),
    totalXp: integer('total_xp').notNull().default(0),
    subscription: text('subscription'),
    createdAt: createdAt(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    // A withdrawn account keeps its e-mail for the 30-day rejoin rule, so uniqueness covers active accounts only.
    uniqueIndex('users_email_active_key').on(sql`lower(${t.email})`).where(sql`${t.withdrawnAt} is null`),
    uniqueIndex('users_name_key_active_key').on(t.nameKey).where(sql`${t.withdrawnAt} is null`),
    // One verified phone belongs to one active account; a withdrawn account keeps it for the 30-day rule.
    uniqueIndex('users_phone_verified_key').on(t.phone).where(sql`${t.smsVerified} and ${t.withdrawnAt} is null`),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const mailVerifications = pgTable(
  'mail_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mail_verifications_token_hash_key').on(t.tokenHash), index('mail_verifications_user_idx').on(t.userId)],
);

/** Mailed password-reset links: single use, short-lived, stored as their SHA-256 like every other bearer secret. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/** Mail kept on the platform when no SMTP server is configured; readable at /devTest outside production. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

/** One row per member and marketing mailing sent: a retried mailing job never mails a member twice. */
export const marketingSends = pgTable(
  'marketing_sends',
  {
    mailing: text('mailing').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.mailing, t.userId] })],
);

/** Why a member unsubscribed, left on the unsubscribe page after the fact; one answer per member and mailing. */
export const unsubscribeFeedback = pgTable(
  'unsubscribe_feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailing: text('mailing').notNull(),
    kind: text('kind').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('unsubscribe_feedback_user_mailing_key').on(t.userId, t.mailing)],
);

/** Text messages that went nowhere because no SMS provider is set: the development outbox beside the mail one. */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const phoneVerificationPurposes = ['verify', 'find_email', 'auth_subs'] as const;

/**
 * Codes sent by SMS: kept as an HMAC under the server secret (a 6-digit code's plain hash is guessed
 * offline in a moment), with their tries. Every send is a row, so the send limits count rows.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose', { enum: phoneVerificationPurposes }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phone, t.createdAt),
    index('phone_verifications_user_idx').on(t.userId, t.createdAt),
    index('phone_verifications_address_idx').on(t.address, t.createdAt),
    index('phone_verifications_created_idx').on(t.createdAt),
  ],
);

export const identityVerificationStates = ['waiting', 'verifying', 'verified', 'failed'] as const;

/**
 * Kakao identity verifications a member started for a phone. The claimed name and birthday are kept only as an
 * HMAC beside the number, enough to check what the provider vouches for; the browser's token only as an HMAC too.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: text('tx_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    claimHash: text('claim_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    address: text('address').notNull(),
    state: text('state', { enum: identityVerificationStates }).notNull().default('waiting'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('identity_verifications_user_idx').on(t.userId, t.createdAt), index('identity_verifications_address_idx').on(t.address, t.createdAt)],
);

export const kakaoCertOutboxStates = ['waiting', 'approved', 'rejected', 'verified'] as const;

/** The local identity provider's requests, approved or refused on /devTest in place of KakaoTalk. Development only. */
export const kakaoCertOutbox = pgTable('kakao_cert_outbox', {
  txId: text('tx_id').primaryKey(),
  phone: text('phone').notNull(),
  name: text('name').notNull(),
  birthday: text('birthday').notNull(),
  token: text('token').notNull(),
  state: text('state', { enum: kakaoCertOutboxStates }).notNull().default('waiting'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const httpErrorLogs = pgTable('http_error_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  url: text('url').notNull(),
  report: jsonb('report').notNull(),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

/** One localized page text; the web app picks the request's language and falls back to Korean. */
export interface LocalizedText {
  ko: string;
  en: string;
}

export type CompetitionPage = 'description' | 'evaluation' | 'prize' | 'rules' | 'schedule' | 'agreement' | 'data';

export interface CompetitionPrize {
  rank: number;
  amount: number;
  label: LocalizedText;
}

export interface CompetitionSponsor {
  name: string;
  logoUrl: string;
  url: string | null;
}

/**
 * A competition or hackathon. `status` is the host's lifecycle (active, practice, closed); whether it
 * takes submissions right now also depends on the schedule. Ground truth lives in `competition_truths`,
 * apart from everything a presenter reads.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    isOfficial: boolean('is_official').notNull().default(true),
    kind: text('kind', { enum: competitionKinds }).notNull().default('competition'),
    status: text('status', { enum: competitionStatuses }).notNull().default('active'),
    hostUserId: integer('host_user_id').references(() => users.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    pages: jsonb('pages').$type<Record<CompetitionPage, LocalizedText>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    teamMergeDeadline: timestamp('team_merge_deadline', { withTimezone: true }),
    metric: text('metric').notNull(),
    metricOptions: jsonb('metric_options').$type<Record<string, string | number>>().notNull().default({}),
    direction: text('direction', { enum: metricDirections }).notNull(),
    dailyLimit: integer('daily_limit').notNull().default(3),
    totalLimit: integer('total_limit'),
    finalLimit: integer('final_limit').notNull().default(2),
    fileExtension: text('file_extension').notNull().default('csv'),
    maxFileBytes: integer('max_file_bytes')
      .notNull()
      .default(20 * 1024 * 1024),
    maxRows: integer('max_rows').notNull().default(30_000),
    teamSizeMax: integer('team_size_max').notNull().default(5),
    affiliationRule: text('affiliation_rule', { enum: affiliationRules }).notNull().default('same'),
    prizeTotal: integer('prize_total').notNull().default(0),
    prizes: jsonb('prizes').$type<CompetitionPrize[]>().notNull().default([]),
    sponsors: jsonb('sponsors').$type<CompetitionSponsor[]>().notNull().default([]),
    /** A public image (an uploaded one is served from /api/v1/images) shown on the card and the page header. */
    coverImageUrl: text('cover_image_url'),
    accessMode: text('access_mode', { enum: competitionAccessModes }).notNull().default('public'),
    requiresPhone: boolean('requires_phone').notNull().default(false),
    baselineName: text('baseline_name'),
    baselinePublicScore: doublePrecision('baseline_public_score'),
    baselinePrivateScore: doublePrecision('baseline_private_score'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Null while the host prepares it: a draft is seen by its host and admins only. Rows made before drafts existed count as published. */
    publishedAt: timestamp('published_at', { withTimezone: true }).default(sql`now()`),
  },
  (t) => [uniqueIndex('competitions_slug_key').on(t.slug), index('competitions_listing_idx').on(t.isOfficial, t.status, t.endsAt)],
);

/** Files participants download once they accept the rules; `isSample` marks the sample submission. */
export const competitionDataFiles = pgTable(
  'competition_data_files',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('competition_data_files_name_key').on(t.competitionId, t.name)],
);

/** The ground truth of a competition: read only by the grader and, after the close, by the private board. */
export const competitionTruths = pgTable('competition_truths', {
  competitionId: integer('competition_id')
    .primaryKey()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  /** The header a submission must have: public (it is the sample file's header). */
  header: jsonb('header').$type<string[]>().notNull(),
  rowCount: integer('row_count').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who may see a competition whose access mode is `invited`. */
export const competitionInvitees = pgTable(
  'competition_invitees',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.userId] })],
);

/** A member's acceptance of a competition's rules: required before data or submissions. */
export const competitionAgreements = pgTable(
  'competition_agreements',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.userId] })],
);

/** Leaderboards rank teams; a member who joins alone gets a one-person team. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Team names are unique in a competition on this case-folded NFKC form, as nicknames are. */
    nameKey: text('name_key').notNull().generatedAlwaysAs(sql`lower(normalize(name, NFKC))`),
    leaderUserId: integer('leader_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** Set by the host: the team leaves every board and sees the reason. */
    disqualifiedAt: timestamp('disqualified_at', { withTimezone: true }),
    disqualifiedReason: text('disqualified_reason'),
  },
  // By leader too: the session's answer (myInfo's isTeamLeader) asks whether the member leads a team on every page.
  (t) => [uniqueIndex('teams_name_key_key').on(t.competitionId, t.nameKey), index('teams_competition_idx').on(t.competitionId), index('teams_leader_idx').on(t.leaderUserId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Chosen when joining; it moves with the member, and a team's members must share it where the competition says so. */
    affiliation: text('affiliation', { enum: affiliations }).notNull().default('individual'),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    // One team per member per competition.
    uniqueIndex('team_members_one_team_key').on(t.competitionId, t.userId),
  ],
);

/**
 * A submitted file. `privateScore` is written by the grader and read only by the private board after
 * the close; presenters never select it. `countsTowardLimit` is false for an Install Error and for a file the scorer refused.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    rowCount: integer('row_count').notNull(),
    memo: text('memo').notNull().default(''),
    status: text('status', { enum: submissionStatuses }).notNull().default('pending'),
    publicScore: doublePrecision('public_score'),
    privateScore: doublePrecision('private_score'),
    /** Why grading refused the file: a scoring message key and its parameters. */
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    countsTowardLimit: boolean('counts_toward_limit').notNull().default(true),
    isFinal: boolean('is_final').notNull().default(false),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** Set by the host: the submission leaves every board and its team sees the reason. */
    disqualifiedAt: timestamp('disqualified_at', { withTimezone: true }),
    disqualifiedReason: text('disqualified_reason'),
  },
  (t) => [
    index('submissions_team_idx').on(t.teamId, t.createdAt),
    index('submissions_board_idx').on(t.competitionId, t.status),
    // The sample file can be submitted once per team.
    uniqueIndex('submissions_one_sample_key').on(t.teamId).where(sql`${t.isSample}`),
  ],
);

export const jobStates = ['queued', 'running', 'done', 'failed'] as const;

/**
 * The durable work queue. A worker claims a row with FOR UPDATE SKIP LOCKED and holds it until
 * `lockedUntil`; a killed worker's lease runs out and another worker takes the job again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_claim_idx').on(t.queue, t.state, t.id)],
);

/** The frozen final standing of a closed competition, one row per ranked team. */
export const competitionResults = pgTable(
  'competition_results',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    privateScore: doublePrecision('private_score').notNull(),
    publicScore: doublePrecision('public_score'),
    submissionId: bigint('submission_id', { mode: 'number' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    prizeAmount: integer('prize_amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.teamId] }), index('competition_results_rank_idx').on(t.competitionId, t.rank)],
);

/**
 * The code and write-up a winning team uploads after the close for the host to verify
 * (`features/code-uploads`); the file itself lives in the upload store under `storageKey`.
 */
export const codeUploads = pgTable(
  'code_uploads',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('code_uploads_team_idx').on(t.competitionId, t.teamId)],
);

/** Ranking points a member earned at a competition's close (docs/ranking-points.md). */
export const rankingPoints = pgTable(
  'ranking_points',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    points: doublePrecision('points').notNull(),
    awardedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.userId] }), index('ranking_points_user_idx').on(t.userId)],
);

/** Badges earned by submitting; the submission answer carries a newly earned one for the badge modal. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'set null' }),
    earnedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** Personal API tokens for submitting from scripts; only the SHA-256 of a token is kept. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters of the token, so a user can tell their tokens apart. */
    prefix: text('prefix').notNull(),
    scope: text('scope', { enum: ['submission'] })
      .notNull()
      .default('submission'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);

/** A team leader's invitation of another participant; accepting merges the invitee's team into the inviting one. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    inviterUserId: integer('inviter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeUserId: integer('invitee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: invitationStates }).notNull().default('sent'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    // One open invitation per team and invitee.
    uniqueIndex('team_invitations_open_key').on(t.teamId, t.inviteeUserId).where(sql`${t.state} = 'sent'`),
    index('team_invitations_invitee_idx').on(t.competitionId, t.inviteeUserId),
  ],
);

/** A member's request to leave a team, which the leader accepts or rejects. */
export const teamExitRequests = pgTable(
  'team_exit_requests',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: exitRequestStates }).notNull().default('requested'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('team_exit_requests_open_key').on(t.teamId, t.userId).where(sql`${t.state} = 'requested'`)],
);

/**
 * A link a leader shares instead of inviting by nickname. It works until it is revoked or the merge
 * deadline passes; the token is kept as is because the leader may show the link again.
 */
export const teamInviteLinks = pgTable(
  'team_invite_links',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('team_invite_links_token_key').on(t.token), uniqueIndex('team_invite_links_active_key').on(t.teamId).where(sql`${t.revokedAt} is null`)],
);

/** A member's notification (spec section 3); `link` is the click target the spec gives for its type. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationKinds }).notNull(),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'cascade' }),
    isOfficial: boolean('is_official').notNull().default(false),
    tbId: integer('tb_id'),
    csId: integer('cs_id'),
    link: text('link').notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** A sign-in identity at a social provider (Google, or the local development provider), linked to one account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
);

/**
 * Short-lived one-time secrets of the social login flow, stored as their SHA-256: the `state` of an authorization
 * request, the local provider's authorization `code`, and a pending social `signup` waiting for its nickname and consents.
 */
export const socialLoginTickets = pgTable(
  'social_login_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // `human`: a passed sign-up human check (reCAPTCHA or Turnstile), spent by the sign-up it allows.
    kind: text('kind', { enum: ['state', 'code', 'signup', 'human'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('social_login_tickets_token_hash_key').on(t.tokenHash), index('social_login_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * A site-wide notice (spec section 3, nt_id), written by admins in the host console. Ids are fixed by
 * links the spec names (the terms notice is 89, the XP guide 108), so the seed may insert chosen ids.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    category: text('category', { enum: noticeCategories }).notNull().default('general'),
    isPinned: boolean('is_pinned').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    /** Until when the notice opens as a popup on the home page; null: never. */
    popupUntil: timestamp('popup_until', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_listing_idx').on(t.isPublished, t.isPinned, t.createdAt)],
);

/**
 * A banner an admin manages in the console: a rolling slide, the home popup, the top strip or a banner-row
 * tile. It is live while switched on and between its optional start and end; `position` orders a kind.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: bannerKinds }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    /** An uploaded image's public address (`/api/v1/images/...`); null: text only. */
    imageUrl: text('image_url'),
    /** A same-origin path or an https address; null: the banner links nowhere. */
    linkUrl: text('link_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_kind_idx').on(t.kind, t.isActive, t.position)],
);

/** A question and answer of the FAQ page; `position` orders the entries (within a category on the page). */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: faqCategories }).notNull(),
    question: jsonb('question').$type<LocalizedText>().notNull(),
    answer: jsonb('answer').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_entries_position_idx').on(t.category, t.position)],
);

/**
 * The community's posts, one table for every board (`board` with `id` is the key, so the talk board's and
 * the code share's old ids both stay what they were; new rows of any board draw from one sequence that
 * started above all of them). A post sits on a competition's board, or site-wide when `competitionId` is
 * null. A moderator's hide keeps the row and says who, when and why. Board-specific fields: the talk
 * board's `body` and `videoUrl` (a code post's text lives in its versions, `body` stays empty), the code
 * share's `tags`, `currentVersion` (null on every other board) and `shareCount`.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    board: text('board', { enum: communityBoards }).notNull(),
    id: serial('id').notNull(),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category', { enum: [...talkCategories, ...codeCategories] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    videoUrl: text('video_url'),
    /** What a forum post is about: the competition of a looking-for-team post, the learning project of a learning question. */
    subjectCompetitionId: integer('subject_competition_id').references(() => competitions.id, { onDelete: 'set null' }),
    subjectProjectId: integer('subject_project_id').references(() => eduProjects.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    currentVersion: integer('current_version'),
    viewCount: integer('view_count').notNull().default(0),
    voteCount: integer('vote_count').notNull().default(0),
    /** Times a post was shared through the share popup (spec's /talkboard/social/cnt, /codeshare/social/cnt), once a day per viewer and network. */
    shareCount: integer('share_count').notNull().default(0),
    /** A support question the competition's host made public as one of its FAQ (null: only the asker's side and the hosts see it). */
    faqAt: timestamp('faq_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.id] }),
    index('community_posts_board_idx').on(t.board, t.competitionId, t.createdAt),
    index('community_posts_author_idx').on(t.authorId),
    // The subject's own foreign keys: a competition or project deleted sets them null, which scans without these.
    index('community_posts_subject_competition_idx').on(t.subjectCompetitionId),
    index('community_posts_subject_project_idx').on(t.subjectProjectId),
    check('community_posts_code_version', sql`(${t.board} = 'code') = (${t.currentVersion} is not null)`),
  ],
);

/** The post a row of a community table belongs to: same board, same post id. */
const postOf = (t: { board: AnyPgColumn; postId: AnyPgColumn }) =>
  foreignKey({ columns: [t.board, t.postId], foreignColumns: [communityPosts.board, communityPosts.id] }).onDelete('cascade');

/** A comment on a post (at most 1000 characters); `parentId` makes it a reply, one level deep. */
export const communityComments = pgTable(
  'community_comments',
  {
    board: text('board', { enum: communityBoards }).notNull(),
    id: serial('id').notNull(),
    postId: integer('post_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: integer('parent_id'),
    body: text('body').notNull(),
    /** On the support board: written by someone who manages the competition, so it answers the question. */
    hostAnswer: boolean('host_answer').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.board, t.id] }), postOf(t), index('community_comments_post_idx').on(t.board, t.postId, t.createdAt)],
);

const memberOfPost = () => ({
  board: text('board', { enum: communityBoards }).notNull(),
  postId: integer('post_id').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** One vote (a like) per member per post: the primary key makes a second one impossible, even in a race. */
export const communityVotes = pgTable('community_votes', memberOfPost(), (t) => [primaryKey({ columns: [t.board, t.postId, t.userId] }), postOf(t)]);

export const communityBookmarks = pgTable('community_bookmarks', memberOfPost(), (t) => [
  primaryKey({ columns: [t.board, t.postId, t.userId] }),
  postOf(t),
  index('community_bookmarks_user_idx').on(t.userId, t.createdAt),
]);

/** A member who has read a post through (spec section 5: a code post is read before it is liked). */
export const communityReads = pgTable('community_reads', memberOfPost(), (t) => [primaryKey({ columns: [t.board, t.postId, t.userId] }), postOf(t)]);

/** When a member last opened each community tab: the tab's new-post count (getTabNewPostCount) counts from then. */
export const communityTabVisits = pgTable(
  'community_tab_visits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tab: text('tab', { enum: communityTalkTabs }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tab] })],
);

/** A member's report of a post or a comment; a member reports each item once (partial unique indexes). */
export const communityReports = pgTable(
  'community_reports',
  {
    board: text('board', { enum: communityBoards }).notNull(),
    id: serial('id').notNull(),
    postId: integer('post_id').notNull(),
    commentId: integer('comment_id'),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: talkReportReasons }).notNull(),
    text: text('text').notNull().default(''),
    state: text('state', { enum: reportStates }).notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.board, t.id] }),
    postOf(t),
    foreignKey({ columns: [t.board, t.commentId], foreignColumns: [communityComments.board, communityComments.id] }).onDelete('cascade'),
    uniqueIndex('community_reports_post_once_key').on(t.board, t.reporterId, t.postId).where(sql`${t.commentId} is null`),
    uniqueIndex('community_reports_comment_once_key').on(t.board, t.reporterId, t.commentId).where(sql`${t.commentId} is not null`),
    index('community_reports_state_idx').on(t.state, t.createdAt),
  ],
);

// Profiles and search

/** What a member writes about themselves on their profile; the picture itself stays on `users`. */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  introduction: text('introduction').notNull().default(''),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  coverPath: text('cover_path'),
  coverUpdatedAt: timestamp('cover_updated_at', { withTimezone: true }),
  /** Badges earned after this moment are shown as new until the owner confirms them. */
  badgesConfirmedAt: timestamp('badges_confirmed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per follow; the primary key makes following twice impossible, the check following oneself. */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/**
 * One row per visitor, item and Korean day: view counters and the search trends count a visitor once a
 * day. `visitor` is `u:<member id>` or `a:<keyed hash of the address and the day>`, never an address.
 * `kind` 'search' rows carry the normalised keyword as `item_key`; the trends count their visitors.
 */
export const dailyVisits = pgTable(
  'daily_visits',
  {
    kind: text('kind', { enum: ['search', 'talk_post', 'code_post', 'notice', 'interview', 'post_share', 'survey'] }).notNull(),
    itemKey: text('item_key').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemKey, t.visitor, t.day] }), index('daily_visits_kind_day_idx').on(t.kind, t.day)],
);

/** Shares of a post through the share popup, by network: each viewer counts once a day per post and network. */
export const communityPostShares = pgTable(
  'community_post_shares',
  {
    board: text('board', { enum: communityBoards }).notNull(),
    postId: integer('post_id').notNull(),
    network: text('network', { enum: shareNetworks }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.board, t.postId, t.network] }), postOf(t)],
);

/**
 * Files members put into posts through the editor (images, videos): who, what and how big, so a member's
 * uploads keep to a daily budget. `objectKey` names the file in the upload store.
 */
export const editorUploads = pgTable(
  'editor_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    objectKey: text('object_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('editor_uploads_user_created_idx').on(t.userId, t.createdAt)],
);

// XP and rankings

/**
 * The XP ledger: one row per award (or, later, per spend as a negative amount). `itemKey` names the
 * thing that earned it (a comment id, a submission id, a liker and post), so an item earns once.
 * `amount` is what was granted after the daily cap; `requested` what the event was worth.
 */
export const xpEvents = pgTable(
  'xp_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    itemKey: text('item_key').notNull(),
    amount: integer('amount').notNull(),
    requested: integer('requested').notNull(),
    /** The member's total right after this row, so the history can tell a level-up. */
    totalAfter: integer('total_after').notNull(),
    /** The day in Korea (UTC+9) the row counts towards for the daily cap. */
    kstDay: text('kst_day').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('xp_events_item_key').on(t.userId, t.reason, t.itemKey),
    index('xp_events_user_idx').on(t.userId, t.id),
    index('xp_events_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** The ranking categories a member chose for themselves (spec section 3, "Ranking categories named"). */
export const rankingProfiles = pgTable(
  'ranking_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliation: text('affiliation', { enum: rankingAffiliations }),
    region: text('region', { enum: rankingRegions }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ranking_profiles_affiliation_idx').on(t.affiliation), index('ranking_profiles_region_idx').on(t.region)],
);

// Code share

/**
 * One version of a code post's content: markdown and/or a notebook. The original notebook sits in storage under
 * `notebookKey`; `notebookHtml` is its sanitized rendering, made once when it was uploaded. The code share's
 * own table beside the community's: `board` is always 'code', so the key reaches the post.
 */
export const codePostVersions = pgTable(
  'code_post_versions',
  {
    board: text('board', { enum: communityBoards }).notNull().default('code'),
    postId: integer('post_id').notNull(),
    version: integer('version').notNull(),
    body: text('body').notNull().default(''),
    notebookName: text('notebook_name'),
    notebookKey: text('notebook_key'),
    notebookBytes: integer('notebook_bytes'),
    notebookLanguage: text('notebook_language'),
    notebookHtml: text('notebook_html'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.version] }), postOf(t), check('code_post_versions_board', sql`${t.board} = 'code'`)],
);

// Winner interviews

/**
 * An interview with the winners of a competition (spec: winner interviews, win_id), written by an
 * admin in both languages; `competitionId` links it to the competition it tells about.
 */
export const winnerInterviews = pgTable(
  'winner_interviews',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    winners: text('winners').notNull(),
    coverImageUrl: text('cover_image_url'),
    isPublished: boolean('is_published').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('winner_interviews_listing_idx').on(t.isPublished, t.createdAt)],
);

// Code runs

/** A graded submission of a code step: whether it passed and what the pass cleared. */
export interface CodeRunGrade {
  passed: boolean;
  stageCleared: boolean;
  /** XP the stage clear granted; null when the pass cleared nothing. */
  xpAwarded: number | null;
  projectCompleted: boolean;
}

/**
 * A member's Python run, executed by the code-run worker through the `jobs` queue. `result` is the
 * runner's RunResult once the run ended; a run cut off by a dead worker ends `interrupted` and is
 * never run again. `stepId` is filled by the learning feature for step-bound runs.
 */
export const codeRuns = pgTable(
  'code_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The learning step the run belongs to: its project's data files are mounted. */
    stepId: integer('step_id'),
    /** A submission of the step: graded with the step's hidden check when done. */
    submit: boolean('submit').notNull().default(false),
    /** What grading a submit run recorded, written with its result (features/learning/record-code-grade.ts). */
    grade: jsonb('grade').$type<CodeRunGrade>(),
    /**
     * A check the run carries itself: an author's preview of a code step (features/learning/authoring), the draft's
     * check against its model answer or its starter. Such a run is never graded; learners' runs leave it null.
     */
    check: jsonb('check').$type<{ checkCode: string; solutionCode: string }>(),
    status: text('status', { enum: codeRunStatuses }).notNull().default('queued'),
    result: jsonb('result').$type<RunResult>(),
    /** Set by a cancel while the run executes; the worker holding it stops the process. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('code_runs_member_idx').on(t.userId, t.createdAt), check('code_runs_code_size', sql`octet_length(${t.code}) <= 100000`)],
);

// Hosting inquiries

/** The "host a competition" form (spec: /sponsorship): private to admins, who mark it handled once answered. */
export const hostingInquiries = pgTable(
  'hosting_inquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organization: text('organization').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** One of the contracts' `inquiryKinds`. */
    kind: text('kind', { enum: inquiryKinds }).notNull(),
    message: text('message').notNull(),
    /** The visitor's account when signed in; the form needs none. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('hosting_inquiries_created_idx').on(t.createdAt)],
);

// Learning (docs/learning.md)

/** A learning project: numbered stages of numbered steps, in both languages. `slug` names it in an exported folder. */
export const eduProjects = pgTable(
  'edu_projects',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    category: text('category', { enum: eduCategories }).notNull(),
    level: text('level', { enum: eduLevels }).notNull(),
    access: text('access', { enum: eduAccessKinds }).notNull().default('free'),
    state: text('state', { enum: eduProjectStates }).notNull().default('draft'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** Markdown. */
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** An image path in the platform's store; null draws the category's cover. */
    coverPath: text('cover_path'),
    /** The practice competition the last stage submits to. */
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('edu_projects_slug_key').on(t.slug), index('edu_projects_listing_idx').on(t.state, t.category, t.position)],
);

/** A data file of a project, offered for download and mounted into every run of its steps under `name`. */
export const eduProjectFiles = pgTable(
  'edu_project_files',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => eduProjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('edu_project_files_name_key').on(t.projectId, t.name)],
);

export const eduStages = pgTable(
  'edu_stages',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => eduProjects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** XP a member earns once for clearing it. */
    xp: integer('xp').notNull().default(50),
  },
  (t) => [uniqueIndex('edu_stages_number_key').on(t.projectId, t.number), check('edu_stages_xp', sql`${t.xp} between 0 and 500`)],
);

export interface EduQuizOption {
  id: number;
  text: LocalizedText;
}

/** A quiz's question kind, options and answer: option ids for single and multiple choice, accepted texts for a short answer. */
export interface EduQuiz {
  kind: (typeof quizKinds)[number];
  options: EduQuizOption[];
  correct: number[];
  accepted: string[];
  /** Said when the answer is wrong. */
  explanation: LocalizedText;
}

/** A code step's parts; `check` and `solution` never reach a learner's browser before they earn or buy them. */
export interface EduCode {
  starter: string;
  check: string;
  solution: string;
  hints: LocalizedText[];
  expectsFigure: boolean;
}

export const eduSteps = pgTable(
  'edu_steps',
  {
    id: serial('id').primaryKey(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => eduStages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    kind: text('kind', { enum: eduStepKinds }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Markdown with code blocks. */
    body: jsonb('body').$type<LocalizedText>().notNull(),
    quiz: jsonb('quiz').$type<EduQuiz>(),
    code: jsonb('code').$type<EduCode>(),
  },
  (t) => [uniqueIndex('edu_steps_number_key').on(t.stageId, t.number)],
);

/**
 * An author's preview of one version of a code step: its model answer and its starter, each run with the step's check.
 * `version` hashes what the runs depend on (starter, check, model answer, the project's data files); publishing a
 * project needs, for every code step's current version, a preview whose model answer passed and whose starter did not.
 */
export const eduStepPreviews = pgTable(
  'edu_step_previews',
  {
    id: serial('id').primaryKey(),
    stepId: integer('step_id')
      .notNull()
      .references(() => eduSteps.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    solutionRunId: bigint('solution_run_id', { mode: 'number' })
      .notNull()
      .references(() => codeRuns.id, { onDelete: 'cascade' }),
    starterRunId: bigint('starter_run_id', { mode: 'number' })
      .notNull()
      .references(() => codeRuns.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('edu_step_previews_step_idx').on(t.stepId, t.version, t.createdAt)],
);

/**
 * A member's take of a project: started, where they were last, completed. A retake starts a new
 * `attempt`: progress rows of earlier attempts stay as history and stage XP is earned once ever.
 */
export const eduEnrollments = pgTable(
  'edu_enrollments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => eduProjects.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull().default(1),
    lastStepId: integer('last_step_id').references(() => eduSteps.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('edu_enrollments_activity_idx').on(t.userId, t.lastActivityAt)],
);

/** A member's state of one step in one attempt of its project. */
export const eduStepProgress = pgTable(
  'edu_step_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => eduSteps.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: ['in_progress', 'passed'] })
      .notNull()
      .default('in_progress'),
    attempts: integer('attempts').notNull().default(0),
    /** The last code run or submitted (code steps), or the last answer (quizzes). */
    savedCode: text('saved_code'),
    lastAnswer: jsonb('last_answer').$type<number[] | string>(),
    hintsOpened: integer('hints_opened').notNull().default(0),
    answerSeen: boolean('answer_seen').notNull().default(false),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stepId, t.attempt] }),
    index('edu_step_progress_passed_idx').on(t.userId, t.passedAt),
    check('edu_step_progress_code_size', sql`octet_length(${t.savedCode}) <= 100000`),
  ],
);

/** What is sold: subscriptions, ranker lectures and offline courses (docs/payments.md). Prices are whole won. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: planKinds }).notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionKo: text('description_ko').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    price: integer('price').notNull(),
    periodMonths: integer('period_months'),
    discountPercent: integer('discount_percent').notNull().default(0),
    visibility: text('visibility', { enum: planVisibilities }).notNull().default('public'),
    /** Secret plans only: the token of the link that sells it; never in a public answer. */
    secretToken: text('secret_token'),
    projectId: integer('project_id').references(() => eduProjects.id, { onDelete: 'restrict' }),
    seats: integer('seats'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_secret_token_key').on(t.secretToken), check('plans_price_positive', sql`${t.price} > 0`)],
);

/**
 * One attempt to pay: its amount is the server's (the plan's price less an upgrade's credit), its id is the
 * provider's `orderId`. `confirming` is written before the provider is asked to approve, so a process killed
 * in between leaves a mark that the start-up reconciliation looks up at the provider.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    flow: text('flow', { enum: checkoutFlows }).notNull(),
    purpose: text('purpose', { enum: ['purchase', 'renewal', 'upgrade'] })
      .notNull()
      .default('purchase'),
    amount: integer('amount').notNull(),
    credit: integer('credit').notNull().default(0),
    state: text('state', { enum: orderStates }).notNull().default('pending'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_order_id_key').on(t.orderId),
    // A double-clicked pay button finds the open order instead of making a second one.
    uniqueIndex('payment_orders_open_key').on(t.userId, t.planId, t.purpose).where(sql`${t.state} in ('pending', 'confirming')`),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_confirming_idx').on(t.state).where(sql`${t.state} = 'confirming'`),
    check('payment_orders_amount', sql`${t.amount} >= 0 and ${t.credit} >= 0`),
  ],
);

/** An approved charge, one per order, as the provider answered it (masked card only). */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    paymentKey: text('payment_key').notNull(),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    card: text('card'),
    receiptUrl: text('receipt_url'),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_order_key').on(t.orderId), uniqueIndex('payments_provider_key').on(t.provider, t.paymentKey)],
);

/** Money given back: the sum over a payment never exceeds it (checked under the order's row lock). */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The provider's key of this cancellation, so a replayed answer is recorded once. */
    transactionKey: text('transaction_key').notNull(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refunds_transaction_key').on(t.transactionKey), check('refunds_amount_positive', sql`${t.amount} > 0`)],
);

/** A member's card registered for renewals: only the provider's billing key, sealed with the platform secret. */
export const billingKeys = pgTable(
  'billing_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    customerKey: text('customer_key').notNull(),
    sealedKey: text('sealed_key').notNull(),
    card: text('card'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('billing_keys_active_key').on(t.userId).where(sql`${t.revokedAt} is null`)],
);

/**
 * The append-only history of every member's subscription: each change is a row, none is ever updated or
 * deleted, and the current state is a fold over them (`payments/subscription-state.ts`). An order starts,
 * renews or upgrades at most once (the unique index), so a replayed confirm or webhook cannot grant twice.
 */
export const subscriptionLedger = pgTable(
  'subscription_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ledgerEventKinds }).notNull(),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => paymentOrders.id, { onDelete: 'restrict' }),
    /** The end of the paid period this change leaves (started, renewed, upgraded, granted). */
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** Cancellation reasons, a refund's reason, a partner's name: what the change needs to be understood. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_ledger_user_idx').on(t.userId, t.id), uniqueIndex('subscription_ledger_order_kind_key').on(t.orderId, t.kind).where(sql`${t.orderId} is not null`)],
);

/** A partner coding school whose enrolled students get a subscription by verifying their phone (docs/payments.md). */
export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  /** The spec's `collaboration` value and cookie, e.g. `ozcoding`. */
  code: text('code').notNull().unique(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  /** The subscription a grant gives, in days from the link. */
  periodDays: integer('period_days').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A partner's enrolled phones (international form). A phone is linked once: the grant sets `linked_user_id`
 * only where it is still null, so a double click or a second member cannot take it twice.
 */
export const partnerPhones = pgTable(
  'partner_phones',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    linkedUserId: integer('linked_user_id').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('partner_phones_phone_key').on(t.partnerId, t.phone), index('partner_phones_phone_idx').on(t.phone)],
);

/**
 * The local test provider's own books (PAYMENTS_PROVIDER=local, never production): what a payment provider
 * would hold, kept in the platform's database so the test card page, confirm and the start-up reconciliation
 * behave as they do with Toss. `kind`: a card payment, a card registration (`auth`) or a billing key.
 */
export const localProviderRecords = pgTable(
  'local_provider_records',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: ['payment', 'auth', 'billing'] }).notNull(),
    orderId: text('order_id'),
    customerKey: text('customer_key'),
    amount: integer('amount'),
    status: text('status').notNull(),
    card: text('card'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    cancels: jsonb('cancels').$type<{ cancelAmount: number; transactionKey: string; cancelReason: string; canceledAt: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('local_provider_records_order_key').on(t.orderId).where(sql`${t.kind} = 'payment'`)],
);

/**
 * A page of the site whose prose admins edit in the console (about, join, inspire, sponsorship, recruit); the
 * page keeps its layout and live data around the text. Installed with default texts on every start when missing.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_pages_key_key').on(t.key)],
);

/**
 * One version of the terms, the privacy policy or the marketing consent. Versions are never changed or removed, so
 * the version a member's consent names (users.terms_version) stays readable; the one in effect is the newest whose
 * `effective_on` has come.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: serial('id').primaryKey(),
    document: text('document', { enum: policyDocuments }).notNull(),
    version: text('version').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    publishedByUserId: integer('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('policy_versions_document_version_key').on(t.document, t.version), index('policy_versions_effective_idx').on(t.document, t.effectiveOn)],
);

// Surveys and the talent pool

/**
 * A survey built in the console: texts in both languages, its questions in page order (checked by the contracts'
 * schema on every write), an optional window and, for a winner survey, the competition whose prize winners answer it.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: surveyKinds }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'cascade' }),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Opens of the survey page, each visitor once a Korean day (`daily_visits`). */
    openCount: integer('open_count').notNull().default(0),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surveys_competition_idx').on(t.competitionId)],
);

/** A member's answers to one survey, keyed by question id; once per member and survey. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string | string[] | number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('survey_responses_once_key').on(t.surveyId, t.userId)],
);

/** A file sent for a file question before the answers: bound to its member, survey and question, then to the response. */
export const surveyUploads = pgTable(
  'survey_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type', { enum: surveyFileTypes }).notNull(),
    size: integer('size').notNull(),
    responseId: bigint('response_id', { mode: 'number' }).references(() => surveyResponses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('survey_uploads_owner_idx').on(t.surveyId, t.userId), index('survey_uploads_response_idx').on(t.responseId)],
);

/** Prize winners told about their competition's winner survey: each once, so a second close or publish tells no one twice. */
export const surveyInvitations = pgTable(
  'survey_invitations',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] })],
);

/** Members who opted into the talent pool; withdrawing deletes the row, so search stops finding them at once. */
export const talentPoolMembers = pgTable('talent_pool_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  skills: jsonb('skills').$type<string[]>().notNull(),
  level: text('level', { enum: talentLevels }).notNull(),
  wish: text('wish', { enum: talentWishes }).notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hosts an admin allowed to search the talent pool (admins always may). */
export const talentPoolViewers = pgTable('talent_pool_viewers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
