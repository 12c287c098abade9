CREATE TABLE "community_tab_visits" (
	"user_id" integer NOT NULL,
	"tab" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_tab_visits_user_id_tab_pk" PRIMARY KEY("user_id","tab")
);
--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "subject_competition_id" integer;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "subject_project_id" integer;--> statement-breakpoint
ALTER TABLE "community_tab_visits" ADD CONSTRAINT "community_tab_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_subject_competition_id_competitions_id_fk" FOREIGN KEY ("subject_competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_subject_project_id_edu_projects_id_fk" FOREIGN KEY ("subject_project_id") REFERENCES "public"."edu_projects"("id") ON DELETE set null ON UPDATE no action;