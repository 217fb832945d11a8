import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EngineError } from "../../engine-error";
import type { MediaTools } from "../../infrastructure/tools/media-tools";
import type { Narrator, Script } from "../../types";
import type { TtsProvider } from "./cloud-tts";
import { createVoiceTrack } from "./create-voice-track";
import { ROASTBOT_AUDIO_FILTER } from "./roastbot-voice";

/** About a second of speech: enough to hear who is talking. */
export const PREVIEW_TEXT = "Bold choice. Very bold.";

const previewScript: Script = {
  text: PREVIEW_TEXT,
  words: PREVIEW_TEXT.split(" ").map((text) => ({ text })),
  beats: [],
  mood: "deadpan",
  source: "offline",
  quoted: [],
  targets: [],
  lineIds: [],
};

/**
 * A short WAV of `narrator` saying PREVIEW_TEXT, sounding as it will in a roast (RoastBot with its
 * chassis echo). The cloud voice is used only when `cloud` is given.
 */
export async function createNarratorPreview(options: { narrator: Narrator; tools: MediaTools; cloud?: TtsProvider; signal?: AbortSignal }): Promise<Buffer> {
  const workDir = await mkdtemp(join(tmpdir(), "rr-preview-"));
  try {
    const voice = await createVoiceTrack({
      script: previewScript,
      workDir,
      tools: options.tools,
      cloud: options.cloud,
      narrator: options.narrator,
      beat: false,
      signal: options.signal,
    });
    if (voice.style !== options.narrator)
      throw new EngineError("UNAVAILABLE", `The ${options.narrator} voice is not available: ${voice.fallbackReason ?? "not configured"}`);
    const outPath = join(workDir, "preview.wav");
    const filters = voice.style === "roastbot" ? ["-af", ROASTBOT_AUDIO_FILTER] : [];
    await options.tools.runFfmpeg(["-i", voice.wavPath, ...filters, "-ac", "1", "-ar", "24000", "-c:a", "pcm_s16le", outPath], options.signal);
    return await readFile(outPath);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
