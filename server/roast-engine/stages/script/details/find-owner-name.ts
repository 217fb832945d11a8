import type { Analysis } from "../../../types";

/** A given name as written on a name line: capitalised, letters only ("Devon", "Zoé", "O'Neil"). */
const GIVEN = /^\p{Lu}[\p{Ll}'’-]{2,}$/u;
/** A surname or an initial after it ("Okafor", "R.", "de"). */
const REST = /^(?:\p{Lu}[\p{Ll}'’-]+|\p{Lu}\.?|de|van|von|da|di|le|la)$/u;
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The first name of the person whose screen it is, only where the screen says it twice over: a
 * name line the reader gave the owner, whose first name their own handle also spells
 * ("Devon Okafor" and "@devon_ships_it"), or a dating card's name (the app shows only theirs).
 * One name only: two different owners' names, or a line no handle spells (a business's, "Café
 * Lumen") give none. Used to speak to the person (ROAST-STYLE rule 6: never a name they do not have).
 */
export function findOwnerName(analysis: Pick<Analysis, "lines" | "kind" | "kindSure" | "visual">): string | undefined {
  if (!analysis.visual.isScreenshot) return undefined;
  const handles = analysis.lines
    .filter((l) => l.owner === "self" && (l.role === "handle" || l.role === "name"))
    .flatMap((l) => l.text.match(/@[\p{L}\p{N}._]{3,}/gu) ?? [])
    .map(fold);
  const names = new Set<string>();
  for (const line of analysis.lines) {
    if (line.role !== "name" || line.owner !== "self") continue;
    const first = firstNameOf(line.text);
    if (!first) continue;
    // A dating card (the reader is sure it is one) shows one person's name, large: the app's own.
    const spelled = handles.some((h) => h.includes(fold(first)));
    if (spelled || (analysis.kind === "dating" && analysis.kindSure === true)) names.add(first);
  }
  return names.size === 1 ? [...names][0] : undefined;
}

/** "Devon Okafor" → "Devon"; "Jake 29" → "Jake"; "Léa Fontaine @leafontaine_ · Mar 3" → "Léa"; none for anything else. */
function firstNameOf(text: string): string | undefined {
  // Titles are joined by pipes ("Founder | Investor"); a name's line goes on with meta after a dot or a handle.
  if (text.includes("|")) return undefined;
  const words = text
    .replace(/\s*[@·•,(].*$/u, "")
    .replace(/\s+\d{2}$/, "")
    .trim()
    .split(/\s+/);
  if (words.length > 3 || !GIVEN.test(words[0]) || !words.slice(1).every((w) => REST.test(w))) return undefined;
  return words[0];
}
