import type { Analysis, Counts } from "../types";
import { parseCount } from "../analyze/parse-counts";
import { checkScriptSafety } from "./check-script-safety";

export type CountLabel = keyof Counts;

/** One concrete thing in the upload a joke can be built on. */
export type Material =
  | { kind: "count"; label: CountLabel; value: number; shown: string }
  | { kind: "ratio"; following: number; followers: number; shownFollowing: string; shownFollowers: string }
  | { kind: "phrase"; quote: string }
  | { kind: "title"; quote: string }
  | { kind: "title-stack"; quote: string; count: number }
  | { kind: "hashtags"; tags: string[] }
  | { kind: "handle"; handle: string }
  | { kind: "visual"; aspect: "colour" | "dark" | "blurry" | "dark-mode" | "bright"; colour?: string };

/** Everything in an analysis worth joking about, minus anything the safety filter would stop. */
export function findRoastMaterial(analysis: Analysis): Material[] {
  const found: Material[] = [];
  const shownOf = (value: number) => findShownCount(analysis.text, value);
  const { followers, following } = analysis.counts;
  for (const [label, value] of Object.entries(analysis.counts) as Array<[CountLabel, number]>) {
    const shown = shownOf(value);
    if (shown) found.push({ kind: "count", label, value, shown });
  }
  if (followers !== undefined && following !== undefined && following >= followers * 1.5 && following >= 50) {
    const shownFollowing = shownOf(following);
    const shownFollowers = shownOf(followers);
    if (shownFollowing && shownFollowers) found.push({ kind: "ratio", following, followers, shownFollowing, shownFollowers });
  }
  const titleLine = analysis.text.find((line) => (line.match(/ \| /g)?.length ?? 0) >= 2);
  if (titleLine) found.push({ kind: "title-stack", quote: clipQuote(titleLine.split(" | ")[0]), count: titleLine.split(" | ").length });
  const titles = new Set(analysis.jobTitles.map((t) => t.toLowerCase()));
  for (const title of analysis.jobTitles) found.push({ kind: "title", quote: clipQuote(title) });
  for (const phrase of analysis.bioPhrases) {
    if (!titles.has(phrase.toLowerCase())) found.push({ kind: "phrase", quote: clipQuote(phrase) });
  }
  if (analysis.hashtags.length) found.push({ kind: "hashtags", tags: analysis.hashtags.slice(0, 3) });
  for (const handle of analysis.handles.slice(0, 1)) found.push({ kind: "handle", handle });
  found.push(...findVisualMaterial(analysis));
  return found.filter((m) => checkScriptSafety(listQuotes(m).join(" ")).safe);
}

function findVisualMaterial({ visual }: Analysis): Material[] {
  const out: Material[] = [];
  if (visual.isScreenshot && visual.brightness < 0.3) out.push({ kind: "visual", aspect: "dark-mode" });
  if (!visual.isScreenshot && visual.brightness < 0.3) out.push({ kind: "visual", aspect: "dark" });
  if (!visual.isScreenshot && visual.brightness > 0.85) out.push({ kind: "visual", aspect: "bright" });
  if (!visual.isScreenshot && visual.blurriness > 0.1) out.push({ kind: "visual", aspect: "blurry" });
  // The background colour, or beige anywhere: accent colours of an app's own chrome are no joke.
  const [background] = visual.colorNames;
  const plain = ["white", "black", "light grey", "grey", "charcoal"];
  const colour = visual.colorNames.includes("beige") ? "beige" : background && !plain.includes(background) ? background : undefined;
  if (colour) out.push({ kind: "visual", aspect: "colour", colour });
  return out;
}

/** The fragments of the upload a piece of material quotes. */
export function listQuotes(material: Material): string[] {
  switch (material.kind) {
    case "count":
      return [material.shown];
    case "ratio":
      return [material.shownFollowing, material.shownFollowers];
    case "hashtags":
      return material.tags;
    case "handle":
      return [material.handle];
    case "visual":
      return [];
    default:
      return [material.quote];
  }
}

const TRAILING_FILLER = /^(?:a|an|the|then|and|or|of|to|my|in|for|with|at|on|as|by|but)$/i;

/**
 * A quote longer than six words is cut to its first five, without a dangling "a" or "then":
 * short quotes land harder. The result is still a verbatim piece of the line.
 */
export function clipQuote(phrase: string): string {
  const words = phrase.split(" ");
  if (words.length <= 6) return phrase;
  const kept = words.slice(0, 5);
  while (kept.length > 2 && TRAILING_FILLER.test(kept[kept.length - 1].replace(/[,;:]$/, ""))) kept.pop();
  return kept.join(" ").replace(/[,;:]$/, "");
}

/** How a count was written on the screen ("1,204", "2.1M"), so the roast can quote it exactly. */
function findShownCount(lines: string[], value: number): string | undefined {
  for (const line of lines) {
    const token = line.split(" ").find((t) => /^\d/.test(t) && parseCount(t) === value);
    if (token) return token;
  }
  return undefined;
}
