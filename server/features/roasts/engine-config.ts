import type { Env } from "../../env";
import type { EngineConfig } from "../../roast-engine";

/** The roast engine's settings from config: bundled ffmpeg unless overridden, optional LLM and cloud voice. */
export function engineConfigFromEnv(env: Env): EngineConfig {
  return {
    ffmpegPath: env.FFMPEG_PATH,
    ffprobePath: env.FFPROBE_PATH,
    llm: env.LLM_BASE_URL && env.LLM_MODEL ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, timeoutMs: env.LLM_TIMEOUT_MS } : undefined,
    tts: env.TTS_BASE_URL ? { baseUrl: env.TTS_BASE_URL, model: env.TTS_MODEL, voice: env.TTS_VOICE, apiKey: env.TTS_API_KEY } : undefined,
  };
}
