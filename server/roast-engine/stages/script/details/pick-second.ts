import type { Analysis } from "../../../types";
import type { Random } from "../seeded-random";
import type { Detail } from "./detail";

/** A second detail of another kind (a count for a quote, a caption for a photo), for a two-fact roast. */
export function pickSecond(primary: Detail, details: Detail[], analysis: Analysis, r: Random): Detail | undefined {
  // A screenshot's background colour or dark mode is the app's, not the person's: never the second fact.
  // Nor a part of the primary's words, or words it is part of: "'He offered me one. I start Monday', and 'I start Monday'" says one thing twice.
  const overlaps = (d: Detail) => d.text.toLowerCase().includes(primary.text.toLowerCase()) || primary.text.toLowerCase().includes(d.text.toLowerCase());
  const others = details.filter((d) => !overlaps(d) && !(d.kind === "scene" && analysis.visual.isScreenshot));
  if (!others.length) return undefined;
  const kindOf = (d: Detail) => (d.kind === "ratio" ? "count" : d.kind);
  return r.pickWeighted(others, (d) => d.weight * (kindOf(d) === kindOf(primary) ? 0.25 : 1));
}
