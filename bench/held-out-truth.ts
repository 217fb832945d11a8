import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Platform, UploadKind } from "../server/roast-engine/types";
import type { ScreenTruth } from "./reading-set/screen-truth";

/**
 * The frozen held-out sets (held-out/README.md, held-out-v2/README.md, held-out-v3/README.md,
 * held-out-v4/README.md, held-out-v5/README.md, held-out-v6/README.md, held-out-v7/README.md, held-out-v8/README.md, held-out-v9/README.md, held-out-v10/README.md, held-out-v11/README.md, held-out-v12/README.md, held-out-v13/README.md, held-out-v14/README.md, held-out-v15/README.md, held-out-v16/README.md, held-out-v17/README.md, held-out-v18/README.md, held-out-v19/README.md, held-out-v20/README.md, held-out-v21/README.md, held-out-v22/README.md, held-out-v23/README.md, held-out-v24/README.md, held-out-v25/README.md, held-out-v26/README.md, held-out-v27/README.md, held-out-v28/README.md, held-out-v29/README.md, held-out-v30/README.md, held-out-v31/README.md, held-out-v32/README.md, held-out-v33/README.md, held-out-v34/README.md, held-out-v35/README.md, held-out-v36/README.md, held-out-v37/README.md, held-out-v38/README.md, held-out-v39/README.md, held-out-v40/README.md, held-out-v41/README.md, held-out-v42/README.md), and the tuning set
 * drawn the same way to develop against (tuning-set/README.md), as the roast eval reads
 * them: their `screens.json` as written, never edited, and what the engine is expected to say of
 * each screen where its own vocabulary has a word for it.
 */
export type HeldOutSet =
  | "held-out"
  | "held-out-v2"
  | "held-out-v3"
  | "held-out-v4"
  | "held-out-v5"
  | "held-out-v6"
  | "held-out-v7"
  | "held-out-v8"
  | "held-out-v9"
  | "held-out-v10"
  | "held-out-v11"
  | "held-out-v12"
  | "held-out-v13"
  | "held-out-v14"
  | "held-out-v15"
  | "held-out-v16"
  | "held-out-v17"
  | "held-out-v18"
  | "held-out-v19"
  | "held-out-v20"
  | "held-out-v21"
  | "held-out-v22"
  | "held-out-v23"
  | "held-out-v24"
  | "held-out-v25"
  | "held-out-v26"
  | "held-out-v27"
  | "held-out-v28"
  | "held-out-v29"
  | "held-out-v30"
  | "held-out-v31"
  | "held-out-v32"
  | "held-out-v33"
  | "held-out-v34"
  | "held-out-v35"
  | "held-out-v36"
  | "held-out-v37"
  | "held-out-v38"
  | "held-out-v39"
  | "held-out-v40"
  | "held-out-v41"
  | "held-out-v42"
  | "tuning-set";

export interface HeldOutLine {
  text: string;
  role: "owner" | "other" | "ui";
  /** Who wrote an `other` line, as the screen names them ("You" for the uploader in a chat). */
  author?: string;
  area?: "keyboard" | "notification";
  /** v2: only part of the line shows. */
  cut?: boolean;
}

export interface HeldOutScreen {
  id: string;
  /** Relative to the set's folder. */
  file: string;
  app: string;
  kind: string;
  dark: boolean;
  owner: { name: string; handle: string | null };
  lines: HeldOutLine[];
}

const BENCH = path.dirname(fileURLToPath(import.meta.url));

/** Where a held-out set's files are. */
export const heldOutDir = (set: HeldOutSet) => path.join(BENCH, set);
export const loadHeldOut = (set: HeldOutSet): HeldOutScreen[] => JSON.parse(readFileSync(path.join(heldOutDir(set), "screens.json"), "utf8"));

export const readHeldOutImage = (set: HeldOutSet, screen: Pick<HeldOutScreen, "file">) => readFile(path.join(BENCH, set, screen.file));

