import { EngineError } from "../engine-error";
import type { NormalizedImage } from "../image";
import type { Analysis, Script } from "../types";
import { buildLlmRequest } from "./llm-prompt";
import { parseLlmScript } from "./parse-llm-script";
import { isSafeRoastText } from "./safe-roast";
import { writeOfflineScript } from "./write-offline-script";

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export interface ScriptWriterConfig {
  llm?: LlmConfig;
  fetch?: typeof fetch;
  /** Told why the model's roast was not used (HTTP error, timeout, bad JSON, unsafe text). */
  onFallback?: (reason: string) => void;
}

export interface ScriptWriter {
  write(input: WriteInput): Promise<Script>;
}

export interface WriteInput {
  analysis: Analysis;
  image: NormalizedImage;
  seed: string;
  /** Writers'-room lines this user heard in their last roasts (and a re-roast's parent): never repeated. */
  avoidLineIds?: readonly string[];
  /** A safe roast (a borderline upload, ADR 0019): nothing about a body, a face or clothes, from the model or the room. */
  safe?: boolean;
  signal?: AbortSignal;
}

/**
 * Writes roasts with an OpenAI-compatible vision model when one is configured, and with the
 * offline comedy engine otherwise or whenever the model fails. Only the caller's own abort
 * stops a roast; every model failure falls back.
 */
export function createScriptWriter(config: ScriptWriterConfig): ScriptWriter {
  const { llm } = config;
  const fetchImpl = config.fetch ?? globalThis.fetch;
  return {
    async write({ analysis, image, seed, avoidLineIds, safe, signal }) {
      signal?.throwIfAborted();
      if (!llm) return writeOfflineScript(analysis, seed, { avoidLineIds, safe });
      try {
        return await requestLlmScript(llm, fetchImpl, { analysis, image, seed, safe, signal });
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        config.onFallback?.(describeFailure(error, llm.timeoutMs));
        return writeOfflineScript(analysis, seed, { avoidLineIds, safe });
      }
    },
  };
}

async function requestLlmScript(
  llm: LlmConfig,
  fetchImpl: typeof fetch,
  input: { analysis: Analysis; image: NormalizedImage; seed: string; safe?: boolean; signal?: AbortSignal },
): Promise<Script> {
  const timeout = AbortSignal.timeout(llm.timeoutMs);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  const body = await buildLlmRequest(input.analysis, input.image, input.seed, llm.model, { safe: input.safe });
  const response = await fetchImpl(`${llm.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new EngineError("UNAVAILABLE", `The model answered HTTP ${response.status}`);
  const json: unknown = await response.json().catch(() => {
    if (signal.aborted) throw signal.reason;
    throw new EngineError("UNPROCESSABLE", "The model's answer is not JSON");
  });
  const script = parseLlmScript(json, input.analysis);
  // The prompt asked; the text is checked, as the offline room's is.
  if (input.safe && !isSafeRoastText(script.text)) throw new EngineError("UNPROCESSABLE", "The model's roast spoke of a body or clothes in a safe roast");
  return script;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return `timed out after ${timeoutMs} ms`;
  if (error instanceof Error) return error.message;
  return String(error);
}
