import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { AppError } from "../../../lib/errors";
import { requireUserNotBanned } from "../../shared/user-bans";
import { requireNotTakenDown } from "../../takedowns";
import { COMPILATION_LIMITS, consumeCompilationQuota, requireCompilationSlot, tooManyClips } from "./merge-limits";
import { publishRoastChange } from "../core/roast-events";
import { mergeRoastsJob, renderKey } from "../core/roast-jobs";
import { type RoastRow, UUID_PATTERN } from "../core/roast-row";

// The array bound only stops absurd bodies; the clip limit itself is answered with its own message.
export const mergeBodySchema = z.object({ roastIds: z.array(z.string()).max(100) });

const notEnough = () => new AppError("BAD_REQUEST", "Please select at least 2 videos to create a compilation", { title: "Not enough videos" });

/**
 * Starts a compilation of the user's completed roasts, in the order chosen. Someone else's roast
 * in the list is NOT_FOUND, as if it did not exist; a taken-down one is refused (features/takedowns).
 * Compilations cost no credit, so they are limited instead: clips per compilation, compilations
 * in progress, and starts per minute and day.
 */
export async function mergeRoasts(ctx: AppContext, userId: string, roastIds: string[]): Promise<RoastRow> {
  await requireUserNotBanned(ctx.database.db, userId);
  // One spelling per id (PostgreSQL reads a uuid in either case): a clip is found by its id in compilation_of.
  const ids = [...new Set(roastIds.map((id) => id.toLowerCase()))];
  if (ids.length < 2) throw notEnough();
  if (ids.length > COMPILATION_LIMITS.maxClips) throw tooManyClips();
  if (!ids.every((id) => UUID_PATTERN.test(id))) throw new AppError("NOT_FOUND", "Roast not found");
  const { userRoasts } = tables;
  const rows = await ctx.database.db
    .select()
    .from(userRoasts)
    .where(and(eq(userRoasts.userId, userId), inArray(userRoasts.id, ids)));
  if (rows.length !== ids.length) throw new AppError("NOT_FOUND", "Roast not found");
  const usable = rows.filter((r) => r.status === "completed" && r.landscapeKey && r.platform !== "compilation");
  if (usable.length !== ids.length) throw notEnough();
  // Nothing is made of a taken-down roast; checked again under a lock with the insert (a takedown may land in between).
  await requireNotTakenDown(ctx.database.db, ids, "merge");

  await consumeCompilationQuota(ctx.database.db, userId);
  const roast = await ctx.database.db.transaction(async (tx) => {
    await requireNotTakenDown(tx, ids, "merge", { lock: true });
    await requireCompilationSlot(tx, userId);
    const [row] = await tx
      .insert(userRoasts)
      .values({
        id: randomUUID(),
        userId,
        platform: "compilation",
        status: "pending",
        creditKind: "none",
        tier: "starter",
        seed: randomBytes(8).toString("hex"),
        compilationOf: ids,
      })
      .returning();
    return row;
  });
  await ctx.queue
    .send(mergeRoastsJob, { roastId: roast.id }, { singletonKey: renderKey(roast.id, 0) })
    .catch((err: unknown) => ctx.logger.warn({ err, roastId: roast.id }, "merge not queued; the sweep will queue it"));
  await publishRoastChange(ctx, roast);
  return roast;
}
