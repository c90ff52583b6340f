CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"task_log_ids" uuid[] NOT NULL,
	"include_flagged" boolean DEFAULT false NOT NULL,
	"reason" text,
	"total_kobo" bigint NOT NULL,
	"count" integer NOT NULL,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp (3) with time zone,
	"decision_reason" text,
	"outcome" jsonb,
	CONSTRAINT "approval_requests_action_check" CHECK ("approval_requests"."action" in ('confirm', 'reverse')),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "approval_requests_decision_check" CHECK (("approval_requests"."status" = 'pending') = ("approval_requests"."decided_by" is null and "approval_requests"."decided_at" is null)),
	CONSTRAINT "approval_requests_reason_check" CHECK (char_length("approval_requests"."reason") between 1 and 500),
	CONSTRAINT "approval_requests_decision_reason_check" CHECK (char_length("approval_requests"."decision_reason") between 1 and 500),
	CONSTRAINT "approval_requests_count_check" CHECK ("approval_requests"."count" = cardinality("approval_requests"."task_log_ids") and "approval_requests"."count" > 0 and "approval_requests"."total_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "approval_id" uuid;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_admins_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_created_at_idx" ON "approval_requests" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_approval_id_approval_requests_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approval_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_logs_approval_idx" ON "task_logs" USING btree ("approval_id","created_at","id") WHERE "task_logs"."approval_id" is not null;