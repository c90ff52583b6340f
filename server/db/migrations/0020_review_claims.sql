CREATE TABLE "review_claims" (
	"task_log_id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"released_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "review_claims" ADD CONSTRAINT "review_claims_task_log_id_task_logs_id_fk" FOREIGN KEY ("task_log_id") REFERENCES "public"."task_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_claims" ADD CONSTRAINT "review_claims_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_claims_admin_idx" ON "review_claims" USING btree ("admin_id","expires_at");--> statement-breakpoint
CREATE INDEX "review_claims_session_idx" ON "review_claims" USING btree ("session_id");