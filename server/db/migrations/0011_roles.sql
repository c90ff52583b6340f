ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "last_login_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("admins"."role" in ('admin', 'reviewer', 'viewer'));