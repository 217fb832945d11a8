import type { ParsedEnv } from "./env";
import type { EngineConfig } from "./roast-engine";

/** The engine's configuration from the parsed environment: LLM_* and TTS_* switch the cloud parts on. */
export function readEngineConfig(env: ParsedEnv): EngineConfig {
  return {
    ffmpegPath: env.FFMPEG_PATH,
    ffprobePath: env.FFPROBE_PATH,
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL,
            model: env.LLM_MODEL,
            apiKey: env.LLM_API_KEY,
            timeoutMs: env.LLM_TIMEOUT_MS,
            responseFormat: env.LLM_RESPONSE_FORMAT,
            readerHints: env.LLM_READER_HINTS,
          }
        : undefined,
    siteHost: env.PUBLIC_URL ? new URL(env.publicUrl).host : undefined,
    // Tests start many servers; only those that roast load the model, when the first roast asks.
    preloadPhotoModel: env.NODE_ENV !== "test",
    tts: env.TTS_BASE_URL ? { baseUrl: env.TTS_BASE_URL, model: env.TTS_MODEL, voice: env.TTS_VOICE, apiKey: env.TTS_API_KEY } : undefined,
  };
}
