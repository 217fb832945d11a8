import { type LlmStandIn, type StandInRequest, startLlmStandIn } from "../server/roast-engine/stages/script/test-support/llm-stand-in";
import { hashString } from "../server/roast-engine/stages/script/seeded-random";

/**
 * A stand-in for a vision model in the bench: after `latencyMs` (a real model's time to answer),
 * a true roast of the upload: a line the upload shows, letter for letter, as a model reading the
 * image quotes it, or on a photo, the photo itself. The request carries no text of the upload
 * (it leaves before the screen is read), so the bench says which line each roast's seed is for.
 * What the engine does around the model's time is what the bench measures.
 */
export function startBenchStandIn(latencyMs: number, lineForSeed: ReadonlyMap<string, string | undefined>): Promise<LlmStandIn> {
  const bySeed = new Map([...lineForSeed].map(([seed, line]) => [hashString(seed) % 2_147_483_647, line]));
  return startLlmStandIn((request) => ({ content: answerFor(request, bySeed) }), { latencyMs });
}

function answerFor(request: StandInRequest, bySeed: ReadonlyMap<number, string | undefined>) {
  const quote = bySeed.get(request.body?.seed);
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
