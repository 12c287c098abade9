CREATE TABLE "daily_visits" (
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "daily_visits_kind_item_key_visitor_day_pk" PRIMARY KEY("kind","item_key","visitor","day")
);
--> statement-breakpoint
DROP INDEX "teams_name_key";--> statement-breakpoint
DROP INDEX "users_name_active_key";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(normalize(name, NFKC))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(normalize(name, NFKC))) STORED NOT NULL;--> statement-breakpoint
-- Names that already collide on the new key (look-alikes such as "Ａdmin" beside "admin") keep the oldest as it is; the later ones get their id appended so the unique indexes can be built.
UPDATE "users" SET "name" = "users"."name" || '_' || "users"."id" WHERE "users"."withdrawn_at" IS NULL AND EXISTS (SELECT 1 FROM "users" AS "older" WHERE "older"."withdrawn_at" IS NULL AND "older"."name_key" = "users"."name_key" AND "older"."id" < "users"."id");--> statement-breakpoint
UPDATE "teams" SET "name" = "teams"."name" || '_' || "teams"."id" WHERE EXISTS (SELECT 1 FROM "teams" AS "older" WHERE "older"."competition_id" = "teams"."competition_id" AND "older"."name_key" = "teams"."name_key" AND "older"."id" < "teams"."id");--> statement-breakpoint
CREATE INDEX "daily_visits_kind_day_idx" ON "daily_visits" USING btree ("kind","day");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_key_key" ON "teams" USING btree ("competition_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_name_key_active_key" ON "users" USING btree ("name_key") WHERE "users"."withdrawn_at" is null;