import { findBreakEven } from "./break-even";
import { findCountRatio } from "./count-ratio";
import type { Detail } from "./detail";

/** How much more a line whose numbers work out to a break-even gives a comedian (break-even.ts). */
const BREAK_EVEN_WEIGHT = 1.8;
/** How much more a sentence whose two counts divide into a figure gives a comedian (count-ratio.ts). */
const COUNT_RATIO_WEIGHT = 1.5;

/**
 * The details of a block's own numbers worked out: its rate and sum as a break-even ({sum}), and
 * its two counts divided ({ratio}), each the words that hold them as a quote. `quoteOf` makes the
 * quote's detail at a weight so many times the block's.
 */
export function workedOutDetails(text: string, quoteOf: (quote: string, weight: number) => Detail): Detail[] {
  const breakEven = findBreakEven(text);
  const countRatio = findCountRatio(text);
  return [
    ...(breakEven ? [{ ...quoteOf(breakEven.quote, BREAK_EVEN_WEIGHT), sum: breakEven.sum }] : []),
    ...(countRatio ? [{ ...quoteOf(countRatio.quote, COUNT_RATIO_WEIGHT), ratio: countRatio.ratio }] : []),
  ];
}
