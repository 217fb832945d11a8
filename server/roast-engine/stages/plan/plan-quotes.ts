import type { Box } from "../../types";
import type { Layout } from "./compose-layout";
import { measureBoldText, wrapBoldText } from "./measure-bold-text";
import type { PlannedQuote } from "./render-plan";
import type { DirectedShot } from "./shot-types";

/** The quote's type: at most this share of the frame's height, at least this one (then it is cut short). */
export const QUOTE_TYPE_SHARE = { most: 0.07, least: 0.042 };
/** At most this many lines: a quoted fragment, not a paragraph. */
export const QUOTE_MAX_LINES = 4;
/** Where the block sits in its region's spare height: 0 its top, 1 its foot (on the captions). */
const QUOTE_DROP = 0.72;
/** Line pitch, the opening mark's room above the lines and the rule under them, in font sizes. */
export const QUOTE_METRICS = { line: 1.12, mark: 1.05, ruleGap: 0.32, rule: 0.08 };

/** Emoji and their joiners, which the type has no glyphs for (the OCR's stray "0" for one is left: it may be a real zero). */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}|[\u{1F3FB}-\u{1F3FF}]/gu;
const EDGE_QUOTES = /^["'“‘«\s]+|["'”’»\s]+$/g;

/** A quote as it is set: its visible characters, no emoji, no quote marks at its edges, single spaces. */
export function cleanQuoteText(text: string): string {
  return text
    .replace(PICTOGRAPHS, " ")
    .replace(/[{}\\]/g, "")
    .replace(/\s+/g, " ")
    .replace(EDGE_QUOTES, "")
    .trim();
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
  options: { fromStart?: boolean } = {},
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
  // The column is never empty at the start: the first quote is up from the first frame, as the
  // card opens on the upload it is read from.
  if (options.fromStart && planned[0]) planned[0].startMs = 0;
  return planned;
}
