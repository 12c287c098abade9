CREATE TABLE "code_bookmarks" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_bookmarks_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "code_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer,
	"parent_id" integer,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_post_versions" (
	"post_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"notebook_name" text,
	"notebook_key" text,
	"notebook_bytes" integer,
	"notebook_language" text,
	"notebook_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_post_versions_post_id_version_pk" PRIMARY KEY("post_id","version")
);
--> statement-breakpoint
CREATE TABLE "code_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer,
	"author_id" integer,
	"category" text DEFAULT 'other' NOT NULL,
	"title" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_reads" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_reads_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "code_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"comment_id" integer,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_votes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_votes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "code_bookmarks" ADD CONSTRAINT "code_bookmarks_post_id_code_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."code_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_bookmarks" ADD CONSTRAINT "code_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_comments" ADD CONSTRAINT "code_comments_post_id_code_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."code_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_comments" ADD CONSTRAINT "code_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_comments" ADD CONSTRAINT "code_comments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_post_versions" ADD CONSTRAINT "code_post_versions_post_id_code_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."code_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_posts" ADD CONSTRAINT "code_posts_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_posts" ADD CONSTRAINT "code_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_posts" ADD CONSTRAINT "code_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reads" ADD CONSTRAINT "code_reads_post_id_code_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."code_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reads" ADD CONSTRAINT "code_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reports" ADD CONSTRAINT "code_reports_post_id_code_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."code_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reports" ADD CONSTRAINT "code_reports_comment_id_code_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."code_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reports" ADD CONSTRAINT "code_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reports" ADD CONSTRAINT "code_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_votes" ADD CONSTRAINT "code_votes_post_id_code_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."code_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_votes" ADD CONSTRAINT "code_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_bookmarks_user_idx" ON "code_bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "code_comments_post_idx" ON "code_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "code_posts_board_idx" ON "code_posts" USING btree ("competition_id","created_at");--> statement-breakpoint
CREATE INDEX "code_posts_author_idx" ON "code_posts" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "code_reports_post_once_key" ON "code_reports" USING btree ("reporter_id","post_id") WHERE "code_reports"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "code_reports_comment_once_key" ON "code_reports" USING btree ("reporter_id","comment_id") WHERE "code_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "code_reports_state_idx" ON "code_reports" USING btree ("state","created_at");