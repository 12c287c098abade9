CREATE INDEX "community_posts_subject_competition_idx" ON "community_posts" USING btree ("subject_competition_id");--> statement-breakpoint
CREATE INDEX "community_posts_subject_project_idx" ON "community_posts" USING btree ("subject_project_id");--> statement-breakpoint
CREATE INDEX "survey_uploads_response_idx" ON "survey_uploads" USING btree ("response_id");