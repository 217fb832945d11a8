import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { readEngineConfig } from "./read-engine-config";

describe("readEngineConfig", () => {
  it("is fully offline without LLM_* and TTS_*", () => {
    expect(readEngineConfig(parseEnv({}))).toEqual({
      ffmpegPath: undefined,
      ffprobePath: undefined,
      llm: undefined,
      tts: undefined,
      siteHost: undefined,
      preloadPhotoModel: true,
    });
  });

  it("configures the binaries, the model and the cloud voice from the environment", () => {
    const env = parseEnv({
      FFMPEG_PATH: "/opt/ffmpeg",
      FFPROBE_PATH: "/opt/ffprobe",
      LLM_BASE_URL: "http://llm.local/v1",
      LLM_MODEL: "vision-1",
      LLM_API_KEY: "k1",
      TTS_BASE_URL: "http://tts.local/v1",
      TTS_API_KEY: "k2",
      PUBLIC_URL: "https://roasts.example.com/",
    });
    expect(readEngineConfig(env)).toEqual({
      ffmpegPath: "/opt/ffmpeg",
      ffprobePath: "/opt/ffprobe",
      // A strict JSON schema unless LLM_RESPONSE_FORMAT says the endpoint takes only json_object.
      llm: { baseUrl: "http://llm.local/v1", model: "vision-1", apiKey: "k1", timeoutMs: 8000, responseFormat: "json_schema", readerHints: "repair" },
      tts: { baseUrl: "http://tts.local/v1", model: "tts-1", voice: "onyx", apiKey: "k2" },
      siteHost: "roasts.example.com",
      preloadPhotoModel: true,
    });
  });

  it("leaves the photo model to the first roast in tests", () => {
    expect(readEngineConfig(parseEnv({ NODE_ENV: "test" })).preloadPhotoModel).toBe(false);
  });

  it("needs both the model's URL and name", () => {
    expect(readEngineConfig(parseEnv({ LLM_BASE_URL: "http://llm.local/v1" })).llm).toBeUndefined();
  });
});
