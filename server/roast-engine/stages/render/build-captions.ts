import { type CaptionStyle, DEFAULT_CAPTION_STYLE } from "../../../../common/caption-styles";
import type { Layout } from "../plan/compose-layout";
import type { CaptionWord, PlannedCaption } from "../plan/render-plan";
import { type AssStyle, dialogue, escapeAssText, toAssColor } from "./ass-format";
import { CAPTION_COLORS, CAPTION_LOOKS, type CaptionLook, type WordStep } from "./caption-looks";
import { SPACE_EM, breakCaptionLine, measureTextEm } from "./measure-caption-text";

const pct = (scale: number) => Math.round(scale * 100);
const scaleTag = (scale: number) => (scale === 1 ? "" : `\\fscx${pct(scale)}\\fscy${pct(scale)}`);

/**
 * How word `j` of a group looks while word `i` is spoken at `scale`: later words white where the
 * whole group shows at once, else laid out but invisible (at the size they will have, so the group
 * never jumps); said ones white (the punchline at its settled size in red, quoted words in red);
 * the spoken one in its colour.
 */
function formatWord(look: CaptionLook, word: CaptionWord, j: number, i: number, scale: number, reset: string): string {
  const text = escapeAssText(word.text);
  const rest = word.punch ? scaleTag(look.punch.settled) : "";
  if (j > i) return look.reveal === "group" ? (rest ? `{${rest}}${text}${reset}` : text) : `{\\alpha&HFF&${rest}}${text}${reset}`;
  if (j < i) {
    const color = word.punch ? look.punch.color : word.quoted ? CAPTION_COLORS.quoted : undefined;
    return color || rest ? `{${color ? `\\c${toAssColor(color)}` : ""}${rest}}${text}${reset}` : text;
  }
  const color = word.punch ? look.punch.color : word.quoted ? CAPTION_COLORS.quoted : look.spoken.color;
  return `{\\c${toAssColor(color)}${scaleTag(scale)}}${text}${reset}`;
}

/** A rounded rectangle in ASS vector drawing, its top-left at (x, y). */
export function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  const k = Math.round(r * 0.45);
  const X = x + w;
  const Y = y + h;
  return `m ${x + r} ${y} l ${X - r} ${y} b ${X - k} ${y} ${X} ${y + k} ${X} ${y + r} l ${X} ${Y - r} b ${X} ${Y - k} ${X - k} ${Y} ${X - r} ${Y} l ${x + r} ${Y} b ${x + k} ${Y} ${x} ${Y - k} ${x} ${Y - r} l ${x} ${y + r} b ${x} ${y + k} ${x + k} ${y} ${x + r} ${y}`;
}

/**
 * How a group is set: the index of each line's first word (at most MAX_CAPTION_LINES, broken evenly), each
 * word's width and each line's width and height (output pixels), at the words' laid-out sizes.
 */
export function setCaptionGroup(group: PlannedCaption, look: CaptionLook, maxWidth: number) {
  const widths = group.words.map((w) => measureTextEm(escapeAssText(w.text)) * group.fontSize * (w.punch ? look.punch.settled : 1));
  const space = SPACE_EM * group.fontSize;
  const starts = breakCaptionLine(widths, space, maxWidth);
  const lines = starts.map((from, k) => {
    const to = starts[k + 1] ?? widths.length;
    const width = (upTo: number) => widths.slice(from, upTo).reduce((sum, w) => sum + w, 0) + space * Math.max(0, upTo - from - 1);
    return {
      from,
      to,
      width: width(to),
      /** The width of the line's words up to word `i` (none before its first). */
      widthTo: (i: number) => (i < from ? 0 : width(Math.min(to, i + 1))),
      height: group.fontSize * Math.max(...group.words.slice(from, to).map((w) => (w.punch ? look.punch.settled : 1))),
    };
  });
  return { starts, lines };
}

/**
 * The plate behind a group while word `i` is spoken: one rounded rectangle per line around the
 * words up to `i` (libass centres each line at the group's x), the lines' shapes overlapping by
 * a corner's radius so that they join into one plate. A group shown whole on several lines gets one
 * rectangle as wide as its wider line: two of different widths read as two stacked pills (judged
 * blind, bench/judging/README.md). An ASS drawing whose origin is (0,0).
 */
