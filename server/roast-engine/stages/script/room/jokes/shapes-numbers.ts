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
    match: said(new RegExp(String.raw`\b(?!(?:19|20)\d\d\b)(?:\d{1,3}(?:,\d{3})+|\d{3,})(?<!00)\b(?![.,]?\d|\s?%)${NOT_A_BODY}`, "i")),
    jokes: [
      "{q}. Nobody arrives at {w} by accident; somebody counted, then kept counting, then told us.",
      "{q}. A figure that exact is one you only know if you've been checking it daily.",
      ["{q}. A number that precise is less a fact and more a confession.", "The spreadsheet is implied."],
      "{q}. The exact figure, down to the last digit, like an accountant with a hobby.",
    ],
  },
  {
    id: "decimal",
    // A price is how money is written, not a measurement anyone took.
    match: said(new RegExp(String.raw`(?<![$£€¥₹]\s?\d*)\b\d+\.\d+\b${NOT_A_BODY}${NOT_MONEY}`, "i")),
    jokes: [
      "{q}. A decimal point in a sentence is how you know someone measured, then measured again.",
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
      ["{q}. {w}, counted and announced, like a scoreboard nobody else is watching.", "Still, the scoreboard looks great."],
      ["{q}. Keeping a tally is how a hobby turns into a competition with yourself.", "The referee is also you."],
      ["{q}. Count it out loud and the count becomes the personality.", "The count is more interesting anyway."],
      "{q}. Somebody counted every single one of those, and it was the person who wrote this.",
    ],
  },
  {
    id: "percentage",
    match: said(/\b\d+(?:\.\d+)?\s?%|\b\d+\s?percent\b/i),
    jokes: [
      ["{q}. Percentages in a sentence are how feelings try to pass as statistics.", "The statistics are not fooled."],
      ["{q}. {w}, a very precise measurement of something nobody measured.", "The lab would like its ruler back."],
      "{q}. Giving it a percentage doesn't make it science; it makes it a pie chart with opinions.",
      ["{q}. Somewhere there's a calculator that never agreed to any of this.", "It would like a word."],
    ],
  },
  {
    id: "self-rating",
    match: said(/\b\d+(?:\.\d+)?\s?\/\s?(?:10|5)\b|out of (?:10|ten|5|five)\b/i),
    jokes: [
      "{q}. A rating system for your own life, and the critic is suspiciously generous.",
      "{q}. The score came from you, about you, which makes it a very easy exam.",
      ["{q}. Reviewing your own experience like a hotel stay, minus the refund.", "Would not stay again."],
      ["{q}. Scored by a panel of one, and the panel has a conflict of interest.", "The panel wrote this."],
    ],
  },
  {
    id: "around-the-clock",
    match: said(/24\s?\/\s?7|24-7|around the clock|round the clock|365 days/i),
    jokes: [
      ["{q}. Round the clock, no breaks, and somehow still no overtime pay.", "The clock would like a word."],
      "{q}. Nobody does anything all day and all night. Not even the thing you just listed.",
      "{q}. A schedule with no gaps in it is just a very long way of saying busy.",
      ["{q}. Every hour of every day, which leaves none for anything worth mentioning.", "Including sleep, from the sound of it."],
    ],
  },
  {
    id: "thousands-k",
    match: said(/\b\d+(?:\.\d+)?k\b/i),
    jokes: [
      "{q}. Rounded off with a k, which is how a number gets to skip the awkward details.",
      ["{q}. The letter k, doing the heavy lifting for a lot of zeros.", "The zeros are grateful."],
      ["{q}. Nobody says {w} unless they want you to ask for the exact figure.", "We won't."],
      ["{q}. A k on the end is how a number puts on its best clothes.", "Underneath, it's still a number."],
    ],
  },
  {
    // "2x founder", "3-time champion": a title with a multiplier.
    id: "multiplier-title",
    match: said(/\b\d+x\s+\w+|\b\d+[- ]time\s+\w+/i),
    jokes: [
      "{q}. Putting a tally in front of a title is its own sport, and you're winning it.",
      ["{q}. A title with a multiplier, like a high score on an arcade machine.", "Enter your initials."],
      ["{q}. If it happened more than once, was the first time just a rehearsal?", "Asking for the judges."],
      "{q}. The multiplier is doing what a trophy cabinet usually does, only smaller and louder.",
    ],
  },
  {
    id: "day-count",
    match: said(/\bday \d+\b/i),
    jokes: [
      "{q}. Numbering the days is how you make a hobby sound like a sentence being served.",
      ["{q}. Counting out loud in public, which is how a streak becomes everyone's problem.", "Everyone is now counting too."],
      ["{q}. Numbering the days like a castaway scratching marks into a wall, only with wifi.", "The wall would like some privacy."],
      ["{q}. A count with no finish line is just a diary with a scoreboard.", "And the diary is winning."],
    ],
  },
  {
    // An hour of the small hours, as they wrote it ("sleeping live at 4am"): awake or not, said or done then.
    id: "small-hours",
    match: said(/\b[3-6](?::\d\d)?\s?a\.?m\b/i),
    jokes: [
      ["{q}. At {w} even the sun is still asleep, and it isn't bragging.", "It has nothing to prove."],
      // The hour is in the words, not necessarily the time they were written or the writer awake.
      ["{q}. Any sentence with {w} in it is a cry for help with a timestamp.", "Help is asleep. Help is sensible."],
      "{q}. {w}: the hour when every idea sounds brilliant and none of them are.",
    ],
  },
  {
    // "Gym at 5am so you don't have to": up at that hour, by their own words.
    id: "up-early",
    match: said(/\b(?:up|wake|woke|waking|gym|alarm|run|ran|workout|lifting|training)\b[^.!?]{0,30}\b[3-6](?::\d\d)?\s?a\.?m\b/i),
    jokes: [
      ["{q}. Getting up that early is a choice; announcing it is a personality.", "A loud one, before breakfast."],
      ["{q}. Up before dawn, and being up before dawn is now the whole announcement.", "The sermon starts at sunrise."],
      ["{q}. The alarm clock did all the work, and you're taking the credit.", "The alarm clock would like a word."],
    ],
  },
  {
    id: "founding-year",
    match: said(/\best(?:\.|ablished)?\s+(?:19|20)\d\d\b|\bsince\s+(?:19|20)\d\d\b/i),
    jokes: [
      ["{q}. A founding year, as if there's a heritage brand behind all this.", "The heritage brand is you."],
      "{q}. Putting a year on it like a pub sign, so we know it's been going a while.",
      "{q}. A date stamp on a personality is how you know it's never been updated.",
      ["{q}. The year is there for credibility, and the credibility is still loading.", "Please do not refresh."],
    ],
  },
  {
    id: "number-one",
    match: said(/#1\b|number one|\bno\.\s?1\b|world['’]?s (?:best|greatest|okayest|worst)/i),
    jokes: [
      ["{q}. Ranked first by a panel of exactly the person who wrote it.", "The vote was unanimous."],
      ["{q}. A world ranking nobody else was invited to vote in.", "The results were never in doubt."],
      "{q}. The title sounds like it was printed on a mug, which is where it should have stayed.",
      "{q}. Top of a list with exactly one entry, which is a bit like winning a race alone.",
    ],
  },
];
