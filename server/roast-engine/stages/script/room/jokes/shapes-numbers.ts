import type { TropeSource } from "../joke-types";
import { said } from "./shapes-match";

// A number followed by a measure of a body or an age is never material.
const NOT_A_BODY = String.raw`(?!\s*(?:cm|kgs?|lbs?|pounds|kilos|stone|m\b|metres|meters|inches|feet|ft|years? old|yo\b|y\/o))`;
const NOT_MONEY = String.raw`(?!\s*(?:usd|eur|gbp|dollars|euros|pounds|bucks|k\b|m\b|mil\b|million|billion))`;
// Things people collect and count in public: places, races, books, plants, pets, tattoos, languages.
const BRAGGED =
  "(?:[a-z]+\\s+)?(?:countries|cities|continents|states|marathons|half marathons|races|ultras|books|novels|plants|houseplants|succulents|cats|dogs|pets|tattoos|piercings|languages|instruments|concerts|festivals|degrees|certifications|startups|companies|side hustles|hobbies|passports|stamps|sneakers|pairs|mugs|candles|records|vinyls|tabs|alarms|coffees|espressos|jobs|careers|exes))";

/**
 * A very specific number in the person's words, and the arithmetic it invites: an exact figure,
 * a decimal, a tally of things, a percentage, a rating, a streak, a founding year. The number is
 * said only as they wrote it ({q}, {w}); no joke invents one.
 */
