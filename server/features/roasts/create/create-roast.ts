import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type CaptionStyle, DEFAULT_CAPTION_STYLE } from "../../../../common/caption-styles";
import { MAX_UPLOAD_BYTES, type Narrator } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import type { StoredDirection } from "../../../lib/db/schema/drafts";
import { AppError } from "../../../lib/errors";
import { normalizeImage } from "../../../roast-engine";
import { getCredits, spendCredit } from "../../credits";
import { requireUserNotBanned } from "../../shared/user-bans";
import { getDefaultNarrator } from "../../../lib/default-narrator";
import { pickRoastTier } from "./pick-roast-tier";
import { publishRoastChange } from "../core/roast-events";
import { renderKey, renderRoastJob } from "../core/roast-jobs";
import { type RoastRow, roastKeys } from "../core/roast-row";
import { sniffImageType } from "./sniff-image";
import { withEngineErrors } from "../core/map-engine-error";
import { requireModeratedUpload } from "../moderation/moderate-upload";
import { moderationNote } from "../moderation/roast-moderation";

/** Bigger images are refused before decoding: 40 MP covers every phone camera. */
export const MAX_UPLOAD_PIXELS = 40_000_000;

export interface CreateRoastOptions {
  userId: string;
  image: Buffer;
  /** The client's Idempotency-Key: a repeated key returns the roast it created. */
  idempotencyKey?: string;
  /** Who speaks it: checked by requireNarrator (roasts/narrators/narrators.ts); unset, the server's default. */
  narrator?: Narrator;
  /** How its captions look: checked by requireCaptionStyle (require-caption-style.ts); unset, the default. */
  captionStyle?: CaptionStyle;
}

const invalidType = () => new AppError("UNSUPPORTED_MEDIA", "Please upload a JPG or PNG image", { title: "Invalid file type" });
export class DuplicateKey extends Error {}

/**
 * Takes an upload already admitted before its body was read (admit-upload.ts: credit, rate,
 * uploads in flight), refuses a banned user (banned while the upload arrived), checks and
 * normalises the upload, and has it judged (an explicit image is refused, kept nowhere; a
 * borderline one is roasted safely) before anything is stored or spent, then in one transaction spends a
 * credit (none in unlimited mode) and inserts the pending roast; the job is queued after commit
 * (the sweep queues any pending roast whose send was lost).
 */
export async function createRoast(ctx: AppContext, options: CreateRoastOptions): Promise<{ roast: RoastRow; created: boolean }> {
  const existing = await findByIdempotencyKey(ctx, options);
  if (existing) return { roast: existing, created: false };
  await requireUserNotBanned(ctx.database.db, options.userId);
  const [{ still, verdict }] = await checkUploads(ctx, options.userId, [options.image]);

  return insertPendingRoast(ctx, { ...options, source: still.jpeg, analysis: moderationNote(verdict) });
}

export interface PendingRoast extends Omit<CreateRoastOptions, "image"> {
  /** The normalised upload, judged by moderation. */
  source: Buffer;
  /** What the roast starts with in its analysis column: the moderation note, or null. */
  analysis: unknown;
  /** A directed roast's chosen script and pace (features/roasts/direct/). */
  direction?: StoredDirection;
  /** Its id, when files were stored under it before the row (a directed roast's kept reading). */
  roastId?: string;
}

/**
 * Stores the upload, then in one transaction spends a credit (none in unlimited mode) and inserts
 * the pending roast; the job is queued after commit (the sweep queues any pending roast whose send
 * was lost). A repeated idempotency key spends nothing: the roast it made is returned.
 */
export async function insertPendingRoast(ctx: AppContext, pending: PendingRoast): Promise<{ roast: RoastRow; created: boolean }> {
  const roastId = pending.roastId ?? randomUUID();
  await ctx.storage.put(roastKeys.source(roastId), pending.source, "image/jpeg");
  let roast: RoastRow;
  try {
    roast = await ctx.database.db.transaction(async (tx) => {
      const creditKind = ctx.env.UNLIMITED_MODE ? "none" : (await spendCredit(tx, { userId: pending.userId, roastId })).kind;
      const credits = await getCredits(tx, pending.userId);
      const tier = pickRoastTier({ creditKind, ...credits, now: new Date() });
      const [row] = await tx
        .insert(tables.userRoasts)
        .values({
          id: roastId,
          userId: pending.userId,
          status: "pending",
          isFreeRoast: creditKind === "free",
          creditKind,
          tier,
          seed: randomBytes(8).toString("hex"),
          idempotencyKey: pending.idempotencyKey,
          sourceKey: roastKeys.source(roastId),
          narrator: pending.narrator ?? getDefaultNarrator(ctx),
          captionStyle: pending.captionStyle ?? DEFAULT_CAPTION_STYLE,
          analysis: pending.analysis,
          direction: pending.direction,
        })
        .onConflictDoNothing()
        .returning();
      // A parallel request with the same key won: undo this spend and answer with its roast.
      if (!row) throw new DuplicateKey();
      return row;
    });
  } catch (error) {
    await ctx.storage.delete(roastKeys.source(roastId)).catch(() => {});
    const winner = error instanceof DuplicateKey ? await findByIdempotencyKey(ctx, pending) : null;
    if (winner) return { roast: winner, created: false };
    throw error;
  }
  await enqueueRender(ctx, roast);
  await publishRoastChange(ctx, roast);
  return { roast, created: true };
}

/**
 * Each upload's checks, in order: its bytes (magic numbers), then normalised (size, pixels,
 * sides), then judged by moderation. All are checked before any is judged, and any refusal
 * refuses them all: nothing has been stored or spent yet.
 */
export async function checkUploads(ctx: AppContext, userId: string, images: Buffer[]) {
  if (!images.every((image) => sniffImageType(image))) throw invalidType();
  const stills = [];
  for (const image of images) stills.push(await withEngineErrors(() => normalizeImage(image, { maxBytes: MAX_UPLOAD_BYTES, maxPixels: MAX_UPLOAD_PIXELS })));
  const checked = [];
  for (const still of stills) checked.push({ still, verdict: await requireModeratedUpload(ctx, { userId, image: still.jpeg }) });
  return checked;
}

/** Queues the render of a pending roast; a lost send is repaired by the sweep. */
export async function enqueueRender(ctx: AppContext, roast: RoastRow): Promise<void> {
  await ctx.queue
    .send(renderRoastJob, { roastId: roast.id }, { singletonKey: renderKey(roast.id, roast.attempts) })
    .catch((err: unknown) => ctx.logger.warn({ err, roastId: roast.id }, "render not queued; the sweep will queue it"));
}

export async function findByIdempotencyKey(ctx: AppContext, options: Pick<CreateRoastOptions, "userId" | "idempotencyKey">): Promise<RoastRow | null> {
  if (!options.idempotencyKey) return null;
  const { userRoasts } = tables;
  const [row] = await ctx.database.db
    .select()
    .from(userRoasts)
    .where(and(eq(userRoasts.userId, options.userId), eq(userRoasts.idempotencyKey, options.idempotencyKey)));
  return row ?? null;
}
