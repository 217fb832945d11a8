import { DEFAULT_INTENSITY, type Intensity } from "../../../../common/intensity";
import type { Analysis, Script, ScriptWord } from "../../types";
import { addOpener, leanOf, preferFor, roomForOpener } from "./add-heat";
import { addName } from "./add-name";
import { checkScriptSafety } from "./check-script-safety";
import type { Detail } from "./details/detail";
import { findDetails } from "./details/find-details";
import { findReplyDetails } from "./details/find-reply-details";
import { findExchanges } from "./details/find-exchanges";
import { findPromptAnswers } from "./details/find-prompt-answers";
import { findOwnerName } from "./details/find-owner-name";
import { tellSetups } from "./details/retell-setup";
import { findPhotoSubject } from "./details/find-photo-subject";
import { findWordsGenre } from "./details/find-words-genre";
import { isStoryLine, isThinMaterial } from "./details/thin-material";
import { voicesOthers } from "./details/voices-others";
import { weighLikeAWriter } from "./details/writer-pick";
import type { Draft } from "./draft";
import { findTargets } from "./find-targets";
import { matchThemes, type ThemeMatch } from "./match-themes";
import { GENERIC_THEME, ROOM } from "./room";
import { findScreenFacts } from "./details/find-screen-facts";
import { pickSecond } from "./details/pick-second";
import { writeFullScreen } from "./write-full-screen";
import { claimsHold, hasClaim, sayableFacts } from "./room/claims";
import { pairHolds } from "./room/pair-claims";
import { JOKES } from "./room/jokes";
import { createRandom } from "./seeded-random";
import { filterRoastDetails, isSafeRoastText } from "./safe-roast";
import { fitsWordBudget, splitWords } from "./word-budget";
import { findLeadNumbers } from "./lead-numbers";
import { matchTropes, type TropeMatch, writeJoke } from "./write-joke";
import { type Where, writeDraft, writeGeneric } from "./write-theme";
import {
  type Candidate,
  isAnswered,
  isWeakBeside,
  orderCandidates,
  putAnswersFirst,
  putLastResortsLast,
  putSubjectFirst,
  weighAnswers,
} from "./order-candidates";

export interface ComposeOptions {
  /** Lines this user heard lately: their punchlines are never used again, their setups rarely. */
  avoidLineIds?: readonly string[];
  /** A safe roast (a borderline upload, ADR 0019): nothing about a body, a face or clothes (safe-roast.ts). */
  safe?: boolean;
  /** How hard the roast goes (docs/decisions/0032-intensity.md); unset is medium, the one-click roast's. */
  intensity?: Intensity;
}

/** A catch-all's rank by how many things read from the upload it carries (carriedDetails). */
const CARRY_WEIGHT = [0.6, 1, 1.6] as const;
/** A joke for thin material's share of its fit, beside a story line: a catch-all's (match-themes.ts BROAD_ANY). */
const THIN_SHARE = 0.3;
/** How many matched themes are tried, best first with some chance, before the fallback. */
const MAX_TRIES = 12;
/** The share of roasts whose joke, opening on the person's words, is led by their numbers (lead-numbers.ts). */
const LEAD_SHARE = 0.75;

/**
 * The writers' room at work: find what the upload has, find the whole jokes (and the older
 * themes) written for it, and write the best that fits around the person's own words, with a
 * second detail when the joke names one. The first draft that fits the voice, quotes its detail
 * and passes the safety filter is the roast; jokes and punchlines the user heard lately are never
 * reused.
 */
export function composeScript(analysis: Analysis, seed: string, options: ComposeOptions = {}): Script {
  return composeScripts(analysis, seed, options, 1)[0].script;
}

/** A roast of the room and the angle it takes: the detail it is about and the family of jokes it comes from. */
export interface ComposedScript {
  script: Script;
  angle: { detail: string; family: string };
}

/**
 * `count` roasts of one upload, each from another angle: the first is the one-click roast
 * (composeScript's, the same for the same seed), each later one about another detail and from
 * another family of jokes when the upload has them, else another detail or another family, and
 * never a line of an earlier one. Fewer than `count` when the room has nothing more to say.
 */
