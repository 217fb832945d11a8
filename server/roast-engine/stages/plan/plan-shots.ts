import type { Box, TimedWord } from "../../types";
import { findPunchline } from "../script/find-punchline";
import { slideClearOfCuts, slideClearOfRowCuts, widenToLines } from "./clear-line-cuts";
import { frameLine, widestReadableHeight } from "./frame-line";
import { type CameraSpace, clampView, contains, firstLookView, frameRegion, openingView, photoOpeningView, tighten } from "./frame-region";
import { boxAround, centerOf, intersectBox, overlapArea, padBox, roundBox } from "./geometry";
import { quoteKeeps } from "./quote-keep";
import type { DirectedShot, DirectedTarget, Mark } from "./shot-types";

/** An eased move between two shots. */
export const MOVE_MS = 450;
/** The punch-in on the punchline word: a snap, not a glide. */
export const PUNCH_MOVE_MS = 140;
const PUNCH_IN = 1.12;
/** A punch-in that comes out at least this share of the view before's height is no punch-in (planShots). */
const PUNCH_HOLD = 0.97;
/**
 * The whole upload stays on screen at least this long: viewers decide in the first second, and
 * know the screen before the camera moves in on a line of it.
 */
export const OPENING_MS = 400;
/** When the camera can first be settled on a target; the voice waits for it (plan-timeline.ts). */
export const CAMERA_LANDS_MS = OPENING_MS + MOVE_MS;
/**
 * A roast whose voice is too long to wait that long says its first quote sooner: its opening then
 * shortens, down to this, so the camera lands as near the words as it can (the move in still
 * shows the upload).
 */
export const SHORTEST_OPENING_MS = 200;
/** ...and its move in quickens, down to this: a snap zoom still reads as a move, and lands on the words. */
export const SHORTEST_FIRST_MOVE_MS = 250;
const MIN_SHOT_MS = 600;
const MAX_TARGET_SHOTS = 3;
/** A count is framed with its neighbours ("2,940 followers", not "2,940"): this many line heights of context. */
const COUNT_CONTEXT = { x: 3, y: 1.2 };
/** A push-in to the subject of a photo is gentle: at most this much closer than the whole upload. */
const PUSH_IN_ZOOM = 1.6;

export interface ShotPlanInput extends CameraSpace {
  targets: DirectedTarget[];
  /** Voice word timings (ms from the voice's start) and where the voice starts in the clip. */
  words: TimedWord[];
  voiceOffsetMs: number;
  /** Where the roast ends and the end card begins. */
  endMs: number;
  /** The subject the analysis is sure of (a face, an object): where to go when the script points at nothing. */
  focusHint?: Box;
  /** Where quoted detail sits in the view, from the top (portrait keeps it above the captions). */
  anchorY: number;
  /**
   * How short the opening may get when the first target's words come early: the camera leaves
   * the whole upload `MOVE_MS` before them, but not before this (default: OPENING_MS).
   */
  shortestOpeningMs?: number;
  /** How short the move in to the first target may get then, so it lands as its words are said (default: MOVE_MS). */
  shortestFirstMoveMs?: number;
  /** The upload's lines of text (source pixels): a view on a quote slides to cut the fewest of them (clear-line-cuts.ts). */
  textBoxes?: readonly Box[];
  /** The screen's on-screen keyboard: a view on the screen's text keeps above it where it can (`aboveKeyboard`). */
  keyboard?: Box;
  /** The screen's bands that hold something drawn (text, avatars, icons): a view's edges keep between them as between its lines. */
  rows?: readonly Box[];
  /** The surfaces the screen's lines sit on (a bubble, a card; find-line-surfaces.ts): a quote's view keeps its own whole. */
  surfaces?: readonly Box[];
  /**
   * The quoted line is set large beside the camera's window (landscape, plan-quotes.ts): the
   * window then need not enlarge it to be read, and widens as far as the lines around it need.
   */
  quoteSetBeside?: boolean;
  /**
   * Where the captions usually sit, as shares of the camera window's height from its top (portrait
   * over the upload): a quote's view is placed, within a few anchors, where the fewest of the
   * upload's lines fall under them (`chooseAnchor`).
   */
  captionBand?: { from: number; to: number };
  /** A photograph opens filling the window where a light crop does it (`photoOpeningView`); a screen opens across its width (`firstLookView`). */
  photo?: boolean;
}

