CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_unique_idx" ON "banks" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "banks_code_unique_idx" ON "banks" USING btree ("code");--> statement-breakpoint
CREATE INDEX "banks_is_active_idx" ON "banks" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "banks_created_at_idx" ON "banks" USING btree ("created_at","id");