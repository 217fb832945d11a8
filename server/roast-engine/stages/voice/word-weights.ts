import type { ScriptWord } from "../../types";
import type { WeightedWord } from "./align-words";

const CLAUSE_END = /[.,!?;:…—–]["'”’)]*$/;

/** A word ends a clause when it carries closing punctuation (as the speech engines pause there). */
export const isClauseEnd = (word: string): boolean => CLAUSE_END.test(word.trim());

/** Rough English syllable count; digits and symbols are spoken as words, so they weigh more. */
export function countSyllables(word: string): number {
  const lower = word.toLowerCase();
  const letters = lower.replace(/[^a-z]/g, "");
  let syllables = (letters.match(/[aeiouy]+/g) ?? []).length;
  if (letters.length > 2 && /[^aeiouy]e$/.test(letters) && !/[^aeiouy]le$/.test(letters)) syllables -= 1;
  syllables = Math.max(letters.length > 0 ? 1 : 0, syllables);
  const digits = (lower.match(/\d/g) ?? []).length;
  const symbols = (lower.match(/[@#&%$+]/g) ?? []).length + (lower.match(/\w\.\w/g) ?? []).length;
  return syllables + Math.ceil(digits * 1.3) + symbols * 1.5;
}

/** The syllables a script's words take to say: what each voice's first pace is planned from. */
export const countWordsSyllables = (words: readonly Pick<ScriptWord, "text">[]): number => words.reduce((sum, w) => sum + countSyllables(w.text), 0);

/** Weight of a word from its spelling: syllables, nudged by length. */
export function weighText(word: string): number {
  const letters = word.replace(/[^\p{L}\p{N}]/gu, "").length;
  return countSyllables(word) + letters * 0.06 + 0.15;
}

/**
 * Weight of a word from espeak's phoneme mnemonics (`-x`): vowels and stressed or long sounds take
 * longer than consonants.
 */
export function weighPhonemes(phonemes: string): number {
  const clean = phonemes.replace(/[#_|]/g, "");
  const vowels = (clean.match(/[aAeEiIoOuUV@03]+/g) ?? []).length;
  const consonants = clean.replace(/[aAeEiIoOuUV@03',;:\d\s]/g, "").length;
  const stresses = (clean.match(/'/g) ?? []).length;
  const longs = (clean.match(/:/g) ?? []).length;
  return vowels + consonants * 0.5 + stresses * 0.25 + longs * 0.3 + 0.15;
}

/** Weighs script words by spelling alone (a cloud voice gives no phonemes). */
export function weighWordsByText(words: ScriptWord[]): WeightedWord[] {
  return words.map((w, i) => ({
    text: w.text,
    weight: weighText(w.text),
    clauseEnd: isClauseEnd(w.text) || i === words.length - 1,
    emphasis: w.emphasis,
  }));
}

/**
 * Weighs script words by espeak's phonemes, one `-x` line per clause. Where a clause's tokens do
 * not match its words one to one (numbers, handles, merged words), the spelling weights are used,
 * scaled to that clause's phoneme total so clauses stay comparable.
 */
export function weighWordsByPhonemes(words: ScriptWord[], clauseLines: string[]): WeightedWord[] {
  const byText = weighWordsByText(words);
  const clauses: WeightedWord[][] = [[]];
  byText.forEach((w, i) => {
    clauses[clauses.length - 1].push(w);
    if (w.clauseEnd && i < byText.length - 1) clauses.push([]);
  });
  const lines = clauseLines.map((l) => l.trim()).filter((l) => l.length > 0);
  if (lines.length !== clauses.length) return byText;
  return clauses.flatMap((clause, c) => {
    const tokens = lines[c].split(/\s+/);
    if (tokens.length === clause.length) return clause.map((w, i) => ({ ...w, weight: weighPhonemes(tokens[i]) }));
    const phonemeTotal = tokens.reduce((sum, t) => sum + weighPhonemes(t), 0);
    const textTotal = clause.reduce((sum, w) => sum + w.weight, 0);
    return clause.map((w) => ({ ...w, weight: (w.weight * phonemeTotal) / textTotal }));
  });
}
