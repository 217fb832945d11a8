import { defineJokes } from "../joke-types";

/**
 * A question on the screen and the answer in the next voice (details/find-exchanges.ts): the
 * reference roasts' favourite shape ("Asked why: 'Difficulty.'"). The two quotes, in order and
 * said as whose they are, are the joke; the tag only closes it. Every joke names who asked, as
 * well as who answered: the question is someone's words too. Nothing here says more of the
 * answer than that it came next, nor judges whether it answered.
 */
export const EXCHANGE_JOKES = defineJokes("jexchange", [
  {
    id: "your-answer",
    // The person answered; {asker} is another person's name.
    match: { on: "quote", asked: true },
    broad: false,
    mood: "deadpan",
    jokes: [
      ["{asker} asked {ask}, a perfectly reasonable question. Your answer, in full: {q}.", "No further questions were taken."],
      ["{asker}: {ask}. You, with the confidence of a whole committee: {q}.", "And that was the entire consultation."],
      ["{asker} wanted to know {ask}. What {asker} got was {q}.", "Nothing more, then or since. Case closed."],
      ["Asked {ask} by {asker}, you looked deep inside yourself and came back with {q}.", "The press conference is over."],
      ["A fair question from {asker}: {ask}. A full and complete answer from you: {q}.", "Full, by your standards."],
      ["{asker} asked {ask} and got {q}, which is all {asker} is ever getting.", "Appeal denied, in writing."],
    ],
  },
  {
    id: "their-answer",
    // Another person answered ({by}); {asker} is the person ("you") or someone else.
    match: { on: "quote", asked: true, by: true },
    broad: false,
    mood: "deadpan",
    jokes: [
      ["{asker} asked {ask}, a perfectly reasonable question. {by}'s answer, in full: {q}.", "No further questions were taken."],
      ["{asker} asked {ask}. {by} took the question very seriously and said {q}.", "The thread never recovered."],
      ["{asker} put the question on the table: {ask}. The answer from {by}, in full: {q}.", "That's the whole thread, really."],
      ["{asker} asked {ask}, and {by}, without a moment's pause: {q}.", "Mic, dropped. Meeting, adjourned."],
      ["{asker} asked {ask}. {by} said {q}, and nobody has asked anything since.", "Not once. Not ever."],
    ],
  },
]);
