import { and, eq } from "drizzle-orm";
import { BRAND } from "../../../common/brand";
import { platformLabel, type SharedRoast } from "../../../common/roast";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { fromShareSlug, shareUrlFor } from "./share-slug";

/** Public links last a week: chat apps fetch a preview once and replay it later. */
const PUBLIC_LINK_SEC = 7 * 24 * 3600;

const notFound = () => new AppError("NOT_FOUND", "This roast is not shared");

export function sharedRoastTitle(platform: string): string {
  return platform === "compilation" ? `A roast compilation on ${BRAND}` : `${platformLabel(platform)} roast on ${BRAND}`;
}

/** A public, finished roast by its slug; a private, unknown or expired one is NOT_FOUND. */
export async function findSharedRoast(ctx: AppContext, slug: string): Promise<SharedRoast> {
  const id = fromShareSlug(slug);
  if (!id) throw notFound();
  const { userRoasts } = tables;
  const [row] = await ctx.database.db
    .select()
    .from(userRoasts)
    .where(and(eq(userRoasts.id, id), eq(userRoasts.isPublic, true), eq(userRoasts.status, "completed")));
  if (!row?.landscapeKey) throw notFound();
  const sign = (key: string | null) => (key ? ctx.storage.signedUrl(key, { expiresInSec: PUBLIC_LINK_SEC }) : null);
  const [videoUrl, portraitUrl, posterUrl] = await Promise.all([
    sign(row.landscapeKey),
    row.portraitStatus === "ready" ? sign(row.portraitKey) : null,
    sign(row.posterKey),
  ]);
  return {
    slug,
    title: sharedRoastTitle(row.platform),
    platform: row.platform,
    script: row.script,
    videoUrl: videoUrl!,
    portraitUrl,
    posterUrl,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
    shareUrl: shareUrlFor(ctx.env.publicUrl, row.id),
  };
}
