import type { Analysis, Box, Counts, LineRole } from "../../../types";
import { endsMidPhrase } from "../../analyze/ends-mid-phrase";
import { joinLines } from "../../analyze/join-quotes";
import { isListedWord } from "../../analyze/lexicon";
import { isItemRow, isMetaLine } from "../../analyze/meta-lines";
import { parseCount } from "../../analyze/parse-counts";
import { reachesSide } from "../../analyze/reaches-side";
import { unionBox } from "../../analyze/union-box";
import { checkScriptSafety } from "../check-script-safety";
import { comicPotential } from "./comic-potential";
import { type Detail, isWrittenLine, lineQuoteDetail, saidInside, sayQuoted } from "./detail";
import { workedOutDetails } from "./worked-out";
import { findPhotoDetails } from "./find-photo-details";
import { findStatDetails } from "./find-stat-details";
import { markLieGame } from "./lie-game";
import { dropBegunElsewhere, endsSentenceAsWritten } from "./quote-edges";
import { isListingTerms } from "./listing-terms";
import { isWeakDetail, rankDetailLine } from "./rank-detail-line";
import { sentenceBefore, setupAbove } from "./retell-setup";
import { LONG_QUOTE_WORDS, needsItsAntecedent, opensDependentClause, splitQuote } from "./split-quote";
import { countSpokenWords } from "../word-budget";

/** How good each kind of the person's own words is as material (prompt answers and bios land best; app fields by rankDetailLine). */
const ROLE_WEIGHT: Partial<Record<LineRole, number>> = {
  answer: 1.4,
  bio: 1.3,
  caption: 1.3,
  headline: 1.2,
  chat_message: 1.2,
  comment: 1.1,
  sticker: 1.1,
  other: 0.7,
  name: 0.3,
};

/**
 * Everything in an analysis a roast may be about: the person's own quotes (never UI text or
 * other people's words), their handle and hashtags, counts, and what the photo shows. Anything
 * the safety filter would stop is left out.
 */
export function findDetails(analysis: Analysis): Detail[] {
  const whole: Box = { x: 0, y: 0, w: analysis.visual.width, h: analysis.visual.height };
  const quotes = findQuoteDetails(analysis, whole).filter((d) => checkScriptSafety(d.text).safe);
  const details = [
    ...(quotes.length ? quotes : findScreenWords(analysis)),
    ...findHandleAndTagDetails(analysis, whole),
    ...findCountDetails(analysis, whole),
    ...findStatDetails(analysis),
    ...findPhotoDetails(analysis, whole),
  ];
  return markLieGame(
    details.filter((d) => checkScriptSafety(d.text).safe),
    analysis,
  );
}

/** Roles that are the app's own words, never anyone's writing. */
const INTERFACE: ReadonlySet<LineRole> = new Set([
  "status_bar",
  "navigation",
  "button",
  "section_label",
  "ui",
  "timestamp",
  "count",
  "handle",
  "name",
  "prompt",
]);

/**
 * When the reader found none of the person's own words but the screen is full of writing, the
 * clearest lines stand as material, said as what the screen says and never as theirs: a roast of
 * what is there, not "nothing to quote" (ROAST-STYLE rule 6). Only confident lines made of real
 * words, three or more.
 */
function findScreenWords(analysis: Analysis): Detail[] {
  // A message or comment that wraps is one block of one writer (join-quotes.ts): quoted whole, not line by line.
  const blocks = joinLines(analysis.lines, analysis.visual.width).filter(
    (l) => l.owner !== "ui" && !INTERFACE.has(l.role) && !isItemRow(l.text) && !reachesSide(l.box, analysis.visual.width),
  );
  const clear = screenWordDetails(blocks.filter((l) => l.confidence >= 0.8));
  if (clear.length) return clear;
  // A worn copy (recompressed, shrunk) reads less surely line by line: a line made only of words of
  // the language is still what the screen says, letter for letter, and beats "nothing to quote".
  return screenWordDetails(blocks.filter((l) => l.confidence >= 0.6)).filter((d) => d.text.split(/\s+/).every(isPlainWord));
}

function screenWordDetails(lines: ReturnType<typeof joinLines>): Detail[] {
  const seen = new Set<string>();
  return lines.flatMap((line, rank) =>
    splitQuote(dropBegunElsewhere(line.text))
      .flatMap((text): Detail[] => {
        // A line that stops on a word leading into more was cut (the screen's edge, a fold): not what the screen says.
        if (
          !isWrittenLine(text) ||
          seen.has(text.toLowerCase()) ||
          endsMidPhrase(text) ||
          (needsItsAntecedent(text) && !line.text.trimStart().startsWith(text))
        )
          return [];
        seen.add(text.toLowerCase());
        return [{ ...lineQuoteDetail(text, line, 0.5 * (1 - Math.min(rank, 10) * 0.04)), unowned: true }];
      })
      .concat(workedOutDetails(line.text, (quote, weight) => ({ ...lineQuoteDetail(quote, line, 0.5 * weight), unowned: true }))),
  );
}

