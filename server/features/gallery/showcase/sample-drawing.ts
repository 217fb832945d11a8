import type { TextBlock } from "./draw-text";

/** What a layout produces: SVG shapes for the background and text blocks drawn over them. */
export interface SampleDrawing {
  width: number;
  height: number;
  svg: string;
  texts: TextBlock[];
  /** Photo-like drawings get grain and a soft blur before the text goes on. */
  photo?: { blur: number; grain: number };
}

export const SCREEN = { width: 1080, height: 1600 };

/** Lays out stat columns (value over label) centred on the given x positions. */
export function layoutStatColumns(
  stats: Array<{ value: string; label: string }>,
  centres: number[],
  top: number,
  colors: { text: string; muted: string },
): TextBlock[] {
  return stats.flatMap((stat, i) => [
    { text: stat.value, x: centres[i], y: top, size: 42, bold: true, color: colors.text, anchor: "middle" as const },
    { text: stat.label, x: centres[i], y: top + 56, size: 32, color: colors.muted, anchor: "middle" as const },
  ]);
}

/** Stacks lines of text downwards from top, returning the blocks and the next free y. */
export function stackLines(
  lines: string[],
  x: number,
  top: number,
  style: Omit<TextBlock, "text" | "x" | "y">,
  lineHeight: number,
): { blocks: TextBlock[]; bottom: number } {
  const blocks = lines.map((text, i) => ({ ...style, text, x, y: top + i * lineHeight }));
  return { blocks, bottom: top + lines.length * lineHeight };
}
