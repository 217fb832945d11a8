CREATE TABLE "welcome_roast_mailboxes" (
	"mailbox_sha256" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "welcome_roast_mailboxes" ADD CONSTRAINT "welcome_roast_mailboxes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Accounts made before this table took their welcome roast already: their mailboxes are taken,
-- normalized as lib/normalize-mailbox.ts does (lower case, no +tag, Gmail without dots).
INSERT INTO "welcome_roast_mailboxes" ("mailbox_sha256", "user_id", "created_at")
SELECT DISTINCT ON ("mailbox") encode(sha256(convert_to("mailbox", 'UTF8')), 'hex'), "id", "created_at"
FROM (
  SELECT "id", "created_at",
    CASE WHEN "domain" IN ('gmail.com', 'googlemail.com') THEN replace("local", '.', '') || '@gmail.com' ELSE "local" || '@' || "domain" END AS "mailbox"
  FROM (
    SELECT "id", "created_at",
      split_part(substring(lower(trim("email")) from '^(.*)@[^@]*$'), '+', 1) AS "local",
      substring(lower(trim("email")) from '@([^@]*)$') AS "domain"
    FROM "user"
  ) AS "parts"
  WHERE EXISTS (SELECT 1 FROM "credit_ledger" WHERE "credit_ledger"."dedupe_key" = 'welcome:' || "parts"."id")
) AS "mailboxes"
WHERE "mailbox" IS NOT NULL
ORDER BY "mailbox", "created_at"
ON CONFLICT DO NOTHING;