export function composeScripts(analysis: Analysis, seed: string, options: ComposeOptions, count: number): ComposedScript[] {
  const r = createRandom(`${seed}\n${analysis.text.join("\n")}`);
  const avoid = new Set(options.avoidLineIds ?? []);
  const safe = options.safe ?? false;
  // The person's first name, where the screen surely says it: the punch is said to them.
  const name = findOwnerName(analysis);
  // The other side of a chat is someone the uploader shows us: said by name, never as "you".
  const ownSide = hasClaim("own-messages", analysis);
  const aboutAnother = hasClaim("chat", analysis) && !ownSide;
  // Each quote weighed by what a writer quotes first (writer-pick.ts), the person's and others'.
  // Their setup is retold to them, or about them by name where they are not the one who uploaded it.
  const details = tellSetups(weighLikeAWriter(filterRoastDetails(findDetails(analysis), safe)), name, aboutAnother);
  // Other people's words, said as theirs, are material for the jokes written to name them ({by}).
  const replies = tellSetups(weighLikeAWriter(filterRoastDetails(findReplyDetails(analysis), safe)), name, aboutAnother);
  // A question and the next voice's answer, said as whose each is: the exchange is the joke.
  // Each weighed as its answer is when read alone: the exchange is the answer with its setup.
  // A dating card's prompt and the person's answer under it is an exchange too, with the app asking.
  const exchanges = weighAnswers(filterRoastDetails([...findExchanges(analysis), ...findPromptAnswers(analysis)], safe), [...details, ...replies]);
  const level = options.intensity ?? DEFAULT_INTENSITY;
  const fitsAlone = (text: string) => fitsWordBudget(text) && checkScriptSafety(text).safe && (!safe || isSafeRoastText(text));
  // Mild and spicy open on a line of their own (add-heat.ts): a joke is written only with room for one.
  const fits = roomForOpener(level, fitsAlone);
  const prefer = preferFor(level);
  const said = analysis.quotes.map((q) => q.text);
  // A trope whose every joke names a second detail is no candidate when no second one fits it.
  const canPair = (m: TropeMatch) => m.trope.jokes.some((j) => !j.text.includes("{ctx}")) || details.some((d) => pairHolds(m.trope.pair, m.detail, d, said));
  // Where no line is surely the person's (a group chat, a thread), a joke written for the words of
  // whoever said the best line may take it, said as theirs (write-joke.ts, MatchOptions).
  const voiceOthers = voicesOthers(details);
  const jokes: Candidate[] = matchTropes(JOKES, [...details, ...replies, ...exchanges], analysis, { voiceOthers })
    .filter(canPair)
    .map((joke) => ({
      joke,
      detail: joke.detail,
      score: joke.score * freshShare(joke.trope.jokes, avoid) * leanOf(joke.trope.jokes, level),
    }));
  // The older glued themes (setup, twist and punch drawn apart) only when no whole joke fits:
  // their punch does not follow from their setup, but they keep a photo of nothing nameable or
  // an unusual headline from a non-roast.
  const themes: Candidate[] = matchThemes(ROOM, details, analysis).map((theme) => ({
    theme,
    detail: theme.detail,
    score: theme.score * freshShare(theme.theme.punches, avoid) * leanOf(theme.theme.punches, level),
  }));
  const subject = findPhotoSubject(details, analysis);
  // A joke written for the line's own words comes before any catch-all, whatever the seed: a
  // catch-all is for a line nothing specific fits.
  // While the person wrote a line with a story in it, a joke for a label of theirs ("leg day",
  // "Brand Designer - Milan") or a bare count waits with the catch-alls, at a catch-all's share:
  // the story line is what a writer starts from (thin-material.ts).
  const hasStory = details.some(isStoryLine);
  // An answer with its question is a story of two lines, however short the answer.
  // A joke on a line weak beside the screen's best waits with the catch-alls too (isWeakBeside).
  // Where no line is surely the person's, every writer's lines are the material a writer picks from.
  const material = voiceOthers ? [...details, ...replies] : details;
  const best = material.filter((d) => d.kind === "quote").reduce<Detail | undefined>((top, d) => (top && top.weight >= d.weight ? top : d), undefined);
  const thin = (c: Candidate) => (hasStory && isThinMaterial(c.detail) && !isAnswered(c.detail)) || isWeakBeside(c, best);
  // In a chat whose own side is surely the uploader's, another member's words wait until every
  // joke on the uploader's messages is tried: judged blind, a roast of a neighbour's line in a
  // group chat is not about the uploader (held-out v30). Elsewhere (a thread, a listing's
  // questions) whose line is the person's is less sure, and the reply ranks with their lines.
  // An exchange, the person's words with the other side's, is theirs as well.
  const othersWait = (c: Candidate) => ownSide && c.detail.by !== undefined && c.detail.asked === undefined;
  const own = jokes.filter((c) => !othersWait(c));
  const specific = own.filter((c) => !c.joke?.trope.broad && !thin(c));
  const broad = own.filter((c) => c.joke?.trope.broad || thin(c)).map((c) => (thin(c) ? { ...c, score: c.score * THIN_SHARE } : c));
  const others = jokes.filter(othersWait);
  // Among catch-alls, one that carries two things read from the upload first (the person's line
  // and a reply beside it, or their line and their numbers), then one on the person's line alone,
  // then one on another person's words alone: blind judges scored the one-line catch-alls 1–2 in
  // every pass, and the two-detail ones up to 3 (bench/judging/README.md).
  // A weight, not a sort: the seed still varies which catch-all a page gets, so no two-detail
  // line becomes the stock one.
  const carrying = (c: Candidate): Candidate => ({ ...c, score: c.score * CARRY_WEIGHT[c.joke ? carriedDetails(c.joke, details, said) : 1] });
  const ordered = [
    ...putAnswersFirst(putSubjectFirst(orderCandidates(specific, r), subject)).slice(0, MAX_TRIES),
    ...putLastResortsLast(putSubjectFirst(orderCandidates(broad.map(carrying), r), subject)).slice(0, MAX_TRIES),
    ...orderCandidates(others.map(carrying), r).slice(0, MAX_TRIES),
    ...putSubjectFirst(orderCandidates(themes, r), subject).slice(0, MAX_TRIES),
  ];
  // An app is named only when the reader is sure of it (ROAST-STYLE rule 6): else "the internet".
  // Words are called a bio only on a page that is surely the person's (fill-line.ts).
  const where: Where = { ...sayableFacts(analysis), genre: findWordsGenre(analysis) };
  // The older themes declare no facts: a line of theirs that states one is used only where it holds.
  const themeHolds = (match: ThemeMatch) => (line: { text: string }) => claimsHold(line.text, analysis, match.theme.match);
  const write = (candidate: Candidate, heard: Set<string>): Draft | undefined => {
    // A whole joke names a second detail only of the kind its words are true of (pair-claims.ts).
    const pool = candidate.joke ? details.filter((d) => pairHolds(candidate.joke.trope.pair, candidate.detail, d, said)) : details;
    const second = pickSecond(candidate.detail, pool, analysis, r);
    // Three roasts in four: said before every roast of a page, the numbers would be its stock opening.
    // Other people's lines go in too: on a page of several writers no number is surely the person's.
    const lead = candidate.joke && r.chance(LEAD_SHARE) ? findLeadNumbers([...details, ...replies], candidate.detail) : [];
    return candidate.joke
      ? (writeJoke(candidate.joke, { ...where, second }, heard, r, fits, prefer, lead) ?? writeJoke(candidate.joke, where, heard, r, fits, prefer, lead))
      : (writeDraft(candidate.theme, second, where, heard, r, fits, themeHolds(candidate.theme)) ??
          writeDraft(candidate.theme, undefined, where, heard, r, fits, themeHolds(candidate.theme)));
  };
  // A screenshot full of writing none of which could be quoted is roasted on what holds without
  // reading it (its length, the small hours on its clock), not told there is nothing to quote.
  const screen = findScreenFacts(analysis);
  // The generic lines with room for an opener, else without one: there is always a roast.
  const generic = (heard: Set<string>) => {
    const full = writeFullScreen(screen, heard, r, fits) ?? writeFullScreen(screen, heard, r, fitsAlone);
    if (full) return full;
    if (level === "medium") return writeGeneric(details, where, heard, r, fits);
    try {
      return writeGeneric(details, where, heard, r, fits);
    } catch {
      return writeGeneric(details, where, heard, r, fitsAlone);
    }
  };
  const written: ComposedScript[] = [];
  // Each draft's words without its opener: no two drafts tell one joke with different openers.
  const told: string[] = [];
  const familyOf = (c: Candidate) => (c.joke ? c.joke.trope.family : c.theme.theme.family);
  const keep = (draft: Draft, detail: string, family: string) => {
    told.push(draft.beats.join(" "));
    const heardNow = new Set([...avoid, ...written.flatMap((w) => w.script.lineIds)]);
    // The name is said only where the level's opener still fits after it (roomForOpener).
    const spoken = addOpener(addName(draft, name, r, fits, aboutAnother), level, heardNow, r, fitsAlone);
    written.push({ script: buildScript(spoken), angle: { detail, family } });
  };
  // Each group is already cut to its best MAX_TRIES: specific jokes, catch-all jokes, then the themes.
  // About another person, their name is always said: a draft with no room for it goes to the next candidate.
  const takesName = (draft: Draft) => !aboutAnother || !name || addName(draft, name, r, fits, true).beats.join(" ").includes(name);
  for (const candidate of ordered) {
    const draft = write(candidate, avoid);
    if (draft && takesName(draft)) {
      keep(draft, candidate.detail.text, familyOf(candidate));
      break;
    }
  }
  if (!written.length) {
    const draft = generic(avoid);
    keep(draft, details[0]?.text ?? "", lastResortFamily(draft));
  }
  if (count <= 1) return written;

  // Later drafts: a fresh detail from a fresh family first, then either, never an earlier draft's lines.
  const heard = () => new Set([...avoid, ...written.flatMap((w) => w.script.lineIds)]);
  const fresh = (c: Candidate, need: "both" | "either" | "another joke") => {
    const newDetail = written.every((w) => w.angle.detail !== c.detail.text);
    const newFamily = written.every((w) => w.angle.family !== familyOf(c));
    return need === "both" ? newDetail && newFamily : need === "either" ? newDetail || newFamily : true;
  };
  // Last, another joke of a trope already drafted (its lines heard are skipped): an upload the
  // room has little for still gets three roasts before the generic lines.
  for (const need of ["both", "either", "another joke"] as const) {
    for (const candidate of ordered) {
      if (written.length >= count) return written;
      if (!fresh(candidate, need)) continue;
      const draft = write(candidate, heard());
      if (draft && takesName(draft) && !told.includes(draft.beats.join(" "))) keep(draft, candidate.detail.text, familyOf(candidate));
    }
  }
  while (written.length < count) {
    const draft = generic(heard());
    if (told.includes(draft.beats.join(" "))) break;
    keep(draft, details[0]?.text ?? "", lastResortFamily(draft));
  }
  return written;
}

