CREATE TABLE "policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"effective_on" date NOT NULL,
	"body" jsonb NOT NULL,
	"published_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_document_version_key" ON "policy_versions" USING btree ("document","version");--> statement-breakpoint
CREATE INDEX "policy_versions_effective_idx" ON "policy_versions" USING btree ("document","effective_on");--> statement-breakpoint
CREATE UNIQUE INDEX "site_pages_key_key" ON "site_pages" USING btree ("key");