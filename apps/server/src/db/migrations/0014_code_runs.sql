CREATE TABLE "code_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"step_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"result" jsonb,
	"cancel_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "code_runs_code_size" CHECK (octet_length("code_runs"."code") <= 100000)
);
--> statement-breakpoint
ALTER TABLE "code_runs" ADD CONSTRAINT "code_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_runs_member_idx" ON "code_runs" USING btree ("user_id","created_at");