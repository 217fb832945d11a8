import type { TropeSource } from "../joke-types";

/**
 * A line of the person's and a later one of theirs that turns against it ({ctx}: "'It died'",
 * "'There is no party'"): the pair rule lets these jokes name only a second line that opens on a
 * turn or says no where the first did not (pair-claims.ts), so "undoes" is always true. Catch-alls
 * by shape, used only when nothing written for the words fits.
 */
export const CONTRAST_TROPES: TropeSource[] = [
  {
    // "Gym every single day" … "Update: joined in January".
    id: "claim-vs-evidence",
    match: { on: "quote", roles: ["bio", "headline"] },
    pair: { kinds: ["quote"], turns: true },
    jokes: [
      ["{q}, then {ctx}. The first line wrote a cheque and the second one bounced it.", "Insufficient funds."],
      ["{q}. Further on: {ctx}. You wrote the heckle yourself.", "We're just reading it out."],
      "{q} is the trailer, {ctx} is the film, and the trailer lied.",
      ["{q}. Then {ctx}. Witnesses whose stories don't match, and both of them are you.", "Somebody's getting cross-examined."],
    ],
  },
  {
    // "Best weekend ever" … "It rained the whole time".
    id: "words-vs-picture",
    match: { on: "quote", roles: ["caption", "sticker", "comment"] },
    pair: { kinds: ["quote"], turns: true },
    jokes: [
      ["{q}, and then {ctx}. Happy ending first, real ending second.", "Spoilers, in your own words."],
      "{q}, then {ctx}. You built it up and knocked it down without any help from us.",
      ["First {q}, then {ctx}. Same author, different story.", "The jury has questions."],
      ["{q}. Then, further on, {ctx}. You debunked yourself.", "Thorough, at least."],
    ],
  },
  {
    // "I'm a great cook" … "Actually I burn toast".
    id: "pitch-vs-evidence",
    match: { on: "quote", roles: ["answer"] },
    pair: { kinds: ["quote"], turns: true },
    jokes: [
      ["{q}, and then {ctx}. The pitch and the small print, both signed by you.", "Read before signing."],
      ["{q} sets the scene, then {ctx} walks in and turns it into a comedy.", "A good one, to be fair."],
      ["The pitch: {q}. The fine print: {ctx}. Always read the fine print.", "Especially yours."],
    ],
  },
  {
    // The same pair of the person's lines, whatever the role: the second already did the roasting.
    // "Bought a plant to feel like an adult" … "It died".
    id: "second-line-undoes",
    // Specific by its pair: used only when a later line of theirs turns against this one.
    broad: false,
    match: { on: "quote", roles: ["bio", "caption", "comment", "chat_message", "answer", "other"] },
    pair: { kinds: ["quote"], turns: true },
    jokes: [
      ["{q}, then {ctx}. The second line took the first back to the shop.", "No receipt needed."],
      "{q}, and then {ctx}: the fastest anyone has ever walked back their own words.",
    ],
  },
];
