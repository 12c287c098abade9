CREATE TABLE "edu_step_previews" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer NOT NULL,
	"version" text NOT NULL,
	"solution_run_id" bigint NOT NULL,
	"starter_run_id" bigint NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "code_runs" ADD COLUMN "check" jsonb;--> statement-breakpoint
ALTER TABLE "edu_step_previews" ADD CONSTRAINT "edu_step_previews_step_id_edu_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."edu_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_step_previews" ADD CONSTRAINT "edu_step_previews_solution_run_id_code_runs_id_fk" FOREIGN KEY ("solution_run_id") REFERENCES "public"."code_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_step_previews" ADD CONSTRAINT "edu_step_previews_starter_run_id_code_runs_id_fk" FOREIGN KEY ("starter_run_id") REFERENCES "public"."code_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_step_previews" ADD CONSTRAINT "edu_step_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edu_step_previews_step_idx" ON "edu_step_previews" USING btree ("step_id","version","created_at");