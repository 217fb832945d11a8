/**
 * Numbers in words, as the person writes them ("forty-two", "four hundred") and as the voice says a
 * worked-out figure ("about thirteen years"): shared by the arithmetic on the person's own numbers
 * (break-even.ts, count-ratio.ts). Pure.
 */

/** "zero" to "twenty", each at its value. */
export const SMALL_NUMBERS =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(" ");
/** The tens from twenty, by their value. */
export const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** Any word of a count written out, for a pattern: "one" … "nineteen", the tens, "hundred", "thousand". */
export const NUMBER_WORD = `(?:${[...SMALL_NUMBERS.slice(1, 20), ...Object.keys(TENS), "hundred", "thousand"].join("|")})`;

/** "forty-two" → 42, "four hundred" → 400, "1,140" → 1140; undefined for anything else. */
export function readCount(text: string): number | undefined {
  const plain = text.replace(/,/g, "");
  if (/^\d+$/.test(plain)) return Number(plain);
  let total = 0;
  let current = 0;
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    if (word === "and") continue;
    const small = SMALL_NUMBERS.indexOf(word);
    if (small >= 0) current += small;
    else if (word in TENS) current += TENS[word];
    else if (word === "hundred") current = (current || 1) * 100;
    else if (word === "thousand") {
      total += (current || 1) * 1000;
      current = 0;
    } else return undefined;
  }
  return total + current;
}
