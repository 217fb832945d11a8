import type { Analysis, Script, ScriptWord } from "../types";
import type { Bit } from "./bit";
import { buildRepertoire, type Repertoire } from "./build-bits";
import { checkScriptSafety } from "./check-script-safety";
import { createRandom, type Random } from "./seeded-random";
import { fitsWordBudget, splitWords } from "./word-budget";

interface Candidate {
  beats: string[];
  quoted: string[];
  bit: Bit;
}

/**
 * The offline comedy engine. Every piece of material becomes a bit (openers, twists, punches);
 * the seed orders the bits and their parts, and the first combination that fits the word budget,
 * quotes the upload and passes the safety filter is the roast.
 */
export function composeScript(analysis: Analysis, seed: string): Script {
  const r = createRandom(`${seed}\n${analysis.text.join("\n")}`);
  const repertoire = buildRepertoire(analysis, r);
  for (const bit of orderByWeight(repertoire.bits, r)) {
    const candidate = findCandidate(bit, repertoire, r);
    if (candidate) return buildScript(candidate);
  }
  return buildScript(composeFallback(analysis, repertoire, r));
}

function findCandidate(bit: Bit, { asides, contexts }: Repertoire, r: Random): Candidate | undefined {
  const { leadIn } = bit;
  const contextOpeners = leadIn
    ? contexts
        .filter((c) => !c.quoted.some((q) => bit.quoted.includes(q)))
        .map((c) => ({ text: leadIn(c.text), quoted: c.quoted, priority: c.quoted.length ? 1.3 : 1 }))
    : [];
  // Two facts in one roast are funnier and more personal: lead-ins naming a number come first more often.
  const openers = [...bit.openers.map((text) => ({ text, quoted: [] as string[], priority: 1 })), ...contextOpeners];
  // The bit's own twist is likeliest, then no twist, then an aside about the platform or picture.
  const middles = [
    { text: undefined, priority: 0.85 },
    ...bit.twists.map((text) => ({ text, priority: 1 })),
    ...(bit.reactions ?? []).map((text) => ({ text, priority: 0.8 })),
    ...asides.map((text) => ({ text, priority: 0.7 })),
  ];
  const combos: Array<Candidate & { rank: number }> = [];
  for (const opener of openers) {
    for (const middle of middles) {
      for (const punch of bit.punches) {
        const beats = middle.text ? [opener.text, middle.text, punch] : [opener.text, punch];
        combos.push({ beats, quoted: [...bit.quoted, ...opener.quoted], bit, rank: r.next() * middle.priority * opener.priority });
      }
    }
  }
  return combos.sort((a, b) => b.rank - a.rank).find(isUsable);
}

function isUsable(candidate: Candidate): boolean {
  const text = candidate.beats.join(" ");
  const quotesSomething = candidate.bit.quoted.length === 0 || candidate.quoted.some((q) => text.includes(q));
  return quotesSomething && fitsWordBudget(text) && checkScriptSafety(text).safe;
}

/** Nothing fit: a short, honest line that still names what was read, or what was seen. */
function composeFallback(analysis: Analysis, { asides }: Repertoire, r: Random): Candidate {
  const read = analysis.text.map((l) => l.split(" ").slice(0, 3).join(" ")).find((l) => checkScriptSafety(l).safe && /\p{L}{3}/u.test(l));
  const setup = read
    ? `I read '${read}' twice, and both times my circuits asked for a refund.`
    : "No bio, no caption, nothing to read, just a picture and a lot of confidence.";
  const punch = asides.length ? r.pick(asides) : "Roasting this is like roasting a screensaver.";
  const bit: Bit = { quoted: read ? [read] : [], openers: [], twists: [], punches: [], mood: "deadpan", weight: 0 };
  return { beats: [setup, punch], quoted: bit.quoted, bit };
}

function orderByWeight(bits: Bit[], r: Random): Bit[] {
  const remaining = [...bits];
  const ordered: Bit[] = [];
  while (remaining.length) {
    const next = r.pickWeighted(remaining, (b) => b.weight);
    ordered.push(next);
    remaining.splice(remaining.indexOf(next), 1);
  }
  return ordered;
}

function buildScript({ beats, quoted, bit }: Candidate): Script {
  const text = beats.join(" ");
  const words: ScriptWord[] = splitWords(text).map((word) => ({ text: word }));
  // The punchline lands on its last word.
  if (words.length) words[words.length - 1] = { ...words[words.length - 1], emphasis: true };
  return {
    text,
    words,
    beats,
    mood: bit.mood,
    source: "offline",
    quoted: [...new Set(quoted.filter((q) => text.includes(q)))],
    targets: [],
    lineIds: [],
  };
}
