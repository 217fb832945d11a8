ALTER TABLE "user_roasts" ADD COLUMN "script_author" text;--> statement-breakpoint
ALTER TABLE "user_roasts" ADD COLUMN "script_problems" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_roasts" ADD COLUMN "model_ms" integer;