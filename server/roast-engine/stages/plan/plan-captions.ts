import { type CaptionStyle, DEFAULT_CAPTION_STYLE } from "../../../../common/caption-styles";
import type { Box, TimedWord } from "../../types";
import { cleanCaptionWord, findQuotedWords } from "./caption-text";
import { SENTENCE_END, chunkWords, fitGroupFontSize } from "./chunk-captions";
import { charsOf, chunkPhrases } from "./chunk-phrases";
import type { Layout } from "./compose-layout";
import { findFocusInFrame } from "./find-focus";
import { findTextInFrame } from "./find-text-in-frame";
import { roundBox } from "./geometry";
import { toMatchText } from "../script/verify/match-text";
import { styleCaptionType } from "./caption-style-type";
import { placeCaptionGroup } from "./place-captions";
import type { PlannedCaption, PlannedQuote } from "./render-plan";
import type { DirectedShot } from "./shot-types";

/**
 * The captions of one render, grouped (a clause, or 2–3 words, by the style) and placed: each group is shown from its first
 * word to the next group's (never into the end card), set in the layout's size unless a long word
 * needs it smaller, and placed by what is on screen while it shows: the marked fragment and the
 * upload's own text lines, followed through the camera. With `sections` (a battle's turns: where
 * each one's words begin, and the clip time its picture cuts in), no group holds words of two
 * sections, and a section's last group ends at the next one's cut: a turn's words are never shown
 * over the next turn's upload. The caption `style` sets the type's size and whether groups sit on a
 * plate (caption-style-type.ts).
 */
export function planCaptions(options: CaptionOptions): PlannedCaption[] {
  return planCaptionsAndLeadIns(options).captions;
}

/** What planCaptions plans from. */
export interface CaptionOptions {
  words: TimedWord[];
  offsetMs: number;
  endMs: number;
  layout: Layout;
  shots: DirectedShot[];
  textBoxes: readonly Box[];
  sections?: ReadonlyArray<{ wordStart: number; cutMs: number }>;
  style?: CaptionStyle;
  /** The quoted lines set large (plan-quotes.ts): a group of only quoted words they show at its moment is not captioned again. */
  quotes?: readonly PlannedQuote[];
}

/**
 * The few words said to lead into a quote set large ("Then, further down:", "This screen says"),
 * taken out of the captions to be set over the quote as its kicker (plan-quotes.ts, `withLeadIns`):
 * from `startMs`, when they start being said, with the quote whose text is `quoteText`.
 */
export interface LeadIn {
  text: string;
  startMs: number;
  quoteText: string;
}

/** A lead-in set over its quote is at most this many words: a longer run is a sentence of its own. */
const MOST_LEAD_IN_WORDS = 5;

/**
 * planCaptions, and the lead-ins it left to the quotes they lead into: captioned with the quote's
 * words too, the line was judged blind as repeated word for word under the quote set large;
 * captioned alone, as a fragment.
 */
export function planCaptionsAndLeadIns(options: CaptionOptions): { captions: PlannedCaption[]; leadIns: LeadIn[] } {
  const { words, offsetMs, endMs, layout, shots } = options;
  const type = styleCaptionType(options.style ?? DEFAULT_CAPTION_STYLE, layout.captions, layout.safe.width, layout.height, layout.band.height);
  const c = { ...layout.captions, ...type };
  const apartQuotes = (options.quotes ?? []).length > 0;
  const groupWords = (part: TimedWord[]) =>
    type.grouping === "phrase" ? chunkPhrases(part, c.maxChars, { apartQuotes, longChars: type.longest.maxChars }) : chunkWords(part, c.maxChars, c.maxWords);
  const quoted = findQuotedWords(words);
  const sections = [...(options.sections ?? [])].sort((a, b) => a.wordStart - b.wordStart);
  const edges = [...new Set([0, ...sections.map((s) => s.wordStart).filter((i) => i > 0 && i < words.length), words.length])];
  const chunks = edges.slice(1).flatMap((to, i) => groupWords(words.slice(edges[i], to)));
  // The cut that ends a group: the next section's, after the one its first word is in.
  const cutAfter = (wordIndex: number) => sections.find((s) => s.wordStart > wordIndex)?.cutMs ?? Number.POSITIVE_INFINITY;
  const firsts = chunks.map((_, k) => chunks.slice(0, k).reduce((sum, c) => sum + c.length, 0));
  const startOf = (k: number) => (k < chunks.length ? offsetMs + chunks[k][0].startMs : endMs);
  const endOf = (k: number, next: number) => Math.min(endMs, startOf(next), cutAfter(firsts[k]));
  // The quoted line set large is the caption of its own words: the same words in the captions'
  // band too were judged blind as "the line shown three times" (card, caption and quote).
  const hidden = chunks.map((chunk, k) =>
    shownLarge(chunk, quoted.slice(firsts[k], firsts[k] + chunk.length), options.quotes ?? [], startOf(k), endOf(k, k + 1)),
  );
  const leadIns: LeadIn[] = [];
  const planned: PlannedCaption[] = [];
  let preferY: number | undefined;
  for (const [k, chunk] of chunks.entries()) {
    const first = firsts[k];
    const startMs = startOf(k);
    if (hidden[k]) continue;
    const leadIn = findLeadIn(chunk, quoted.slice(first, first + chunk.length), options.quotes ?? [], {
      startMs,
      endMs: endOf(k, k + 1),
      offsetMs,
      next: chunks[k + 1] && hidden[k + 1] ? chunks[k + 1] : undefined,
    });
    if (leadIn) {
      leadIns.push(leadIn);
      continue;
    }
    const group = withoutQuoteShown(chunk, quoted.slice(first, first + chunk.length), options.quotes ?? [], {
      startMs,
      endMs: endOf(k, k + 1),
      offsetMs,
    });
    // A lead-in too long to be the quote's kicker stays up while the quote it leads into is shown
    // large, so the two read as one sentence: alone, it was judged a fragment.
    let next = k + 1;
    if (!SENTENCE_END.test(group[group.length - 1].text)) while (next < chunks.length && hidden[next]) next++;
    const endAt = endOf(k, next);
    if (endAt <= startMs) continue;
    // A phrase past three lines takes the long type: the largest that four lines hold, down to the five-line type.
    const size = type.grouping === "phrase" && charsOf(group) > c.maxChars ? type.longFor(charsOf(group)) : c.fontSize;
    const fontSize = fitGroupFontSize(group, size, layout.safe.width);
    const fragment = findFocusInFrame(shots, layout, startMs, endAt);
    const text = findTextInFrame(shots, layout, options.textBoxes, startMs, endAt);
    const place = placeCaptionGroup({ group, fontSize, layout, fragment, text, preferY });
    preferY = place.y;
    const shown = group.map((word, i) => ({
      text: cleanCaptionWord(word.text),
      startMs: offsetMs + word.startMs,
      endMs: Math.min(endAt, i + 1 < group.length ? offsetMs + group[i + 1].startMs : endAt),
      punch: word.emphasis === true,
      quoted: quoted[first + i],
    }));
    planned.push({
      startMs: Math.round(startMs),
      endMs: Math.round(endAt),
      text: shown.map((w) => w.text).join(" "),
      box: roundBox(place.box),
      x: c.x,
      y: place.y,
      fontSize,
      plate: type.plate,
      words: shown,
    });
  }
  return { captions: planned, leadIns };
}