/** A word of the language as written, its punctuation aside ("window.", "don't", "(mostly)"). */
const isPlainWord = (token: string) => {
  const bare = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  return bare !== "" && isListedWord(bare);
};

function findQuoteDetails(analysis: Analysis, whole: Box): Detail[] {
  // Before screen reading knows whose words are whose, the profile facts stand in for quotes.
  const quotes =
    analysis.lines.length || analysis.quotes.length
      ? analysis.quotes
      : [
          ...analysis.jobTitles.map((text) => ({ text, role: "headline" as const, box: whole })),
          ...analysis.bioPhrases.map((text) => ({ text, role: "bio" as const, box: whole })),
        ];
  const seen = new Set<string>();
  // The person's own sentences come first, decisively: while one is there, a line that only labels
  // (a place, a date, the app's metadata) is kept for context but never outranks it (issue 39).
  const hasContent = quotes.some((q) => isContentSentence(q.text, q.role));
  return quotes.flatMap((quote, rank) => {
    const roleWeight = quote.role === "detail" ? rankDetailLine(quote.text) : (ROLE_WEIGHT[quote.role] ?? 0);
    const label = hasContent && isLabelLine(quote.text, quote.role);
    const base = roleWeight * (1 - Math.min(rank, 10) * 0.04) * (label ? LABEL_WEIGHT : 1);
    if (base <= 0) return [];
    // A post's caption, and a dating prompt's answer, is one story told in sentences (a caption's in
    // paragraphs too): a later one may be its payoff, and a caption's paragraph under another goes on
    // with it. A bio's lines and a chat's messages are each their own (read as stories, a bio's long
    // second sentence outranked its best line on v30).
    const afterSetup =
      quote.role === "caption" &&
      quotes.some((before) => before.role === "caption" && before.box.y + before.box.h <= quote.box.y && isContentSentence(before.text, before.role));
    const parts = splitQuote(quote.text, { story: STORY_ROLES.has(quote.role), afterSetup });
    return [
      ...workedOutDetails(quote.text, (text, weight) => lineQuoteDetail(text, quote, base * weight)),
      ...parts.flatMap((text, part) => {
        // A part can be the app's metadata the line carried ("Pieter de Wit 1,042 ratings" beside
        // the rest of a profile's row): the app's, never the person's words (meta-lines.ts).
        // A part that stops on a word leading into more was cut ("Narrated by", "pool very"): not what
        // the screen says, unless the person ended the sentence there ("… I'm still waiting for.").
        if (seen.has(text.toLowerCase()) || isItemRow(text) || (endsMidPhrase(text) && !endsSentenceAsWritten(quote.text, text))) return [];
        if (needsItsAntecedent(text) && !quote.text.trimStart().startsWith(text)) return [];
        seen.add(text.toLowerCase());
        // A line's own shape says how much it gives a comedian (comic-potential.ts): the best of it first.
        // A payoff quoted whole past a sentence's usual length leaves its joke a few words: it must be the best by a distance.
        const uncut = countSpokenWords(text) > LONG_QUOTE_WORDS ? UNCUT_WEIGHT : 1;
        const weight = base * partWeight(part, parts) * uncut * (label ? 1 : comicPotential(text));
        return [
          {
            kind: "quote" as const,
            text,
            say: sayQuoted(text),
            ctx: sayQuoted(text),
            role: quote.role,
            box: quote.box,
            target: "quote" as const,
            weight,
            quoted: [saidInside(text)],
            setup: sentenceBefore(quote.text, text) ?? (quote.text.trimStart().startsWith(text) ? setupAbove(quote, quotes, whole.h) : undefined),
          },
        ];
      }),
    ];
  });
}

/**
 * Where a sentence stands in the person's block: a writer ends a message, a review or a bio on its
 * punchline ("… Third pull if it knows I'm selling it."), so the last of several outweighs the first,
 * and the ones between weigh least.
 */
export function partWeight(part: number, parts: readonly string[]): number {
  if (parts.length < 2) return 1;
  // A clause that hangs on the one before it ("because I have never told them") tells half of it.
  if (part > 0 && opensDependentClause(parts[part])) return HALF_STORY;
  // A short last word ("it does not", "Thanks!") closes the block without paying it off.
  // A clause of an earlier part ("pyjama day is on Friday" of "Reminder: pyjama day is on Friday") is no sentence of its own.
  const clauseOfEarlier = parts.slice(0, part).some((earlier) => earlier.includes(parts[part]));
  if (part === parts.length - 1 && parts[part].split(/\s+/).length >= PUNCH_WORDS && !clauseOfEarlier) return LAST_PART;
  // A setup or a kicker said alone, where the two are offered together (split-quote.ts `withItsSetup`), tells half the story.
  const last = parts[parts.length - 1];
  if (/[.!?]\s/.test(last) && last.includes(parts[part])) return HALF_STORY;
  return part === 0 ? 1 : 0.9;
}
/** Where the person's words are one story, the later sentences paying off the first (split-quote.ts `story`). */
const STORY_ROLES: ReadonlySet<LineRole> = new Set(["caption", "answer"]);
/** A payoff longer than a sentence is quoted (split-quote.ts `UNCUT_QUOTE_WORDS`) weighs this share of one that fits. */
const UNCUT_WEIGHT = 0.4;
/** The fewest words a block's last sentence needs to be its punchline. */
const PUNCH_WORDS = 4;
const LAST_PART = 1.6;
const HALF_STORY = 0.6;

