CREATE TABLE "hosting_inquiries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hosting_inquiries" ADD CONSTRAINT "hosting_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_inquiries" ADD CONSTRAINT "hosting_inquiries_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hosting_inquiries_created_idx" ON "hosting_inquiries" USING btree ("created_at");