/** Consecutive lines of one speaker (the owner, one other author, or the app) in one area. */
export interface SpeakerRun {
  role: HeldOutLine["role"];
  author?: string;
  area?: HeldOutLine["area"];
  lines: string[];
}

/**
 * The lines grouped by who says them, in order. A paragraph that wraps is several lines (a post,
 * a question's title in the app's text), and nothing in `lines` tells a wrap from two items of one
 * speaker drawn one under the other, so a run holds both; a keyboard or a banner is its own run.
 */
export function speakerRuns(lines: HeldOutLine[]): SpeakerRun[] {
  const runs: SpeakerRun[] = [];
  for (const line of lines) {
    const last = runs.at(-1);
    if (last && last.role === line.role && last.author === line.author && last.area === line.area) last.lines.push(line.text);
    else runs.push({ role: line.role, author: line.author, area: line.area, lines: [line.text] });
  }
  return runs;
}

export const runText = (run: SpeakerRun) => run.lines.join(" ");

/** Every stretch of whole consecutive lines of a run, so a quote may start or end at any line's edge. */
function lineSpans(run: SpeakerRun): string[] {
  const spans: string[] = [];
  for (let i = 0; i < run.lines.length; i++) for (let j = i + 1; j <= run.lines.length; j++) spans.push(run.lines.slice(i, j).join(" "));
  return spans;
}

/**
 * Everything on the screen as the quotable words of a ScreenTruth, for judge-roast.ts's exact-quote
 * count: a quote is exact when it is, letter for letter, a whole clause of what someone on the
 * screen (or the app) wrote; whose words they are is judged apart (judge-held-out.ts). A line's
 * edge counts as a clause's edge, since a wrap and an item boundary look the same in `lines`.
 * Fancy letters (𝓙𝓮𝓼𝓼) count as the plain ones they draw (NFKC), the way anyone reads them.
 */
export function quotableTruth(screen: HeldOutScreen): ScreenTruth {
  return {
    id: screen.id,
    file: screen.file,
    kind: expectedKind(screen) ?? "post",
    platform: expectedPlatform(screen.app),
    dark: screen.dark,
    ownWords: speakerRuns(screen.lines)
      .flatMap(lineSpans)
      .map((text) => text.normalize("NFKC")),
    name: screen.owner.name.normalize("NFKC"),
    handle: screen.owner.handle?.normalize("NFKC"),
    details: [],
    counts: {},
    uiWords: [],
    others: [],
    stickers: [],
  };
}

const DATING_APPS = new Set([
  "hinge",
  "bumble",
  "okcupid",
  "tinder",
  "grindr",
  "feeld",
  "raya",
  "coffee meets bagel",
  "badoo",
  "happn",
  "hily",
  "the league",
  "plenty of fish",
  "match",
  "boo",
  "her",
  "eharmony",
  "zoosk",
  "inner circle",
  "hater",
  "mamba",
  "fika",
  "stitch",
  "mingle2",
]);
const NAMED_PLATFORMS: Record<string, Platform> = {
  instagram: "instagram",
  tiktok: "tiktok",
  linkedin: "linkedin",
  x: "twitter",
  twitter: "twitter",
  facebook: "facebook",
};

/** The engine's platform for an app: its five named ones, "dating" for a dating app, else "generic". */
export function expectedPlatform(app: string): Platform {
  const key = app.toLowerCase();
  return DATING_APPS.has(key) ? "dating" : (NAMED_PLATFORMS[key] ?? "generic");
}

/** The engine's kind for a screen, when it has one: reviews, listings and "other" screens have none. */
export function expectedKind(screen: Pick<HeldOutScreen, "app" | "kind">): UploadKind | undefined {
  if (screen.kind === "profile") return expectedPlatform(screen.app) === "dating" ? "dating" : "profile";
  if (screen.kind === "comments") return "comment";
  return (["post", "chat", "story"] as const).find((k) => k === screen.kind);
}
