CREATE TABLE "task_log_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "task_logs_task_idx";--> statement-breakpoint
DROP INDEX "task_logs_user_idx";--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "proof_url" text;--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "proof_image_url" text;--> statement-breakpoint
CREATE INDEX "task_logs_task_idx" ON "task_logs" USING btree ("task_id","created_at","id");--> statement-breakpoint
CREATE INDEX "task_logs_user_idx" ON "task_logs" USING btree ("user_id","created_at","id");--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_reason_length_check" CHECK (char_length("task_logs"."reason") between 1 and 500);--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_proof_url_check" CHECK ("task_logs"."proof_url" ~* '^https?://');--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_proof_image_url_check" CHECK ("task_logs"."proof_image_url" ~* '^https?://');--> statement-breakpoint
-- The counts start from the logs there are and follow every change to them, at the end of each
-- statement (one update for a bulk review of 500). The changed statuses' rows are locked in the
-- order of their names first, so concurrent reviews wait for each other instead of deadlocking.
INSERT INTO "task_log_counts" ("status", "total")
  SELECT s, (SELECT count(*) FROM "task_logs" WHERE "status" = s) FROM unnest(ARRAY['pending', 'confirmed', 'rejected']) AS s;
--> statement-breakpoint
CREATE FUNCTION count_task_logs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE task_log_counts SET total = 0;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(status, n) INTO changes FROM (SELECT status, count(*) AS n FROM new_rows GROUP BY status) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(status, -n) INTO changes FROM (SELECT status, count(*) AS n FROM old_rows GROUP BY status) c;
  ELSE
    SELECT jsonb_object_agg(status, n) INTO changes FROM (
      SELECT status, sum(n) AS n FROM (
        SELECT status, -1 AS n FROM old_rows UNION ALL SELECT status, 1 FROM new_rows
      ) d GROUP BY status HAVING sum(n) <> 0
    ) c;
  END IF;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM task_log_counts WHERE changes ? status ORDER BY status FOR UPDATE;
  UPDATE task_log_counts SET total = total + (changes ->> status)::bigint WHERE changes ? status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER task_logs_count_inserts AFTER INSERT ON task_logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_task_logs();
--> statement-breakpoint
CREATE TRIGGER task_logs_count_updates AFTER UPDATE ON task_logs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_task_logs();
--> statement-breakpoint
CREATE TRIGGER task_logs_count_deletes AFTER DELETE ON task_logs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_task_logs();
--> statement-breakpoint
CREATE TRIGGER task_logs_count_truncates AFTER TRUNCATE ON task_logs
  FOR EACH STATEMENT EXECUTE FUNCTION count_task_logs();
