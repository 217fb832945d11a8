-- A takedown now covers every roast made from the roast taken down: its re-roast, the compilations
-- holding either (server/features/takedowns). Roasts made before this from a roast already taken
-- down come down now too, each keeping the reason of the takedown it inherits.
WITH RECURSIVE "derived"("id", "reason") AS (
  SELECT "roast_id", "reason" FROM "roast_takedowns" WHERE "state" = 'taken_down'
  UNION
  SELECT "d"."id", "derived"."reason"
  FROM "derived"
  JOIN "user_roasts" "s" ON "s"."id" = "derived"."id"
  JOIN "user_roasts" "d" ON "d"."user_id" = "s"."user_id"
    AND ("d"."parent_roast_id" = "s"."id"
      OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(coalesce("d"."compilation_of", '[]'::jsonb)) AS "clip"("id") WHERE lower("clip"."id") = "s"."id"::text))
)
INSERT INTO "roast_takedowns" ("roast_id", "state", "reason")
SELECT DISTINCT ON ("id") "id", 'taken_down', "reason" FROM "derived" ORDER BY "id"
ON CONFLICT ("roast_id") DO UPDATE SET "state" = 'taken_down', "reason" = excluded."reason", "updated_at" = now()
WHERE "roast_takedowns"."state" <> 'taken_down';--> statement-breakpoint
UPDATE "user_roasts" SET "is_public" = false, "updated_at" = now()
WHERE "is_public" AND EXISTS (SELECT 1 FROM "roast_takedowns" "t" WHERE "t"."roast_id" = "user_roasts"."id" AND "t"."state" = 'taken_down');
