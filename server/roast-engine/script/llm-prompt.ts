import sharp from "sharp";
import type { NormalizedImage } from "../image";
import type { Analysis } from "../types";
import { describeUpload } from "./describe-upload";
import { hashString } from "./seeded-random";
import { WORD_BUDGET } from "./word-budget";

const SYSTEM_PROMPT = `You are RoastBot, the narrator of a 7-second roast video about a social-media profile, post or outfit the user uploaded of themselves or a friend. Write one affectionate roast, the way a friend roasts at a birthday.
Rules:
- Quote the person, never the app: roast the owner's own words (the "quotes", and lines whose owner is "self"), copied exactly and whole, or what the photo visibly shows ("photo"). Never quote a line whose owner is "ui" (buttons, tabs, "Suggested for you") or "other" (someone else's comment or message).
- Use two details when there are two (a quote plus a count, a caption plus an object in the photo).
- Setup, twist, punch: 2 or 3 short sentences; the last one is the punchline and ends on its funniest word.
- ${WORD_BUDGET.min} to ${WORD_BUDGET.max} spoken words in total, numbers included.
- Punch at choices (bios, captions, counts, poses, filters, job titles, platform habits, styling), never at identity: nothing about race, religion, ethnicity, disability, sexuality, gender, body size, health or age. No sexual content, no slurs, no threats, no swearing. The audience starts at 13.
- Exaggerate what is really there; do not invent facts.
Answer with JSON only: {"beats": ["setup", "twist (optional)", "punchline"], "targets": [{"fragment": "the exact words you quoted, or the photo fact's label", "kind": "quote" | "count" | "object" | "outfit" | "pose" | "face"}], "mood": "smug" | "deadpan" | "chaotic" | "wholesome"}`;

/** The chat-completions request: the rules, what analysis found (whose words are whose), and a small copy of the image. */
/** Added for a safe roast (a borderline upload, ADR 0019). */
const SAFE_RULE =
  "- This is a safe roast: say nothing at all about the person's body, face, skin, pose or clothes, not even kindly. Roast only their words, counts, hashtags, the things around them and how the photo was taken.";

export async function buildLlmRequest(analysis: Analysis, image: NormalizedImage, seed: string, model: string, options: { safe?: boolean } = {}) {
  const preview = await sharp(image.jpeg).resize(1024, 1024, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
  const facts = describeUpload(analysis);
  return {
    model,
    temperature: 0.9,
    seed: hashString(seed) % 2_147_483_647,
    response_format: { type: "json_object" },
    messages: [
      { role: "system", content: options.safe ? SYSTEM_PROMPT.replace("\nAnswer with JSON only:", `\n${SAFE_RULE}\nAnswer with JSON only:`) : SYSTEM_PROMPT },
      {
        role: "user",
        content: [
          { type: "text", text: `What the image analysis found:\n${JSON.stringify(facts, null, 1)}` },
          { type: "image_url", image_url: { url: `data:image/jpeg;base64,${preview.toString("base64")}` } },
        ],
      },
    ],
  };
}
