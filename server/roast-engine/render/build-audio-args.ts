import { ROASTBOT_AUDIO_FILTER } from "../voice/roastbot-voice";
import { AUDIO_RATE } from "./encode-settings";
import type { Timeline } from "./plan-timeline";

/**
 * The soundtrack, mixed in its own short ffmpeg run before the video: the voice (RoastBot gets
 * its chassis resonance), delayed by the lead-in, over the bed (music + sting), normalised to
 * -16 LUFS. loudnorm looks 3 s ahead; inside the video run that delay made ffmpeg queue ~3 s of
 * raw 1080x1920 frames (~110 MB), so the mix is a separate, finished WAV.
 */
export function buildAudioMixArgs(options: {
  voicePath: string;
  bedPath: string;
  timeline: Timeline;
  robotVoice: boolean;
  outPath: string;
}): string[] {
  const samples = Math.round((options.timeline.totalMs / 1000) * AUDIO_RATE);
  const prepare = `aformat=sample_fmts=fltp:channel_layouts=mono,aresample=${AUDIO_RATE}`;
  const robot = options.robotVoice ? `${ROASTBOT_AUDIO_FILTER},` : "";
  const graph = [
    `[0:a]${prepare},${robot}adelay=${options.timeline.voiceStartMs},apad=whole_len=${samples}[voice]`,
    `[1:a]${prepare},apad=whole_len=${samples}[bed]`,
    `[voice][bed]amix=inputs=2:duration=longest:dropout_transition=0,atrim=end_sample=${samples},` +
      `loudnorm=I=-16:TP=-1.5:LRA=11,aresample=${AUDIO_RATE},apad=whole_len=${samples},atrim=end_sample=${samples},aformat=channel_layouts=stereo[mix]`,
  ].join(";");
  return [
    ...["-loglevel", "error", "-i", options.voicePath, "-i", options.bedPath],
    ...["-filter_complex", graph, "-map", "[mix]", "-c:a", "pcm_s16le", "-f", "wav", options.outPath],
  ];
}
