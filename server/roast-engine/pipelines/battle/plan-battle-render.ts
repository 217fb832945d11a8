import { DEFAULT_CAPTION_STYLE } from "../../../../common/caption-styles";
import { EngineError } from "../../engine-error";
import { openingView } from "../../stages/plan/frame-region";
import { roundBox } from "../../stages/plan/geometry";
import { getOutputSize } from "../../stages/plan/output-size";
import { planCaptions } from "../../stages/plan/plan-captions";
import { planAudio } from "../../stages/plan/plan-audio";
import { withoutQuote } from "../../stages/plan/card-layout";
import { planQuotes } from "../../stages/plan/plan-quotes";
import { planMarks } from "../../stages/plan/plan-marks";
import { DEFAULT_END_CARD } from "../../stages/plan/plan-render";
import { MOVE_MS, OPENING_MS, planShots } from "../../stages/plan/plan-shots";
import { FPS, type Timeline } from "../../stages/plan/plan-timeline";
import { planWatermark } from "../../stages/plan/plan-watermark";
import type { PlannedScene, RenderPlan } from "../../stages/plan/render-plan";
import type { DirectedShot, Mark } from "../../stages/plan/shot-types";
import type { BattleRenderInfo, RenderInput } from "../../stages/render/render-input";
import type { Box, Orientation, TierOptions, TimedWord } from "../../types";
import type { BattleCards } from "./battle-cards";
import { planBattleFrame } from "./battle-layout";
import { type BattleBoard, type BoardSlot, sideRegion, toBoardBox } from "./build-battle-board";

/** The split-screen intro: both uploads and their names, before the first word. */
export const INTRO_MS = 900;
/** The camera cuts to a turn's upload this long before its first word (inside the pause between turns). */
const CUT_LEAD_MS = 180;
/** The last word held before the verdict card. */
const VERDICT_HOLD_MS = 350;
const CARD_MIN_MS = 1500;
const CARD_MAX_MS = 2200;
export const BATTLE_MIN_MS = 10_000;
export const BATTLE_MAX_MS = 14_000;

const toFrames = (ms: number) => Math.round((ms * FPS) / 1000);
const fromFrames = (frames: number) => (frames * 1000) / FPS;

/** The battle's clock: the intro, the voice, a beat, the verdict card; 10–14 s. */
export function planBattleTimeline(words: TimedWord[]): Timeline {
  const spokenEnd = INTRO_MS + Math.max(0, ...words.map((w) => w.endMs));
  const cardAt = spokenEnd + VERDICT_HOLD_MS;
  if (cardAt + CARD_MIN_MS > BATTLE_MAX_MS)
    throw new EngineError("UNPROCESSABLE", `The battle's voice (${spokenEnd - INTRO_MS} ms) is too long for the video.`);
  const totalFrames = toFrames(Math.min(BATTLE_MAX_MS, Math.max(BATTLE_MIN_MS, cardAt + CARD_MIN_MS, Math.min(cardAt + CARD_MAX_MS, BATTLE_MAX_MS))));
  // A short battle holds its last turn longer rather than the card.
  const mainFrames = Math.max(toFrames(cardAt), totalFrames - toFrames(CARD_MAX_MS));
  const last = words[words.length - 1];
  return {
    voiceStartMs: INTRO_MS,
    endCardStartMs: Math.round(fromFrames(mainFrames)),
    totalMs: Math.round(fromFrames(totalFrames)),
    mainFrames,
    endCardFrames: totalFrames - mainFrames,
    stingAtMs: Math.min(Math.round(INTRO_MS + (last?.endMs ?? 0) + 60), Math.round(fromFrames(mainFrames))),
  };
}

const moveBox = (slot: BoardSlot, box: Box): Box => roundBox(toBoardBox(slot, box));

/**
 * A turn's view kept to its own side of the board: zoomed in (about its centre) until it fits,
 * then slid inside, so nothing of the other upload, its name or the "VS" between is in frame.
 */
