import { readFileSync } from "node:fs";
import path from "node:path";
import { norm } from "./reading-set/judge-roast";

/**
 * Whether a roast quotes a line the set's reference roast quotes (`model-roasts.json`, written as a
 * vision language model writes them): the writer's pick of the screen's material (issue "A roast
 * people share", "Pick the funniest material"). A fragment counts when one text holds the other,
 * or when most of the shorter one's words are in the other ("the soup from March" and "Which
 * March? The soup from March" are one line; a quote may be cut at a clause by either writer).
 */
export function quotesWritersLine(fragments: readonly string[], reference: readonly string[]): boolean {
  return fragments.some((fragment) => reference.some((line) => sameLine(fragment, line)));
}

function sameLine(a: string, b: string): boolean {
  const [na, nb] = [norm(a), norm(b)];
  if (!/\p{L}/u.test(na) || !/\p{L}/u.test(nb)) return false;
  if (na.includes(nb) || nb.includes(na)) return true;
  const [wa, wb] = [words(na), words(nb)];
  const shared = [...wa].filter((w) => wb.has(w)).length;
  return shared / Math.min(wa.size, wb.size) >= 0.6;
}

const words = (text: string) => new Set(text.split(" ").filter((w) => w.length > 1));

/** The lines each screen's reference roast quotes, by screen id; none for a set without references. */
export function loadReferenceQuotes(dir: string): Map<string, string[]> {
  try {
    const roasts = JSON.parse(readFileSync(path.join(dir, "model-roasts.json"), "utf8")) as Array<{ id: string; quotes?: Array<{ text: string }> }>;
    return new Map(roasts.map((r) => [r.id, (r.quotes ?? []).map((q) => q.text)]));
  } catch {
    return new Map();
  }
}
