import { EngineError } from "../../engine-error";
import { findPunchline } from "../script/find-punchline";
import type { TimedWord } from "../../types";

/**
 * Frames a second of every render. 24, not 30: a fifth fewer frames to move the camera over,
 * caption and encode, which is what brings both videos under 5 s on 2 cores (ADR 0015).
 */
export const FPS = 24;
const LEAD_IN_MS = 250;
const PUNCH_HOLD_MS = 450;
const END_CARD_MIN_MS = 1000;
const END_CARD_MAX_MS = 1600;
const MIN_TOTAL_MS = 6600;
const MAX_TOTAL_MS = 7800;

/** When things happen in the clip, in ms from its start; lengths in whole frames. */
export interface Timeline {
  voiceStartMs: number;
  endCardStartMs: number;
  totalMs: number;
  mainFrames: number;
  endCardFrames: number;
  /** Where the rimshot lands: just after the punchline word. */
  stingAtMs: number;
}

const toFrames = (ms: number) => Math.round((ms * FPS) / 1000);
const fromFrames = (frames: number) => (frames * 1000) / FPS;

/** A moment in the voice (ms from its start) that should be heard at a moment of the clip. */
export interface VoiceCue {
  voiceMs: number;
  clipMs: number;
}

/**
 * The clip is the voice plus an end card, about 7 s: a short lead-in, the roast, the punchline
 * held a beat, then the end card. Short roasts hold the punchline longer; long ones get the
 * shortest end card. With a cue (the first quoted word, and when the camera lands on it), the
 * voice waits so that word is said as the camera arrives, as far as the longest clip allows: a
 * quote heard while the whole upload is still on screen cannot be read or marked.
 */
export function planTimeline(voice: { durationMs: number; words: TimedWord[] }, cue?: VoiceCue): Timeline {
  const voiceEnd = Math.max(0, ...voice.words.map((w) => w.endMs));
  // The longest lead-in that still leaves the longest clip the punchline's beat and the shortest end card.
  const room = Math.floor(fromFrames(toFrames(MAX_TOTAL_MS)) - END_CARD_MIN_MS - PUNCH_HOLD_MS - voiceEnd);
  const leadIn = Math.round(Math.max(LEAD_IN_MS, Math.min(room, cue ? cue.clipMs - cue.voiceMs : 0)));
  const spokenEnd = leadIn + voiceEnd;
  const totalFrames = toFrames(Math.min(MAX_TOTAL_MS, Math.max(MIN_TOTAL_MS, spokenEnd + PUNCH_HOLD_MS + 1200)));
  const latestCard = fromFrames(totalFrames) - END_CARD_MIN_MS;
  const cardStart = Math.max(spokenEnd + PUNCH_HOLD_MS, fromFrames(totalFrames) - END_CARD_MAX_MS);
  if (spokenEnd + 200 > latestCard) {
    throw new EngineError("UNPROCESSABLE", `The voice (${voice.durationMs} ms) is too long for the video.`);
  }
  const mainFrames = Math.min(Math.ceil((cardStart * FPS) / 1000), Math.floor((latestCard * FPS) / 1000));
  const stingAtMs = Math.round(leadIn + (findPunchline(voice.words)?.endMs ?? 0) + 60);
  return {
    voiceStartMs: leadIn,
    endCardStartMs: Math.round(fromFrames(mainFrames)),
    totalMs: Math.round(fromFrames(totalFrames)),
    mainFrames,
    endCardFrames: totalFrames - mainFrames,
    stingAtMs: Math.min(stingAtMs, Math.round(fromFrames(mainFrames))),
  };
}
