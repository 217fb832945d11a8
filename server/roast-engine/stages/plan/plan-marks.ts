import type { PlannedMark } from "./render-plan";
import type { DirectedShot, Mark } from "./shot-types";

/**
 * A shot's mark as one mark per line: a wrapped quote is underlined under each of its lines, the
 * sweep running along the first, then the next, each line's share of the time its share of the
 * width; lines read in an earlier shot are underlined whole from the start.
 */
function perLine(mark: Mark): Array<Omit<PlannedMark, "startMs">> {
  const line = (box: Mark["box"], fromMs: number, drawnMs: number) => ({ box, style: mark.style, fromMs, drawnMs, toMs: mark.toMs });
  const held = (mark.held ?? []).map((box) => line(box, mark.fromMs, mark.fromMs));
  if (!mark.lines || mark.lines.length < 2) return [...held, line(mark.box, mark.fromMs, mark.drawnMs)];
  const total = mark.lines.reduce((sum, b) => sum + b.w, 0);
  const span = Math.max(0, mark.drawnMs - mark.fromMs);
  let done = 0;
  const swept = mark.lines.map((box) => {
    const fromMs = mark.fromMs + (span * done) / total;
    done += box.w;
    return line(box, fromMs, mark.fromMs + (span * done) / total);
  });
  return [...held, ...swept];
}

/**
 * The highlights as drawn, shot by shot: each shot's mark split per line, shown from the shot's
 * start (or the mark's, if later) until the mark ends; a part that would end before it shows is
 * left out. A mark carried over two shots is marked in each, one after the other.
 */
export function planMarks(shots: readonly DirectedShot[]): PlannedMark[] {
  return shots.flatMap((shot) =>
    (shot.mark ? perLine(shot.mark) : []).map((mark) => ({ ...mark, startMs: Math.max(mark.fromMs, shot.startMs) })).filter((mark) => mark.toMs > mark.startMs),
  );
}