const spokenAt = (input: ShotPlanInput, index: number, edge: "startMs" | "endMs") =>
  input.voiceOffsetMs + input.words[Math.min(input.words.length - 1, Math.max(0, index))][edge];

/**
 * The shot list of one clip: the whole upload first; then each region the script roasts, the
 * camera arriving as its words are spoken and the mark drawing along with them, a quoted fragment
 * always whole in view (see frameLine); then the punch-in on the punchline word. A script that points at nothing
 * goes to the subject the analysis found (framed whole), or stays on the whole upload. Never
 * fails: anything out of reach is left out.
 */
export function planShots(input: ShotPlanInput): DirectedShot[] {
  const targets = [...input.targets].sort((a, b) => a.wordStart - b.wordStart);
  const whole = roundBox(input.photo ? photoOpeningView(input, input.focusHint) : firstLook(input, targets[0]?.box));
  if (input.words.length === 0) return [{ startMs: 0, endMs: Math.round(input.endMs), focus: whole, kind: "whole", label: "whole", moveMs: 0 }];
  const punchAt = Math.min(input.endMs - 300, spokenAt(input, findPunchline(input.words)?.first ?? 0, "startMs"));
  const shots: DirectedShot[] = [{ startMs: 0, endMs: 0, focus: whole, kind: "whole", label: "whole", moveMs: 0 }];
  let placed = 0;
  let lastFraming: { lineHeight: number; anchorY: number } | undefined;
  for (let q = 0; q < targets.length; q++) {
    const target = targets[q];
    if (placed >= MAX_TARGET_SHOTS) break;
    const wordsFrom = spokenAt(input, target.wordStart, "startMs");
    const wordsTo = spokenAt(input, target.wordEnd - 1, "endMs");
    const previous = shots[shots.length - 1];
    const opening = input.shortestOpeningMs ?? OPENING_MS;
    const start = Math.max(wordsFrom - MOVE_MS, previous.startMs + (shots.length === 1 ? opening : Math.max(MIN_SHOT_MS, previous.moveMs)));
    if (start + MIN_SHOT_MS > punchAt) continue;
    const text = target.kind === "quote" || target.kind === "count";
    // The move in to the first target may quicken, down to its floor, to land as its words are said.
    const moveMs = shots.length === 1 ? Math.min(MOVE_MS, Math.max(input.shortestFirstMoveMs ?? MOVE_MS, Math.round(wordsFrom - start))) : MOVE_MS;
    const settled = start + moveMs;
    const anchorY = text ? input.anchorY : 0.5;
    const context = target.kind === "count" ? COUNT_CONTEXT : undefined;
    const lineHeight = target.lineHeight ?? target.box.h;
    // A quoted fragment, wrapped or not, is framed whole: read line by line, the words said would
    // run ahead of the camera (the voice's timing is not the line's), and a line said off screen is lost.
    // With the room a bubble draws beside it, and the whole bubble where a readable view holds it (quote-keep.ts).
    const { keep, surface } = quoteKeeps(target, lineHeight, input);
    const frameAt = (anchor: number) => {
      const framing = { lineHeight, anchorY: anchor };
      const line = frameLine(input, target.box, { ...framing, context }).focus;
      const whole = surface && frameClearOfCuts(input, line, surface, framing);
      return whole && surface && contains(whole, surface) ? whole : frameClearOfCuts(input, line, keep, framing);
    };
    const anchored = text ? chooseAnchor(input, anchorY, keep, frameAt) : undefined;
    const focus = noWiderThan(anchored ? anchored.view : frameRegion(input, target.box), whole, input);
    const fromMs = Math.max(settled, Math.min(wordsFrom, punchAt - 250));
    const drawnMs = Math.min(punchAt, fromMs + Math.min(900, Math.max(250, wordsTo - fromMs)));
    const mark: Mark = {
      box: target.box,
      lines: target.lines?.map((l) => l.box),
      style: text ? "text" : "thing",
      saidFromMs: Math.min(wordsFrom, fromMs),
      fromMs,
      drawnMs,
      toMs: punchAt,
    };
    const quote = text ? target.text : undefined;
    shots.push({ startMs: start, endMs: 0, focus: roundBox(focus), kind: target.kind, label: `${target.kind}: ${target.text}`, moveMs, mark, quote });
    lastFraming = anchored ? { lineHeight, anchorY: anchored.anchorY } : undefined;
    placed++;
  }
  if (shots.length === 1 && input.focusHint && punchAt - OPENING_MS > MIN_SHOT_MS) {
    // Only to what was found, framed whole: a push-in on nothing in particular says nothing.
    const focus = roundBox(noWiderThan(frameRegion(input, input.focusHint, PUSH_IN_ZOOM), whole, input));
    shots.push({ startMs: OPENING_MS, endMs: 0, focus, kind: "push-in", label: "push-in", moveMs: punchAt - OPENING_MS - 100 });
  }
  const last = shots[shots.length - 1];
  const punchStart = Math.max(punchAt, last.startMs + Math.min(MIN_SHOT_MS, last.moveMs || MIN_SHOT_MS));
  if (punchStart + PUNCH_MOVE_MS < input.endMs) {
    const carried = last.mark && {
      ...last.mark,
      saidFromMs: punchStart,
      fromMs: punchStart + PUNCH_MOVE_MS,
      drawnMs: punchStart + PUNCH_MOVE_MS,
      toMs: input.endMs,
    };
    // The punch-in keeps a fragment that was whole in view whole, its underline included.
    // (Its margin is kept as far as the view held it: the fragment itself always was.)
    const keep = last.mark && intersectBox(padBox(last.mark.box, last.mark.box.h * 0.3, last.mark.box.h * 0.5), last.focus);
    const closer = tighten(input, last.focus, PUNCH_IN, keep);
    const framed =
      last.mark && keep ? frameClearOfCuts(input, closer, keep, lastFraming ?? { lineHeight: last.mark.box.h, anchorY: input.anchorY }, true) : closer;
    // Widened back to the lines' width, it gets no closer: it stays on the view before rather than
    // shift sideways or up and down on the punchline.
    const focus = framed.h >= last.focus.h * PUNCH_HOLD ? last.focus : framed;
    shots.push({
      startMs: punchStart,
      endMs: 0,
      focus: roundBox(focus),
      kind: "punch",
      label: "punch",
      moveMs: PUNCH_MOVE_MS,
      mark: carried,
    });
  }
  return shots.map((shot, i) => {
    const end = i + 1 < shots.length ? shots[i + 1].startMs : input.endMs;
    const mark = shot.mark && { ...shot.mark, toMs: Math.min(shot.mark.toMs, end) };
    return { ...shot, startMs: Math.round(shot.startMs), endMs: Math.round(end), moveMs: Math.round(Math.min(shot.moveMs, end - shot.startMs)), mark };
  });
}

