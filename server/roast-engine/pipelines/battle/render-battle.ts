import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { ClipRange } from "../finalize-video";
import type { BattleRenderInfo, RenderInput, RenderOutput } from "../../stages/render/render-input";
import { renderVideo, TEMP_MARKER } from "../../stages/render/render-video";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import type { SharedSoundtracks } from "../../stages/render/share-soundtracks";
import { CARD_BACKGROUND } from "../../stages/render/build-cards";
import type { Orientation, TierOptions } from "../../types";
import { drawBattleBoard, drawBattleBoardJpeg, drawText, layOutBoard, scaleBoard } from "./build-battle-board";
import { drawBattleBackdrops } from "./draw-battle-backdrops";
import { BATTLE_MAX_MS, BATTLE_MIN_MS, type BattlePlan, planBattleStill } from "./plan-battle-render";
import { type StageFiles, prepareStage } from "../../stages/render/prepare-stage";

/** How long a finished battle may run. */
export const BATTLE_CLIP: ClipRange = { minMs: BATTLE_MIN_MS, maxMs: BATTLE_MAX_MS };

export const isBattleInput = (input: RenderInput): input is RenderInput & { battle: BattleRenderInfo } => input.battle !== undefined;

/** A battle's still for one orientation, made ahead of its render: the board drawn, the stage composed. */
export interface PreparedBattleStill {
  boardPath: string;
  stage: StageFiles;
}

/**
 * Draws one orientation's board and composes its stage, which need no voice: run-battle.ts makes
 * the first orientation's while the voice is spoken. Its files are temporaries in `workDir`.
 */
export async function prepareBattleStill(
  tools: MediaTools,
  input: { sides: BattleRenderInfo["sides"]; names: [string, string]; orientation: Orientation; options: TierOptions; workDir: string; signal?: AbortSignal },
): Promise<PreparedBattleStill> {
  const { board, layout, cards, stage } = planBattleStill(input.sides, input.orientation, input.options);
  await mkdir(input.workDir, { recursive: true });
  const boardPath = join(input.workDir, `board-${input.orientation}${TEMP_MARKER}.jpg`);
  const images: [string, string] = [input.sides[0].path, input.sides[1].path];
  // Landscape's cards: a backdrop a scene (each turn's card at the back, the intro's two), drawn beside the board.
  const [, backdrops] = await Promise.all([drawBattleBoard(board, images, input.names, boardPath), cards && drawBattleBackdrops(cards, images, input.names)]);
  const still = { path: boardPath, width: board.width, height: board.height };
  const prefix = join(input.workDir, `still-${input.orientation}${TEMP_MARKER}`);
  return {
    boardPath,
    stage: await prepareStage(tools, still, { layout, stage, upscale: input.options.upscale }, prefix, { signal: input.signal, backdrops }),
  };
}

/**
 * Renders one orientation of a battle from its plan (pipelines/battle/plan-battle-render.ts): draws the
 * plan's board and composes its stage (temporaries in the render's folder) unless they were `prepared`, and has the roast's
 * renderer execute the plan over the board, as a single roast's plan over its upload. With
 * `soundtracks`, orientations that sound the same share one soundtrack.
 */
export async function renderBattleVideo(
  tools: MediaTools,
  input: RenderInput & { battle: BattleRenderInfo },
  plan: BattlePlan,
  soundtracks?: SharedSoundtracks,
  prepared?: Promise<PreparedBattleStill>,
): Promise<RenderOutput> {
  const { board } = plan;
  let ready = await prepared;
  try {
    ready ??= await prepareBattleStill(tools, {
      sides: input.battle.sides,
      names: input.battle.verdict.names,
      orientation: input.orientation,
      options: input.options,
      workDir: input.workDir,
      signal: input.signal,
    });
    const boardPath = ready.boardPath;
    const soundtrack = soundtracks && (() => soundtracks.get({ voice: input.voice, plan }, input.signal));
    return await renderVideo(tools, { ...input, image: { path: boardPath, width: board.width, height: board.height } }, plan, {
      soundtrack,
      stage: ready.stage,
    });
  } finally {
    const made = ready ? [ready.boardPath, ready.stage.stage.path, ready.stage.panel?.path, ready.stage.corners?.path] : [];
    await Promise.all(made.map((f) => f && rm(f, { force: true })));
  }
}

/**
 * The battle's poster, at the first video's size: the board (both uploads, named, "VS" between)
 * on the cards' ground, and under it the verdict: who won, and why. It replaces the frame the
 * finalizer took.
 */
export async function writeBattlePoster(
  posterPath: string,
  battle: Pick<BattleRenderInfo, "sides" | "verdict">,
  orientation: Orientation,
  size: { width: number; height: number },
): Promise<void> {
  const { width, height } = size;
  const unit = Math.min(width, height) / 1080;
  const footer = Math.round(height * (orientation === "portrait" ? 0.2 : 0.26));
  const board = layOutBoard([battle.sides[0], battle.sides[1]], orientation);
  const margin = Math.round(24 * unit);
  const scale = Math.min((width - 2 * margin) / board.width, (height - footer - 2 * margin) / board.height);
  const fitted = await drawBattleBoardJpeg(scaleBoard(board, scale), [battle.sides[0].path, battle.sides[1].path], battle.verdict.names);
  const winner = battle.verdict.names[battle.verdict.winner === "a" ? 0 : 1];
  const title = await drawText(`Winner: ${winner}`, Math.round(72 * unit), width * 0.9, "#FFFFFF");
  const reason = await drawText(battle.verdict.reason, Math.round(52 * unit), width * 0.9, "#FF5A36");
  const [t, r] = await Promise.all([sharp(title).metadata(), sharp(reason).metadata()]);
  const top = height - footer;
  await sharp({ create: { width, height, channels: 3, background: CARD_BACKGROUND } })
    .composite([
      { input: fitted, left: Math.round((width - board.width * scale) / 2), top: Math.round((top - board.height * scale) / 2) },
      { input: title, left: Math.round((width - (t.width ?? 0)) / 2), top: top + Math.round(footer * 0.18) },
      { input: reason, left: Math.round((width - (r.width ?? 0)) / 2), top: top + Math.round(footer * 0.55) },
    ])
    .jpeg({ quality: 88 })
    .toFile(posterPath);
}
