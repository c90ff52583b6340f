-- Substring search (ILIKE '%q%') is served by trigram GIN indexes; PGlite loads the extension in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "coupons_created_at_idx";--> statement-breakpoint
DROP INDEX "coupons_package_idx";--> statement-breakpoint
DROP INDEX "engagement_types_created_at_idx";--> statement-breakpoint
DROP INDEX "packages_created_at_idx";--> statement-breakpoint
DROP INDEX "social_platforms_created_at_idx";--> statement-breakpoint
DROP INDEX "task_logs_created_at_idx";--> statement-breakpoint
DROP INDEX "task_logs_status_created_at_idx";--> statement-breakpoint
DROP INDEX "tasks_created_at_idx";--> statement-breakpoint
DROP INDEX "transactions_created_at_idx";--> statement-breakpoint
DROP INDEX "transactions_user_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "users_package_idx";--> statement-breakpoint
CREATE INDEX "coupons_expiry_date_idx" ON "coupons" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "coupons_is_active_idx" ON "coupons" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "coupons_code_trgm_idx" ON "coupons" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "task_logs_amount_idx" ON "task_logs" USING btree ("amount_kobo","id");--> statement-breakpoint
CREATE INDEX "transactions_amount_idx" ON "transactions" USING btree ("amount_kobo","id");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_type_idx" ON "transactions" USING btree ("transaction_type","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_services_idx" ON "transactions" USING btree ("transaction_services","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_transaction_id_idx" ON "transactions" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE INDEX "transactions_reference_trgm_idx" ON "transactions" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_transaction_id_trgm_idx" ON "transactions" USING gin ("transaction_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree (coalesce("name", ''),"id");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_is_paid_idx" ON "users" USING btree ("is_paid","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "coupons_package_idx" ON "coupons" USING btree ("package_id","created_at","id");--> statement-breakpoint
CREATE INDEX "engagement_types_created_at_idx" ON "engagement_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "social_platforms_created_at_idx" ON "social_platforms" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "task_logs_created_at_idx" ON "task_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "task_logs_status_created_at_idx" ON "task_logs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_package_idx" ON "users" USING btree ("package_id","created_at","id");