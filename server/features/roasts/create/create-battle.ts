import { randomBytes, randomUUID } from "node:crypto";
import { type CaptionStyle, DEFAULT_CAPTION_STYLE } from "../../../../common/caption-styles";
import type { Narrator } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { getCredits, spendCredit } from "../../credits";
import { requireUserNotBanned } from "../../shared/user-bans";
import { checkUploads, DuplicateKey, enqueueRender, findByIdempotencyKey } from "./create-roast";
import { getDefaultNarrator } from "../../../lib/default-narrator";
import { pickRoastTier } from "./pick-roast-tier";
import { publishRoastChange } from "../core/roast-events";
import { type RoastRow, roastKeys } from "../core/roast-row";

export interface CreateBattleOptions {
  userId: string;
  /** The two uploads, A first. */
  images: [Buffer, Buffer];
  idempotencyKey?: string;
  narrator?: Narrator;
  /** How its captions look; unset, the default. */
  captionStyle?: CaptionStyle;
}

/**
 * A Roast Battle: two uploads, one video, a winner, for one credit (the free roast may be one).
 * Each upload passes the single roast's checks (bytes, normalisation, moderation) before anything
 * is stored or spent, so an explicit image on either side refuses the battle and keeps nothing;
 * a borderline side is roasted safely. Then, as for a single roast, one transaction spends the
 * credit and inserts the pending roast, and its job is queued.
 */
export async function createBattle(ctx: AppContext, options: CreateBattleOptions): Promise<{ roast: RoastRow; created: boolean }> {
  const existing = await findByIdempotencyKey(ctx, options);
  if (existing) return { roast: existing, created: false };
  // Admitted (credit, rate, uploads in flight) before its body was read: admit-upload.ts.
  await requireUserNotBanned(ctx.database.db, options.userId);
  const [a, b] = await checkUploads(ctx, options.userId, options.images);

  const roastId = randomUUID();
  const keys = [roastKeys.source(roastId), roastKeys.secondSource(roastId)] as const;
  const removeUploads = () => Promise.all(keys.map((key) => ctx.storage.delete(key).catch(() => {})));
  let roast: RoastRow;
  try {
    await ctx.storage.put(keys[0], a.still.jpeg, "image/jpeg");
    await ctx.storage.put(keys[1], b.still.jpeg, "image/jpeg");
    roast = await ctx.database.db.transaction(async (tx) => {
      const creditKind = ctx.env.UNLIMITED_MODE ? "none" : (await spendCredit(tx, { userId: options.userId, roastId })).kind;
      const credits = await getCredits(tx, options.userId);
      const [row] = await tx
        .insert(tables.userRoasts)
        .values({
          id: roastId,
          userId: options.userId,
          kind: "battle",
          status: "pending",
          isFreeRoast: creditKind === "free",
          creditKind,
          tier: pickRoastTier({ creditKind, ...credits, now: new Date() }),
          seed: randomBytes(8).toString("hex"),
          idempotencyKey: options.idempotencyKey,
          sourceKey: keys[0],
          secondSourceKey: keys[1],
          narrator: options.narrator ?? getDefaultNarrator(ctx),
          captionStyle: options.captionStyle ?? DEFAULT_CAPTION_STYLE,
          battle: { safe: [a.verdict.decision === "safe", b.verdict.decision === "safe"] },
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new DuplicateKey();
      return row;
    });
  } catch (error) {
    await removeUploads();
    const winner = error instanceof DuplicateKey ? await findByIdempotencyKey(ctx, options) : null;
    if (winner) return { roast: winner, created: false };
    throw error;
  }
  await enqueueRender(ctx, roast);
  await publishRoastChange(ctx, roast);
  return { roast, created: true };
}
