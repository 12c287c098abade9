CREATE TABLE "ranking_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"affiliation" text,
	"region" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xp_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"item_key" text NOT NULL,
	"amount" integer NOT NULL,
	"requested" integer NOT NULL,
	"total_after" integer NOT NULL,
	"kst_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ranking_profiles" ADD CONSTRAINT "ranking_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_events" ADD CONSTRAINT "xp_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_profiles_affiliation_idx" ON "ranking_profiles" USING btree ("affiliation");--> statement-breakpoint
CREATE INDEX "ranking_profiles_region_idx" ON "ranking_profiles" USING btree ("region");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_events_item_key" ON "xp_events" USING btree ("user_id","reason","item_key");--> statement-breakpoint
CREATE INDEX "xp_events_user_idx" ON "xp_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "xp_events_unread_idx" ON "xp_events" USING btree ("user_id") WHERE "xp_events"."read_at" is null;