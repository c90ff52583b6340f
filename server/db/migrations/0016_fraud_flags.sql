ALTER TABLE "task_logs" ADD COLUMN "proof_link_key" text;--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "proof_image_sha256" text;--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "proof_image_problem" text;--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "proof_image_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "proof_image_next_at" timestamp (3) with time zone;--> statement-breakpoint
-- Of the logs already there, only the pending ones' screenshots are read (a history of reviewed
-- ones would be fetched for nothing); every log written from now on is read.
UPDATE "task_logs" SET "proof_image_next_at" = now() WHERE "status" = 'pending' AND "proof_image_url" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "task_logs" ALTER COLUMN "proof_image_next_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "flags_checked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "task_logs" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_frozen_by_admins_id_fk" FOREIGN KEY ("frozen_by") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_logs_unchecked_idx" ON "task_logs" USING btree ("created_at") WHERE "task_logs"."flags_checked_at" is null;--> statement-breakpoint
CREATE INDEX "task_logs_image_due_idx" ON "task_logs" USING btree ("created_at") WHERE "task_logs"."proof_image_next_at" is not null and "task_logs"."proof_image_url" is not null;--> statement-breakpoint
CREATE INDEX "task_logs_link_key_idx" ON "task_logs" USING btree ("task_id","proof_link_key") WHERE "task_logs"."proof_link_key" is not null;--> statement-breakpoint
CREATE INDEX "task_logs_image_sha_idx" ON "task_logs" USING btree ("task_id","proof_image_sha256") WHERE "task_logs"."proof_image_sha256" is not null;--> statement-breakpoint
CREATE INDEX "task_logs_flagged_idx" ON "task_logs" USING btree ("status","created_at","id") WHERE "task_logs"."flagged";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_frozen_check" CHECK (("users"."frozen_at" is null) = ("users"."frozen_reason" is null) and char_length("users"."frozen_reason") between 1 and 500);--> statement-breakpoint
-- However a log's proofs are written or rewritten (the platform's user side, SQL, a seed), the fraud
-- checks see it again: its link key, screenshot and flags are worked out anew.
CREATE FUNCTION recheck_task_log_proofs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.proof_link_key := NULL;
  NEW.proof_image_sha256 := NULL;
  NEW.proof_image_problem := NULL;
  NEW.proof_image_attempts := 0;
  NEW.proof_image_next_at := now();
  NEW.flags_checked_at := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER task_logs_recheck_proofs BEFORE UPDATE OF proof_url, proof_image_url ON task_logs
  FOR EACH ROW WHEN (OLD.proof_url IS DISTINCT FROM NEW.proof_url OR OLD.proof_image_url IS DISTINCT FROM NEW.proof_image_url)
  EXECUTE FUNCTION recheck_task_log_proofs();
--> statement-breakpoint
-- The pending logs that are flagged are counted with the statuses (a row named 'flagged'), by the
-- same statement-level trigger: the Flagged tab's count costs one row's read at any size.
INSERT INTO "task_log_counts" ("status", "total")
  SELECT 'flagged', (SELECT count(*) FROM "task_logs" WHERE "status" = 'pending' AND "flagged");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_task_logs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE task_log_counts SET total = 0;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(k, n) INTO changes FROM (
      SELECT k, count(*) AS n FROM new_rows, LATERAL (SELECT status AS k UNION ALL SELECT 'flagged' WHERE status = 'pending' AND flagged) keys GROUP BY k
    ) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(k, -n) INTO changes FROM (
      SELECT k, count(*) AS n FROM old_rows, LATERAL (SELECT status AS k UNION ALL SELECT 'flagged' WHERE status = 'pending' AND flagged) keys GROUP BY k
    ) c;
  ELSE
    SELECT jsonb_object_agg(k, n) INTO changes FROM (
      SELECT k, sum(n) AS n FROM (
        SELECT keys.k, -1 AS n FROM old_rows, LATERAL (SELECT status AS k UNION ALL SELECT 'flagged' WHERE status = 'pending' AND flagged) keys
        UNION ALL
        SELECT keys.k, 1 FROM new_rows, LATERAL (SELECT status AS k UNION ALL SELECT 'flagged' WHERE status = 'pending' AND flagged) keys
      ) d GROUP BY k HAVING sum(n) <> 0
    ) c;
  END IF;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM task_log_counts WHERE changes ? status ORDER BY status FOR UPDATE;
  UPDATE task_log_counts SET total = total + (changes ->> status)::bigint WHERE changes ? status;
  RETURN NULL;
END $$;
