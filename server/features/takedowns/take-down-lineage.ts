import { inArray, ne, sql } from "drizzle-orm";
import { queryRows, type Tx, tables } from "../../lib/db";

const { roastTakedowns, userRoasts } = tables;

/**
 * Every roast made from this one, at any depth: its re-roast, the compilations holding it or its
 * re-roast. A re-roast and a compilation are only ever made of their owner's own roasts
 * (roasts/create/reroast.ts, roasts/merge/merge-roasts.ts), so the search stays within the owner's roasts. A
 * compilation's clip ids are compared in lower case: older rows kept them as the request spelled them.
 */
export async function findDerivedRoastIds(tx: Tx, roastId: string, ownerId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with recursive derived(id) as (
      select ${roastId}::uuid
      union
      select d.id from ${userRoasts} d
      join derived on d.user_id = ${ownerId}
        and (d.parent_roast_id = derived.id
          or exists (select 1 from jsonb_array_elements_text(coalesce(d.compilation_of, '[]'::jsonb)) as clip(id) where lower(clip.id) = derived.id::text))
    )
    select id from derived where id <> ${roastId}::uuid`,
  );
  return rows.map((row) => row.id);
}

/**
 * Takes a roast down with every roast derived from it (taken-down.ts says why): each is unshared
 * and gets a taken_down row, a hidden one becoming taken down. The caller holds the roast's row
 * FOR UPDATE, so no roast can be derived from it meanwhile. Returns the derived roasts' ids.
 */
export async function takeDownLineage(tx: Tx, options: { roastId: string; ownerId: string; reason: string }): Promise<string[]> {
  const { roastId, reason } = options;
  const derived = await findDerivedRoastIds(tx, roastId, options.ownerId);
  const ids = [roastId, ...derived];
  // Every row changes, so the owner's studio list (its fingerprint is the rows' versions) is read again.
  await tx.update(userRoasts).set({ isPublic: false, updatedAt: sql`now()` }).where(inArray(userRoasts.id, ids));
  await tx
    .insert(roastTakedowns)
    .values({ roastId, state: "taken_down", reason })
    .onConflictDoUpdate({ target: roastTakedowns.roastId, set: { state: "taken_down", reason, updatedAt: sql`now()` } });
  if (derived.length > 0) {
    // A derived roast already taken down keeps its own reason.
    await tx
      .insert(roastTakedowns)
      .values(derived.map((id) => ({ roastId: id, state: "taken_down" as const, reason })))
      .onConflictDoUpdate({
        target: roastTakedowns.roastId,
        set: { state: "taken_down", reason, updatedAt: sql`now()` },
        setWhere: ne(roastTakedowns.state, "taken_down"),
      });
  }
  return derived;
}
