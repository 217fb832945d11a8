import { and, eq, notExists } from "drizzle-orm";
import { BRAND } from "../../../common/brand";
import { battleSummaryOf, platformLabel, type RoastKind, type SharedRoast } from "../../../common/roast";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { fromShareSlug, shareUrlFor } from "../shared/share-slug";

const notFound = () => new AppError("NOT_FOUND", "This roast is not shared");

export function sharedRoastTitle(platform: string, kind: RoastKind = "single"): string {
  if (kind === "battle") return `Roast Battle on ${BRAND}`;
  return platform === "compilation" ? `A roast compilation on ${BRAND}` : `${platformLabel(platform)} roast on ${BRAND}`;
}

/**
 * The row of a public, finished roast by its slug; a private, unknown or expired one is NOT_FOUND,
 * and so is one hidden after reports (until an admin keeps it) or taken down, which a roast made
 * from a taken-down one is too: its takedown is written on it (features/takedowns).
 */
async function requireSharedRow(ctx: AppContext, slug: string) {
  const id = fromShareSlug(slug);
  if (!id) throw notFound();
  const { userRoasts, roastTakedowns } = tables;
  const { db } = ctx.database;
  const [row] = await db
    .select()
    .from(userRoasts)
    .where(
      and(
        eq(userRoasts.id, id),
        eq(userRoasts.isPublic, true),
        eq(userRoasts.status, "completed"),
        notExists(db.select({ id: roastTakedowns.roastId }).from(roastTakedowns).where(eq(roastTakedowns.roastId, userRoasts.id))),
      ),
    );
  if (!row?.landscapeKey) throw notFound();
  return row;
}

/** The files a shared roast offers under /r/<slug>/, by name. */
export const SHARED_MEDIA = ["landscape.mp4", "portrait.mp4", "poster.jpg"] as const;
export type SharedMediaName = (typeof SHARED_MEDIA)[number];

/**
 * A public, finished roast by its slug. Its media links are /r/<slug>/<file>, which check the
 * sharing on every request: they stop working the moment the owner unshares, yet stay the same
 * for as long as it is shared (chat apps fetch a preview once and replay it later).
 */
export async function findSharedRoast(ctx: AppContext, slug: string): Promise<SharedRoast> {
  const row = await requireSharedRow(ctx, slug);
  const shareUrl = shareUrlFor(ctx.env.publicUrl, row.id);
  return {
    slug,
    title: sharedRoastTitle(row.platform, row.kind),
    kind: row.kind,
    // A battle's poster already shows both uploads side by side and the verdict: it is the Open Graph image.
    battle: battleSummaryOf(row),
    platform: row.platform,
    script: row.script,
    videoUrl: `${shareUrl}/landscape.mp4`,
    portraitUrl: row.portraitStatus === "ready" && row.portraitKey ? `${shareUrl}/portrait.mp4` : null,
    posterUrl: row.posterKey ? `${shareUrl}/poster.jpg` : null,
    durationMs: row.durationMs,
    videoSize: row.videoWidth && row.videoHeight ? { width: row.videoWidth, height: row.videoHeight } : null,
    createdAt: row.createdAt.toISOString(),
    shareUrl,
  };
}

/** The storage key of one file of a roast that is shared right now; NOT_FOUND otherwise. */
export async function requireSharedMediaKey(ctx: AppContext, slug: string, name: SharedMediaName): Promise<string> {
  const row = await requireSharedRow(ctx, slug);
  const key = {
    "landscape.mp4": row.landscapeKey,
    "portrait.mp4": row.portraitStatus === "ready" ? row.portraitKey : null,
    "poster.jpg": row.posterKey,
  }[name];
  if (!key) throw notFound();
  return key;
}
