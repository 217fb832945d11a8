import type { DraftScript, DraftsInput, RewriteDraftsInput } from "../../engine-types";
import { normalizeImage } from "../../infrastructure/image";
import { writeOfflineDrafts } from "../../stages/script/write-offline-script";
import type { Analysis } from "../../types";
import type { PipelineDeps } from "../pipeline-deps";

/**
 * An upload read once (the same analyzer a roast's analyzing stage uses) and roasted from several
 * angles by the offline writers' room: scripts take milliseconds, so a person can choose among
 * them before anything is rendered (issue 44). The model, when configured, writes the one-click
 * roast only: drafts are the room's, quick and free.
 */
export async function writeDrafts(deps: PipelineDeps, input: DraftsInput): Promise<{ analysis: Analysis; drafts: DraftScript[] }> {
  input.signal?.throwIfAborted();
  const normalized = await normalizeImage(input.image);
  const analysis = await deps.getAnalyzer().analyze(normalized, { signal: input.signal });
  return { analysis, drafts: rewriteDrafts({ ...input, analysis }) };
}

/** Drafts from a reading already made: the same seed, lines and level give the same drafts. */
export function rewriteDrafts(input: RewriteDraftsInput): DraftScript[] {
  return writeOfflineDrafts(input.analysis, input.seed, input.count, { avoidLineIds: input.avoidLineIds, safe: input.safe, intensity: input.intensity });
}
