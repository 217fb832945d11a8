ALTER TABLE "user_roasts" ADD COLUMN "video_width" integer;--> statement-breakpoint
ALTER TABLE "user_roasts" ADD COLUMN "video_height" integer;