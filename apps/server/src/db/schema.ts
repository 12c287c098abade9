import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['member', 'host', 'admin'] }).notNull().default('member'),
    picturePath: text('picture_path'),
    pictureUpdatedAt: timestamp('picture_updated_at', { withTimezone: true }),
    phone: text('phone'),
    smsVerified: boolean('sms_verified').notNull().default(false),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    termsVersion: text('terms_version').notNull(),
    locale: text('locale', { enum: ['ko', 'en'] }).notNull().default('ko'),
    totalXp: integer('total_xp').notNull().default(0),
    subscription: text('subscription'),
    createdAt: createdAt(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    // A withdrawn account keeps its e-mail for the 30-day rejoin rule, so uniqueness covers active accounts only.
    uniqueIndex('users_email_active_key').on(sql`lower(${t.email})`).where(sql`${t.withdrawnAt} is null`),
    uniqueIndex('users_name_active_key').on(sql`lower(${t.name})`).where(sql`${t.withdrawnAt} is null`),
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

/** Mail kept on the platform when no SMTP server is configured; readable at /devTest outside production. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

export const httpErrorLogs = pgTable('http_error_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  url: text('url').notNull(),
  report: jsonb('report').notNull(),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});
