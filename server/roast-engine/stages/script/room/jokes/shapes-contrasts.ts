import type { TropeSource } from "../joke-types";

/**
 * A line of the person's and a later one of theirs that turns against it ({ctx}: "'It died'",
 * "'There is no party'"): the pair rule lets these jokes name only a second line that opens on a
 * turn or says no where the first did not (pair-claims.ts), so "undoes" is always true. Catch-alls
 * by shape, used only when nothing written for the words fits.
 */
export const CONTRAST_TROPES: TropeSource[] = [
  {
    id: "claim-vs-evidence",
    match: { on: "quote", roles: ["bio", "headline"] },
    pair: { kinds: ["quote"], turns: true },
    jokes: [
      ["{q}, and then {ctx}, like witnesses whose stories refuse to line up.", "Somebody's getting cross-examined."],
      "{q} is the trailer, {ctx} is the film, and somebody cut a very misleading trailer.",
      ["Put {q} next to {ctx} and you get a sentence with its own heckler.", "The heckler is winning."],
      ["{q}. Then {ctx} shows up and quietly undoes the whole thing.", "Like a footnote with a grudge."],
    ],
  },
  {
    id: "words-vs-picture",
    match: { on: "quote", roles: ["caption", "sticker", "comment"] },
    pair: { kinds: ["quote"], turns: true },
    jokes: [
      ["{q}, and further down, {ctx}. The story changed before the post even ended.", "Fastest plot twist on record."],
      "{q}, then {ctx}: a post that writes the happy ending and then reads out the real one.",
      ["The post says {q}, and then the post says {ctx}. Same author, different witness.", "The jury has questions."],
      ["{q}. Then, in the same post, {ctx}. You debunked yourself without any help.", "Thorough, at least."],
    ],
  },
  {
    id: "pitch-vs-evidence",
    match: { on: "quote", roles: ["answer"] },
    pair: { kinds: ["quote"], turns: true },
    jokes: [
      ["{q}, you say, and then {ctx}. Mixed signals, delivered in writing.", "Whoever reads this will need a translator."],
      ["{q} sets a scene, then {ctx} walks in and changes the genre.", "Now it's a comedy."],
      ["The pitch: {q}. The fine print: {ctx}. The fine print is winning.", "By a distance."],
    ],
  },
  {
    // The same pair of the person's lines, whatever the role: the second already did the roasting.
    id: "second-line-undoes",
    // Specific by its pair: used only when a later line of theirs turns against this one.
    broad: false,
    match: { on: "quote", roles: ["bio", "caption", "comment", "chat_message", "answer", "other"] },
    pair: { kinds: ["quote"], turns: true },
    jokes: [
      ["{q}. Then, further down: {ctx}. You wrote the roast yourself.", "We just read it aloud."],
      ["{q}, followed by {ctx}, which is a rebuttal from the same desk.", "The desk is divided."],
      "{q}, and then {ctx}: the fastest anyone has ever walked back their own sentence.",
    ],
  },
];
