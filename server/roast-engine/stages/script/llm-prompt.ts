import sharp from "sharp";
import type { Intensity } from "../../../../common/intensity";
import type { NormalizedImage } from "../../infrastructure/image";
import type { Analysis } from "../../types";
import { describeUpload } from "./describe-upload";
import { INTENSITY_RULES, ROAST_EXAMPLES, ROAST_RULES, ROAST_SCHEMA, SAFE_RULE } from "./llm-prompt-text";
import type { Refusal } from "./model-problem";
import { hashString } from "./seeded-random";

/** How the answer's JSON is asked for: a strict schema where the endpoint enforces one, else JSON mode. */
export type ResponseFormat = "json_schema" | "json_object";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string | Array<{ type: "text"; text: string } | { type: "image_url"; image_url: { url: string } }>;
}

export interface ChatRequest {
  model: string;
  temperature: number;
  seed: number;
  response_format: { type: "json_object" } | { type: "json_schema"; json_schema: { name: string; strict: true; schema: typeof ROAST_SCHEMA } };
  messages: ChatMessage[];
}

export const responseFormatOf = (format: ResponseFormat): ChatRequest["response_format"] =>
  format === "json_schema" ? { type: "json_schema", json_schema: { name: "roast", strict: true, schema: ROAST_SCHEMA } } : { type: "json_object" };

/**
 * The chat-completions request: the rules and examples, a copy of the image at most 1024 px a
 * side, and, when the screen's reading is given, the reader's hints (each line with its role and
 * whose it thinks it is, the owner's whole quotes, the counts, what the detectors saw). Without
 * one it leaves before the screen is read; with one, before the photo model has answered, when
 * it has not.
 */
export async function buildLlmRequest(
  analysis: Analysis | undefined,
  image: NormalizedImage,
  seed: string,
  model: string,
  /** `photoFacts: false` when the photo model has not answered yet: the hints then say nothing of what it would see; `preview` the image made ahead; `intensity` how hard it goes. */
  options: { safe?: boolean; intensity?: Intensity; responseFormat?: ResponseFormat; photoFacts?: boolean; preview?: Promise<Buffer> } = {},
): Promise<ChatRequest> {
  const preview = await (options.preview ?? makeModelPreview(image));
  // The level, when one is chosen, after the rules it must not loosen: the rules stay the same at every level.
  const level = options.intensity ? [INTENSITY_RULES[options.intensity]] : [];
  const rules = [ROAST_RULES, ...(options.safe ? [SAFE_RULE] : []), ...level, ROAST_EXAMPLES].join("\n\n");
  const text = analysis ? describeHints(analysis, { photoFacts: options.photoFacts }) : "Roast this upload.";
  return {
    model,
    temperature: 0.9,
    seed: hashString(seed) % 2_147_483_647,
    response_format: responseFormatOf(options.responseFormat ?? "json_schema"),
    messages: [
      { role: "system", content: rules },
      {
        role: "user",
        content: [
          { type: "text", text },
          { type: "image_url", image_url: { url: `data:image/jpeg;base64,${preview.toString("base64")}` } },
        ],
      },
    ],
  };
}

/** The screen reader's hints as the model reads them: a request's first text, or a repair's. */
export const describeHints = (analysis: Analysis, options: { photoFacts?: boolean } = {}): string =>
  `The screen reader's hints (it makes mistakes; the image is the truth):\n${JSON.stringify(describeUpload(analysis, { photoFacts: options.photoFacts ?? true }), null, 1)}`;

/** The image as the model gets it: at most 1024 px a side, JPEG. Made while the screen is still being read. */
export const makeModelPreview = (image: NormalizedImage): Promise<Buffer> =>
  sharp(image.jpeg).resize(1024, 1024, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();

/** What to do about each kind of refusal, told to the model with the reason. */
const FIXES: Record<Refusal["code"], string> = {
  invented_quote: "Quote only words the image really shows, letter for letter, or say it without quotation marks.",
  misattributed: 'Those words are someone else\'s: name them as theirs ("whose": "other") or quote the owner\'s own words.',
  unsafe: "Keep it clean: no slurs, nothing sexual, no threats, no swearing.",
  identity: "Roast their choices, never who they are.",
  body_in_safe_roast: "Say nothing about their body, face, pose or clothes.",
  too_long: "Make it shorter: 16 to 22 words.",
  too_short: "Write a whole roast: 16 to 22 words, setup, twist, punch.",
  no_quote: "Quote the person's best line, letter for letter.",
  bad_answer: "Answer with the JSON object only, exactly as asked.",
  http_error: "",
  timeout: "",
};

/** A battle's fixes where a turn's rules differ from a roast's (stages/script/llm-battle-prompt.ts). */
const BATTLE_FIXES: Partial<Record<Refusal["code"], string>> = {
  too_long: "Make that turn shorter: at most 10 spoken words, 12 in a turn that compares.",
  too_short: "Give every turn a whole joke: a quote and its punch.",
  no_quote: "Quote each upload's best line, letter for letter.",
  bad_answer: "Answer with the JSON object only, exactly as asked: four turns A, B, A, B, at least one comparing the two uploads.",
};

/**
 * The second and last request when a check refused the first answer: the same conversation, the
 * model's answer, and why it cannot be used (the reason and the fragment at fault) with what to do,
 * and the reader's hints when the first request left before the screen was read.
 */
export function buildRepairRequest(
  first: ChatRequest,
  answer: string,
  refusal: Refusal,
  kind: "roast" | "battle" = "roast",
  /** The reader's hints, when the first request left without them. */
  hints?: string,
): ChatRequest {
  const fragment = refusal.fragment ? ` The fragment at fault: "${refusal.fragment}".` : "";
  const fix = (kind === "battle" ? BATTLE_FIXES[refusal.code] : undefined) ?? FIXES[refusal.code];
  return {
    ...first,
    messages: [
      ...first.messages,
      { role: "assistant", content: answer },
      {
        role: "user",
        content: `That ${kind} cannot be used: ${refusal.reason}.${fragment} ${fix} Write the ${kind} again, keeping what was good, as the same JSON.${hints ? `\n\n${hints}` : ""}`,
      },
    ],
  };
}
