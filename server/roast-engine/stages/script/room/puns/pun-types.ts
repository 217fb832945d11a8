import { hashString } from "../../seeded-random";
import type { Claim } from "../claims";
import type { RoomLine } from "../room-types";

/**
 * A field the person's own words put them in (a night bus, foley, astrology, a spreadsheet), and
 * punchlines in that field's own language turned on them: "This route terminates at heartbreak"
 * after "I drive the last night bus out of Leeds". The best-judged lines the room ever wrote are
 * of this kind ("A personality with conditional formatting" after a birthday spreadsheet;
 * bench/judging/README.md), where a stock tag ("The prosecution rests") fits any line and adds
 * nothing. Each punchline is figurative and true whatever else the line says: it names no event,
 * person, number or thing the words do not.
 */
export interface PunSource {
  /** The field, one or two words: "night-bus", "foley". */
  id: string;
  /** The person's own words that put them in the field, whole words only: /\b(?:bus|buses|bus driver)\b/i. */
  words: RegExp;
  /** A line a person might write with those words, which `words` must match (puns.test.ts). */
  example: string;
  /** Punchlines in the field's language, said after the person's words on any upload. */
  puns: string[];
  /** Punchlines about their love life, said only on a dating card (claims.ts "dating"). */
  dating?: string[];
}

/** A field's punchlines as the room says them: each with a stable id, and the facts it states. */
export interface Pun {
  id: string;
  words: RegExp;
  example: string;
  needs: Claim[];
  lines: RoomLine[];
}

/** One group's fields in the room's shape: the general punchlines and the dating ones apart, each with the claim it needs. */
export function definePuns(group: string, sources: readonly PunSource[]): Pun[] {
  const lines = (id: string, texts: readonly string[]) => texts.map((text) => ({ id: `${id}:p${hashString(text).toString(36)}`, text }));
  return sources.flatMap((s) => {
    const id = `jpun.${group}.${s.id}`;
    const general: Pun = { id, words: s.words, example: s.example, needs: [], lines: lines(id, s.puns) };
    const dating: Pun[] = s.dating?.length
      ? [{ id: `${id}-dating`, words: s.words, example: s.example, needs: ["dating"], lines: lines(`${id}-dating`, s.dating) }]
      : [];
    return [general, ...dating];
  });
}
