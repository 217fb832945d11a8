import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the stand-in received: its path, headers and parsed JSON body. */
export interface StandInRequest {
  url: string;
  headers: IncomingMessage["headers"];
  // biome-ignore lint/suspicious/noExplicitAny: a chat-completions body as a test reads it
  body: any;
}

/** What the stand-in answers: the assistant's content (an object is sent as its JSON), or an HTTP status and body. */
export type StandInAnswer = { content: unknown } | { status: number; body: unknown };

export interface LlmStandIn {
  /** The base URL to configure as LLM_BASE_URL. */
  baseUrl: string;
  requests: StandInRequest[];
  close(): Promise<void>;
}

/** A chat completion whose assistant message is `content` (an object is written as JSON, as a model in JSON mode does). */
export const chatCompletion = (content: unknown) => ({
  id: "chatcmpl-stand-in",
  object: "chat.completion",
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content) } }],
});

/**
 * A local OpenAI-compatible chat-completions endpoint for tests and benches: the language model's
 * network edge and nothing more. Each POST to …/chat/completions is answered by `answer` (given
 * the request and how many came before it) after `latencyMs`, as a real model takes its time.
 */
export async function startLlmStandIn(
  answer: (request: StandInRequest, index: number) => StandInAnswer | Promise<StandInAnswer>,
  options: { latencyMs?: number } = {},
): Promise<LlmStandIn> {
  const requests: StandInRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const request: StandInRequest = { url: req.url ?? "", headers: req.headers, body: safeJson(Buffer.concat(chunks).toString("utf8")) };
      const index = requests.length;
      requests.push(request);
      const reply = req.url?.endsWith("/chat/completions") ? await answer(request, index) : { status: 404, body: { error: { message: "not found" } } };
      const send = () => {
        const [status, body] = "content" in reply ? [200, chatCompletion(reply.content)] : [reply.status, reply.body];
        res.writeHead(status, { "content-type": "application/json" });
        res.end(typeof body === "string" ? body : JSON.stringify(body));
      };
      if (!options.latencyMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, options.latencyMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The image a chat request carries, as bytes (the first image_url of its user message). */
export function requestImage(request: StandInRequest): Buffer | undefined {
  const user = request.body?.messages?.find((m: { role: string }) => m.role === "user");
  const part = Array.isArray(user?.content) ? user.content.find((c: { type: string }) => c.type === "image_url") : undefined;
  const url: string | undefined = part?.image_url?.url;
  return url?.startsWith("data:") ? Buffer.from(url.slice(url.indexOf(",") + 1), "base64") : undefined;
}
