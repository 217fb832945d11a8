import { QUOTE_GLIDE_MS, QUOTE_MARK, QUOTE_METRICS, kickerLine } from "../plan/plan-quotes";
import type { PlannedQuote } from "../plan/render-plan";
import { type AssStyle, dialogue, escapeAssText, toAssColor } from "./ass-format";
import { roundedRect } from "./build-captions";
import { MARK_COLOR } from "./build-marks";

/** How the large quote comes in (a fade and a short rise) and leaves (a fade), ms. */
const IN_MS = 220;
const OUT_MS = 140;
/** The plate under a quote set over the picture: the caption plate's ink (caption-looks.ts). */
const PLATE_COLOR = "#141018";

/**
 * The quoted lines set large beside the card, as planned (stages/plan/plan-quotes.ts): an opening
 * mark in the brand colour, the lines in white bold, each placed on its own (the plan wrapped
 * them), and a short rule in the brand colour under them, the underline's echo on the card. Each
 * rises a little as it fades in; one set over the picture (portrait's) sits on a dark plate.
 * Static bitmaps: libass draws each once and reuses it.
 */
export function buildQuoteLayer(quotes: readonly PlannedQuote[], frame: { height: number }): { styles: AssStyle[]; events: string[] } {
  const rise = Math.round((18 * frame.height) / 1080);
  const styles: AssStyle[] = [
    // No outline or shadow on the dark backdrop: each would be a second bitmap blended on every frame.
    { name: "Quote", fontSize: 60, color: "#FFFFFF", outline: 0, shadow: 0 },
    { name: "QuoteMark", fontSize: 60, color: MARK_COLOR, outline: 0, shadow: 0 },
  ];
  const events: string[] = [];
  for (const q of quotes) {
    // Centred alone in the column first, then gliding up to its place as the captions come (plan-quotes.ts).
    const pieces: Piece[] = q.alone
      ? [
          { startMs: q.startMs, endMs: q.alone.untilMs, from: q.alone.y - q.y + rise, to: q.alone.y - q.y, moveMs: IN_MS, fadeIn: IN_MS, fadeOut: 0 },
          { startMs: q.alone.untilMs, endMs: q.endMs, from: q.alone.y - q.y, to: 0, moveMs: QUOTE_GLIDE_MS, fadeIn: 0, fadeOut: OUT_MS },
        ]
      : [{ startMs: q.startMs, endMs: q.endMs, from: rise, to: 0, moveMs: IN_MS, fadeIn: IN_MS, fadeOut: OUT_MS }];
    for (const piece of pieces) if (piece.endMs > piece.startMs) events.push(...drawQuote(q, piece), ...drawKicker(q, piece));
  }
  return { styles, events };
}

/** A stretch of a quote's showing: its block moved from `from` to `to` (px below its place) over `moveMs`, with its fades (ms). */
interface Piece {
  startMs: number;
  endMs: number;
  from: number;
  to: number;
  moveMs: number;
  fadeIn: number;
  fadeOut: number;
}

/**
 * The quote's events for one stretch: an opening mark in the brand colour, the lines in white bold,
 * each placed on its own (the plan wrapped them), and a short rule in the brand colour under them;
 * one set over the picture (portrait's) on a dark plate.
 */
function drawQuote(q: PlannedQuote, piece: Piece): string[] {
  const f = q.fontSize;
  const fade = `\\fad(${piece.fadeIn},${piece.fadeOut})`;
  const move = (x: number, y: number) =>
    `\\move(${Math.round(x)},${Math.round(y + piece.from)},${Math.round(x)},${Math.round(y + piece.to)},0,${piece.moveMs})`;
  const at = (y: number, align: number) => `\\an${align}${move(q.x, y)}`;
  const timing = { layer: 1, startMs: piece.startMs, endMs: piece.endMs };
  const events: string[] = [];
  if (q.plate) {
    // Over the picture (portrait): a dark plate around the block, in the captions' plate colour.
    const pad = Math.round(0.45 * f);
    // The opening mark's glyph rises above the block (it is set larger): the plate holds it too.
    const lift = Math.round(0.35 * f);
    const b = { x: q.box.x - pad, y: q.box.y - pad - lift, w: q.box.w + 2 * pad, h: q.box.h + 2 * pad + lift };
    const shape = roundedRect(0, 0, Math.round(b.w), Math.round(b.h), Math.round(0.3 * f));
    events.push(
      dialogue({
        ...timing,
        style: "QuoteMark",
        text: `{\\an7${move(b.x, b.y)}\\c${toAssColor(PLATE_COLOR)}\\1a&H1A&\\bord0\\shad0${fade}\\p1}${shape}{\\p0}`,
      }),
    );
  }
  // The mark's glyph sits high in its line: its line starts above the block so the glyph's top is the block's.
  events.push(dialogue({ ...timing, style: "QuoteMark", text: `{${at(q.y - QUOTE_MARK.rise * f, 8)}\\fs${Math.round(f * QUOTE_MARK.scale)}${fade}}“` }));
  const linesTop = q.y + QUOTE_METRICS.mark * f;
  q.lines.forEach((line, i) => {
    const y = linesTop + i * QUOTE_METRICS.line * f;
    events.push(dialogue({ ...timing, style: "Quote", text: `{${at(y, 8)}\\fs${f}\\q2${fade}}${escapeAssText(line)}` }));
  });
  const ruleW = Math.round(f * 1.6);
  const ruleH = Math.max(4, Math.round(QUOTE_METRICS.rule * f));
  const ruleY = Math.round(linesTop + q.lines.length * QUOTE_METRICS.line * f + QUOTE_METRICS.ruleGap * f);
  const rule = `{\\an7${move(q.x - ruleW / 2, ruleY)}\\c${toAssColor(MARK_COLOR)}\\bord0\\shad0${fade}\\p1}m 0 0 l ${ruleW} 0 ${ruleW} ${ruleH} 0 ${ruleH}{\\p0}`;
  events.push(dialogue({ ...timing, style: "QuoteMark", text: rule }));
  return events;
}

/** The kicker over a quote (its lead-in: "Then, further down:"), in the brand colour, for the part of `piece` it shows in. */
function drawKicker(q: PlannedQuote, piece: Piece): string[] {
  const k = q.kicker;
  if (!k) return [];
  const endMs = Math.min(piece.endMs, k.untilMs);
  if (endMs <= piece.startMs) return [];
  const { top } = kickerLine(q, k.fontSize);
  const move = `\\move(${q.x},${top + piece.from},${q.x},${top + piece.to},0,${piece.moveMs})`;
  // Leaving before its quote does, it fades out on its own.
  const fade = `\\fad(${piece.fadeIn},${endMs < piece.endMs ? OUT_MS : piece.fadeOut})`;
  return [
    dialogue({ layer: 1, startMs: piece.startMs, endMs, style: "QuoteMark", text: `{\\an8${move}\\fs${k.fontSize}\\q2${fade}}${escapeAssText(k.text)}` }),
  ];
}
