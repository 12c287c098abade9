CREATE TABLE "winner_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"winners" text NOT NULL,
	"cover_image_url" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"author_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "popup_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "winner_interviews" ADD CONSTRAINT "winner_interviews_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winner_interviews" ADD CONSTRAINT "winner_interviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "winner_interviews_listing_idx" ON "winner_interviews" USING btree ("is_published","created_at");