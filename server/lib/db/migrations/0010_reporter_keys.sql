ALTER TABLE "roast_reports" ADD COLUMN "reporter_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Reports made before: their one key (the account's, else the address's) is all they are known by.
UPDATE "roast_reports" SET "reporter_keys" = ARRAY["reporter_key"];
