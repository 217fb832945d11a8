ALTER TABLE "user_roasts" ADD COLUMN "retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roasts" ADD COLUMN "claims_before_retry" integer DEFAULT 0 NOT NULL;