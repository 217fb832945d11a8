import { DEFAULT_CAPTION_STYLE, isCaptionStyle } from "../../../../common/caption-styles";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { battleSummaryOf, COMPILATION_STAGES, isNarrator, progressFor, ROAST_STAGES, type RoastView, uploadFactsOf } from "../../../../common/roast";
import type { AppContext } from "../../../context";
import type { Db } from "../../../lib/db";
import { tables } from "../../../lib/db";
import { shareUrlFor } from "../../shared/share-slug";
import { COMPILATION_PRIORS_MS, estimateEta, QUEUE_WAIT_MS, STAGE_PRIORS_MS } from "./estimate-eta";

const BATTLE_PRIORS_MS = Object.fromEntries(Object.entries(STAGE_PRIORS_MS).map(([stage, ms]) => [stage, ms * 2]));
import { mediaFileName, type RoastRow } from "../core/roast-row";
import type { RoastViewRow } from "./roast-view-columns";

const HOUR = 3600;
/** Links live 2–3 hours and end on the hour, so a re-fetched list keeps the same URLs (no player reload). */
export function mediaLinkLifetimeSec(nowMs: number): number {
  const now = Math.floor(nowMs / 1000);
  return Math.ceil((now + 2 * HOUR) / HOUR) * HOUR - now;
}

/** When a link signed at `nowMs` ends (on the hour). */
export const linkExpiryFor = (nowMs: number) => Math.floor(nowMs / 1000) + mediaLinkLifetimeSec(nowMs);

export interface EtaHistory {
  roast: Array<Record<string, number>>;
  compilation: Array<Record<string, number>>;
  /** A battle analyses two uploads and speaks more lines: its stages are timed apart. */
  battle: Array<Record<string, number>>;
}

type EtaKind = keyof EtaHistory;
const etaKindOf = (row: Pick<RoastRow, "platform" | "kind">): EtaKind =>
  row.platform === "compilation" ? "compilation" : row.kind === "battle" ? "battle" : "roast";

/** Stage timings of the last 20 completed roasts of each kind (single, compilation, battle), for the ETA. */
export async function loadEtaHistory(db: Db): Promise<EtaHistory> {
  const { userRoasts } = tables;
  const recent = (kind: EtaKind) =>
    db
      .select({ timings: userRoasts.stageTimings })
      .from(userRoasts)
      .where(
        and(
          eq(userRoasts.status, "completed"),
          kind === "compilation" ? eq(userRoasts.platform, "compilation") : ne(userRoasts.platform, "compilation"),
          kind === "battle" ? eq(userRoasts.kind, "battle") : ne(userRoasts.kind, "battle"),
          sql`${userRoasts.completedAt} IS NOT NULL`,
        ),
      )
      .orderBy(desc(userRoasts.completedAt))
      .limit(20);
  const [roast, compilation, battle] = await Promise.all([recent("roast"), recent("compilation"), recent("battle")]);
  const timings = (rows: Array<{ timings: Record<string, number> }>) => rows.map((r) => r.timings);
  return { roast: timings(roast), compilation: timings(compilation), battle: timings(battle) };
}

/** A battle re-roasts from both of its kept uploads; a single roast from its one. */
export const canReroast = (
  row: Pick<RoastRow, "status" | "creditKind" | "reroastUsed" | "parentRoastId" | "platform" | "sourceKey" | "kind" | "secondSourceKey">,
) =>
  row.status === "completed" &&
  row.creditKind === "paid" &&
  !row.reroastUsed &&
  !row.parentRoastId &&
  row.platform !== "compilation" &&
  row.sourceKey !== null &&
  (row.kind !== "battle" || row.secondSourceKey !== null);

/**
 * A roast as its owner sees it: progress, ETA, and signed links to its media. A taken-down roast
 * (features/takedowns) is listed with no link, unshared and not re-roastable. A row read without
 * the takenDown column (a roast just created, which has no media yet) gets no link either.
 */
export async function toRoastView(ctx: AppContext, row: RoastViewRow, history: EtaHistory | null, now = new Date()): Promise<RoastView> {
  const nowMs = now.getTime();
  const expiresAtSec = linkExpiryFor(nowMs);
  const takenDown = row.takenDown === true;
  const mayLink = row.takenDown === false;
  const sign = (key: string | null, downloadName?: string) => {
    if (!key || !mayLink) return null;
    const options = { key, downloadName, expiresAtSec, nowMs };
    return ctx.roastViews.links.find(options) ?? ctx.roastViews.links.sign(options);
  };
  const isCompilation = row.platform === "compilation";
  const links = [
    sign(row.landscapeKey),
    sign(row.landscapeKey, mediaFileName(row, "landscape")),
    row.portraitStatus === "ready" ? sign(row.portraitKey, mediaFileName(row, "portrait")) : null,
    sign(row.posterKey),
    row.portraitStatus === "ready" ? sign(row.portraitPosterKey) : null,
  ];
  // Within the hour every link is known already: waited for only when one had to be signed.
  const [videoUrl, downloadUrl, portraitUrl, posterUrl, portraitPosterUrl] = links.some((link) => link instanceof Promise)
    ? await Promise.all(links)
    : (links as Array<string | null>);
  const eta = history
    ? estimateEta({
        status: row.status,
        stage: row.processingStage,
        // A pending roast's stage is its wait for a worker, since it was queued.
        stageStartedAt: row.status === "pending" ? (row.stageStartedAt ?? row.createdAt) : row.stageStartedAt,
        queueWaitMs: QUEUE_WAIT_MS,
        now,
        stages: isCompilation ? COMPILATION_STAGES : ROAST_STAGES,
        history: history[etaKindOf(row)],
        // Until battles have been timed here, a battle's stages are taken as twice a single roast's.
        ...(row.kind === "battle" && history.battle.length === 0 ? { priors: BATTLE_PRIORS_MS } : {}),
        ...(isCompilation ? { priors: COMPILATION_PRIORS_MS } : {}),
      })
    : null;
  return {
    id: row.id,
    kind: row.kind === "battle" ? "battle" : "single",
    battle: battleSummaryOf(row),
    platform: row.platform,
    upload: uploadFactsOf({ kind: row.kind, platform: row.platform, uploadKind: row.uploadKind }),
    reroastOf: row.parentRoastId ?? null,
    status: row.status,
    processingStage: row.processingStage,
    progress: progressFor(row.status, row.processingStage),
    isFreeRoast: row.isFreeRoast,
    createdAt: row.createdAt.toISOString(),
    script: row.script,
    errorMessage: row.status === "failed" ? row.errorMessage : null,
    videoUrl,
    downloadUrl,
    portraitUrl,
    portraitStatus: row.portraitStatus,
    posterUrl,
    portraitPosterUrl,
    durationMs: row.durationMs,
    etaMs: eta?.etaMs ?? null,
    stageEtaMs: eta?.stageEtaMs ?? null,
    isPublic: row.isPublic && !takenDown,
    shareUrl: row.isPublic && !takenDown ? shareUrlFor(ctx.env.publicUrl, row.id) : null,
    canReroast: canReroast(row) && !takenDown,
    takenDown,
    compilationOf: row.compilationOf ?? null,
    narrator: isNarrator(row.narrator) ? row.narrator : "roastbot",
    captionStyle: isCaptionStyle(row.captionStyle) ? row.captionStyle : DEFAULT_CAPTION_STYLE,
  };
}
