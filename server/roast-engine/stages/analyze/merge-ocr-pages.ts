import type { OcrLine, OcrPage } from "./ocr-engine";
import type { ScreenReading } from "./read-screen";
import { isPhotoLike } from "./screen-or-photo";

/** A second reading's line below this confidence is more likely photo texture than words. */
const MIN_CONFIDENCE = 0.6;
/** Overlap (of the smaller box) from which two lines are the same text read twice. */
const SAME_PLACE = 0.3;
/** A second reading replaces a line it overlaps only when it is this much surer of it. */
const BETTER_BY = 0.15;

/**
 * Adds a second reading's lines to the first: lines where the first read nothing are added, a line
 * read twice keeps the surer reading. Both pages must come from images of the same size.
 */
export function mergeOcrPages(first: OcrPage, second: OcrPage): OcrPage {
  const lines = [...first.lines];
  const paragraphBase = Math.max(0, ...first.lines.map((l) => l.paragraph));
  for (const line of second.lines) {
    if (line.confidence < MIN_CONFIDENCE || !/\p{L}{2}/u.test(line.text)) continue;
    const moved = { ...line, paragraph: line.paragraph + paragraphBase };
    const overlapping = lines.filter((l) => overlapOfSmaller(l.box, line.box) >= SAME_PLACE);
    if (overlapping.length === 0) lines.push(moved);
    else if (overlapping.length === 1 && line.confidence >= overlapping[0].confidence + BETTER_BY) {
      lines[lines.indexOf(overlapping[0])] = { ...moved, paragraph: overlapping[0].paragraph };
    }
  }
  const ordered = lines.sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  return { text: ordered.map((l) => l.text).join("\n"), lines: ordered };
}

function overlapOfSmaller(a: OcrLine["box"], b: OcrLine["box"]): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const smaller = Math.min(a.w * a.h, b.w * b.h);
  return smaller > 0 ? (w * h) / smaller : 0;
}

/** Fewer letters than this read with confidence: the first reading found little on the image. */
const LITTLE_TEXT = 80;

/**
 * A second reading costs a recognition (~0.3–1 s warm), so it runs only where the first one
 * suggests light text was missed: a photo-like image (a caption or story text over it), an image
 * where little was read, or a chat, dark or light (white words in coloured bubbles: iMessage's own
 * messages are white on blue in light mode too). A chat with no light text costs no recognition
 * (prepareLightTextImage finds nothing to read).
 */
export function needsLightTextReading({
  first,
  screen,
  visual,
}: {
  first: OcrPage;
  screen: ScreenReading;
  visual: { flatRuns: number; brightness: number };
}): boolean {
  if (!screen.isScreenshot || isPhotoLike(visual.flatRuns)) return true;
  if (sureLetters(first) < LITTLE_TEXT) return true;
  return screen.kind === "chat";
}

/** How many letters a page read with confidence: what a reading found. */
export const sureLetters = (page: OcrPage): number =>
  page.lines.filter((l) => l.confidence >= MIN_CONFIDENCE).reduce((n, l) => n + (l.text.match(/\p{L}/gu)?.length ?? 0), 0);

/**
 * A screen (not a photo) on which the first reading found little: read again, larger
 * (prepare-ocr-image.ts, chooseLargerOcrSize). A desktop page downscaled and recompressed read
 * three lines of a whole profile at the first scale, and gave a non-roast ("Nothing here I could
 * quote for sure") while its text was all there, a few pixels high.
 */
export function needsLargerReading({ first, screen, visual }: { first: OcrPage; screen: ScreenReading; visual: { flatRuns: number } }): boolean {
  return screen.isScreenshot && !isPhotoLike(visual.flatRuns) && sureLetters(first) < LITTLE_TEXT;
}