/**
 * A group that only leads into a quote set large: its first few words unquoted and the rest the
 * quoted words the quote opens with ("Then, further down: 'There is no party'"), or a group of
 * those few words alone whose quote, shown large, is the next group (`next`), the quote coming in
 * as they are said. Its words, cleaned, and the quote's text.
 */
function findLeadIn(
  group: TimedWord[],
  quoted: boolean[],
  quotes: readonly PlannedQuote[],
  at: { startMs: number; endMs: number; offsetMs: number; next?: TimedWord[] },
): LeadIn | undefined {
  const lead = quoted.indexOf(true) < 0 ? group.length : quoted.indexOf(true);
  if (lead === 0 || lead > MOST_LEAD_IN_WORDS || !quoted.slice(lead).every(Boolean)) return undefined;
  const tail = lead < group.length ? group.slice(lead) : at.next;
  if (!tail || SENTENCE_END.test(group[lead - 1].text)) return undefined;
  const quote = quoteOpenedBy(tail, quotes, at);
  if (!quote) return undefined;
  const text = group
    .slice(0, lead)
    .map((w) => cleanCaptionWord(w.text))
    .join(" ");
  return { text, startMs: at.startMs, quoteText: quote.text };
}

/** A quote set large may come in this long after its first words are said and still take their lead-in (the camera lands on it). */
const LEAD_IN_SLACK_MS = 600;

/**
 * A group's words to caption: a lead-in too long to be a kicker ("Then, in case anyone was still
 * on side:") grouped with the quote it runs into keeps only its own words when that quote is set
 * large while they are said: captioned too, the quote was on screen three times at once (the
 * upload's underlined line, the quote set large and the caption).
 */
function withoutQuoteShown(
  group: TimedWord[],
  quoted: boolean[],
  quotes: readonly PlannedQuote[],
  at: { startMs: number; endMs: number; offsetMs: number },
): TimedWord[] {
  const lead = quoted.indexOf(true);
  if (lead <= 0 || !quoted.slice(lead).every(Boolean)) return group;
  return quoteOpenedBy(group.slice(lead), quotes, at) ? group.slice(0, lead) : group;
}

/**
 * The quote set large that `tail`, quoted words said from `at.startMs`, opens: it comes in as they
 * are said and starts with them. A quoted word called back later ("A hobby gets called
 * 'enthusiast'") opens none.
 */
function quoteOpenedBy(tail: TimedWord[], quotes: readonly PlannedQuote[], at: { startMs: number; endMs: number; offsetMs: number }): PlannedQuote | undefined {
  const tailText = toMatchText(tail.map((w) => w.text).join(" ")).text;
  const tailFrom = at.offsetMs + tail[0].startMs;
  return quotes.find(
    (q) =>
      q.startMs <= tailFrom + LEAD_IN_SLACK_MS &&
      q.startMs >= at.startMs - LEAD_IN_SLACK_MS &&
      q.endMs >= at.endMs &&
      `${toMatchText(q.text).text} `.startsWith(`${tailText} `),
  );
}

/** A group of only quoted words that a quote set large shows, whole, for as long as the group would. */
function shownLarge(group: TimedWord[], quoted: boolean[], quotes: readonly PlannedQuote[], startMs: number, endMs: number): boolean {
  if (!quoted.every(Boolean)) return false;
  // Compared as the quote check compares text: letters and digits, words parted by single spaces.
  const words = toMatchText(group.map((w) => w.text).join(" ")).text;
  return quotes.some((q) => q.startMs <= startMs && q.endMs >= endMs && ` ${toMatchText(q.text).text} `.includes(` ${words} `));
}