export function keepInside(view: Box, region: Box, subject?: Box): Box {
  const fit = Math.min(1, region.w / view.w, region.h / view.h);
  const w = Math.floor(view.w * fit);
  const h = Math.floor(view.h * fit);
  // Zoomed in on what the view was about: the upload's subject (faces) when it shows it, else its middle.
  const about =
    subject && fit < 1 && subject.x >= view.x && subject.y >= view.y && subject.x + subject.w <= view.x + view.w && subject.y + subject.h <= view.y + view.h;
  const cx = about ? subject.x + subject.w / 2 : view.x + view.w / 2;
  const cy = about ? subject.y + subject.h / 2 : view.y + view.h / 2;
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(Math.round(v), Math.ceil(lo)), Math.floor(hi));
  const x = clamp(cx - w / 2, region.x, region.x + region.w - w);
  const y = clamp(cy - h / 2, region.y, region.y + region.h - h);
  return { x, y, w, h };
}

/**
 * What a battle's picture is drawn over, for one orientation: the board, the frame around it, the
 * intro's view of it and the pre-scaled stage. It needs no voice, so it can be made while the voice
 * is spoken (run-battle.ts).
 */
export function planBattleStill(sides: BattleRenderInfo["sides"], orientation: Orientation, options: TierOptions) {
  const size = getOutputSize(orientation, options);
  const { board, layout, cards } = planBattleFrame([sides[0], sides[1]], orientation, size);
  const whole = roundBox(openingView({ image: board, frame: size, viewport: layout.viewport }));
  return { size, board, layout, cards, whole, stage: planBattleStage(whole, layout.viewport) };
}

/**
 * A battle's render plan: a roast's, and the board (both uploads, named) the camera moves over;
 * in landscape its two cards (battle-cards.ts), whose backdrops the scenes switch between:
 * backdrop 0 has B's card at the back (A's turn), 1 A's (B's turn), 2 the intro's two cards.
 */
export type BattlePlan = RenderPlan & { board: BattleBoard; cards?: BattleCards };

/** The backdrop of each scene of a landscape battle (the order render-battle.ts draws them in). */
export const SCENE_BACKDROP = { a: 0, b: 1, intro: 2 } as const;

/** Whether a plan is a battle's (a kept one is read back as any plan). */
export const isBattlePlan = (plan: RenderPlan): plan is BattlePlan => "board" in plan;

/**
 * A battle's render plan, for one orientation: the board (both uploads, named, side by side or
 * one over the other) whole for the intro; at each turn a cut to that turn's upload and, within
 * it, the single roast's own shot planning (the push-in on the fragment it quotes, framed to be
 * read, the punch-in on its last word); the winner's upload during the verdict; then the verdict
 * card. Captions as a roast's, word-timed, kept off both uploads' text. Pure.
 */
