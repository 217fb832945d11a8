import type { Detail } from "../../stages/script/details/detail";
import { findDetails } from "../../stages/script/details/find-details";
import { matchThemes, type ThemeMatch } from "../../stages/script/match-themes";
import { ROOM } from "../../stages/script/room";
import { PETS } from "../../stages/script/room/pets";
import { filterRoastDetails } from "../../stages/script/safe-roast";
import type { Analysis } from "../../types";

/** What one side of a battle gives the room: its details, the themes they match, and the facts the verdict weighs. */
export interface SideMaterial {
  analysis: Analysis;
  details: Detail[];
  matches: ThemeMatch[];
  /** Details a theme was written for (not a catch-all about any bio line): the upload's clichés. */
  cliches: Detail[];
  /** Job titles the room has a joke for. */
  jobs: Detail[];
  /** Animals in the picture. */
  pets: Detail[];
  hashtags: number;
  followers?: number;
}

const PET_LABELS = new Set(PETS.flatMap((theme) => theme.match.labels ?? []));
const CLICHE_FAMILIES = new Set(["bio", "dating", "caption", "tag"]);

const distinct = (details: Detail[]) => details.filter((d, i) => details.findIndex((o) => o.text === d.text) === i);

/** Reads one upload's material, as a single roast would (a safe side never speaks of a body or clothes). */
export function readSideMaterial(analysis: Analysis, safe = false): SideMaterial {
  const details = filterRoastDetails(findDetails(analysis), safe);
  const matches = matchThemes(ROOM, details, analysis);
  const specific = matches.filter((m) => !m.theme.broad);
  return {
    analysis,
    details,
    matches,
    cliches: distinct(specific.map((m) => m.detail)),
    jobs: distinct(specific.filter((m) => m.theme.family === "job").map((m) => m.detail)),
    pets: details.filter((d) => d.kind === "object" && d.label !== undefined && PET_LABELS.has(d.label)),
    hashtags: details.filter((d) => d.kind === "hashtag").length,
    followers: analysis.counts.followers,
  };
}

/** A bio-style cliché: for the "same cliché, different font" comparison. */
export const bioCliches = (side: SideMaterial): Detail[] =>
  distinct(side.matches.filter((m) => !m.theme.broad && CLICHE_FAMILIES.has(m.theme.family) && m.detail.kind === "quote").map((m) => m.detail));
