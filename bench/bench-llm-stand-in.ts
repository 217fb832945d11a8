import { type LlmStandIn, type StandInRequest, startLlmStandIn } from "../server/roast-engine/stages/script/test-support/llm-stand-in";

/**
 * A stand-in for a vision model in the bench: after `latencyMs` (a real model's time to answer),
 * a true roast of the upload built from the reader's hints in the request: the owner's first quote,
 * letter for letter, or on a photo, the photo itself. What the engine does around the model's
 * time is what the bench measures.
 */
export function startBenchStandIn(latencyMs: number): Promise<LlmStandIn> {
  return startLlmStandIn((request) => ({ content: answerFor(request) }), { latencyMs });
}

function answerFor(request: StandInRequest) {
  const text: string = request.body?.messages?.[1]?.content?.[0]?.text ?? "{}";
  const hints = JSON.parse(text.slice(text.indexOf("{")));
  const quote: string | undefined = hints.quotes?.[0]?.text;
  if (quote) {
    return {
      beats: [`“${quote}.”`, "Bold of you to post that where anyone can read it.", "The internet never forgets, and neither will we."],
      targets: [{ fragment: quote, kind: "quote", whose: "owner" }],
      mood: "smug",
    };
  }
  return {
    beats: ["A photo this carefully framed deserves a gallery.", "It got a group chat instead,", "and even the group chat left it on read."],
    targets: [{ fragment: "a photo", kind: "scene", whose: "photo" }],
    mood: "deadpan",
  };
}