/**
 * A photo's view no wider than its first look: a photo filling the window may be magnified past the
 * sharp scale (`photoOpeningView`), where a view on a thing in it stops; that view, centred on the
 * thing at the first look's size, never pulls back to show the fills beside the photo.
 */
function noWiderThan(view: Box, whole: Box, input: ShotPlanInput): Box {
  if (!input.photo || view.h <= whole.h) return view;
  const c = centerOf(view);
  return clampView(boxAround(c.x, c.y, whole.h, whole.w / whole.h), input);
}

/**
 * A view on a quoted fragment (`keep`) with the lines around it whole where the text can stay
 * readable (widened, clear-line-cuts.ts), else slid to where it cuts the fewest of them, its top
 * and foot between rows (grown a touch where that helps, but for a `punch`-in).
 */
function frameClearOfCuts(input: ShotPlanInput, view: Box, keep: Box, framing: { lineHeight: number; anchorY: number }, punch = false): Box {
  const lines = input.textBoxes ?? [];
  const mostHeight = Math.max(view.h, input.quoteSetBeside ? openingView(input).h : widestReadableHeight(input, framing.lineHeight));
  const widened = clampView(widenToLines(view, keep, lines, input.image, { ...framing, mostHeight }), input);
  const slid = aboveKeyboard(slideClearOfCuts(widened, keep, lines, input.image), keep, input.keyboard);
  // A punch-in snaps in on the view before it: it neither grows back out nor slides far from it.
  const slideLines = punch ? NEAR_SLIDE_LINES : rowSlideLines(input);
  return slideClearOfRowCuts(slid, keep, rowsOf(input), input.image, framing.lineHeight * slideLines, punch ? {} : { mostHeight });
}

