import type { PhotoFacts, Script } from "../../server/roast-engine/types";
import type { PhotoTruth } from "./index";

/** What the eval says about one roast of one real photo, against what is really in it. */
export interface PhotoVerdict {
  /** The roast names the main subject (one of the truth's synonyms, as a whole word). */
  named: boolean;
  /** Each thing said, by the photo facts or the roast, that the photo does not show. */
  falseStatements: string[];
  /** Every line came from the catch-all theme. */
  generic: boolean;
}

/** Animal words a roast might say; any not in the truth's species is a false statement. */
const ANIMALS = [
  "dog",
  "puppy",
  "cat",
  "kitten",
  "bird",
  "horse",
  "sheep",
  "cow",
  "bear",
  "zebra",
  "giraffe",
  "elephant",
  "rabbit",
  "bunny",
  "squirrel",
  "fish",
];
/** The detector's object words as a roast says them (find-photo-details.ts), with their COCO label. */
const OBJECT_WORDS: Record<string, string> = {
  car: "car",
  truck: "truck",
  boat: "boat",
  airplane: "airplane",
  motorcycle: "motorcycle",
  bicycle: "bicycle",
  bus: "bus",
  train: "train",
  cup: "cup",
  "wine glass": "wine glass",
  bottle: "bottle",
  laptop: "laptop",
  phone: "cell phone",
  umbrella: "umbrella",
  "teddy bear": "teddy bear",
  pizza: "pizza",
  cake: "cake",
  donut: "donut",
  banana: "banana",
  handbag: "handbag",
  tie: "tie",
  kite: "kite",
  bench: "bench",
};
/** What a roast says when only the family is sure; true of any of its members. */
const FAMILY_WORDS = ["animal", "vehicle"];
const NO_FACE = /\b(not a|no|not a single|without a|faceless)\s+(single\s+)?face/gi;

const word = (text: string, w: string) => new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(e?s)?\\b`, "i").test(text);

/** Judges the photo facts and one roast written from them. */
export function judgePhotoRoast(options: { script: Script; facts: PhotoFacts; truth: PhotoTruth }): PhotoVerdict {
  const { script, facts, truth } = options;
  const text = script.text;
  const found = new Set<string>();
  const said = (what: string) => found.add(what);
  // What the analysis claims (the LLM is told the same facts).
  if (facts.faces.length > truth.faces.max) said(`facts: ${facts.faces.length} face(s)`);
  if (facts.people > truth.people.max) said(`facts: ${facts.people} people`);
  if (truth.smiling === false && facts.faces.some((f) => f.expression === "smiling")) said("facts: smiling");
  if (truth.selfie === false && (facts.pose.selfie || facts.pose.mirrorSelfie)) said("facts: selfie");
  const allowed = new Set([...truth.objects, ...truth.species]);
  // A family word is true when any member of the family is there.
  if (truth.species.length > 0) allowed.add("animal");
  if (truth.objects.some((o) => ["car", "truck", "bus"].includes(o))) allowed.add("vehicle");
  for (const o of facts.objects) if (!allowed.has(o.label)) said(`facts: ${o.label} (${o.score})`);
  // What the roast says.
  for (const animal of ANIMALS)
    if (word(text, animal) && !truth.species.some((s) => animal.startsWith(s) || s.startsWith(animal)) && !truth.synonyms.some((s) => word(s, animal)))
      said(`roast: ${animal}`);
  // An object is judged where the roast points at it ("rehearsed in the car" names no car in the photo).
  for (const t of script.targets)
    if (t.kind === "object" && !FAMILY_WORDS.includes(t.text) && !allowed.has(OBJECT_WORDS[t.text] ?? t.text)) said(`roast: ${t.text}`);
  if (truth.selfie === false && /selfie/i.test(text)) said("roast: selfie");
  if (truth.smiling === false && /\b(smil|grin)/i.test(text)) said("roast: smile");
  if (truth.faces.max === 0 && /\b(face|pores|close-up)\b/i.test(text.replace(NO_FACE, ""))) said("roast: a face");
  if (truth.people.max === 0 && script.targets.some((t) => t.kind === "face" || t.kind === "outfit")) said("roast: a person");
  if (truth.people.max < 3 && /group photo|whole squad/i.test(text)) said("roast: a group");
  if (truth.faces.min > 0 && /not a (single )?face|no face/i.test(text)) said("roast: no face");
  return {
    // In a photo of people the people are the subject: their smile, their outfit's true colour.
    named:
      truth.synonyms.some((s) => word(text, s)) ||
      namesTheCount(text, truth) ||
      (truth.people.min > 0 &&
        script.targets.some((t) => (t.kind === "face" && truth.faces.min > 0) || (t.kind === "outfit" && truth.clothing.some((c) => word(t.text, c))))),
    falseStatements: [...found],
    generic: script.lineIds.length > 0 && script.lineIds.every((id) => id.startsWith("generic.")),
  };
}

/** The animals the detector has a label for (COCO's); a rabbit, a squirrel or a fish it has none for. */
const DETECTED_ANIMALS = ["bird", "cat", "dog", "horse", "sheep", "cow", "elephant", "bear", "zebra", "giraffe"];

/**
 * Whether the photo's subject is a kind of thing the detectors know (issue "A roast people share",
 * its photo target: "subject named where the detectors know the kind of thing"): people, an animal
 * with a label of its own, or an object the truth lists (COCO's labels) that is the subject itself,
 * one of its synonyms. A dahlia (a "potted plant" at most), a rabbit, a canyon or a pagoda is not.
 */
export function isKnownKind(truth: PhotoTruth): boolean {
  if (truth.people.min > 0) return true;
  if (truth.species.some((s) => DETECTED_ANIMALS.includes(s))) return true;
  return truth.objects.some((o) => truth.synonyms.some((s) => s.toLowerCase() === o));
}

/** "The two of you", "a group photo": a photo of people named by how many they are, when that is right. */
function namesTheCount(text: string, truth: PhotoTruth): boolean {
  const { min, max } = truth.people;
  if (min <= 2 && max >= 2 && /\b(two people|two of you|duo|couple)\b/i.test(text)) return true;
  return min >= 3 && /\b(group photo|whole squad)\b/i.test(text);
}
