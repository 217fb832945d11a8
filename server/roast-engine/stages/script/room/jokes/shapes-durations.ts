import type { TropeSource } from "../joke-types";
import { said } from "./shapes-match";

/**
 * A length of time in the person's own words ("After 14 months our kitchen is done", "3 years
 * later", "2 hours of setup") and the arithmetic it invites: set beside a length everyone knows (a
 * pregnancy, a degree, a flight, an episode). Each trope matches only lengths its comparison holds
 * for, so a nine-month comparison never meets "3 months"; {w} is the length as they wrote it.
 * About the number's size, not what the words say: below any joke written for the words (broad),
 * above the catch-alls that would fit any line.
 */
export const DURATION_TROPES: TropeSource[] = [
  {
    // Ten months or more: longer than it takes to grow a person.
    id: "months-long",
    match: said(/\b(?:1\d|[2-9]\d|\d{3})\s+months\b/i),
    broad: true,
    jokes: [
      ["{q}. {w}. People grow an entire human in less, and the human comes out finished.", "Mostly finished."],
      ["{q}. {w}: longer than a pregnancy, and with a lot more updates.", "Every one of them public."],
      "{q}. {w}. A school year is shorter, and a school year at least ends with a report.",
    ],
  },
  {
    // Two years or more, "old" aside (an age is no length of effort).
    id: "years-long",
    match: said(/\b(?:[2-9]|[1-9]\d)\s+years\b(?!\s+old)/i),
    broad: true,
    jokes: [
      ["{q}. {w}. Whole degrees have been finished in less, gown and all.", "This one came with no gown."],
      ["{q}. {w}, said like a small detail. It is the main detail.", "It's the whole story, really."],
      ["{q}. {w}: long enough for a sapling to become a tree.", "The tree would have kept it shorter."],
    ],
  },
  {
    // A week or more of days, counted in days.
    id: "days-long",
    match: said(/\b(?:[7-9]|[1-9]\d|[1-9]\d\d)\s+days\b/i),
    broad: true,
    jokes: [
      ["{q}. {w}. The whole world was made in less, with a day off at the end.", "No day off here, apparently."],
      ["{q}. {w}, counted one by one, like a sentence being served.", "Good behaviour might get you out early."],
      "{q}. Counted in days, {w}, which is how people count things they want to be asked about.",
    ],
  },
  {
    // Two hours to a day: as long as a flight or a film.
    id: "hours-long",
    match: said(/\b(?:[2-9]|1\d|2[0-4])\s+(?:hours|hrs)\b/i),
    broad: true,
    jokes: [
      ["{q}. {w}: you could fly to another country in that time.", "And land somewhere with better news."],
      ["{q}. {w}, which is a whole film, with a beginning, a middle and an end.", "This has the middle."],
      "{q}. {w}. Long enough to learn a card trick, and the trick would have been more fun.",
    ],
  },
  {
    // Twenty minutes to three hours, counted in minutes.
    id: "minutes-long",
    match: said(/\b(?:[2-9]\d|1[0-7]\d)\s+(?:minutes|mins)\b/i),
    broad: true,
    jokes: [
      ["{q}. {w}: that's an episode of something good.", "The episode would like a word."],
      ["{q}. {w}, counted to the minute, the way people count time they want back.", "It is not coming back."],
      "{q}. {w}. Exactly long enough for a nap, and naps don't need announcing.",
    ],
  },
];
