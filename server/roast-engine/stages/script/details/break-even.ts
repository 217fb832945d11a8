import { eachMatch } from "../each-match";
import { SMALL_NUMBERS } from "./number-words";

/**
 * The arithmetic a person's own numbers invite: a small saving or cost by the night, week or month
 * beside a one-off sum in the next breath ("About 4 cents a night. The tech visit was $190.") is a
 * break-even date, worked out and said in plain words ("about thirteen years"). The
 * joke is the person's numbers taken seriously, so every figure in it comes from what they wrote.
 * Pure.
 */

/** A sum by the unit of time: "4 cents a night", "£3 a week", "$12 per month", "50p each day". */
const RATE =
  /(?:([$£€])\s?(\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s?(cents?|c|p|pence|dollars?|bucks|pounds?|quid|euros?))\s+(?:a|an|per|each|every)\s+(night|day|week|month|year|hour)\b/i;
/** A one-off sum: "$190", "£1,200", "300 quid". */
const SUM = /(?:[$£€]\s?(\d[\d,]*(?:\.\d{2})?)|(\d[\d,]*(?:\.\d{2})?)\s?(?:dollars|bucks|pounds|quid|euros))(?![\d,])/gi;

const PER_YEAR: Record<string, number> = { hour: 24 * 365, night: 365, day: 365, week: 52, month: 12, year: 1 };
/** The most words of the person's that the break-even quotes. */
const MOST_WORDS = 14;
/** The fewest units the sum must last: a break-even of three weeks is no joke. */
const FEWEST_UNITS = 20;

export interface BreakEven {
  /** The person's sentences that hold both numbers, as written. */
  quote: string;
  /** How long the rate takes to make up the sum, in plain words: "about thirteen years". */
  sum: string;
}

/** The break-even of a rate and a one-off sum said in one or two adjacent sentences of `text`, short enough to quote. */
export function findBreakEven(text: string): BreakEven | undefined {
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = 0; i < sentences.length; i++) {
    const rate = readRate(sentences[i]);
    if (!rate) continue;
    for (const j of [i, i + 1, i - 1]) {
      if (j < 0 || j >= sentences.length) continue;
      const lump = largestSum(sentences[j], j === i ? rate.span : undefined);
      if (lump === undefined || lump < rate.value * FEWEST_UNITS) continue;
      const quote = sentences.slice(Math.min(i, j), Math.max(i, j) + 1).join(" ");
      if (quote.split(/\s+/).length > MOST_WORDS) continue;
      return { quote: quote.replace(/[.!]$/, ""), sum: sayUnits(lump / rate.value, rate.unit) };
    }
  }
  return undefined;
}

function readRate(sentence: string): { value: number; unit: string; span: string } | undefined {
  const m = RATE.exec(sentence);
  if (!m) return undefined;
  const [span, sign, signed, bare, word, unit] = m;
  const amount = Number(signed ?? bare);
  const cents = !sign && /^(?:cents?|c|p|pence)$/i.test(word ?? "");
  const value = cents ? amount / 100 : amount;
  return value > 0 ? { value, unit: unit.toLowerCase(), span } : undefined;
}

function largestSum(sentence: string, without?: string): number | undefined {
  const rest = without ? sentence.replace(without, " ") : sentence;
  const sums = [...eachMatch(SUM, rest)].map((m) => Number((m[1] ?? m[2]).replace(/,/g, "")));
  return sums.length ? Math.max(...sums) : undefined;
}

/**
 * As short as the voice needs it ("about thirteen years", "about two and a half years"; "240 days"
 * under two years): the span is said beside the person's own sentences in a seven-second roast.
 */
export function sayUnits(count: number, unit: string): string {
  const n = Math.round(count);
  const years = count / PER_YEAR[unit];
  if (unit !== "year" && years < 2) return `${n.toLocaleString("en-US")} ${unit}${n === 1 ? "" : "s"}`;
  const half = Math.round(years * 2) / 2;
  const whole = Math.floor(half);
  const said = whole <= 20 ? SMALL_NUMBERS[whole] : whole.toLocaleString("en-US");
  return `about ${said}${half > whole ? " and a half" : ""} years`;
}
