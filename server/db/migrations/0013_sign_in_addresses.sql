CREATE TABLE "sign_in_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp (3) with time zone NOT NULL,
	"attempts" integer NOT NULL
);
