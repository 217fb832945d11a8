import type { Analysis } from "../../server/roast-engine/types";
import { isExactQuote } from "./exact-quote";
import type { ScreenTruth } from "./screen-truth";

/** Words of a text, lower case, letters and digits only: how OCR'd text is compared with the truth. */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter((w) => w.length > 0);

/** Share of `part`'s words found in `whole` (each word counted once). */
export function coverage(part: string, whole: string): number {
  const want = wordsOf(part);
  if (want.length === 0) return 0;
  const have = new Set(wordsOf(whole));
  return want.filter((w) => have.has(w)).length / want.length;
}

export interface ReadingScore {
  id: string;
  kindRight: boolean;
  platformRight: boolean;
  /** The truth's own quotes (two words or more) and how many a quote holds whole (≥ 80% of words). */
  ownQuotes: number;
  ownFound: number;
  /** Quotes that are the app's words or another person's, not the person's. */
  uiQuoted: string[];
  othersQuoted: string[];
  /** Quotes not equal, letter for letter, to a run of the person's own words (exact-quote.ts). */
  inexactQuotes: string[];
  quotes: number;
  /** UI phrases read as lines, and how many of those lines were owned by the app. */
  uiLines: number;
  uiLinesRight: number;
}

/** Scores one analysis against its ground truth. */
export function scoreReading(analysis: Analysis, truth: ScreenTruth): ReadingScore {
  // A caption's trailing hashtags are left out of its quote by design (they are a detail of their
  // own), while the truth keeps them: the quote is compared with the caption without them.
  const own = truth.ownWords.map((w) => w.replace(/(?:\s+#[\p{L}\p{N}_]+)+\s*$/u, "")).filter((w) => wordsOf(w).length >= 2);
  const quotes = analysis.quotes.map((q) => q.text);
  const ownFound = own.filter((w) => quotes.some((q) => coverage(w, q) >= 0.8)).length;
  const isOwn = (q: string) => [...truth.ownWords, ...truth.stickers, ...truth.details, truth.name ?? ""].some((w) => coverage(q, w) >= 0.6);
  const uiQuoted = quotes.filter((q) => !isOwn(q) && truth.uiWords.some((u) => wordsOf(u).length > 0 && coverage(q, u) >= 0.6));
  const otherWords = truth.others.flatMap((o) => o.words);
  const othersQuoted = quotes.filter((q) => !isOwn(q) && otherWords.some((w) => coverage(q, w) >= 0.6));
  let uiLines = 0;
  let uiLinesRight = 0;
  for (const line of analysis.lines) {
    if (wordsOf(line.text).length === 0 || isOwn(line.text)) continue;
    if (!truth.uiWords.some((u) => coverage(line.text, u) >= 0.8)) continue;
    uiLines += 1;
    uiLinesRight += line.owner === "ui" ? 1 : 0;
  }
  return {
    id: truth.id,
    kindRight: analysis.kind === truth.kind,
    platformRight: analysis.platform === truth.platform,
    ownQuotes: own.length,
    ownFound,
    uiQuoted,
    othersQuoted,
    inexactQuotes: quotes.filter((q) => !isExactQuote(q, truth)),
    quotes: quotes.length,
    uiLines,
    uiLinesRight,
  };
}