/**
 * A screen's first look (`firstLookView`), slid up or down by up to two lines of the first
 * line the roast speaks of, kept whole, to where its edges fall between lines: an opening that
 * halved a pinned banner or a header was judged blind as a sloppy crop.
 */
function firstLook(input: ShotPlanInput, first: Box | undefined): Box {
  const view = firstLookView(input, first);
  const lines = input.textBoxes ?? [];
  const keep = first && padBox(first, first.h * 0.3, first.h * 0.5);
  return slideClearOfRowCuts(
    aboveKeyboard(view, keep, input.keyboard),
    keep,
    rowsOf(input),
    input.image,
    (first?.h ?? medianHeight(lines)) * rowSlideLines(input),
  );
}

/**
 * A view raised until its foot is at the keyboard's top, never so far that `keep` leaves it nor
 * past the screen's top: a view half on a keyboard was judged blind as "the keyboard filling the
 * lower card, an unedited screenshot" (bench/judging/README.md). A view taller than the screen
 * above the keyboard still shows some of it.
 */
export function aboveKeyboard(view: Box, keep: Box | undefined, keyboard: Box | undefined): Box {
  if (!keyboard || view.y + view.h <= keyboard.y || (keep && keep.y + keep.h > keyboard.y)) return view;
  const y = Math.max(0, keep ? keep.y + keep.h - view.h : 0, Math.min(view.y, keyboard.y - view.h));
  return { ...view, y };
}

/** What a view's top and bottom edges should not halve: the screen's lines, the bands drawn on it, and its keyboard as one block. */
const rowsOf = (input: ShotPlanInput): Box[] => [...(input.textBoxes ?? []), ...(input.rows ?? []), ...(input.keyboard ? [input.keyboard] : [])];

/** The middle height of the screen's lines, 0 with none. */
const medianHeight = (lines: readonly Box[]) => [...lines].map((l) => l.h).sort((a, b) => a - b)[Math.floor(lines.length / 2)] ?? 0;

/**
 * How far, in the quote's line heights, a view slides up or down to stop its edges halving a line:
 * two where captions sit over the picture (the quote keeps its place clear of their band), four on
 * a card, whose captions sit off it: two were too few to clear a profile's avatar above the name
 * (its lower third shown at the card's top, "a sliced avatar", judged blind; bench/judging/README.md).
 */
const rowSlideLines = (input: Pick<ShotPlanInput, "captionBand">) => (input.captionBand ? NEAR_SLIDE_LINES : 4);
/** The nearer slide: with captions over the picture, and for a punch-in, which keeps the view it snaps in on. */
const NEAR_SLIDE_LINES = 2;

/** The anchors a quote's view may take when the captions' band is known: its place from the top of the view. */
const ANCHORS = [0.24, 0.28, 0.32, 0.38, 0.44, 0.5];

/**
 * Where a quote's view puts it (`anchorY`), so that the captions' usual band falls on as little
 * of the upload's text as it can: judged blind, captions over a screenshot's lines were the
 * commonest defect of portrait frames (bench/judging/README.md). The usual anchor unless another
 * covers less than four fifths as much text, and never one that puts the quote itself under the band.
 */
function chooseAnchor(input: ShotPlanInput, usual: number, keep: Box, frameAt: (anchor: number) => Box): { view: Box; anchorY: number } {
  const band = input.captionBand;
  const lines = input.textBoxes ?? [];
  const first = { view: frameAt(usual), anchorY: usual };
  if (!band || lines.length === 0) return first;
  const underBand = (view: Box) => {
    const strip = { x: view.x, y: view.y + band.from * view.h, w: view.w, h: (band.to - band.from) * view.h };
    if (keep.y + keep.h > strip.y && keep.y < strip.y + strip.h) return Number.POSITIVE_INFINITY;
    return lines.reduce((sum, l) => sum + overlapArea(l, strip), 0);
  };
  const usualCost = underBand(first.view);
  let best = { ...first, cost: usualCost };
  for (const anchor of ANCHORS) {
    const view = frameAt(anchor);
    const cost = underBand(view);
    if (cost < best.cost) best = { view, anchorY: anchor, cost };
  }
  return best.cost < usualCost * 0.8 ? { view: best.view, anchorY: best.anchorY } : first;
}
