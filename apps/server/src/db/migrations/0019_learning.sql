CREATE TABLE "edu_enrollments" (
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"last_step_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "edu_enrollments_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "edu_project_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"access" text DEFAULT 'free' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"cover_path" text,
	"competition_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"author_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"xp" integer DEFAULT 50 NOT NULL,
	CONSTRAINT "edu_stages_xp" CHECK ("edu_stages"."xp" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "edu_step_progress" (
	"user_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"saved_code" text,
	"last_answer" jsonb,
	"hints_opened" integer DEFAULT 0 NOT NULL,
	"answer_seen" boolean DEFAULT false NOT NULL,
	"passed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edu_step_progress_user_id_step_id_attempt_pk" PRIMARY KEY("user_id","step_id","attempt"),
	CONSTRAINT "edu_step_progress_code_size" CHECK (octet_length("edu_step_progress"."saved_code") <= 100000)
);
--> statement-breakpoint
CREATE TABLE "edu_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"quiz" jsonb,
	"code" jsonb
);
--> statement-breakpoint
ALTER TABLE "code_runs" ADD COLUMN "submit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "edu_enrollments" ADD CONSTRAINT "edu_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_enrollments" ADD CONSTRAINT "edu_enrollments_project_id_edu_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."edu_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_enrollments" ADD CONSTRAINT "edu_enrollments_last_step_id_edu_steps_id_fk" FOREIGN KEY ("last_step_id") REFERENCES "public"."edu_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_project_files" ADD CONSTRAINT "edu_project_files_project_id_edu_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."edu_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_projects" ADD CONSTRAINT "edu_projects_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_projects" ADD CONSTRAINT "edu_projects_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_stages" ADD CONSTRAINT "edu_stages_project_id_edu_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."edu_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_step_progress" ADD CONSTRAINT "edu_step_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_step_progress" ADD CONSTRAINT "edu_step_progress_step_id_edu_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."edu_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_steps" ADD CONSTRAINT "edu_steps_stage_id_edu_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."edu_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edu_enrollments_activity_idx" ON "edu_enrollments" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_project_files_name_key" ON "edu_project_files" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_projects_slug_key" ON "edu_projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "edu_projects_listing_idx" ON "edu_projects" USING btree ("state","category","position");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_stages_number_key" ON "edu_stages" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "edu_step_progress_passed_idx" ON "edu_step_progress" USING btree ("user_id","passed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_steps_number_key" ON "edu_steps" USING btree ("stage_id","number");