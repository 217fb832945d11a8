import { EngineError } from "../../engine-error";

export interface TtsConfig {
  baseUrl: string;
  model: string;
  voice: string;
  apiKey?: string;
}

/** A cloud voice: text in, audio bytes out (WAV asked for; anything ffmpeg reads is accepted). */
export interface TtsProvider {
  readonly name: string;
  synthesize(text: string, signal?: AbortSignal): Promise<Buffer>;
}

const TIMEOUT_MS = 15_000;

/** An OpenAI-compatible speech endpoint: POST {baseUrl}/audio/speech. */
export function createOpenAiTts(config: TtsConfig, fetchImpl: typeof fetch = fetch): TtsProvider {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/audio/speech`;
  return {
    name: "openai-compatible",
    async synthesize(text, signal) {
      const timeout = AbortSignal.timeout(TIMEOUT_MS);
      const headers: Record<string, string> = { "content-type": "application/json", accept: "audio/wav" };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: "POST",
          headers,
          body: JSON.stringify({ model: config.model, voice: config.voice, input: text, response_format: "wav" }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new EngineError("UNAVAILABLE", `Cloud voice unreachable: ${String(error)}`, { cause: error });
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 200);
        throw new EngineError("UNAVAILABLE", `Cloud voice answered ${response.status}: ${detail}`);
      }
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length < 100) throw new EngineError("UNAVAILABLE", "Cloud voice returned no audio.");
      return audio;
    },
  };
}
