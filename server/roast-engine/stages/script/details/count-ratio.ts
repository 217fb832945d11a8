import { eachMatch } from "../each-match";
import { NUMBER_WORD, readCount, SMALL_NUMBERS, TENS } from "./number-words";

/**
 * The arithmetic two counts in one sentence invite (ROAST-STYLE.md: "do the arithmetic on two
 * numbers"): "forty co-working spaces and three beaches" is about thirteen co-working spaces per
 * beach; "six proposals … two of them fail" is one in three. Every figure comes from what the
 * person wrote, worked out and said in plain words; nothing says which count is the effort and
 * which the result, only the division. Pure.
 */

/** The most words the sentence may have: it is quoted whole beside the arithmetic. */
const MOST_WORDS = 16;
/** The larger count must be this many times the smaller for the division to say anything. */
const LEAST_RATIO = 3;

export interface CountRatio {
  /** The person's sentence that holds both counts, as written, without its closing stop. */
  quote: string;
  /** The division in plain words: "about thirteen co-working spaces per beach", "one in three". */
  ratio: string;
}

/** A count as written: "1,140", "36", "forty-two", "four hundred", "ten thousand". */
export const COUNT = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+|${NUMBER_WORD}(?:[- ](?:and )?${NUMBER_WORD})*)`;
/** Two counts in one stretch of words, as a trope of the room matches on them (room/jokes/shapes-arithmetic.ts). */
export const TWO_COUNTS = new RegExp(String.raw`(?<![\p{L}\d])${COUNT}(?![\p{L}\d]).*(?<![\p{L}\d])${COUNT}(?![\p{L}\d])`, "iu");
/** A count and the one or two words it counts, up to what follows them. */
const COUNTED = new RegExp(
  String.raw`(?<![\p{L}\d$£€¥₹#:.,/-])(${COUNT})\s+([\p{L}][\p{L}'’-]*)(?:\s+([\p{L}][\p{L}'’-]*))?(?=(\s+[\p{L}]+|[\s.,;:!?)…]|$))`,
  "giu",
);
/** "two of them", "64 of those", "580 of my 600 photos": a share of a count. */
const SHARE = new RegExp(
  String.raw`(?<![\p{L}\d$£€¥₹#:.,/-])(?<!\b(?:every|each|not|any|no)\s+)(${COUNT})\s+of\s+(?:them|those|these|us|(?:my|our|the|his|her|their)\s+(${COUNT})\s+[\p{L}'’-]+)(?![\p{L}])`,
  "giu",
);

/** Words that may follow a counted thing and start the rest of the sentence, never its name's next word. */
const FOLLOWS = new Set(
  "and or but nor in on at of for to from with by that who which whom whose so then all each every a an the my our your his her their this these those than as is are was were has have had will would can could did do does not no only just still now later ago before after while when where since until into onto over under about".split(
    " ",
  ),
);
/** Words a count may stand before that count nothing: "one of", "forty and", "three came". */
const NOT_COUNTED = new Set([...FOLLOWS, ..."more less most least times time people's i me you we they he she it".split(" ")]);
/** Units of time, money and measure: "six hours and one relationship" is no count of things. */
const UNITS = new Set(
  "second seconds minute minutes min mins hour hours hr hrs day days week weeks month months year years decade decades century centuries night nights morning mornings evening evenings afternoon afternoons weekend weekends am pm km kms kilometres kilometers mile miles metre metres meter meters cm mm inch inches foot feet yard yards kg kgs kilo kilos gram grams g lb lbs pound pounds stone ounce ounces litre litres liter liters ml pint pints gallon gallons degree degrees percent per cent euro euros dollar dollars buck bucks quid pence penny cents cent p rupees yen pesos k mph kph calories kcal bpm mb gb tb star stars point points pts mark marks".split(
    " ",
  ),
);
/** Words a label numbers, not counts: "Day 9", "chapter 41", "episode 1,047", "table 12". */
const LABEL_BEFORE =
  /(?:^|\s)(?:day|week|chapter|episode|ep|level|page|season|round|unit|room|gate|platform|bus|flat|number|no|part|step|stage|book|volume|vol|grade|size|age|aged|route|line|table|seat|row|track|lap|mile|km|year|class|group|team|version|v)\s*$/i;
/** Plurals whose singular is not the word less its "s" or "es" (and "-ies" to "-y"). */
const IRREGULAR: Record<string, string> = {
  people: "person",
  buses: "bus",
  gases: "gas",
  lenses: "lens",
  bonuses: "bonus",
  viruses: "virus",
  men: "man",
  women: "woman",
  children: "child",
  teeth: "tooth",
  feet: "foot",
  geese: "goose",
  mice: "mouse",
  sheep: "sheep",
  fish: "fish",
  deer: "deer",
  perch: "perch",
  salmon: "salmon",
  cattle: "cattle",
};

interface Count {
  value: number;
  /** The counted words as written ("co-working spaces", "future lawyers"). */
  words: string;
  /** Its last word, the thing counted, lower-case. */
  head: string;
  at: number;
}

/** The division of two counts (or a share of one) said in one short sentence of `text`, if any. */
export function findCountRatio(text: string): CountRatio | undefined {
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const trimmed = sentence.trim();
    if (!trimmed || trimmed.split(/\s+/).length > MOST_WORDS) continue;
    const ratio = shareIn(trimmed) ?? perIn(trimmed);
    if (ratio) return { quote: trimmed.replace(/[.!]+$/, ""), ratio };
  }
  return undefined;
}