/** Below a broad joke on a content sentence (match-themes.ts scores a catch-all at 0.3 and a focused match up to 1.5). */
const LABEL_WEIGHT = 0.15;
const CONTENT_ROLES: ReadonlySet<LineRole> = new Set(["answer", "bio", "caption", "chat_message", "comment", "sticker"]);

/** Something the person wrote as a sentence: three words or more, some in lower case, not the app's metadata. */
export function isContentSentence(text: string, role: LineRole): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w));
  return CONTENT_ROLES.has(role) && words.length >= 3 && words.some((w) => /^\p{Ll}/u.test(w)) && !isMetaLine(text) && !isListingTerms(text);
}

/** A line that only labels: the app's metadata, a listing's stock terms, or a bare place or proper name where a caption or field stands. */
export function isLabelLine(text: string, role: LineRole): boolean {
  if (isMetaLine(text) || isListingTerms(text)) return true;
  return role !== "bio" && role !== "answer" && !/\p{Ll}{2}/u.test(text.replace(/(?<!\p{L})\p{Lu}\p{Ll}+/gu, "")) && isWeakDetail(text);
}

function findHandleAndTagDetails(analysis: Analysis, whole: Box): Detail[] {
  const own = (role: LineRole) => analysis.lines.filter((l) => l.role === role && l.owner === "self");
  const boxOf = (text: string, role: LineRole) => own(role).find((l) => l.text.includes(text))?.box ?? whole;
  const legacy = analysis.lines.length === 0;
  const handles = legacy ? analysis.handles.slice(0, 1) : analysis.handles.filter((h) => own("handle").some((l) => l.text.includes(h))).slice(0, 1);
  const tags = legacy ? analysis.hashtags : analysis.hashtags.filter((t) => analysis.lines.some((l) => l.owner === "self" && l.text.includes(t)));
  return [
    ...handles.map((h) => ({ kind: "handle" as const, text: h, say: h, ctx: h, box: boxOf(h, "handle"), target: "quote" as const, weight: 0.7, quoted: [h] })),
    ...tags
      .slice(0, 3)
      .map((t) => ({ kind: "hashtag" as const, text: t, say: t, ctx: t, box: boxOf(t, "hashtag"), target: "quote" as const, weight: 1, quoted: [t] })),
  ];
}

function findCountDetails(analysis: Analysis, whole: Box): Detail[] {
  const found: Detail[] = [];
  const shownOf = (value: number) => findShownCount(analysis, value, whole);
  // Among several writers' entries, a tally printed on more than one line is each writer's own
  // ("Junior Member · 38 Posts", "Senior Member · 4,212 Posts"), never surely the person's.
  const writers = new Set(analysis.lines.flatMap((l) => (l.owner === "other" && l.author ? [l.author] : [])));
  const perEntry = (label: string) =>
    writers.size >= 2 && analysis.lines.filter((l) => new RegExp(String.raw`\d[\d,.]*\s?[km]?\s?${label}\b`, "i").test(l.text)).length >= 2;
  for (const [label, value] of Object.entries(analysis.counts) as Array<[keyof Counts, number]>) {
    if (perEntry(label)) continue;
    const shown = shownOf(value);
    if (shown)
      found.push({
        kind: "count",
        text: shown.text,
        say: shown.text,
        ctx: `${shown.text} ${label}`,
        label,
        value,
        box: shown.box,
        target: "count",
        weight: label === "following" ? 0.3 : 0.6,
        quoted: [shown.text],
      });
  }
  const { followers, following } = analysis.counts;
  if (followers !== undefined && following !== undefined && following >= followers * 1.5 && following >= 50) {
    const [a, b] = [shownOf(following), shownOf(followers)];
    if (a && b) {
      found.push({
        kind: "ratio",
        text: a.text,
        say: a.text,
        ctx: `${a.text} following`,
        other: b.text,
        label: "following",
        value: following / Math.max(1, followers),
        box: unionBox([a.box, b.box]),
        target: "count",
        weight: 0.75,
        quoted: [a.text, b.text],
      });
    }
  }
  return found;
}

/** How a count was written on the screen ("1,204", "2.1M"), and where. */
function findShownCount(analysis: Analysis, value: number, whole: Box): { text: string; box: Box } | undefined {
  const lines = analysis.lines.length ? analysis.lines.filter((l) => l.owner !== "other") : analysis.text.map((text) => ({ text, box: whole }));
  for (const line of lines) {
    const token = line.text.split(" ").find((t) => /^\d/.test(t) && parseCount(t) === value);
    if (token) return { text: token, box: line.box };
  }
  return undefined;
}
