import sharp from "sharp";
import type { NormalizedImage } from "../../infrastructure/image";
import type { Analysis } from "../../types";
import { describeUpload } from "./describe-upload";
import type { ChatRequest } from "./llm-prompt";
import { hashString } from "./seeded-random";

const BATTLE_PROMPT = `You are RoastBot, the narrator of a 12-second roast battle video: two social-media profiles, posts or photos the user uploaded, A and B, roasted in turns, the way friends roast each other at a birthday.
Rules:
- Exactly four turns, in the order A, B, A, B. Each turn is one or two short sentences, at most 10 spoken words (12 for a comparison), ending on its funniest word.
- Each turn roasts its own upload: quote that upload's owner's own words (its "quotes", and lines whose owner is "self"), copied exactly and whole, or what its photo visibly shows ("photo"). Never quote a line whose owner is "ui" or "other". Never say of one upload what is in the other.
- At least one turn compares the two: counts against counts, cliché against cliché, job title against job title, pet against pet, the same platform or two different ones. Name what it quotes of the other upload in "compares".
- Punch at choices (bios, captions, counts, poses, job titles, platform habits, styling), never at identity: nothing about race, religion, ethnicity, disability, sexuality, gender, body size, health or age. No sexual content, no slurs, no threats, no swearing. The audience starts at 13.
- Exaggerate what is really there; do not invent facts. Do not name a winner: the verdict is decided elsewhere.
Answer with JSON only: {"turns": [{"side": "a" | "b", "text": "the turn", "fragments": ["the exact words of its own upload it quotes, or the photo fact's label"], "compares": ["the exact words of the other upload it quotes, if any"]}]}`;

const SAFE_RULE = (sides: string) =>
  `- Upload ${sides} is a safe roast: say nothing at all about that person's body, face, skin, pose or clothes, not even kindly. Roast only their words, counts, hashtags, the things around them and how the photo was taken.`;

/** The chat-completions request for a battle: the rules, what analysis found in each upload, and a small copy of each image. */
export async function buildLlmBattleRequest(
  analyses: [Analysis, Analysis],
  images: [NormalizedImage, NormalizedImage],
  seed: string,
  model: string,
  options: { safe?: [boolean, boolean] } = {},
): Promise<ChatRequest> {
  const previews = await Promise.all(
    images.map((image) => sharp(image.jpeg).resize(768, 768, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 78 }).toBuffer()),
  );
  const safeSides = (["A", "B"] as const).filter((_, i) => options.safe?.[i]);
  const system = safeSides.length
    ? BATTLE_PROMPT.replace("\nAnswer with JSON only:", `\n${SAFE_RULE(safeSides.join(" and "))}\nAnswer with JSON only:`)
    : BATTLE_PROMPT;
  return {
    model,
    temperature: 0.9,
    seed: hashString(`battle:${seed}`) % 2_147_483_647,
    response_format: { type: "json_object" },
    messages: [
      { role: "system", content: system },
      {
        role: "user",
        content: [
          { type: "text", text: `Upload A, what the image analysis found:\n${JSON.stringify(describeUpload(analyses[0]), null, 1)}` },
          { type: "image_url", image_url: { url: `data:image/jpeg;base64,${previews[0].toString("base64")}` } },
          { type: "text", text: `Upload B, what the image analysis found:\n${JSON.stringify(describeUpload(analyses[1]), null, 1)}` },
          { type: "image_url", image_url: { url: `data:image/jpeg;base64,${previews[1].toString("base64")}` } },
        ],
      },
    ],
  };
}
