import type { TimedWord } from "../../types";
import type { Span, SpeechMap } from "./find-pauses";

/** A word to place on the timeline: its share of the speech, and whether a clause ends after it. */
export interface WeightedWord {
  text: string;
  weight: number;
  clauseEnd: boolean;
  emphasis?: boolean;
}

/**
 * Forced proportional alignment: clause breaks are snapped to the real pauses nearest to where
 * the weights expect them, then each clause's words share its span by weight.
 */
export function alignWords(words: WeightedWord[], map: SpeechMap): TimedWord[] {
  if (words.length === 0) return [];
  const clauses = groupClauses(words);
  const spans: Span[] = [];
  let cursor = map.speech.startMs;
  for (let c = 0; c < clauses.length; c++) {
    if (c === clauses.length - 1) {
      spans.push({ startMs: cursor, endMs: Math.max(cursor, map.speech.endMs) });
      break;
    }
    const remaining = clauses.slice(c).map(sumWeights);
    const share = remaining[0] / remaining.reduce((a, b) => a + b, 0);
    const expected = cursor + (map.speech.endMs - cursor) * share;
    const pause = pickPause(map.pauses, cursor, map.speech.endMs, expected);
    spans.push({ startMs: cursor, endMs: pause ? pause.startMs : expected });
    cursor = pause ? pause.endMs : expected;
  }
  return clauses.flatMap((clause, c) => spreadOverSpan(clause, spans[c]));
}

function groupClauses(words: WeightedWord[]): WeightedWord[][] {
  const clauses: WeightedWord[][] = [[]];
  words.forEach((word, i) => {
    clauses[clauses.length - 1].push(word);
    if (word.clauseEnd && i < words.length - 1) clauses.push([]);
  });
  return clauses;
}

const sumWeights = (clause: WeightedWord[]) => clause.reduce((sum, w) => sum + Math.max(w.weight, 0.01), 0);

/** The pause closest to the expected break, preferring long ones; none if all are far off. */
function pickPause(pauses: Span[], afterMs: number, beforeMs: number, expectedMs: number): Span | undefined {
  const tolerance = (beforeMs - afterMs) * 0.3;
  let best: { pause: Span; score: number } | undefined;
  for (const pause of pauses) {
    if (pause.startMs <= afterMs || pause.endMs >= beforeMs) continue;
    const distance = Math.abs((pause.startMs + pause.endMs) / 2 - expectedMs);
    if (distance > tolerance) continue;
    const score = distance - 1.5 * (pause.endMs - pause.startMs);
    if (!best || score < best.score) best = { pause, score };
  }
  return best?.pause;
}

function spreadOverSpan(clause: WeightedWord[], span: Span): TimedWord[] {
  const total = sumWeights(clause);
  const duration = span.endMs - span.startMs;
  let cumulative = 0;
  return clause.map((word) => {
    const startMs = span.startMs + (duration * cumulative) / total;
    cumulative += Math.max(word.weight, 0.01);
    const endMs = span.startMs + (duration * cumulative) / total;
    const timed: TimedWord = { text: word.text, startMs: Math.round(startMs), endMs: Math.round(endMs) };
    if (word.emphasis) timed.emphasis = true;
    return timed;
  });
}
