import type { TropeSource } from "../joke-types";

const said = (words: RegExp) => ({ on: "quote" as const, words });

/**
 * Reviews whose verdict argues with itself: top marks beside a complaint, a verdict on a place
 * never entered, and the regular who keeps coming back to what they complain about. Each match
 * holds both halves in the one line, so the joke's turn is in their words.
 */
export const VERDICT_TROPES: TropeSource[] = [
  {
    // "5 stars but the coffee was cold", "Great food, but we waited an hour".
    id: "stars-but",
    match: said(
      /\b(?:five stars?|5 stars?|four stars?|4 stars?|10\/10|5\/5|loved it|great|amazing|perfect|excellent|delicious|lovely)\b[^.!?]{0,40}?,?\s+(?:but|except|although|only|just)\b/i,
    ),
    jokes: [
      ["{q}. A rave with a complaint stapled to the back, like a thank-you card with an invoice.", "Payable immediately."],
      "{q}. Praise first, then the grievance, the way a dentist says this won't hurt.",
      ["{q}. The stars say one thing and the sentence says the other, and the sentence did the reading.", "Trust the sentence."],
      ["{q}. Generous with the score and stingy with everything after it.", "The score was the warm-up."],
    ],
  },
  {
    // "Didn't even go in", "Never made it inside", "Haven't been yet but": a verdict from the pavement.
    id: "didnt-go-in",
    match: said(
      /\b(?:didn'?t (?:even )?(?:go in|go inside|get in|try it|try the|eat|order)|never (?:made it|went) in(?:side)?|haven'?t (?:been|tried it|gone) yet|drove (?:past|by)|walked (?:past|by)|from the outside|left before)\b/i,
    ),
    jokes: [
      ["{q}. A full review of a place from the one angle the owners never planned for: outside.", "The door sends its regards."],
      "{q}. Reviewing a meal without eating it is how critics become weather forecasters.",
      ["{q}. A verdict reached from the pavement, with complete certainty and no evidence.", "The pavement agrees."],
      ["{q}. The shortest visit ever written up, and somehow the longest review.", "Word for minute, a record."],
    ],
  },
  {
    // "Been coming here for 10 years", "Still my favourite", "Will be back anyway".
    id: "loyal-anyway",
    match: said(
      /\b(?:(?:been|keep|kept) coming (?:here|back)|still (?:my|our) (?:favou?rite|go-?to)|will (?:still )?(?:be back|come back|return) anyway|back again|every (?:single )?week|regulars?|loyal customer)\b/i,
    ),
    jokes: [
      ["{q}. Loyalty like this is either love or a habit nobody has had the heart to break.", "The staff know which."],
      "{q}. Complaining and returning, the most committed relationship in the whole neighbourhood.",
      ["{q}. A regular, which means the review is really a letter to an old friend.", "A cross one."],
      ["{q}. Coming back after all that is how a review becomes a hostage statement.", "Blink twice."],
    ],
  },
];