/** "two of them" after "six proposals", "580 of my 600 photos": one in so many, or so many per cent. */
function shareIn(sentence: string): string | undefined {
  const counts = countsIn(sentence);
  for (const m of eachMatch(SHARE, sentence)) {
    const part = readCount(m[1]);
    const whole = m[2] !== undefined ? readCount(m[2]) : [...counts].reverse().find((c) => c.at < m.index)?.value;
    // "one of them" out of nine is one in nine, said already: the arithmetic must add a figure.
    if (part === undefined || whole === undefined || part <= 1 || part >= whole) continue;
    return sayShare(part / whole);
  }
  return undefined;
}

/** The larger count of things per one of the smaller, of two different things both counted more than once. */
function perIn(sentence: string): string | undefined {
  const counts = countsIn(sentence).filter((c) => c.value >= 2);
  let best: { big: Count; small: Count } | undefined;
  // The larger said first, as a writer sets a big count against a small one ("forty co-working
  // spaces and three beaches"); the other way round the small count is as often what each of the
  // large was done with ("Two coats did all 14 panels": not seven panels a coat).
  for (const big of counts)
    for (const small of counts)
      if (
        big.head !== small.head &&
        big.at < small.at &&
        big.value >= small.value * LEAST_RATIO &&
        (!best || big.value / small.value > best.big.value / best.small.value)
      )
        best = { big, small };
  if (!best) return undefined;
  const singular = singularOf(best.small.words);
  return singular ? `${sayAbout(best.big.value / best.small.value)} ${best.big.words} per ${singular}` : undefined;
}

/** The sentence's counts of things, each a number and the plural it counts ("forty co-working spaces"). */
function countsIn(sentence: string): Count[] {
  const found: Count[] = [];
  for (const m of eachMatch(COUNTED, sentence)) {
    const [, number, first, second] = m;
    const at = m.index;
    const value = readCount(number);
    if (value === undefined || LABEL_BEFORE.test(sentence.slice(0, at)) || /^(?:19|20)\d\d$/.test(number)) continue;
    // One word counted ("cyclists late"), or a word and the thing ("future lawyers", "smart bulbs"):
    // the thing is the word that is a plural, never a word past it ("212 unclaimed neck pillows").
    const counted = (word: string) => !NOT_COUNTED.has(word.toLowerCase()) && !UNITS.has(word.toLowerCase()) && isPlural(word.toLowerCase());
    const twoWords = second !== undefined && !counted(first) && !FOLLOWS.has(first.toLowerCase()) && counted(second);
    if (!twoWords && !counted(first)) continue;
    if (twoWords && m[4] !== undefined && /^\s+\p{L}/u.test(m[4]) && !FOLLOWS.has(m[4].trim().toLowerCase())) continue;
    const words = twoWords ? `${first} ${second}` : first;
    const head = (twoWords ? second : first).toLowerCase();
    found.push({ value, words, head, at });
  }
  return found;
}

export function isPlural(head: string): boolean {
  return head in IRREGULAR || (/s$/.test(head) && !/(?:ss|us|is)$/.test(head));
}

/** "beaches" → "beach", "future lawyers" → "future lawyer", "people" → "person"; undefined where unsure. */
export function singularOf(words: string): string | undefined {
  const parts = words.split(" ");
  const head = parts.pop() ?? "";
  const lower = head.toLowerCase();
  const one =
    IRREGULAR[lower] ??
    (/(?:ches|shes|sses|xes|zzes)$/.test(lower)
      ? head.slice(0, -2)
      : /[^aeiou]ies$/.test(lower)
        ? `${head.slice(0, -3)}y`
        : /s$/.test(lower)
          ? head.slice(0, -1)
          : undefined);
  return one === undefined ? undefined : [...parts, one].join(" ");
}

/** A ratio in words as the voice says it: "fourteen", "five and a half", "about thirteen", "about 250". */
export function sayAbout(ratio: number): string {
  // To the half only where it is close to one ("fifteen and a half"); else to the whole ("about thirteen").
  const half = Math.round(ratio * 2) / 2;
  const rounded = ratio < 20 && half % 1 !== 0 && Math.abs(half - ratio) < 0.1 ? half : Math.round(ratio);
  const exact = Math.abs(rounded - ratio) < 1e-9;
  const whole = Math.floor(rounded);
  const said = whole <= 20 ? SMALL_NUMBERS[whole] : whole < 100 && whole % 10 === 0 ? Object.keys(TENS)[whole / 10 - 2] : whole.toLocaleString("en-US");
  return `${exact ? "" : "about "}${said}${rounded > whole ? " and a half" : ""}`;
}

/** A share as the voice says it: "one in three", "about one in four", "about ninety-seven per cent". */
function sayShare(share: number): string {
  if (share <= 0.4) {
    const inEvery = 1 / share;
    const rounded = Math.round(inEvery);
    const exact = Math.abs(rounded - inEvery) < 1e-9;
    const said = rounded <= 20 ? SMALL_NUMBERS[rounded] : rounded.toLocaleString("en-US");
    return `${exact ? "" : "about "}one in ${said}`;
  }
  const percent = Math.round(share * 100);
  const exact = Math.abs(percent - share * 100) < 1e-9;
  return `${exact ? "" : "about "}${percent} per cent`;
}
