import type { Box, TimedWord } from "../../types";
import { cleanCaptionWord } from "./caption-text";
import { LARGEST_POP } from "./chunk-captions";
import type { Layout } from "./compose-layout";
import { overlapArea, padBox } from "./geometry";

/**
 * Bold DejaVu Sans advances about this many ems per character in a caption's words (measured on
 * rendered groups: "future of todo" is 0.56); a lone long word is sized with a safer 0.68
 * (chunk-captions.ts), since it cannot wrap.
 */
const MEASURE_EM = 0.6;
/** Line height of the caption type. */
const LINE_HEIGHT = 1.2;
/** Candidate places are tried this share of the frame's height apart. */
const STEP_SHARE = 0.01;
/** Source text closer to a caption than this share of its type size counts as under it. */
const CLEARANCE = 0.2;

/**
 * The box a caption group covers centred at `y`: its lines as libass wraps them in the safe
 * width (estimated from its characters, the punchline wider), one word at its popped size.
 */
export function measureCaptionGroup(group: TimedWord[], fontSize: number, layout: Pick<Layout, "safe" | "captions">, y: number): Box {
  const texts = group.map((w) => cleanCaptionWord(w.text));
  const chars = texts.reduce((sum, t, i) => sum + t.length * (group[i].emphasis ? 1.18 : 1), 0) + group.length - 1;
  const widest = Math.max(...texts.map((t) => t.length));
  const natural = (chars + widest * (LARGEST_POP - 1)) * MEASURE_EM * fontSize;
  const lines = Math.max(1, Math.ceil((chars * MEASURE_EM * fontSize) / layout.safe.width));
  const w = lines > 1 ? layout.safe.width : Math.min(layout.safe.width, natural);
  const h = fontSize * LINE_HEIGHT * (lines - 1 + LARGEST_POP);
  return { x: layout.captions.x - w / 2, y: y - h / 2, w, h };
}

/** Where a caption group goes: its centre line, the box it covers, and whether it needs a plate of its own. */
export interface CaptionPlace {
  y: number;
  box: Box;
  plate: boolean;
}

/**
 * Places a caption group by what is on screen while it shows (frame pixels): never over the
 * marked fragment; among the places inside the safe area (top to bottom), the one covering the
 * least source text, the nearest to `preferY` (the previous group's place, else the usual one)
 * among equals, so captions stay put while they can. When every place covers some text, the group
 * gets a solid plate. Landscape captions live in their own panel, where there is no source text.
 */
export function placeCaptionGroup(options: {
  group: TimedWord[];
  fontSize: number;
  layout: Pick<Layout, "height" | "safe" | "captions">;
  fragment?: Box;
  text?: Box[];
  preferY?: number;
}): CaptionPlace {
  const { group, fontSize, layout } = options;
  const usual = layout.captions.y;
  const boxAt = (y: number) => measureCaptionGroup(group, fontSize, layout, y);
  const clearance = fontSize * CLEARANCE;
  const text = (options.text ?? []).map((b) => padBox(b, clearance, clearance));
  const covered = (box: Box) => text.reduce((sum, b) => sum + overlapArea(box, b), 0);
  if (layout.captions.altY === undefined) {
    const box = boxAt(usual);
    return { y: usual, box, plate: covered(box) > 0 };
  }
  const h = boxAt(usual).h;
  const top = Math.ceil(layout.safe.y + h / 2);
  const bottom = Math.floor(layout.safe.y + layout.safe.height - h / 2);
  const step = Math.max(1, Math.round(layout.height * STEP_SHARE));
  const ys = [usual, ...(options.preferY === undefined ? [] : [Math.min(bottom, Math.max(top, options.preferY))])];
  for (let y = top; y <= bottom; y += step) ys.push(y);
  const prefer = options.preferY ?? usual;
  const fragment = options.fragment && padBox(options.fragment, clearance, clearance);
  const scored = ys.map((y) => {
    const box = boxAt(y);
    return { y, box, onFragment: fragment ? overlapArea(box, fragment) : 0, onText: covered(box), distance: Math.abs(y - prefer) };
  });
  scored.sort((a, b) => a.onFragment - b.onFragment || a.onText - b.onText || a.distance - b.distance);
  const best = scored[0];
  return { y: best.y, box: best.box, plate: best.onText > 0 };
}