/** The family of a last-resort draft: the screen's facts (write-full-screen.ts) or the generic lines. */
const lastResortFamily = (draft: Draft) => (draft.lines[0]?.id.startsWith("screen-facts.") ? "screen-facts" : GENERIC_THEME.family);

/**
 * How many things read from the upload a catch-all's roast can carry: two when one of its jokes
 * names a second detail its pair rule allows, or when the person's numbers can open a joke on
 * their line (lead-numbers.ts); one on the person's line alone, or on lines whose writer the
 * reader could not tell; none of theirs on another person's words alone.
 */
function carriedDetails(match: TropeMatch, details: Detail[], said: readonly string[]): 0 | 1 | 2 {
  const { trope, detail } = match;
  const names = trope.jokes.some((j) => j.text.includes("{ctx}")) && details.some((d) => pairHolds(trope.pair, detail, d, said));
  if (detail.by !== undefined) return names ? 2 : 0;
  // Two lines of a writer the reader could not tell are two things on the screen, neither the person's.
  if (detail.unowned) return 1;
  if (names) return 2;
  return findLeadNumbers(details, detail).length > 0 ? 2 : 1;
}

/** The share of lines the user has not heard lately: a trope or theme mostly heard sinks. */
const freshShare = (lines: ReadonlyArray<{ id: string }>, avoid: Set<string>) =>
  0.4 + (0.6 * lines.filter((l) => !avoid.has(l.id)).length) / Math.max(1, lines.length);

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
