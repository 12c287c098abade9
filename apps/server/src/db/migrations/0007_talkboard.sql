CREATE TABLE "talk_bookmarks" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_bookmarks_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "talk_comments" (
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
CREATE TABLE "talk_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer,
	"author_id" integer,
	"category" text DEFAULT 'general' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"video_url" text,
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
CREATE TABLE "talk_reports" (
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
CREATE TABLE "talk_votes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_votes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "talk_bookmarks" ADD CONSTRAINT "talk_bookmarks_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_bookmarks" ADD CONSTRAINT "talk_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_comments" ADD CONSTRAINT "talk_comments_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_comments" ADD CONSTRAINT "talk_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_comments" ADD CONSTRAINT "talk_comments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD CONSTRAINT "talk_posts_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD CONSTRAINT "talk_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD CONSTRAINT "talk_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD CONSTRAINT "talk_reports_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD CONSTRAINT "talk_reports_comment_id_talk_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."talk_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD CONSTRAINT "talk_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD CONSTRAINT "talk_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_votes" ADD CONSTRAINT "talk_votes_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_votes" ADD CONSTRAINT "talk_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talk_bookmarks_user_idx" ON "talk_bookmarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "talk_comments_post_idx" ON "talk_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "talk_posts_board_idx" ON "talk_posts" USING btree ("competition_id","created_at");--> statement-breakpoint
CREATE INDEX "talk_posts_author_idx" ON "talk_posts" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talk_reports_post_once_key" ON "talk_reports" USING btree ("reporter_id","post_id") WHERE "talk_reports"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "talk_reports_comment_once_key" ON "talk_reports" USING btree ("reporter_id","comment_id") WHERE "talk_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "talk_reports_state_idx" ON "talk_reports" USING btree ("state","created_at");