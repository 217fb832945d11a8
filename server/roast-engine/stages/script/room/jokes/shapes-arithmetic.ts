import type { TropeSource } from "../joke-types";
import { TWO_COUNTS } from "../../details/count-ratio";
import { said } from "./shapes-match";

/** A sum by the night, week or month in the words (details/break-even.ts finds the one-off sum beside it). */
const RATE =
  /\b(?:cents?|p|pence|dollars?|bucks|pounds?|quid|euros?|[$£€]\s?\d+(?:\.\d{1,2})?)\s+(?:a|an|per|each|every)\s+(?:night|day|week|month|year|hour)\b/i;

/**
 * The person's own numbers, taken seriously: a rate and a one-off sum in the same breath, and how
 * long the one takes to come out even with the other ({sum}, worked out from what they wrote and
 * said in plain words). Neither which number is the cost nor why is claimed: only the arithmetic.
 * Three voices, as the screen gives the words: the person's, another's by name, or unsure.
 */
export const ARITHMETIC_TROPES: TropeSource[] = [
  {
    id: "break-even",
    match: said(RATE),
    jokes: [
      ["{q}. Break-even in {sum}.", "We did the maths."],
      ["{q}. Those numbers meet in {sum}.", "Save the date."],
      ["{q}. Even in {sum}. A pension plan, basically.", "A slow one."],
      // For a short line: the arithmetic said in full.
      ["{q}. Do the maths and those numbers come out even in {sum}, give or take.", "We did the maths."],
    ],
  },
  {
    // Two counts in one sentence, divided ({ratio}, count-ratio.ts: "about thirteen co-working
    // spaces per beach", "one in three"): the division is the punch, claiming nothing of which
    // count was the effort and which the result.
    id: "count-ratio",
    match: said(TWO_COUNTS),
    jokes: [
      ["{q}. That's {ratio}.", "We did the maths.", "Somebody had to."],
      ["{q}. Do the maths: {ratio}.", "The maths is not on your side."],
      ["{q}. Worked out, {ratio}.", "Calculators don't lie."],
      ["{q}. In other words, {ratio}.", "Put that on the poster."],
      ["{q}. Or, as a statistician would put it, {ratio}.", "The statistician is worried."],
    ],
  },
  {
    id: "count-ratio-on-screen",
    match: { on: "quote", unowned: true, words: TWO_COUNTS },
    needs: ["screenshot"],
    jokes: [
      ["{q}. That's {ratio}.", "We did the maths."],
      ["This screen says {q}. Do the maths: {ratio}.", "The maths is not on its side."],
    ],
  },
  {
    id: "break-even-theirs",
    match: { on: "quote", by: true, words: RATE },
    jokes: [
      ["{by}: {q}. Break-even in {sum}.", "Someone tell {by}."],
      ["{by} wrote {q}. Those numbers meet in {sum}.", "Save the date."],
      ["{by} wrote {q}. Do the maths and those numbers come out even in {sum}.", "Someone tell {by}."],
    ],
  },
  {
    id: "break-even-on-screen",
    match: { on: "quote", unowned: true, words: RATE },
    needs: ["screenshot"],
    jokes: [
      ["{q}. Break-even in {sum}.", "We did the maths."],
      ["{q}. Those numbers meet in {sum}.", "Save the date."],
      ["This screen says {q}. Do the maths: those numbers come out even in {sum}.", "We did the maths."],
    ],
  },
];
