import { tables } from "../../lib/db";
import type { RoastRow } from "./roast-row";

/** The columns a roast's view is made of: a list reads only these (not the analysis or the timings). */
const r = tables.userRoasts;
export const roastViewColumns = {
  id: r.id,
  platform: r.platform,
  kind: r.kind,
  battle: r.battle,
  secondSourceKey: r.secondSourceKey,
  status: r.status,
  processingStage: r.processingStage,
  stageStartedAt: r.stageStartedAt,
  isFreeRoast: r.isFreeRoast,
  creditKind: r.creditKind,
  reroastUsed: r.reroastUsed,
  parentRoastId: r.parentRoastId,
  sourceKey: r.sourceKey,
  createdAt: r.createdAt,
  script: r.script,
  errorMessage: r.errorMessage,
  landscapeKey: r.landscapeKey,
  portraitKey: r.portraitKey,
  portraitStatus: r.portraitStatus,
  posterKey: r.posterKey,
  portraitPosterKey: r.portraitPosterKey,
  durationMs: r.durationMs,
  isPublic: r.isPublic,
  compilationOf: r.compilationOf,
  narrator: r.narrator,
};

export type RoastViewRow = Pick<RoastRow, keyof typeof roastViewColumns>;
