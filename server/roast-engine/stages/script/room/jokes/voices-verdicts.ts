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
      ["{q}. A compliment with a catch, like a hug that checks your pockets.", "It found something."],
      ["{q}. The nice part is only there to hold the door for the complaint.", "Then it lets the door slam."],
      ["{q}. Starts as a love letter and ends as a note to the manager.", "Copied to head office."],
      ["{q}. Praise on top, grievance underneath: a review with a false bottom.", "Mind the drop."],
    ],
  },
  {
    // "Didn't even go in", "Never made it inside": a verdict from the pavement. Not "didn't order",
    // "left before", "walked past", "from the outside" or "didn't get in": inside, anywhere, or a university.
    id: "didnt-go-in",
    match: said(/\b(?:didn'?t (?:even )?go in(?:side)?|never (?:made it|went) inside)\b/i),
    jokes: [
      ["{q}. Less a review of the place, more a review of its front door.", "Top marks for the handle."],
      ["{q}. A critic whose only first-hand experience of the place is its pavement.", "Pavement: solid, well laid."],
      ["{q}. An opinion of the place, unspoiled by any contact with the place.", "Pure, untouched theory."],
      ["{q}. The only review of this place with no spoilers about the inside.", "It remains a mystery."],
    ],
  },
  {
    // "Been coming here for 10 years", "Still my favourite pub", "Will be back anyway", "one of the regulars":
    // a place's, never "still my favourite song" or "a regular size".
    id: "loyal-anyway",
    match: said(
      /\b(?:(?:been|keep|kept) coming (?:back )?here|still (?:my|our) (?:favou?rite|go-?to) (?:place|spot|restaurant|caf[eé]|pub|bar|shop|takeaway|chippy|bakery)|will (?:still )?(?:be back|come back|return) anyway|(?:here|there) every (?:single )?week|the regulars|(?:i'?m|i am|as) a regular|(?:we'?re|we are) regulars|loyal customers?)\b/i,
    ),
    jokes: [
      ["{q}. This is how people end up with their own stool and 'the usual'.", "Said before they sit down."],
      ["{q}. Less a review, more a character reference for a very old friend.", "Signed, the regular."],
      ["{q}. Loyal enough that the staff could probably order for you.", "And get it right."],
      ["{q}. A review from someone who is, by now, part of the furniture.", "The comfy chair by the door."],
    ],
  },
];
