CREATE TABLE "competition_agreements" (
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_agreements_competition_id_user_id_pk" PRIMARY KEY("competition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "competition_data_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"description" jsonb NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_invitees" (
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "competition_invitees_competition_id_user_id_pk" PRIMARY KEY("competition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "competition_results" (
	"competition_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"private_score" double precision NOT NULL,
	"public_score" double precision,
	"submission_id" bigint NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"prize_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competition_results_competition_id_team_id_pk" PRIMARY KEY("competition_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "competition_truths" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"header" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"is_official" boolean DEFAULT true NOT NULL,
	"kind" text DEFAULT 'competition' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"host_user_id" integer,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"pages" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"team_merge_deadline" timestamp with time zone,
	"metric" text NOT NULL,
	"metric_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"direction" text NOT NULL,
	"daily_limit" integer DEFAULT 3 NOT NULL,
	"total_limit" integer,
	"final_limit" integer DEFAULT 2 NOT NULL,
	"file_extension" text DEFAULT 'csv' NOT NULL,
	"max_file_bytes" integer DEFAULT 20971520 NOT NULL,
	"max_rows" integer DEFAULT 30000 NOT NULL,
	"team_size_max" integer DEFAULT 5 NOT NULL,
	"affiliation_rule" text DEFAULT 'any' NOT NULL,
	"prize_total" integer DEFAULT 0 NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sponsors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access_mode" text DEFAULT 'public' NOT NULL,
	"requires_phone" boolean DEFAULT false NOT NULL,
	"baseline_name" text,
	"baseline_public_score" double precision,
	"baseline_private_score" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ranking_points" (
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"points" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranking_points_competition_id_user_id_pk" PRIMARY KEY("competition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"row_count" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"public_score" double precision,
	"private_score" double precision,
	"error_key" text,
	"error_params" jsonb,
	"counts_toward_limit" boolean DEFAULT true NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"leader_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"competition_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "competition_agreements" ADD CONSTRAINT "competition_agreements_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_agreements" ADD CONSTRAINT "competition_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_data_files" ADD CONSTRAINT "competition_data_files_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_invitees" ADD CONSTRAINT "competition_invitees_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_invitees" ADD CONSTRAINT "competition_invitees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_truths" ADD CONSTRAINT "competition_truths_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_points" ADD CONSTRAINT "ranking_points_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_leader_user_id_users_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_data_files_name_key" ON "competition_data_files" USING btree ("competition_id","name");--> statement-breakpoint
CREATE INDEX "competition_results_rank_idx" ON "competition_results" USING btree ("competition_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "competitions_slug_key" ON "competitions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "competitions_listing_idx" ON "competitions" USING btree ("is_official","status","ends_at");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("queue","state","id");--> statement-breakpoint
CREATE INDEX "ranking_points_user_idx" ON "ranking_points" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "submissions_team_idx" ON "submissions" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_board_idx" ON "submissions" USING btree ("competition_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_sample_key" ON "submissions" USING btree ("team_id") WHERE "submissions"."is_sample";--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_team_key" ON "team_members" USING btree ("competition_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_key" ON "teams" USING btree ("competition_id",lower("name"));--> statement-breakpoint
CREATE INDEX "teams_competition_idx" ON "teams" USING btree ("competition_id");