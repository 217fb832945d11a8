ALTER TABLE "user_roasts" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roasts" ADD COLUMN "second_source_key" text;--> statement-breakpoint
ALTER TABLE "user_roasts" ADD COLUMN "battle" jsonb;