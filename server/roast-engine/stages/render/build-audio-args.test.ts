import { describe, expect, it } from "vitest";
import { buildAudioMixArgs } from "./build-audio-args";
import { planTimeline } from "../plan/plan-timeline";

const timeline = planTimeline({ durationMs: 5200, words: Array.from({ length: 16 }, (_, i) => ({ text: `w${i}`, startMs: i * 320, endMs: i * 320 + 300 })) });
const graphOf = (args: string[]) => args[args.indexOf("-filter_complex") + 1];

describe("buildAudioMixArgs", () => {
  const args = buildAudioMixArgs({ voicePath: "/w/v.wav", bedPath: "/w/b.wav", timeline, robotVoice: true, outPath: "/w/m.wav" });
  const samples = Math.round((timeline.totalMs / 1000) * 44100);

  it("delays the voice by the lead-in and pads voice and bed to the clip's length", () => {
    expect(args.slice(2, 6)).toEqual(["-i", "/w/v.wav", "-i", "/w/b.wav"]);
    expect(graphOf(args)).toContain(`adelay=${timeline.voiceStartMs},apad=whole_len=${samples}[voice]`);
    expect(graphOf(args)).toContain(`[1:a]aformat=sample_fmts=fltp:channel_layouts=mono,aresample=44100,apad=whole_len=${samples}[bed]`);
  });

  it("writes exactly the clip's length as 44.1 kHz mono PCM, its loudness left to the normaliser", () => {
    expect(graphOf(args)).not.toContain("loudnorm");
    expect(graphOf(args)).toMatch(new RegExp(`amix=inputs=2:duration=longest:dropout_transition=0,lowpass=f=15000,atrim=end_sample=${samples}\\[mix\\]$`));
    expect(args.slice(-7)).toEqual(["-map", "[mix]", "-c:a", "pcm_s16le", "-f", "wav", "/w/m.wav"]);
  });

  it("gives only the RoastBot voice its robotic resonance", () => {
    expect(graphOf(args)).toContain("aecho=");
    const cloud = buildAudioMixArgs({ voicePath: "/w/v.wav", bedPath: "/w/b.wav", timeline, robotVoice: false, outPath: "/w/m.wav" });
    expect(graphOf(cloud)).not.toContain("aecho=");
  });
});
