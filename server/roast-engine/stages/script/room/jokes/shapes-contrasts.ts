import type { TropeSource } from "../joke-types";

/**
 * Two details of one upload set against each other ({ctx} is the second: "212 followers",
 * "'Founder & CEO'", "a dog", "@handle", "that lighting"). Catch-alls by shape: each joke names
 * both, so it is used only when the upload has a second detail, and reads whatever that one is.
 */
export const CONTRAST_TROPES: TropeSource[] = [
  {
    id: "claim-vs-evidence",
    match: { on: "quote", roles: ["bio", "headline"] },
    jokes: [
      ["{q}, and then {ctx}, like witnesses whose stories refuse to line up.", "Somebody's getting cross-examined."],
      "{q} is the trailer, {ctx} is the film, and somebody cut a very misleading trailer.",
      ["Put {q} next to {ctx} and you get a sentence with its own heckler.", "The heckler is winning."],
      "{q}, says one part of the page; {ctx}, says another. Pick a story and commit.",
      ["{q}. Then {ctx} shows up and quietly undoes the whole thing.", "Like a footnote with a grudge."],
    ],
  },
  {
    id: "words-vs-picture",
    match: { on: "quote", roles: ["caption", "sticker", "comment"] },
    jokes: [
      "{q}, with {ctx}. The words and the evidence are having completely different conversations.",
      "{q}, paired with {ctx}, like narration from a documentary about something else entirely.",
      "{q}, and also {ctx}. One of those was supposed to explain the other, and neither does.",
      "Somewhere between {q} and {ctx} is the point, and nobody has found it yet.",
    ],
  },
  {
    id: "pitch-vs-evidence",
    match: { on: "quote", roles: ["answer"] },
    jokes: [
      ["{q}, you say, and then {ctx}. Mixed signals, delivered in writing.", "Whoever reads this will need a translator."],
      ["{q} sets a scene, then {ctx} walks in and changes the genre.", "Now it's a comedy."],
      ["The pitch: {q}. The supporting evidence: {ctx}. The jury would like a short recess.", "And a long lunch."],
    ],
  },
];
