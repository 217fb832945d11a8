CREATE TABLE "roast_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source_key" text NOT NULL,
	"analysis" jsonb NOT NULL,
	"drafts" jsonb NOT NULL,
	"moderation" jsonb,
	"narrator" text,
	"roast_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_roasts" ADD COLUMN "direction" jsonb;--> statement-breakpoint
ALTER TABLE "roast_drafts" ADD CONSTRAINT "roast_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roast_drafts_user_idx" ON "roast_drafts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "roast_drafts_expires_idx" ON "roast_drafts" USING btree ("expires_at");