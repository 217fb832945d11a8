import { LARGEST_POP, POP_SCALE, PUNCH_SCALE } from "../plan/chunk-captions";
import type { Layout } from "../plan/compose-layout";
import type { CaptionWord, PlannedCaption } from "../plan/render-plan";
import { type AssStyle, dialogue, escapeAssText, toAssColor } from "./ass-format";
import { CARD_BACKGROUND } from "./build-cards";

/** Quoted words are set in the brand colour, the underline's under the line they quote (build-marks.ts). */
export const CAPTION_COLORS = { text: "#FFFFFF", current: "#FFD23F", punch: "#FF5A36", quoted: "#FF5A36" };
/** How long a new word stays "popped" (enlarged) before it settles: three frames. */
export const POP_MS = 100;
const pct = (scale: number) => Math.round(scale * 100);
/** The plate behind a caption with no clear place: solid, in the end card's ink. */
const PLATE_ALPHA = 0;

/**
 * How word `j` of a group looks while word `i` is being spoken, popped or settled. The pop is
 * two steady states rather than a \t animation: an animated scale is a new bitmap on every
 * frame, which libass caches (~75 MB more per 1080x1920 render) and redraws. Quoted words (their
 * quote marks dropped) are set in the brand colour.
 */
function formatWord(word: CaptionWord, j: number, i: number, popped: boolean, size = ""): string {
  const text = escapeAssText(word.text);
  const reset = `{\\r${size}}`;
  const rest = word.punch ? `\\fscx${pct(PUNCH_SCALE)}\\fscy${pct(PUNCH_SCALE)}` : "";
  const settled = word.punch ? CAPTION_COLORS.punch : word.quoted ? CAPTION_COLORS.quoted : undefined;
  if (j > i) return `{\\alpha&HFF&${rest}}${text}${reset}`;
  if (j < i) return settled ? `{\\c${toAssColor(settled)}${rest}}${text}${reset}` : text;
  const color = toAssColor(word.punch ? CAPTION_COLORS.punch : word.quoted ? CAPTION_COLORS.quoted : CAPTION_COLORS.current);
  const scale = popped ? (word.punch ? LARGEST_POP : POP_SCALE) : word.punch ? PUNCH_SCALE : 1;
  return `{\\c${color}\\fscx${pct(scale)}\\fscy${pct(scale)}}${text}${reset}`;
}

/** A rounded rectangle in ASS vector drawing, its top-left at (0,0). */
function roundedRect(w: number, h: number, r: number): string {
  const k = Math.round(r * 0.45);
  return `m ${r} 0 l ${w - r} 0 b ${w - k} 0 ${w} ${k} ${w} ${r} l ${w} ${h - r} b ${w} ${h - k} ${w - k} ${h} ${w - r} ${h} l ${r} ${h} b ${k} ${h} 0 ${h - k} 0 ${h - r} l 0 ${r} b 0 ${k} ${k} 0 ${r} 0`;
}

/**
 * Captions as planned (stages/plan/plan-captions.ts): each group shows its words as they are spoken
 * (later words laid out but invisible, so the group does not jump); the spoken word pops in
 * yellow, then settles; the punchline pops bigger, in red. A group planned on a plate gets a solid
 * rounded plate behind it for its whole time. Returns the styles and events of the caption layer.
 */
export function buildCaptionLayer(captions: PlannedCaption[], layout: Layout): { styles: AssStyle[]; events: string[] } {
  const c = layout.captions;
  const style: AssStyle = {
    name: "Caption",
    fontSize: c.fontSize,
    color: CAPTION_COLORS.text,
    outline: Math.max(2, Math.round(c.fontSize * 0.08)),
    shadow: Math.max(1, Math.round(c.fontSize * 0.04)),
    marginL: c.marginL,
    marginR: c.marginR,
  };
  const plateStyle: AssStyle = { name: "Plate", fontSize: 20, color: CARD_BACKGROUND, outline: 0, shadow: 0, alpha: PLATE_ALPHA };
  const events: string[] = [];
  for (const group of captions) {
    const sizeTag = group.fontSize < c.fontSize ? `\\fs${group.fontSize}` : "";
    if (group.plate) {
      const pad = Math.round(group.fontSize * 0.3);
      const w = Math.round(group.box.w + 2 * pad);
      const h = Math.round(group.box.h);
      const shape = `{\\an7\\pos(${Math.round(group.box.x - pad)},${Math.round(group.box.y)})\\bord0\\shad0\\p1}${roundedRect(w, h, Math.round(group.fontSize * 0.35))}{\\p0}`;
      events.push(dialogue({ layer: 2, startMs: group.startMs, endMs: group.endMs, style: "Plate", text: shape }));
    }
    group.words.forEach((word, i) => {
      if (word.endMs <= word.startMs) return;
      const settleAt = Math.min(word.endMs, word.startMs + POP_MS);
      const line = (popped: boolean) =>
        `{\\an5\\pos(${group.x},${group.y})${sizeTag}}${group.words.map((w, j) => formatWord(w, j, i, popped, sizeTag)).join(" ")}`;
      events.push(dialogue({ layer: 3, startMs: word.startMs, endMs: settleAt, style: "Caption", text: line(true) }));
      if (settleAt < word.endMs) events.push(dialogue({ layer: 3, startMs: settleAt, endMs: word.endMs, style: "Caption", text: line(false) }));
    });
  }
  return { styles: [plateStyle, style], events };
}
