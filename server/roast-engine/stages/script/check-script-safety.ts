import { BLOCKED_TERMS } from "./blocked-terms";
import { eachMatch } from "./each-match";

const CATEGORIES = Object.entries(BLOCKED_TERMS).map(([category, terms]) => ({
  category,
  // Whole words only, letters and digits on neither side; flexible spaces inside phrases.
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.map((t) => t.replace(/ /g, "[\\s-]+")).join("|")})(?![\\p{L}\\p{N}])`, "giu"),
}));

/**
 * The last gate before any roast is spoken: no slurs, nothing on protected traits, nothing
 * sexual, no threats, no strong profanity. Reasons name the category, never repeat a slur.
 */
export function checkScriptSafety(text: string): { safe: boolean; reasons: string[] } {
  const normalized = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‘’`´]/g, "'");
  const reasons: string[] = [];
  for (const { category, pattern } of CATEGORIES) {
    const matches = [...eachMatch(pattern, normalized)].map((m) => m[0]);
    if (matches.length === 0) continue;
    reasons.push(category === "slur" ? "slur" : `${category}: ${[...new Set(matches)].join(", ")}`);
  }
  return { safe: reasons.length === 0, reasons };
}
