import { ROASTBOT_AUDIO_FILTER } from "../voice/roastbot-voice";
import { AUDIO_RATE } from "./encode-settings";
import type { Timeline } from "../plan/plan-timeline";

/**
 * The soundtrack, mixed in a short ffmpeg run beside the picture (make-soundtrack.ts): the voice
 * (RoastBot gets its chassis resonance), delayed by the lead-in, over the bed (music + sting), as
 * mono PCM of exactly the clip's length. Its loudness is set afterwards in process (normalize-loudness.ts);
 * the soundtrack's last run only encodes the finished WAV (and upmixes it to stereo).
 */
export function buildAudioMixArgs(options: { voicePath: string; bedPath: string; timeline: Timeline; robotVoice: boolean; outPath: string }): string[] {
  const samples = Math.round((options.timeline.totalMs / 1000) * AUDIO_RATE);
  const prepare = `aformat=sample_fmts=fltp:channel_layouts=mono,aresample=${AUDIO_RATE}`;
  const robot = options.robotVoice ? `${ROASTBOT_AUDIO_FILTER},` : "";
  const graph = [
    `[0:a]${prepare},${robot}adelay=${options.timeline.voiceStartMs},apad=whole_len=${samples}[voice]`,
    `[1:a]${prepare},apad=whole_len=${samples}[bed]`,
    // The AAC encoder drops what is above ~15 kHz at 128 kb/s: cut it here, so the loudness is
    // measured on what will be heard (the bed's noise carries ~1 dB of it).
    `[voice][bed]amix=inputs=2:duration=longest:dropout_transition=0,lowpass=f=15000,atrim=end_sample=${samples}[mix]`,
  ].join(";");
  return [
    ...["-loglevel", "error", "-i", options.voicePath, "-i", options.bedPath],
    ...["-filter_complex", graph, "-map", "[mix]", "-c:a", "pcm_s16le", "-f", "wav", options.outPath],
  ];
}
