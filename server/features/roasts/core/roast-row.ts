import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../../lib/db";
import { tables } from "../../../lib/db";
import { AppError } from "../../../lib/errors";

export type RoastRow = typeof tables.userRoasts.$inferSelect;

const { userRoasts } = tables;

/** Where a roast's files live in storage; deleting the prefix deletes them all. */
export const roastKeys = {
  prefix: (roastId: string) => `roasts/${roastId}/`,
  source: (roastId: string) => `roasts/${roastId}/source.jpg`,
  /** A battle's second upload (B). */
  secondSource: (roastId: string) => `roasts/${roastId}/source-b.jpg`,
  landscape: (roastId: string) => `roasts/${roastId}/landscape.mp4`,
  portrait: (roastId: string) => `roasts/${roastId}/portrait.mp4`,
  poster: (roastId: string) => `roasts/${roastId}/poster.jpg`,
  portraitPoster: (roastId: string) => `roasts/${roastId}/portrait-poster.jpg`,
  /** What a later portrait render needs (voice, still, render plan); deleted with the upload. */
  work: (roastId: string) => `roasts/${roastId}/work/`,
  /** A directed roast's kept reading of its upload (from its drafts), so no run reads the upload again; deleted with the upload. */
  reading: (roastId: string) => `roasts/${roastId}/work/reading.json`,
};

/** Where a user's draft sets keep their uploads (issue 44); deleting the user's prefix deletes them all. */
export const draftKeys = {
  userPrefix: (userId: string) => `drafts/${userId}/`,
  prefix: (userId: string, draftSetId: string) => `drafts/${userId}/${draftSetId}/`,
  source: (userId: string, draftSetId: string) => `drafts/${userId}/${draftSetId}/source.jpg`,
};

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A roast by id, any owner (jobs). */
export async function findRoastRow(db: Db | Tx, roastId: string): Promise<RoastRow | null> {
  if (!UUID_PATTERN.test(roastId)) return null;
  const [row] = await db.select().from(userRoasts).where(eq(userRoasts.id, roastId));
  return row ?? null;
}

/** The user's roast, or NOT_FOUND: another user's roast does not exist as far as they can tell. */
export async function requireOwnRoast(db: Db | Tx, userId: string, roastId: string): Promise<RoastRow> {
  const row = UUID_PATTERN.test(roastId)
    ? (
        await db
          .select()
          .from(userRoasts)
          .where(and(eq(userRoasts.id, roastId), eq(userRoasts.userId, userId)))
      )[0]
    : undefined;
  if (!row) throw new AppError("NOT_FOUND", "Roast not found", { title: "Not found" });
  return row;
}

/** Days a finished roast's media are kept: videos 90 days, compilations 1 year (ADR 0008). */
export function mediaExpiry(platform: string, from: Date): Date {
  const days = platform === "compilation" ? 365 : 90;
  return new Date(from.getTime() + days * 86_400_000);
}

/** The file name a download is saved under, e.g. roastreel-roast-1a2b3c4d-portrait.mp4. */
export function mediaFileName(row: Pick<RoastRow, "id" | "platform" | "kind">, orientation: "landscape" | "portrait"): string {
  const kind = row.platform === "compilation" ? "compilation" : row.kind === "battle" ? "battle" : "roast";
  return `roastreel-${kind}-${row.id.slice(0, 8)}-${orientation}.mp4`;
}
