import { DEFAULT_CAPTION_STYLE } from "../../../../common/caption-styles";
import { planStage } from "./camera-expr";
import { withoutQuote } from "./card-layout";
import { composeLayout, type Layout } from "./compose-layout";
import { openingView } from "./frame-region";
import { roundBox } from "./geometry";
import { getOutputSize } from "./output-size";
import { planCaptionsAndLeadIns } from "./plan-captions";
import { planAudio } from "./plan-audio";
import { planMarks } from "./plan-marks";
import { pickPosterMoment } from "./pick-poster-moment";
import { centreQuotesAlone, planQuotes, withLeadIns } from "./plan-quotes";
import { CAMERA_LANDS_MS, SHORTEST_FIRST_MOVE_MS, SHORTEST_OPENING_MS, planShots } from "./plan-shots";
import { FPS, type VoiceCue, planTimeline } from "./plan-timeline";
import { planWatermark } from "./plan-watermark";
import type { PlanInput, RenderPlan } from "./render-plan";

/** The end card's verdict and address when the input carries none (an older kept input, a test). */
export const DEFAULT_END_CARD = { verdict: "Roast level: well done", site: "roastreel.app" };

/** The first word the camera goes to, to be said as it lands there (see planTimeline). */
function firstCue(input: PlanInput): VoiceCue | undefined {
  const first = Math.min(...(input.direction?.targets ?? []).map((t) => t.wordStart));
  const word = input.voice.words[first];
  return word ? { voiceMs: word.startMs, clipMs: CAMERA_LANDS_MS } : undefined;
}

/** A quote whose words start being said within this many opening words is among them: a lead-in's length ("Your bio:", "Then, in your own words:"). */
const OPENING_WORDS = 4;

/** When the opening words have all started being said, on the video's clock. */
function openingWordsEndMs(input: PlanInput, voiceStartMs: number): number {
  const words = input.voice.words;
  const last = words[Math.min(OPENING_WORDS, words.length - 1)];
  return last ? voiceStartMs + last.startMs : voiceStartMs;
}

/**
 * What of one orientation's plan the upload alone decides (its frame, layout and stage: the camera
 * opens on the whole upload), so the stage can be composed before there is a script or a voice.
 */
export function planRoastStill(image: PlanInput["image"], orientation: PlanInput["orientation"], options: Pick<PlanInput["options"], "upscale">) {
  const size = getOutputSize(orientation, options);
  const layout = composeLayout(orientation, size.width, size.height, image);
  const opening = roundBox(openingView({ image, frame: size, viewport: layout.viewport }));
  return { size, layout, stage: planStage(opening, layout.viewport, layout.stageAtSource), upscale: options.upscale };
}

/**
 * Plans one orientation's render, whole, before anything is drawn: the frame and its layout, the
 * clock (voice, punch, end card), the camera's shots and their marks line by line, the caption
 * groups placed where the upload has no text (in the input's caption style), the watermark's corner at each moment, the sound's cues
 * and its music. Pure: same input, same plan.
 */
export function planRender(input: PlanInput): RenderPlan {
  const still = planRoastStill(input.image, input.orientation, input.options);
  const { size, stage } = still;
  const direction = input.direction;
  const timeline = planTimeline(input.voice, firstCue(input));
  const shots = planShots({
    image: input.image,
    frame: size,
    viewport: still.layout.viewport,
    fillKeeps: still.layout.fillKeeps,
    targets: direction?.targets ?? [],
    focusHint: direction?.focusHint,
    words: input.voice.words,
    voiceOffsetMs: timeline.voiceStartMs,
    endMs: timeline.endCardStartMs,
    anchorY: still.layout.anchorY,
    shortestOpeningMs: SHORTEST_OPENING_MS,
    shortestFirstMoveMs: SHORTEST_FIRST_MOVE_MS,
    textBoxes: direction?.textBoxes,
    keyboard: direction?.keyboard,
    rows: direction?.rows,
    surfaces: direction?.surfaces,
    quoteSetBeside: still.layout.quote !== undefined,
    captionBand: captionBandOf(still.layout),
    photo: input.image.photo,
  });
  // Where a card leaves room (beside it in landscape, at a portrait frame's foot), the quoted lines
  // set large; a roast that quotes nothing on screen has its captions to themselves (withoutQuote).
  // Over a picture that fills the frame there is no place for it: a large copy on a plate over the
  // picture was tried in portrait and judged worse blind (it collided with the captions;
  // docs/benchmarks.md, "Frames judged blind"). A card has a region of its own for it.
  const quotes = planQuotes(shots, still.layout, timeline.endCardStartMs, { fromStartIfSaidByMs: openingWordsEndMs(input, timeline.voiceStartMs) });
  const layout = quotes.length > 0 ? still.layout : withoutQuote(still.layout);
  const { captions, leadIns } = planCaptionsAndLeadIns({
    words: input.voice.words,
    offsetMs: timeline.voiceStartMs,
    endMs: timeline.endCardStartMs,
    layout,
    shots,
    textBoxes: direction?.textBoxes ?? [],
    style: input.captionStyle,
    // The quote set large is its words' caption, in the same column: captioned again, the line was
    // "shown three times at once" (card, caption, quote; frames judged blind, bench/judging/README.md).
    // While it is alone there it sits in the column's middle (centreQuotesAlone), so the captions'
    // band is not left empty.
    quotes,
  });
  const marks = planMarks(shots);
  const watermark = input.options.watermark
    ? planWatermark(shots, layout, captions, input.image, {
        textBoxes: direction?.textBoxes,
        targets: [...(direction?.targets.map((t) => t.box) ?? []), ...(direction?.quoted ?? [])],
        cardEdge: true,
      })
    : undefined;
  return {
    orientation: input.orientation,
    size,
    fps: FPS,
    timeline,
    layout,
    stage,
    shots,
    marks,
    captions,
    captionStyle: input.captionStyle ?? DEFAULT_CAPTION_STYLE,
    // The words leading into a quote are its kicker, not a caption (withLeadIns).
    quotes: centreQuotesAlone(withLeadIns(quotes, leadIns, layout), captions, layout),
    watermark,
    audio: planAudio({ timeline, shots, music: input.options.music, mood: input.script.mood, seed: input.seed, robotVoice: input.voice.style === "roastbot" }),
    upscale: input.options.upscale,
    endCard: input.endCard ?? DEFAULT_END_CARD,
    posterAtMs: pickPosterMoment(captions, marks, Math.max(0, timeline.stingAtMs - 30)),
  };
}

/**
 * Where captions usually sit, as shares of the camera window's height, in a layout whose captions
 * go over the upload (those have a second place, `altY`: portrait, a wide photo's landscape).
 */
function captionBandOf(layout: Layout): { from: number; to: number } | undefined {
  const c = layout.captions;
  if (c.altY === undefined) return undefined;
  const v = layout.viewport;
  const half = 0.9 * c.fontSize;
  return { from: (c.y - half - v.y) / v.height, to: (c.y + half - v.y) / v.height };
}