export function drawPlate(
  group: PlannedCaption,
  plate: NonNullable<CaptionLook["plate"]>,
  lines: ReturnType<typeof setCaptionGroup>["lines"],
  i: number,
): string {
  const padX = plate.padX * group.fontSize;
  const padY = plate.padY * group.fontSize;
  const r = Math.round(plate.radius * group.fontSize);
  const total = lines.reduce((sum, l) => sum + l.height, 0);
  let top = group.y - total / 2;
  if (lines.length > 1 && lines.every((line) => line.widthTo(i) >= line.width)) {
    const widest = Math.max(...lines.map((line) => line.width));
    const left = group.x - widest / 2 - padX;
    return roundedRect(Math.round(left), Math.round(top - padY), Math.round(widest + 2 * padX), Math.round(total + 2 * padY), r);
  }
  const shapes: string[] = [];
  for (const [k, line] of lines.entries()) {
    const shown = line.widthTo(i);
    if (shown > 0) {
      const left = group.x - line.width / 2 - padX;
      const y0 = top - (k === 0 ? padY : r);
      const y1 = top + line.height + (k === lines.length - 1 ? padY : r);
      shapes.push(roundedRect(Math.round(left), Math.round(y0), Math.round(shown + 2 * padX), Math.round(y1 - y0), r));
    }
    top += line.height;
  }
  return shapes.join(" ");
}

/** Each step of the spoken word, as [from, to) within the word's own time; none past its end. */
function stepsOf(steps: WordStep[], startMs: number, endMs: number): Array<{ startMs: number; endMs: number; scale: number }> {
  const out: Array<{ startMs: number; endMs: number; scale: number }> = [];
  let at = startMs;
  for (const step of steps) {
    if (at >= endMs) break;
    const to = Math.min(endMs, at + step.ms);
    out.push({ startMs: at, endMs: to, scale: step.scale });
    at = to;
  }
  return out;
}

/**
 * Captions as planned (stages/plan/plan-captions.ts), in one of the styles (caption-looks.ts):
 * each group shows its words whole, or as they are spoken (the look's `reveal`), the spoken one
 * highlighted, the punchline emphasised; a group set on a plate gets a rounded plate sized to the
 * words shown.
 * Lines are broken here (at most three, evenly) rather than by libass, so the plate knows them.
 * Returns the styles and events of the caption layer.
 */
export function buildCaptionLayer(
  captions: PlannedCaption[],
  layout: Layout,
  style: CaptionStyle = DEFAULT_CAPTION_STYLE,
): { styles: AssStyle[]; events: string[] } {
  const look = CAPTION_LOOKS[style];
  const c = layout.captions;
  // The style's size is the groups' (a style scales the layout's type, caption-style-type.ts): only a group shrunk for a long word gets a size tag.
  const base = captions.length ? Math.max(...captions.map((g) => g.fontSize)) : c.fontSize;
  const text: AssStyle = {
    name: "Caption",
    fontSize: base,
    color: CAPTION_COLORS.text,
    outline: Math.round(base * look.outline),
    shadow: Math.round(base * look.shadow),
    shadowAlpha: 255 - look.shadowOpacity,
    marginL: c.marginL,
    marginR: c.marginR,
  };
  const plateStyle: AssStyle = {
    name: "Plate",
    fontSize: 20,
    color: look.plate?.color ?? "#000000",
    outline: 0,
    shadow: 0,
    alpha: 255 - (look.plate?.opacity ?? 255),
  };
  const events: string[] = [];
  for (const group of captions) {
    const sizeTag =
      group.fontSize === base ? "" : `\\fs${group.fontSize}\\bord${Math.round(group.fontSize * look.outline)}\\shad${Math.round(group.fontSize * look.shadow)}`;
    const { starts, lines } = setCaptionGroup(group, look, layout.safe.width);
    const reset = `{\\r${sizeTag}}`;
    const line = (i: number, scale: number) =>
      `{\\an5\\q2\\pos(${group.x},${group.y})${sizeTag}}${group.words
        .map((w, j) => `${j > 0 ? (starts.includes(j) ? "\\N" : " ") : ""}${formatWord(look, w, j, i, scale, reset)}`)
        .join("")}`;
    group.words.forEach((word, i) => {
      if (word.endMs <= word.startMs) return;
      if (group.plate && look.plate) {
        const shown = look.reveal === "group" ? group.words.length - 1 : i;
        const shape = `{\\an7\\pos(0,0)\\bord0\\shad0\\p1}${drawPlate(group, look.plate, lines, shown)}{\\p0}`;
        events.push(dialogue({ layer: 2, startMs: word.startMs, endMs: word.endMs, style: "Plate", text: shape }));
      }
      for (const step of stepsOf(word.punch ? look.punch.steps : look.spoken.steps, word.startMs, word.endMs)) {
        events.push(dialogue({ layer: 3, startMs: step.startMs, endMs: step.endMs, style: "Caption", text: line(i, step.scale) }));
      }
    });
  }
  return { styles: [plateStyle, text], events };
}
