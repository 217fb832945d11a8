import type { Analysis, Script, ScriptWord } from "../../types";
import { checkScriptSafety } from "./check-script-safety";
import type { Detail } from "./details/detail";
import { findDetails } from "./details/find-details";
import { findPhotoSubject } from "./details/find-photo-subject";
import { findWordsGenre } from "./details/find-words-genre";
import { fillLine } from "./fill-line";
import { findTargets } from "./find-targets";
import { matchThemes, type ThemeMatch } from "./match-themes";
import { GENERIC_THEME, PAIR_SETUPS, ROOM } from "./room";
import type { RoomLine } from "./room/room-types";
import { createRandom, type Random } from "./seeded-random";
import { filterRoastDetails, isSafeRoastText } from "./safe-roast";
import { fitsWordBudget, splitWords } from "./word-budget";

export interface ComposeOptions {
  /** Lines this user heard lately: their punchlines are never used again, their setups rarely. */
  avoidLineIds?: readonly string[];
  /** A safe roast (a borderline upload, ADR 0019): nothing about a body, a face or clothes (safe-roast.ts). */
  safe?: boolean;
}

interface Draft {
  beats: string[];
  lines: RoomLine[];
  used: Array<{ detail: Detail; beat: number }>;
  mood: Script["mood"];
}

/** How many matched themes are tried, best first with some chance, before the fallback. */
const MAX_TRIES = 12;
/** How many connectives (setups naming two details) a draft may choose from. */
const PAIR_CHOICES = 2;

/**
 * The writers' room at work: find what the upload has, find the themes written for it, and put
 * one theme's setup, twist and punchline together around the person's own words, with a second
 * detail when there is one. The first draft that fits the voice, quotes its detail and passes
 * the safety filter is the roast; punchlines the user heard lately are never reused.
 */
export function composeScript(analysis: Analysis, seed: string, options: ComposeOptions = {}): Script {
  const r = createRandom(`${seed}\n${analysis.text.join("\n")}`);
  const avoid = new Set(options.avoidLineIds ?? []);
  const safe = options.safe ?? false;
  const details = filterRoastDetails(findDetails(analysis), safe);
  const fits = (text: string) => fitsWordBudget(text) && checkScriptSafety(text).safe && (!safe || isSafeRoastText(text));
  const matches = putSubjectFirst(orderMatches(matchThemes(ROOM, details, analysis), avoid, r), findPhotoSubject(details, analysis)).slice(0, MAX_TRIES);
  for (const match of matches) {
    const second = pickSecond(match.detail, details, analysis, r);
    const draft = writeDraft(match, second, analysis, avoid, r, fits) ?? writeDraft(match, undefined, analysis, avoid, r, fits);
    if (draft) return buildScript(draft);
  }
  return buildScript(writeGeneric(analysis, details, avoid, r, fits));
}

/**
 * Best first, but a seed can lift a slightly weaker theme: re-rolls and look-alike uploads vary.
 * A theme whose punchlines the user has mostly heard sinks, so the next roast of the same face
 * or bio reaches for a theme with jokes still fresh to them rather than the last few left.
 */
function orderMatches(matches: ThemeMatch[], avoid: Set<string>, r: Random): ThemeMatch[] {
  const freshShare = (m: ThemeMatch) => m.theme.punches.filter((p) => !avoid.has(p.id)).length / Math.max(1, m.theme.punches.length);
  return matches
    .map((m) => ({ m, rank: m.score * (0.55 + r.next()) * (0.4 + 0.6 * freshShare(m)) }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ m }) => m);
}

/** Themes about a photo's certain subject before the others, each group in its seeded order. */
function putSubjectFirst(matches: ThemeMatch[], subject: Detail | undefined): ThemeMatch[] {
  if (!subject) return matches;
  const about = matches.filter((m) => m.detail === subject);
  return [...about, ...matches.filter((m) => m.detail !== subject)];
}

/** A second detail of another kind (a count for a quote, a caption for a photo), for a two-fact roast. */
function pickSecond(primary: Detail, details: Detail[], analysis: Analysis, r: Random): Detail | undefined {
  // A screenshot's background colour or dark mode is the app's, not the person's: never the second fact.
  const others = details.filter((d) => d.text !== primary.text && !(d.kind === "scene" && analysis.visual.isScreenshot));
  if (!others.length) return undefined;
  const kindOf = (d: Detail) => (d.kind === "ratio" ? "count" : d.kind);
  return r.pickWeighted(others, (d) => d.weight * (kindOf(d) === kindOf(primary) ? 0.25 : 1));
}

/** Whether a draft's whole text may be spoken: the word budget, the safety filter and, for a safe roast, no body or clothes. */
type Fits = (text: string) => boolean;

