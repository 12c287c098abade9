CREATE TABLE "community_bookmarks" (
	"board" text NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_bookmarks_board_post_id_user_id_pk" PRIMARY KEY("board","post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_comments" (
	"board" text NOT NULL,
	"id" serial NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer,
	"parent_id" integer,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_comments_board_id_pk" PRIMARY KEY("board","id")
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"board" text NOT NULL,
	"id" serial NOT NULL,
	"competition_id" integer,
	"author_id" integer,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_url" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_version" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_posts_board_id_pk" PRIMARY KEY("board","id"),
	CONSTRAINT "community_posts_code_version" CHECK (("community_posts"."board" = 'code') = ("community_posts"."current_version" is not null))
);
--> statement-breakpoint
CREATE TABLE "community_reads" (
	"board" text NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reads_board_post_id_user_id_pk" PRIMARY KEY("board","post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"board" text NOT NULL,
	"id" serial NOT NULL,
	"post_id" integer NOT NULL,
	"comment_id" integer,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reports_board_id_pk" PRIMARY KEY("board","id")
);
--> statement-breakpoint
CREATE TABLE "community_votes" (
	"board" text NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_votes_board_post_id_user_id_pk" PRIMARY KEY("board","post_id","user_id")
);
--> statement-breakpoint
-- The talk board's and the code share's rows move into the community tables keyed by board; every id keeps its value.
INSERT INTO "community_posts" (board, id, body, video_url, competition_id, author_id, category, title, view_count, vote_count, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at) SELECT 'talk', id, body, video_url, competition_id, author_id, category, title, view_count, vote_count, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at FROM "talk_posts";
--> statement-breakpoint
INSERT INTO "community_posts" (board, id, tags, current_version, share_count, competition_id, author_id, category, title, view_count, vote_count, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at) SELECT 'code', id, tags, current_version, share_count, competition_id, author_id, category, title, view_count, vote_count, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at FROM "code_posts";
--> statement-breakpoint
INSERT INTO "community_comments" (board, id, post_id, author_id, parent_id, body, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at) SELECT 'talk', id, post_id, author_id, parent_id, body, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at FROM "talk_comments";
--> statement-breakpoint
INSERT INTO "community_comments" (board, id, post_id, author_id, parent_id, body, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at) SELECT 'code', id, post_id, author_id, parent_id, body, hidden_at, hidden_by, hidden_reason, deleted_at, created_at, updated_at FROM "code_comments";
--> statement-breakpoint
INSERT INTO "community_votes" (board, post_id, user_id, created_at) SELECT 'talk', post_id, user_id, created_at FROM "talk_votes";
--> statement-breakpoint
INSERT INTO "community_votes" (board, post_id, user_id, created_at) SELECT 'code', post_id, user_id, created_at FROM "code_votes";
--> statement-breakpoint
INSERT INTO "community_bookmarks" (board, post_id, user_id, created_at) SELECT 'talk', post_id, user_id, created_at FROM "talk_bookmarks";
--> statement-breakpoint
INSERT INTO "community_bookmarks" (board, post_id, user_id, created_at) SELECT 'code', post_id, user_id, created_at FROM "code_bookmarks";
--> statement-breakpoint
INSERT INTO "community_reads" (board, post_id, user_id, created_at) SELECT 'code', post_id, user_id, created_at FROM "code_reads";
--> statement-breakpoint
INSERT INTO "community_reports" (board, id, post_id, comment_id, reporter_id, reason, text, state, resolved_by, resolved_at, created_at) SELECT 'talk', id, post_id, comment_id, reporter_id, reason, text, state, resolved_by, resolved_at, created_at FROM "talk_reports";
--> statement-breakpoint
INSERT INTO "community_reports" (board, id, post_id, comment_id, reporter_id, reason, text, state, resolved_by, resolved_at, created_at) SELECT 'code', id, post_id, comment_id, reporter_id, reason, text, state, resolved_by, resolved_at, created_at FROM "code_reports";
--> statement-breakpoint
-- One sequence per table for every board, starting above the old ids of both boards: a new id never meets an old one.
SELECT setval(pg_get_serial_sequence('community_posts', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "community_posts"), false);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('community_comments', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "community_comments"), false);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('community_reports', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "community_reports"), false);
--> statement-breakpoint
ALTER TABLE "code_post_versions" DROP CONSTRAINT "code_post_versions_post_id_code_posts_id_fk";
--> statement-breakpoint
ALTER TABLE "code_post_versions" ADD COLUMN "board" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_bookmarks" ADD CONSTRAINT "community_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_bookmarks" ADD CONSTRAINT "community_bookmarks_board_post_id_community_posts_board_id_fk" FOREIGN KEY ("board","post_id") REFERENCES "public"."community_posts"("board","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_board_post_id_community_posts_board_id_fk" FOREIGN KEY ("board","post_id") REFERENCES "public"."community_posts"("board","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reads" ADD CONSTRAINT "community_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reads" ADD CONSTRAINT "community_reads_board_post_id_community_posts_board_id_fk" FOREIGN KEY ("board","post_id") REFERENCES "public"."community_posts"("board","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_board_post_id_community_posts_board_id_fk" FOREIGN KEY ("board","post_id") REFERENCES "public"."community_posts"("board","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_board_comment_id_community_comments_board_id_fk" FOREIGN KEY ("board","comment_id") REFERENCES "public"."community_comments"("board","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_votes" ADD CONSTRAINT "community_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_votes" ADD CONSTRAINT "community_votes_board_post_id_community_posts_board_id_fk" FOREIGN KEY ("board","post_id") REFERENCES "public"."community_posts"("board","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_bookmarks_user_idx" ON "community_bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_comments_post_idx" ON "community_comments" USING btree ("board","post_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_board_idx" ON "community_posts" USING btree ("board","competition_id","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_author_idx" ON "community_posts" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_post_once_key" ON "community_reports" USING btree ("board","reporter_id","post_id") WHERE "community_reports"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_comment_once_key" ON "community_reports" USING btree ("board","reporter_id","comment_id") WHERE "community_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "community_reports_state_idx" ON "community_reports" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "code_post_versions" ADD CONSTRAINT "code_post_versions_board_post_id_community_posts_board_id_fk" FOREIGN KEY ("board","post_id") REFERENCES "public"."community_posts"("board","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_post_versions" ADD CONSTRAINT "code_post_versions_board" CHECK ("code_post_versions"."board" = 'code');--> statement-breakpoint
DROP TABLE "code_bookmarks" CASCADE;--> statement-breakpoint
DROP TABLE "code_comments" CASCADE;--> statement-breakpoint
DROP TABLE "code_posts" CASCADE;--> statement-breakpoint
DROP TABLE "code_reads" CASCADE;--> statement-breakpoint
DROP TABLE "code_reports" CASCADE;--> statement-breakpoint
DROP TABLE "code_votes" CASCADE;--> statement-breakpoint
DROP TABLE "talk_bookmarks" CASCADE;--> statement-breakpoint
DROP TABLE "talk_comments" CASCADE;--> statement-breakpoint
DROP TABLE "talk_posts" CASCADE;--> statement-breakpoint
DROP TABLE "talk_reports" CASCADE;--> statement-breakpoint
DROP TABLE "talk_votes" CASCADE;