import type { Analysis } from "../types";
import { type Bit, type Fill, PLACE_NAMES } from "./bit";
import { buildCountBit, buildRatioBit } from "./count-bits";
import { buildHandleBit, buildHashtagBit, describeVisual, listPlatformTwists } from "./extra-bits";
import { buildPhraseBit, buildTitleBit, buildTitleStackBit } from "./phrase-bits";
import type { Random } from "./seeded-random";
import { findRoastMaterial, type Material } from "./roast-material";

/** Everything the composer can draw on for one analysis. */
export interface Repertoire {
  bits: Bit[];
  /** Short extra beats that fit between any setup and punch: platform habits, what the picture shows. */
  asides: string[];
  /** Lead-ins naming a second fact ("1,204 followers"), with what they quote. */
  contexts: Array<{ text: string; quoted: string[] }>;
}

export function buildRepertoire(analysis: Analysis, r: Random): Repertoire {
  const base: Omit<Fill, "quote"> = { r, place: PLACE_NAMES[analysis.platform], platform: analysis.platform };
  const materials = findRoastMaterial(analysis);
  const bits = materials.map((m) => buildBit(m, base)).filter((b): b is Bit => b !== undefined);
  const asides = [
    ...listPlatformTwists(analysis.platform),
    ...materials.flatMap((m) => (m.kind === "visual" ? describeVisual(m) : [])),
  ];
  return { bits, asides, contexts: findContexts(materials, base.place, analysis) };
}

function buildBit(m: Material, base: Omit<Fill, "quote">): Bit | undefined {
  switch (m.kind) {
    case "count":
      return buildCountBit(m, { ...base, quote: m.shown });
    case "ratio":
      return buildRatioBit(m, { ...base, quote: m.shownFollowing });
    case "phrase":
      return buildPhraseBit(m.quote, base);
    case "title":
      return buildTitleBit(m.quote, base);
    case "title-stack":
      return buildTitleStackBit(m.quote, m.count, base.platform);
    case "hashtags":
      return buildHashtagBit(m.tags, base);
    case "handle":
      return buildHandleBit(m.handle, base);
    case "visual":
      return undefined;
  }
}

function findContexts(materials: Material[], place: string, analysis: Analysis): Repertoire["contexts"] {
  const contexts: Repertoire["contexts"] = [];
  for (const m of materials) {
    if (m.kind === "count" && ["followers", "friends", "connections"].includes(m.label)) {
      contexts.push({ text: `${m.shown} ${m.label}`, quoted: [m.shown] });
    }
    if (m.kind === "visual" && m.aspect === "dark-mode") contexts.push({ text: "In full dark mode", quoted: [] });
    if (m.kind === "visual" && m.aspect === "colour") contexts.push({ text: `Surrounded by ${m.colour}`, quoted: [] });
  }
  if (analysis.platform !== "generic") contexts.push({ text: `On ${place}`, quoted: [] });
  return contexts;
}
