import { rm } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { ClipRange } from "../pipeline/finalize-video";
import type { BattleRenderInfo, RenderInput, RenderOutput } from "../render/render-input";
import { renderVideo, TEMP_MARKER } from "../render/render-video";
import type { MediaTools } from "../tools/media-tools";
import { drawBattleBoard, drawText } from "./build-battle-board";
import { BATTLE_MAX_MS, BATTLE_MIN_MS, planBattleRender } from "./plan-battle-render";

/** How long a finished battle may run. */
export const BATTLE_CLIP: ClipRange = { minMs: BATTLE_MIN_MS, maxMs: BATTLE_MAX_MS };

export const isBattleInput = (input: RenderInput): input is RenderInput & { battle: BattleRenderInfo } => input.battle !== undefined;

/**
 * Renders one orientation of a battle: draws its board (a temporary in the render's folder),
 * plans it (battle/plan-battle-render.ts) and has the roast's renderer execute the plan over
 * the board, as a single roast's plan over its upload.
 */
export async function renderBattleVideo(tools: MediaTools, input: RenderInput & { battle: BattleRenderInfo }): Promise<RenderOutput> {
  const plan = planBattleRender(input);
  const { board } = plan;
  const boardPath = join(input.workDir, `board-${input.orientation}${TEMP_MARKER}.jpg`);
  try {
    await drawBattleBoard(board, [input.battle.sides[0].path, input.battle.sides[1].path], input.battle.verdict.names, boardPath);
    return await renderVideo(tools, { ...input, image: { path: boardPath, width: board.width, height: board.height } }, plan);
  } finally {
    await rm(boardPath, { force: true });
  }
}

/**
 * The battle's poster: the intro's frame (both uploads, named) with the verdict across its foot,
 * written over the frame the finalizer took.
 */
export async function addVerdictToPoster(posterPath: string, verdict: BattleRenderInfo["verdict"]): Promise<void> {
  const frame = sharp(posterPath);
  const { width = 1080, height = 1920 } = await frame.metadata();
  const unit = Math.min(width, height) / 1080;
  const bandH = Math.round(230 * unit);
  const winner = verdict.names[verdict.winner === "a" ? 0 : 1];
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bandH}"><rect width="100%" height="100%" fill="#141018" fill-opacity="0.9"/><rect y="0" width="100%" height="${Math.round(8 * unit)}" fill="#FF5A36"/></svg>`,
  );
  const title = await drawText(`Winner: ${winner}`, Math.round(64 * unit), width * 0.9, "#FFFFFF");
  const reason = await drawText(verdict.reason, Math.round(46 * unit), width * 0.9, "#FF5A36");
  const [t, r] = await Promise.all([sharp(title).metadata(), sharp(reason).metadata()]);
  const top = height - bandH - Math.round(height * 0.06);
  const out = await frame
    .composite([
      { input: band, left: 0, top },
      { input: title, left: Math.round((width - (t.width ?? 0)) / 2), top: top + Math.round(40 * unit) },
      { input: reason, left: Math.round((width - (r.width ?? 0)) / 2), top: top + Math.round(135 * unit) },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
  await sharp(out).toFile(posterPath);
}