export function planBattleRender(input: Omit<RenderInput, "outPath" | "workDir" | "image"> & { battle: BattleRenderInfo }): BattlePlan {
  const { battle, orientation } = input;
  const { size, board, layout: frame, cards, whole, stage } = planBattleStill(battle.sides, orientation, input.options);
  // Landscape's cards: the intro shows both, side by side, with no camera; the first turn cuts to
  // its card in front instead of pushing in from the whole board.
  const carded = cards !== undefined;
  const timeline = planBattleTimeline(input.voice.words);
  const words = input.voice.words;
  const voiceAt = (ms: number) => timeline.voiceStartMs + ms;
  const shots: DirectedShot[] = [{ startMs: 0, endMs: 0, focus: whole, kind: "whole", label: `intro: ${battle.verdict.names.join(" vs ")}`, moveMs: 0 }];
  const starts = battle.parts.map((p) => Math.max(INTRO_MS, voiceAt(words[p.wordStart]?.startMs ?? 0) - CUT_LEAD_MS));
  for (const [i, part] of battle.parts.entries()) {
    const side = part.side ?? battle.verdict.winner;
    const s: 0 | 1 = side === "a" ? 0 : 1;
    const slot = board.slots[s];
    // A card shows its upload alone: its name is under the card, not in the camera's view.
    const region = carded ? { x: slot.x, y: slot.y, w: slot.width, h: slot.height } : sideRegion(board, s);
    const upload = battle.sides[s];
    const subject = upload.focusHint && moveBox(slot, upload.focusHint);
    const from = starts[i];
    const to = i + 1 < starts.length ? starts[i + 1] : timeline.endCardStartMs;
    if (to - from < 300) continue;
    // The single roast's planner, on this upload alone, on a clock of its own that starts as if
    // the upload had been on screen for the opening a roast gives it: the cut is that opening,
    // and the camera reaches the quoted words as they are said, even in a short turn.
    const zero = Math.min(from, voiceAt(words[part.wordStart]?.startMs ?? 0) - OPENING_MS + 100);
    const own = words.slice(part.wordStart, part.wordEnd).map((w) => ({ ...w, startMs: voiceAt(w.startMs) - zero, endMs: voiceAt(w.endMs) - zero }));
    const local = planShots({
      image: upload,
      frame: size,
      viewport: frame.viewport,
      targets: part.side ? part.targets : [],
      focusHint: part.side ? upload.focusHint : undefined,
      words: own,
      voiceOffsetMs: 0,
      endMs: to - zero,
      anchorY: frame.anchorY,
    }).filter((shot, k) => k === 0 || shot.startMs + zero >= from);
    // A turn that opens on its quote goes straight to it (the intro has shown the upload whole):
    // otherwise the words are said over the whole upload and the camera lands after them.
    const opensOnTarget = local.length > 1 && (local[1].mark?.saidFromMs ?? Infinity) < local[1].startMs + local[1].moveMs;
    const turnShots = opensOnTarget ? local.slice(1) : local;
    const tag = part.side ? `turn ${i + 1} (${side.toUpperCase()})` : `verdict (${side.toUpperCase()})`;
    const pushIn = i === 0 && !carded;
    const landsAt = from + (pushIn ? Math.min(MOVE_MS, to - from) : 0);
    // The turn's quote shot, when it opens on it, marks its line from where the turn lands.
    const opening = opensOnTarget ? turnShots[0].mark : undefined;
    const startsHere = (m: Mark) => opening !== undefined && m.fromMs === opening.fromMs && m.box.x === opening.box.x && m.box.y === opening.box.y;
    for (const [k, shot] of turnShots.entries()) {
      const mark: Mark | undefined = shot.mark && {
        ...shot.mark,
        box: moveBox(slot, shot.mark.box),
        // A wrapped quote's lines are in the upload's pixels too.
        lines: shot.mark.lines?.map((b) => moveBox(slot, b)),
        held: shot.mark.held?.map((b) => moveBox(slot, b)),
        saidFromMs: shot.mark.saidFromMs === undefined ? undefined : shot.mark.saidFromMs + zero,
        fromMs: startsHere(shot.mark) ? landsAt : shot.mark.fromMs + zero,
        drawnMs: Math.max(shot.mark.drawnMs + zero, startsHere(shot.mark) ? landsAt + 250 : 0),
        toMs: shot.mark.toMs + zero,
      };
      shots.push({
        ...shot,
        // The first turn's next move waits for the push-in from the intro to land (else it starts
        // from a view still half over the board, and the other side stays in frame).
        startMs: k === 0 ? from : pushIn ? Math.min(Math.max(shot.startMs + zero, from + MOVE_MS), shot.endMs + zero) : shot.startMs + zero,
        endMs: shot.endMs + zero,
        focus: keepInside(moveBox(slot, shot.focus), region, subject),
        label: `${tag}: ${shot.label}`,
        // The first turn pushes in from the intro; later turns and the verdict cut (a glide from one
        // upload to the other, zoomed in, would sweep the other side and the "VS" across the frame).
        moveMs: k === 0 ? (pushIn ? Math.min(MOVE_MS, to - from) : 0) : shot.moveMs,
        mark,
      });
    }
  }
  for (let j = 1; j + 1 < shots.length; j++) shots[j].endMs = Math.max(shots[j].endMs, shots[j + 1].startMs);
  shots[0].endMs = shots[1]?.startMs ?? timeline.endCardStartMs;
  // Behind the intro's cards the camera waits where the first turn starts: it cuts in, no move.
  if (carded && shots[1]) shots[0].focus = shots[1].focus;
  const scenes = carded ? planScenes(shots) : undefined;
  // Beside the card in front, the turn's quoted line set large while it is said, gone at the next cut.
  const quotes = carded
    ? planQuotes(shots, frame, timeline.endCardStartMs).map((q) => ({
        ...q,
        endMs: Math.min(q.endMs, ...(scenes ?? []).map((sc) => sc.fromMs).filter((at) => at > q.startMs)),
      }))
    : [];
  const layout = quotes.length > 0 || !carded ? frame : withoutQuote(frame);
  const textBoxes = battle.sides.flatMap((side, s) => side.textBoxes.map((b) => moveBox(board.slots[s], b)));
  // A turn's last words leave with its picture: the next turn cuts in a beat before its own first word.
  const sections = battle.parts.map((part, i) => ({ wordStart: part.wordStart, cutMs: starts[i] }));
  const captions = planCaptions({
    words,
    offsetMs: timeline.voiceStartMs,
    endMs: timeline.endCardStartMs,
    layout,
    shots,
    textBoxes,
    sections,
    style: input.captionStyle,
  });
  // The names under the uploads on the board: the mark keeps off them as off the uploads' own text.
  const names = board.slots.map((slot) => ({ x: slot.x, y: slot.y + slot.height, w: slot.width, h: board.label }));
  // The free tier's mark: a corner of the board's picture, clear of the turn's quote and the captions, as a roast's.
  const watermark = input.options.watermark ? planWatermark(shots, layout, captions, board, { textBoxes: [...textBoxes, ...names], scenes }) : undefined;
  const winner = battle.verdict.names[battle.verdict.winner === "a" ? 0 : 1];
  return {
    orientation,
    size,
    fps: FPS,
    timeline,
    layout,
    stage,
    shots,
    marks: planMarks(shots),
    captions,
    captionStyle: input.captionStyle ?? DEFAULT_CAPTION_STYLE,
    ...(carded ? { quotes, scenes, cards } : {}),
    watermark,
    audio: planAudio({ timeline, shots, music: input.options.music, mood: input.script.mood, seed: input.seed, robotVoice: input.voice.style === "roastbot" }),
    upscale: input.options.upscale,
    endCard: { verdict: `Winner: ${winner}`, site: input.endCard?.site ?? DEFAULT_END_CARD.site, battle: { winner, reason: battle.verdict.reason } },
    // The intro: both uploads and their names, for a poster that shows the two.
    posterAtMs: Math.round(INTRO_MS / 2),
    board,
  };
}

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** The scenes of a landscape battle: the intro's two cards, then at each cut to the other side its card in front. */
function planScenes(shots: readonly DirectedShot[]): PlannedScene[] {
  const scenes: PlannedScene[] = [{ fromMs: 0, backdrop: SCENE_BACKDROP.intro, camera: false }];
  for (const shot of shots.slice(1)) {
    const side = / \(([AB])\): /.exec(shot.label)?.[1];
    const backdrop = side === "B" ? SCENE_BACKDROP.b : SCENE_BACKDROP.a;
    if (scenes[scenes.length - 1].backdrop !== backdrop) scenes.push({ fromMs: shot.startMs, backdrop, camera: true });
  }
  return scenes;
}

/**
 * The still the camera moves over: the whole board, pre-scaled further than a single roast's
 * (a turn looks at half of it, and its quote closer still), capped for memory.
 */
function planBattleStage(view: Box, viewport: { width: number; height: number }) {
  const height = even(Math.min(2.2 * viewport.height, 3600));
  const scale = height / view.h;
  return { view, scale, width: even(view.w * scale), height };
}
