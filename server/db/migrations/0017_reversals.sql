ALTER TABLE "task_logs" DROP CONSTRAINT "task_logs_status_check";--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "reversed_by" uuid;--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "reversed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reverses" uuid;--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_reversed_by_admins_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_transactions_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reverses_key" ON "transactions" USING btree ("reverses") WHERE "transactions"."reverses" is not null;--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_reversal_check" CHECK (("task_logs"."status" = 'reversed') = ("task_logs"."reversed_by" is not null and "task_logs"."reversed_at" is not null and char_length("task_logs"."reversal_reason") between 1 and 500));--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_status_check" CHECK ("task_logs"."status" in ('pending', 'confirmed', 'rejected', 'reversed'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reversal_debit_check" CHECK ("transactions"."reverses" is null or "transactions"."transaction_type" = 'debit');--> statement-breakpoint
INSERT INTO "task_log_counts" ("status", "total") VALUES ('reversed', 0) ON CONFLICT DO NOTHING;
