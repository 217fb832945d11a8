import { EngineError } from "../../engine-error";
import type { ChatRequest, ResponseFormat } from "./llm-prompt";
import { responseFormatOf } from "./llm-prompt";
import type { ModelProblem } from "./model-problem";

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** How long the model may take for a roast, a repair included, before the offline engine writes it. */
  timeoutMs: number;
  /** A strict JSON schema (default) or JSON mode; an endpoint that refuses the schema gets JSON mode from then on. */
  responseFormat?: ResponseFormat;
  /**
   * When the screen reader's hints go to the model: with a repair (default; the first request
   * leaves at once, its wait beside the reading) or in the first request, which then waits for
   * the screen to be read.
   */
  readerHints?: "repair" | "first";
}

/**
 * Endpoints found to refuse `json_schema` (an HTTP 400 naming it): asked in JSON mode from then
 * on, for as long as the engine's configuration lives.
 */
const noSchema = new WeakSet<LlmConfig>();

/** The format to ask a configured model for. */
export const formatFor = (llm: LlmConfig): ResponseFormat => (noSchema.has(llm) ? "json_object" : (llm.responseFormat ?? "json_schema"));

/** A model's answer: the parsed body and how long it took. */
export interface ModelReply {
  body: unknown;
  ms: number;
}

/**
 * One chat completion. An endpoint that answers 400 to a `json_schema` request (many
 * OpenAI-compatible servers know only JSON mode) is asked again at once in JSON mode, and
 * remembered. HTTP errors and unreadable bodies are EngineErrors; the signal's reason (a timeout,
 * the caller's abort) is thrown as it is.
 */
export async function callModel(llm: LlmConfig, fetchImpl: typeof fetch, request: ChatRequest, signal: AbortSignal): Promise<ModelReply> {
  const started = performance.now();
  let response = await post(llm, fetchImpl, request, signal);
  if (response.status === 400 && request.response_format.type === "json_schema") {
    const text = await response.text().catch(() => "");
    if (/response_format|json_schema|schema/i.test(text)) {
      noSchema.add(llm);
      response = await post(llm, fetchImpl, { ...request, response_format: responseFormatOf("json_object") }, signal);
    } else {
      throw new EngineError("UNAVAILABLE", "The model answered HTTP 400");
    }
  }
  if (!response.ok) throw new EngineError("UNAVAILABLE", `The model answered HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => {
    if (signal.aborted) throw signal.reason;
    return { unreadable: true };
  });
  return { body, ms: Math.round(performance.now() - started) };
}

function post(llm: LlmConfig, fetchImpl: typeof fetch, request: ChatRequest, signal: AbortSignal): Promise<Response> {
  return fetchImpl(`${llm.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
    body: JSON.stringify(request),
    signal,
  });
}

/** Why a request to the model failed, as the operator reads it, and its code. */
export function describeModelFailure(error: unknown, timeoutMs: number): { code: ModelProblem; reason: string } {
  if (error instanceof DOMException && error.name === "TimeoutError") return { code: "timeout", reason: `timed out after ${timeoutMs} ms` };
  return { code: "http_error", reason: error instanceof Error ? error.message : String(error) };
}

/** The text the model wrote in a chat completion, for the repair's conversation. */
export function contentOf(body: unknown): string {
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message?.content;
  return typeof content === "string" ? content : JSON.stringify(body);
}