export const NUMBER_TROPES: TropeSource[] = [
  {
    id: "exact-figure",
    // A price is what something cost, not a count anyone kept: "$379" is no exact figure of theirs.
    match: said(
      new RegExp(String.raw`(?<![$£€¥₹]\s?[\d,]*)\b(?!(?:19|20)\d\d\b)(?:\d{1,3}(?:,\d{3})+|\d{3,})(?<!00)\b(?![.,]?\d|\s?%)${NOT_A_BODY}${NOT_MONEY}`, "i"),
    ),
    jokes: [
      ["{q}. A number that precise was counted, not guessed.", "Probably twice."],
      ["{q}. Rounding was right there, and you declined.", "Every digit, on purpose."],
      ["{q}. Not roughly, not about: exactly. Somebody is keeping score.", "Nobody else is."],
    ],
  },
  {
    id: "decimal",
    // A price is how money is written, not a measurement anyone took.
    match: said(new RegExp(String.raw`(?<![$£€¥₹]\s?\d*)\b\d+\.\d+\b${NOT_A_BODY}${NOT_MONEY}`, "i")),
    jokes: [
      ["{q}. {w}, not a round number, because the point is the whole point.", "Precision as a personality."],
      ["{q}. Nothing says relaxed like reporting it to the decimal.", "The decimal is very proud of itself."],
      "{q}. That point-something is doing all the bragging the whole number couldn't manage.",
    ],
  },
  {
    // "38 countries", "12 marathons", "11 succulents": a tally of things people collect and brag
    // about; a count of anything else (reviews, episodes, items in a cart) is no personality.
    id: "tally",
    match: said(new RegExp(String.raw`\b(?:[2-9]|[1-9]\d)\s+(?:${BRAGGED}(?=\s|$|[,.;:!?])`, "i")),
    jokes: [
      ["{q}. {w}, and you know the exact number, which is the real giveaway.", "Nobody casual counts."],
      ["{q}. Keeping count is how a hobby turns into a competition with yourself.", "The referee is also you."],
      ["{q}. Count it out loud and the count becomes the personality.", "Next up: a spreadsheet."],
      ["{q}. Counted like a scoreboard, and the only team playing is you.", "Still winning, somehow."],
    ],
  },
  {
    id: "percentage",
    match: said(/\b\d+(?:\.\d+)?\s?%|\b\d+\s?percent\b/i),
    jokes: [
      ["{q}. Percentages are how feelings try to pass as statistics.", "The statistics are not fooled."],
      // Never "something nobody measured": a share the person read off a chart or a bill was measured (judged false blind on v8 and v9).
      ["{q}. {w}, said with all the confidence of a lab result.", "The lab would like a word."],
      "{q}. Giving it a percentage doesn't make it science; it makes it a pie chart with opinions.",
      ["{q}. We'd love to see the working out for that {w}.", "Half marks, at best."],
    ],
  },
  {
    id: "self-rating",
    match: said(/\b\d+(?:\.\d+)?\s?\/\s?(?:10|5)\b|out of (?:10|ten|5|five)\b/i),
    jokes: [
      ["{q}. Scored by a panel of one, who also wrote the review.", "No appeals."],
      "{q}. A score with no marking scheme, so every mark is up for appeal.",
      ["{q}. Numbers make it sound official, like a judge holding up a card.", "The card is handwritten."],
      ["{q}. Rated like a hotel stay, and we'd love to read the other reviews.", "There are no other reviews."],
    ],
  },
  {
    id: "around-the-clock",
    match: said(/24\s?\/\s?7|24-7|around the clock|round the clock|365 days/i),
    jokes: [
      ["{q}. All day, every day, and somehow still no overtime.", "Even a clock gets a new battery."],
      "{q}. Nobody does anything all day and all night. Not even the thing you just listed.",
      "{q}. A schedule with no gaps is just a very long way of saying busy.",
      ["{q}. Every hour of every day, which leaves none for sleep.", "Sleep has been informed."],
    ],
  },
  {
    id: "thousands-k",
    match: said(/\b\d+(?:\.\d+)?k\b/i),
    jokes: [
      ["{q}. Nobody says {w} unless they want to be asked about it.", "We won't."],
      ["{q}. A k on the end is how a number puts on its best clothes.", "Underneath, it's still a number."],
      ["{q}. One letter doing the work of a whole paragraph of bragging.", "The paragraph is implied."],
      "{q}. Said with a k, the way people talk when they want it to sound routine.",
    ],
  },
  {
    // "2x founder", "3-time champion": a title with a multiplier.
    id: "multiplier-title",
    match: said(/\b\d+x\s+\w+|\b\d+[- ]time\s+\w+/i),
    jokes: [
      "{q}. Putting a tally in front of a title is its own sport, and you're winning it.",
      ["{q}. A title with a multiplier, like a high score on an arcade machine.", "Enter your initials."],
      ["{q}. The number's there to prove the first one wasn't luck.", "It might have been."],
      ["{q}. The multiplier is doing the job a trophy cabinet would, only louder.", "And in writing."],
    ],
  },
  {
    id: "day-count",
    match: said(/\bday \d+\b/i),
    jokes: [
      ["{q}. Numbering the days makes a hobby sound like time being served.", "Good behaviour may shorten it."],
      ["{q}. Counting out loud, which makes the streak everyone's problem.", "Everyone is now counting too."],
      ["{q}. Numbering the days like a castaway scratching marks on a wall.", "With wifi."],
      ["{q}. A count with no finish line is a diary with a scoreboard.", "The diary is losing."],
    ],
  },
  {
    // An hour of the small hours, as they wrote it ("sleeping live at 4am"): awake or not, said or done then.
    id: "small-hours",
    match: said(/\b[3-6](?::\d\d)?\s?a\.?m\b/i),
    jokes: [
      ["{q}. At {w}, even the sun hasn't bothered getting up yet.", "It has better judgement."],
      ["{q}. Anything with {w} in it is a cry for help with a timestamp.", "Help is asleep."],
      ["{q}. {w}: the hour when every idea sounds brilliant and none of them are.", "Including this one."],
    ],
  },
  {
    // "Gym at 5am so you don't have to": up at that hour, by their own words.
    id: "up-early",
    match: said(/\b(?:up|wake|woke|waking|gym|alarm|run|ran|workout|lifting|training)\b[^.!?]{0,30}\b[3-6](?::\d\d)?\s?a\.?m\b/i),
    jokes: [
      ["{q}. Getting up that early is a choice; announcing it is a personality.", "A loud one, before breakfast."],
      ["{q}. An early start, and the bragging got up even earlier.", "Before the sun, and twice as loud."],
      ["{q}. The alarm clock did all the work, and you're taking the credit.", "It isn't even tagged."],
    ],
  },
  {
    id: "founding-year",
    // "Baking since 2019", "Est. 2011": not a state that has gone on since then ("The triangle has
    // been missing since 2019", shapes-turns.ts's ongoing-since).
    match: said(/\best(?:\.|ablished)?\s+(?:19|20)\d\d\b|(?<!\b(?:been|not|n['’]t|nothing|nobody|no one)\b.*)\bsince\s+(?:19|20)\d\d\b/i),
    jokes: [
      "{q}. A founding year, like a heritage brand, and the brand is just you, apparently.",
      "{q}. Dated like a pub sign, so we know it's been going for a while.",
      "{q}. A date stamp on a personality is how you know it's never been updated.",
      ["{q}. Established, like a family firm, and nobody's sure what it sells.", "Ask in store."],
    ],
  },
  {
    id: "number-one",
    match: said(/#1\b|number one|\bno\.\s?1\b|world['’]?s (?:best|greatest|okayest|worst)/i),
    jokes: [
      "{q}. A title that belongs on a mug, which is where it should have stayed.",
      ["{q}. A ranking with no other entrants, judged by a panel of you.", "Unanimous, somehow."],
      ["{q}. A ranking the rest of us didn't know we'd entered.", "Congratulations, we suppose."],
      ["{q}. Which raises the question: who came second, and have they been told?", "Gently, please."],
    ],
  },
];
