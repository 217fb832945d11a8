import type { Mood } from "../../types";
import { planMusic } from "./plan-music";
import type { Timeline } from "./plan-timeline";
import type { RenderPlan } from "./render-plan";
import type { DirectedShot } from "./shot-types";
import { planWhooshes } from "./plan-whooshes";

/** A render's sound cues and music bed, the same for a single roast and a battle. */
export function planAudio(input: {
  timeline: Pick<Timeline, "voiceStartMs" | "stingAtMs">;
  shots: DirectedShot[];
  music: boolean;
  mood: Mood;
  seed: string;
  robotVoice: boolean;
}): RenderPlan["audio"] {
  return {
    voiceStartMs: input.timeline.voiceStartMs,
    stingAtMs: input.timeline.stingAtMs,
    whooshAtMs: planWhooshes(input.shots),
    music: input.music ? planMusic(input.mood, input.seed) : undefined,
    robotVoice: input.robotVoice,
  };
}
