-- NOT VALID: new and changed rows are checked; rows written before are left as they are (the review
-- refuses to credit an out-of-range amount, and lists show it as null). `ALTER TABLE … VALIDATE
-- CONSTRAINT …` tells whether any remain.
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_amount_range_check" CHECK ("task_logs"."amount_kobo" between 0 and 9007199254740991 or "task_logs"."status" = 'rejected') NOT VALID;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_amount_range_check" CHECK ("transactions"."amount_kobo" <= 9007199254740991) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_balance_range_check" CHECK ("users"."balance_kobo" between -9007199254740991 and 9007199254740991) NOT VALID;
