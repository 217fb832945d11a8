import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import type { AppContext } from "../../../context";
import { tables } from "../../../lib/db";
import { type RoastRow, roastKeys } from "../core/roast-row";
import { buildBombPng } from "../../../roast-engine/infrastructure/image/test-support/build-bomb-png";

/** A small real PNG. */
export const smallPng = (color = "#ff5a1f") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A JPEG in CMYK, as print tools export it. */
export const cmykJpeg = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: "#3366cc" } })
    .toColourspace("cmyk")
    .jpeg()
    .toBuffer();

/** A 300x200 JPEG whose EXIF says "rotate 90°": it must come out 200x300. */
export const exifRotatedJpeg = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#22aa66" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A valid PNG that claims 20000x20000 pixels (a decompression bomb) in a few kilobytes. */
export const hugePngHeader = () => buildBombPng(20_000);

/**
 * A completed roast put straight into the database and storage (no render), for tests of what
 * happens around finished roasts: sharing, compilations, re-roasts, clean-up.
 */
export async function insertCompletedRoast(ctx: AppContext, userId: string, fields: Partial<typeof tables.userRoasts.$inferInsert> = {}): Promise<RoastRow> {
  const id = randomUUID();
  await ctx.storage.put(roastKeys.landscape(id), randomBytes(2048), "video/mp4");
  await ctx.storage.put(roastKeys.poster(id), await smallPng(), "image/jpeg");
  await ctx.storage.put(roastKeys.source(id), await smallPng("#123456"), "image/jpeg");
  const [row] = await ctx.database.db
    .insert(tables.userRoasts)
    .values({
      id,
      userId,
      status: "completed",
      creditKind: "paid",
      tier: "starter",
      seed: "seed",
      script: "A test roast.",
      sourceKey: roastKeys.source(id),
      landscapeKey: roastKeys.landscape(id),
      posterKey: roastKeys.poster(id),
      durationMs: 7000,
      // The frame a Starter roast is rendered at (720p).
      videoWidth: 1280,
      videoHeight: 720,
      completedAt: new Date(),
      expiresAt: new Date(Date.now() + 90 * 86_400_000),
      ...fields,
    })
    .returning();
  return row;
}
