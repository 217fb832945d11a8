CREATE TABLE "banned_mailboxes" (
	"mailbox_sha256" text PRIMARY KEY NOT NULL,
	"reason" text,
	"admin_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Accounts banned before this table: their mailboxes are banned, normalized as
-- lib/normalize-mailbox.ts does (lower case, no +tag, Gmail without dots), as 0005 does.
INSERT INTO "banned_mailboxes" ("mailbox_sha256", "reason", "admin_id", "created_at")
SELECT DISTINCT ON ("mailbox") encode(sha256(convert_to("mailbox", 'UTF8')), 'hex'), "reason", "admin_id", "created_at"
FROM (
  SELECT "reason", "admin_id", "created_at",
    CASE WHEN "domain" IN ('gmail.com', 'googlemail.com') THEN replace("local", '.', '') || '@gmail.com' ELSE "local" || '@' || "domain" END AS "mailbox"
  FROM (
    SELECT "user_bans"."reason", "user_bans"."admin_id", "user_bans"."created_at",
      split_part(substring(lower(trim("user"."email")) from '^(.*)@[^@]*$'), '+', 1) AS "local",
      substring(lower(trim("user"."email")) from '@([^@]*)$') AS "domain"
    FROM "user_bans" JOIN "user" ON "user"."id" = "user_bans"."user_id"
  ) AS "parts"
) AS "mailboxes"
WHERE "mailbox" IS NOT NULL
ORDER BY "mailbox", "created_at"
ON CONFLICT DO NOTHING;
