import type { Box } from "../../types";
import type { Layout } from "./compose-layout";
import { measureBoldText, wrapBoldText } from "./measure-bold-text";
import type { LeadIn } from "./plan-captions";
import type { PlannedCaption, PlannedQuote } from "./render-plan";
import type { DirectedShot } from "./shot-types";

/** The quote's type: at most this share of the frame's height, at least this one (then it is cut short). */
export const QUOTE_TYPE_SHARE = { most: 0.07, least: 0.042 };
/** At most this many lines: a quoted fragment, not a paragraph. */
export const QUOTE_MAX_LINES = 4;
/** Where the block sits in its region's spare height: 0 its top, 1 its foot (on the captions). */
const QUOTE_DROP = 0.72;
/** Line pitch, the opening mark's room above the lines and the rule under them, in font sizes. */
export const QUOTE_METRICS = { line: 1.12, mark: 1.05, ruleGap: 0.32, rule: 0.08 };
/**
 * The opening mark is set this many times the quote's size, and its glyph, sitting high in its
 * line, rises this far above the block's top, in the quote's size (build-quote-layer.ts draws it;
 * a kicker keeps over it, `kickerLine`).
 */
export const QUOTE_MARK = { scale: 2.1, rise: 0.32 * 2.1 };

/** Emoji and their joiners, which the type has no glyphs for (the OCR's stray "0" for one is left: it may be a real zero). */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}|[\u{1F3FB}-\u{1F3FF}]/gu;
const EDGE_QUOTES = /^["'“‘«\s]+|["'”’»\s]+$/g;
/** A single quote mark opened before a word that no mark closes after it: "labelled 'at work". */
const OPEN_SINGLE_AT_END = /(?:^|[\s(])['‘]\p{L}[^'’]*$/u;

/**
 * A quote as it is set: its visible characters, no emoji, no quote marks at its edges, single
 * spaces. A title in quote marks that opens or ends the quote keeps its marks: without the one at
 * the edge, its partner inside would stand alone ("Learn Guitar in 30 Days\" book").
 */
export function cleanQuoteText(text: string): string {
  const visible = text
    .replace(PICTOGRAPHS, " ")
    .replace(/[{}\\]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const bare = visible.replace(EDGE_QUOTES, "").trim();
  // A single mark opened inside that nothing closes ("… labelled 'at work", v32's Keepy, whose
  // closing mark went with the sentence's end or the edge's): the words in it end with the quote, so
  // its partner goes there.
  if (OPEN_SINGLE_AT_END.test(bare)) return `${bare}'`;
  if ((bare.match(/["“”]/g) ?? []).length % 2 === 0) return bare;
  const opening = /^['‘\s]*(["“])/.exec(visible)?.[1];
  const closing = /(["”])['’\s]*$/.exec(visible)?.[1];
  if (opening && !closing) return opening + bare;
  if (closing && !opening) return bare + closing;
  return bare;
}

/** The height of a quote block of `lines` lines at `fontSize`: the opening mark, the lines, the rule. */
export const quoteBlockHeight = (lines: number, fontSize: number) =>
  Math.round(fontSize * (QUOTE_METRICS.mark + lines * QUOTE_METRICS.line + QUOTE_METRICS.ruleGap + QUOTE_METRICS.rule));

/** The same number of lines, as even as they go: the narrowest wrap that still takes no more lines (no lone last word). */
function balance(text: string, size: number, count: number, width: number): string[] {
  let lo = 0;
  let hi = width;
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    if (wrapBoldText(text, size, mid).length <= count) hi = mid;
    else lo = mid;
  }
  return wrapBoldText(text, size, hi);
}

/**
 * Sets a quote in a region: the largest type (from `share`'s most down to its least, landscape's
 * {@link QUOTE_TYPE_SHARE} unless given) at which it wraps into at most {@link QUOTE_MAX_LINES} lines inside the region's width and
 * the whole block inside its height, its lines balanced; a quote too long even at the least is cut after the last
 * word that fits, with an ellipsis.
 */
export function setQuote(
  text: string,
  region: { width: number; height: number },
  frameHeight: number,
  share: { most: number; least: number } = QUOTE_TYPE_SHARE,
): { lines: string[]; fontSize: number } {
  const most = Math.round(frameHeight * share.most);
  const least = Math.round(frameHeight * share.least);
  const fits = (lines: string[], size: number) =>
    lines.length <= QUOTE_MAX_LINES && quoteBlockHeight(lines.length, size) <= region.height && lines.every((l) => measureBoldText(l, size) <= region.width);
  for (let size = most; size >= least; size -= 2) {
    const lines = wrapBoldText(text, size, region.width);
    if (fits(lines, size)) return { lines: balance(text, size, lines.length, region.width), fontSize: size };
  }
  const words = text.split(" ");
  for (let n = words.length - 1; n > 0; n--) {
    const lines = wrapBoldText(`${words.slice(0, n).join(" ")}…`, least, region.width);
    if (fits(lines, least)) return { lines, fontSize: least };
  }
  return { lines: [], fontSize: least };
}

/**
 * The quoted lines set large beside the card (a landscape layout's `quote` region; none
 * elsewhere): each quote or count the camera goes to shows from when its words start being said
 * (or the camera is halfway to it, if sooner) until the next one, or the end card; centred across
 * the region and low in it, its block fitted to it (setQuote). Pure.
 */
export function planQuotes(
  shots: readonly DirectedShot[],
  layout: Pick<Layout, "quote" | "height" | "quoteType">,
  endMs: number,
  options: { fromStartIfSaidByMs?: number } = {},
): PlannedQuote[] {
  const region = layout.quote;
  if (!region) return [];
  const quoted = shots.filter((s) => s.quote !== undefined && cleanQuoteText(s.quote) !== "");
  const planned: PlannedQuote[] = [];
  for (const [i, shot] of quoted.entries()) {
    const text = cleanQuoteText(shot.quote ?? "");
    const said = shot.mark?.saidFromMs ?? shot.mark?.fromMs ?? shot.startMs;
    const startMs = Math.round(Math.max(shot.startMs, Math.min(said, shot.startMs + shot.moveMs / 2)));
    const next = quoted[i + 1];
    const until = Math.round(Math.min(endMs, next ? next.startMs : endMs));
    const previous = planned[planned.length - 1];
    // The same fragment framed again (a wrapped one read line by line) stays up.
    if (previous && previous.text === text) {
      previous.endMs = until;
      continue;
    }
    if (until <= startMs) continue;
    const { lines, fontSize } = setQuote(text, region, layout.height, layout.quoteType);
    if (lines.length === 0) continue;
    // The one before stays up until this one comes in.
    if (previous) previous.endMs = Math.max(previous.endMs, startMs);
    const h = quoteBlockHeight(lines.length, fontSize);
    const w = Math.max(fontSize, ...lines.map((l) => measureBoldText(l, fontSize)));
    const x = Math.round(region.x + region.width / 2);
    // Low in its region, so the quote and the captions under it read as one block.
    const y = Math.round(region.y + (region.height - h) * QUOTE_DROP);
    const box: Box = { x: Math.round(x - w / 2), y, w: Math.round(w), h };
    planned.push({ startMs, endMs: until, text, lines, fontSize, x, y, box });
  }
  // The column is not empty at the start: a quote said among the opening words is up from the
  // first frame, as the card opens on the upload it is read from. One said after a setup comes in
  // as its words do: up from the start, a story's punchline was on screen before its setup was
  // told, and the setup's captions fill the column meanwhile.
  const first = planned[0];
  if (first && options.fromStartIfSaidByMs !== undefined && first.startMs <= options.fromStartIfSaidByMs) first.startMs = 0;
  return planned;
}

/** How long a quote centred alone in its column takes to glide up to its place over the captions, ms. */
export const QUOTE_GLIDE_MS = 260;
/** A quote is centred alone only for a stretch at least this long: a shorter one would only jump. */
const LEAST_ALONE_MS = 500;

/** A quote moves to the middle of the words' column only when that is at least this many pixels from its place. */
const LEAST_SHIFT = 8;

/**
 * Each quote set large that shows with no caption in the words' column (its own words are its
 * caption, plan-captions.ts) sits in the middle of the column (the quote's region and the
 * captions' band together) until the first caption comes, gliding to its place `QUOTE_GLIDE_MS`
 * before: above the captions beside a landscape card, under them at a portrait card's foot. Low
 * in its region with nothing under it, the landscape column was judged blind "bare under the
 * quote until the punchline" on half the landscape sheets of a pass, and in portrait the line
 * captioned as well was "the same line three times at once" (bench/judging/README.md). Pure; the
 * quotes' boxes stay where the captions meet them.
 */
export function centreQuotesAlone(
  quotes: readonly PlannedQuote[],
  captions: readonly Pick<PlannedCaption, "startMs" | "endMs">[],
  layout: Pick<Layout, "quote" | "safe">,
): PlannedQuote[] {
  const region = layout.quote;
  if (!region) return [...quotes];
  const top = Math.min(region.y, layout.safe.y);
  const foot = Math.max(region.y + region.height, layout.safe.y + layout.safe.height);
  // Under the captions (portrait's foot) a kicker over the quote would meet them: it shows only while the quote is alone.
  const underCaptions = region.y > layout.safe.y;
  return quotes.map((q) => {
    if (q.plate) return q;
    const settle = (alone?: { untilMs: number; y: number }): PlannedQuote => {
      const kicker = q.kicker && { ...q.kicker, untilMs: underCaptions ? (alone?.untilMs ?? q.startMs) : q.endMs };
      return { ...q, ...(alone ? { alone } : {}), ...(kicker ? { kicker } : {}) };
    };
    // A caption already up as the quote comes in: it is never alone.
    if (captions.some((c) => c.startMs <= q.startMs && c.endMs > q.startMs)) return settle();
    const next = Math.min(q.endMs, ...captions.filter((c) => c.startMs > q.startMs).map((c) => c.startMs));
    const untilMs = Math.round(next - (next < q.endMs ? QUOTE_GLIDE_MS : 0));
    if (untilMs - q.startMs < LEAST_ALONE_MS) return settle();
    // The block (its kicker included) centred: its top is the kicker's room below the box's.
    const y = Math.round(top + (foot - top - q.box.h) / 2 + (q.y - q.box.y));
    return settle(Math.abs(y - q.y) >= LEAST_SHIFT ? { untilMs, y } : undefined);
  });
}

/** A kicker's type: this share of its quote's, never under this share of the frame's height. */
const KICKER_SHARE = { ofQuote: 0.45, leastOfFrame: 0.022 };
/** Room between a kicker and the quote's opening mark under it, in the kicker's size. */
const KICKER_GAP = 0.35;

/** Where a kicker's line sits over its quote's block top `y`: its top and bottom (the opening mark's glyph rises above the block). */
export function kickerLine(q: Pick<PlannedQuote, "y" | "fontSize">, kickerSize: number): { top: number; bottom: number } {
  const bottom = Math.round(q.y - QUOTE_MARK.rise * q.fontSize - KICKER_GAP * kickerSize);
  return { top: Math.round(bottom - 1.2 * kickerSize), bottom };
}

/**
 * Each lead-in (plan-captions.ts, `planCaptionsAndLeadIns`) set over the quote it leads into as
 * its kicker, in a smaller type that fits the column, the quote up from when the lead-in starts
 * being said (the one before it down then), its box grown to hold the kicker. Pure.
 */
export function withLeadIns(quotes: readonly PlannedQuote[], leadIns: readonly LeadIn[], layout: Pick<Layout, "quote" | "height">): PlannedQuote[] {
  const region = layout.quote;
  const out = quotes.map((q) => ({ ...q }));
  if (!region) return out;
  for (const lead of leadIns) {
    const i = out.findIndex((q) => q.text === lead.quoteText && q.endMs > lead.startMs);
    if (i < 0 || out[i].kicker) continue;
    const q = out[i];
    let size = Math.max(Math.round(q.fontSize * KICKER_SHARE.ofQuote), Math.round(layout.height * KICKER_SHARE.leastOfFrame));
    while (size > 12 && measureBoldText(lead.text, size) > region.width) size -= 2;
    const line = kickerLine(q, size);
    const width = measureBoldText(lead.text, size);
    const left = Math.min(q.box.x, Math.round(q.x - width / 2));
    const right = Math.max(q.box.x + q.box.w, Math.round(q.x + width / 2));
    out[i] = {
      ...q,
      startMs: Math.min(q.startMs, lead.startMs),
      kicker: { text: lead.text, fontSize: size, untilMs: q.endMs },
      box: { x: left, y: line.top, w: Math.round(right - left), h: q.box.y + q.box.h - line.top },
    };
    if (i > 0) out[i - 1].endMs = Math.min(out[i - 1].endMs, out[i].startMs);
  }
  return out.filter((q) => q.endMs > q.startMs);
}

/** Where a quote's block is at `ms` once settled (centred alone before `alone.untilMs`, else in its place): its box then. */
export function quoteBoxAt(q: Pick<PlannedQuote, "box" | "y" | "alone">, ms: number): Box {
  return q.alone && ms < q.alone.untilMs ? { ...q.box, y: q.alone.y } : q.box;
}
