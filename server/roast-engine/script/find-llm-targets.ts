import type { Analysis, ScriptTarget } from "../types";
import type { Detail } from "./details/detail";
import { findDetails } from "./details/find-details";
import { findTargets } from "./find-targets";
import { splitWords } from "./word-budget";

const clean = (fragment: string) =>
  fragment
    .trim()
    .replace(/^['"‘’“”]+|['"‘’“”.,!?]+$/g, "")
    .trim();

/**
 * Checks the fragments a model says it roasts against the owner's own words and the photo's
 * facts: each must be one of them (words also spoken in the roast), or the whole answer is
 * refused. Gives what the script quotes and where each fragment is, for the camera.
 */
export function findLlmTargets(fragments: string[], analysis: Analysis, beats: string[]): { quoted: string[]; targets: ScriptTarget[] } | { refused: string } {
  const details = findDetails(analysis);
  const text = beats.join(" ").toLowerCase();
  const used: Array<{ detail: Detail; beat: number }> = [];
  for (const raw of fragments) {
    const fragment = clean(raw);
    if (fragment.length < 2) continue;
    const lower = fragment.toLowerCase();
    // An exact fact first ("dog" is the dog in the photo), then a piece of one of the owner's quotes.
    const detail =
      details.find((d) => d.text.toLowerCase() === lower || (!d.quoted.length && d.label?.toLowerCase() === lower)) ??
      details.find((d) => d.quoted.length > 0 && d.text.toLowerCase().includes(lower));
    if (!detail) return { refused: `'${fragment}' is not the owner's words or in the photo` };
    if (detail.quoted.length && !text.includes(lower)) return { refused: `'${fragment}' is named but not said` };
    const beat = Math.max(
      0,
      beats.findIndex((b) => b.toLowerCase().includes(lower)),
    );
    used.push({ detail: { ...detail, text: detail.quoted.length ? fragment : detail.text, say: findSaid(beats.join(" "), fragment) }, beat });
  }
  if (used.length === 0 && details.length > 0) return { refused: "it quotes nothing read from the image" };
  const words = splitWords(beats.join(" "));
  const quoted = [...new Set(used.filter((u) => u.detail.quoted.length).map((u) => u.detail.text))];
  return { quoted, targets: findTargets(words, beats, used) };
}

/** The fragment as the script spells it, so its words can be found among the script's words. */
function findSaid(text: string, fragment: string): string {
  const at = text.toLowerCase().indexOf(fragment.toLowerCase());
  return at >= 0 ? text.slice(at, at + fragment.length) : fragment;
}