function writeDraft(match: ThemeMatch, second: Detail | undefined, analysis: Analysis, avoid: Set<string>, r: Random, fits: Fits): Draft | undefined {
  const { theme, detail } = match;
  const slots = { detail, second, platform: analysis.platform, genre: findWordsGenre(analysis) };
  const fill = (lines: RoomLine[]) =>
    lines.flatMap((line) => {
      const text = fillLine(line.text, slots);
      return text ? [{ line, text }] : [];
    });
  // A few connectives drawn at random, not all of them: the theme's own setups keep their share,
  // and no connective becomes the stock opener of every two-detail roast.
  const pairs = second ? r.shuffle(fill(PAIR_SETUPS[detail.kind as keyof typeof PAIR_SETUPS] ?? [])).slice(0, PAIR_CHOICES) : [];
  const setups = [...fill(theme.setups), ...pairs];
  const twists = [undefined, ...fill(theme.twists)];
  const punches = fill(theme.punches.filter((p) => !avoid.has(p.id)));
  // Punchline first, each as likely as the next: ranking whole combos would favour the shortest
  // punchlines (they fit beside more setups), and look-alike uploads would all end on them.
  const punchOrder = new Map(punches.map((p) => [p.line.id, r.next()]));
  const combos: Array<{ beats: Array<{ line: RoomLine; text: string }>; punch: number; rank: number }> = [];
  for (const setup of setups) {
    // Two details make a roast about this upload only: a theme's own line naming the second one
    // comes first most often; a pair line names both but then needs no twist.
    const isPair = !theme.setups.some((own) => own.id === setup.line.id);
    const weight = isPair ? 1.2 : second && setup.line.text.includes("{ctx}") ? 3 : 1;
    const heard = avoid.has(setup.line.id) ? 0.2 : 1;
    for (const twist of twists) {
      for (const punch of punches) {
        const beats = twist ? [setup, twist, punch] : [setup, punch];
        const middle = twist ? (isPair ? 0.4 : 1) : 0.85;
        combos.push({ beats, punch: punchOrder.get(punch.line.id) ?? 0, rank: r.next() * weight * heard * middle });
      }
    }
  }
  combos.sort((a, b) => b.punch - a.punch || b.rank - a.rank);
  const mustSay = detail.quoted.length ? detail.say : undefined;
  for (const combo of combos) {
    const texts = combo.beats.map((b) => b.text);
    const text = texts.join(" ");
    if (mustSay && !text.includes(mustSay)) continue;
    if (!fits(text)) continue;
    const namesSecond = second && combo.beats[0].line.text.includes("{ctx}");
    const used = [
      {
        detail,
        beat: Math.max(
          0,
          texts.findIndex((t) => t.includes(detail.say)),
        ),
      },
    ];
    if (namesSecond && second) used.push({ detail: second, beat: 0 });
    return { beats: texts, lines: combo.beats.map((b) => b.line), used, mood: theme.mood };
  }
  return undefined;
}

/** Nothing in the room fits: a line about the upload in general, still naming a detail when there is one. */
function writeGeneric(analysis: Analysis, details: Detail[], avoid: Set<string>, r: Random, fits: Fits): Draft {
  const detail = details[0];
  const fresh = GENERIC_THEME.punches.filter((p) => !avoid.has(p.id));
  for (const punches of [fresh, GENERIC_THEME.punches]) {
    for (const setup of r.shuffle(GENERIC_THEME.setups)) {
      for (const punch of r.shuffle(punches)) {
        const slots = { detail: detail ?? NOTHING, platform: analysis.platform, genre: findWordsGenre(analysis) };
        const beats = [fillLine(setup.text, slots), fillLine(punch.text, slots)];
        if (beats.some((b) => b === undefined) || (!detail && setup.text.includes("{q}"))) continue;
        const text = beats.join(" ");
        if (fits(text)) {
          return { beats: beats as string[], lines: [setup, punch], used: detail && text.includes(detail.say) ? [{ detail, beat: 0 }] : [], mood: "deadpan" };
        }
      }
    }
  }
  throw new Error("the generic lines of the writers' room do not fit the word budget");
}

const NOTHING: Detail = { kind: "scene", text: "", say: "", ctx: "", box: { x: 0, y: 0, w: 0, h: 0 }, target: "photo", weight: 0, quoted: [] };

function buildScript({ beats, lines, used, mood }: Draft): Script {
  const text = beats.join(" ");
  const words: ScriptWord[] = splitWords(text).map((word) => ({ text: word }));
  // The punchline lands on its last word.
  if (words.length) words[words.length - 1] = { ...words[words.length - 1], emphasis: true };
  const quoted = [...new Set(used.flatMap((u) => u.detail.quoted).filter((q) => text.includes(q)))];
  const targets = findTargets(
    words.map((w) => w.text),
    beats,
    used,
  );
  return { text, words, beats, mood, source: "offline", quoted, targets, lineIds: lines.map((l) => l.id) };
}
