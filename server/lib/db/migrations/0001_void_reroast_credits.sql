-- Re-roasts used to be paid from a one-credit lot (reason 'reroast'); a failed re-roast refunded
-- into that lot, which never expired and any roast could spend: a credit minted for nothing.
-- Such lots are emptied here, with a ledger row per lot and the cached balance lowered to match.
INSERT INTO credit_ledger (user_id, kind, delta, reason, dedupe_key, lot_id)
SELECT user_id, kind, -remaining, 'reroast-void', 'reroast-void:' || id, id
FROM credit_ledger WHERE reason = 'reroast' AND remaining > 0;
--> statement-breakpoint
UPDATE user_credits uc SET paid_credits = GREATEST(0, uc.paid_credits - v.total), updated_at = now()
FROM (
  SELECT user_id, SUM(remaining)::int AS total FROM credit_ledger
  WHERE reason = 'reroast' AND kind = 'paid' AND remaining > 0 GROUP BY user_id
) v
WHERE uc.user_id = v.user_id;
--> statement-breakpoint
UPDATE credit_ledger SET remaining = 0 WHERE reason = 'reroast' AND remaining > 0;
