// "one" and "a" are left out: "the one who…" states no count.
const SMALL: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1e3, grand: 1e3, k: 1e3, million: 1e6, m: 1e6, billion: 1e9, bn: 1e9, dozen: 12 };
const UNIT = "two|three|four|five|six|seven|eight|nine";
const WORDS = `(?:${Object.keys(TENS).join("|")})(?:[- ](?:${UNIT}))?|${Object.keys(SMALL).join("|")}`;
const SCALE = "hundred|thousand|grand|million|billion";
// A count in digits with its scale ("1.2K", "$2M", "40 grand"; "4am" is 4, "9,811th" 9,811), a
// count in words ("forty-four", "three thousand"), or a bare scale ("a million", "a dozen").
// Alone, "grand" is a number only as "a grand" said for itself: "the grand finale" is none.
const NUMBER = new RegExp(
  String.raw`\d+(?:[.,]\d+)*(?:\s?(?:k|m|bn|${SCALE})(?!\p{L}))?|\b(?:${WORDS})(?:\s(?:${SCALE}))?\b|\b(?:hundred|thousand|million|billion|dozen)\b|(?<=\ba\s)grand\b(?!\s+\p{L})`,
  "giu",
);

/**
 * The numbers a text states, each with the values it may stand for: the count as said and, when
 * it has a scale, the count before it ("$40K": 40 and 40,000), since "40k" on a screen and "forty
 * grand" in a roast are the same number, and so are "58m" and "58 minutes". Times and ranges are
 * their parts ("21:16" is 21 and 16).
 */
export function numbersIn(text: string): Array<{ said: string; values: number[] }> {
  return [...text.normalize("NFKC").matchAll(NUMBER)].map((m) => {
    const said = m[0];
    const [count, scale] = /^\d/.test(said) ? digitsValue(said) : wordsValue(said.toLowerCase());
    return { said, values: [count, count * scale] };
  });
}

function digitsValue(said: string): [number, number] {
  const [, digits, unit] = /^([\d.,]+)\s?(\p{L}*)$/u.exec(said) ?? [said, said, ""];
  // A comma before three digits groups thousands; any other comma is a decimal point.
  const plain = digits.replace(/,(?=\d{3}(?:\D|$))/g, "").replace(",", ".");
  return [Number.parseFloat(plain), SCALES[unit.toLowerCase()] ?? 1];
}

function wordsValue(said: string): [number, number] {
  let count = 0;
  let scale = 1;
  for (const word of said.split(/[- ]/)) {
    if (SCALES[word]) scale *= SCALES[word];
    else count += SMALL[word] ?? TENS[word] ?? 0;
  }
  return count === 0 ? [scale, 1] : [count, scale];
}
