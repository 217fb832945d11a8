import type { Box } from "../../types";
import { cameraAt, toFrame } from "./camera-at";
import type { Layout } from "./compose-layout";
import { findFocusInFrame } from "./find-focus";
import { findTextInFrame } from "./find-text-in-frame";
import { intersectBox, overlapArea, padBox } from "./geometry";
import type { PlannedCaption, PlannedWatermark, RenderPlan, WatermarkCorner } from "./render-plan";
import type { DirectedShot } from "./shot-types";

/** The mark's corners, first choice first: portrait's bottom corners sit under the platforms' buttons and captions. */
const CORNERS: WatermarkCorner[] = ["top-right", "top-left", "bottom-left", "bottom-right"];
/** A mark held in one place may cover this much more of the upload's text than a stretch's own best (a share of its own area): a few letters, never a line. */
const HELD_TEXT = 0.15;
/** How finely a moving camera is followed when finding where the upload itself is on screen. */
const STEP_MS = 50;

/**
 * The mark's size in a layout: two lines (the brand in bold, "FREE VERSION" under it) on a dark
 * plate, sized to the frame (`unit`: the frame's short side over 1080). The plate is 5.54 ems
 * wide inside its padding: the brand in bold DejaVu Sans capitals measured that in a libass render.
 */
export function watermarkSize(layout: Pick<Layout, "width" | "height">) {
  const unit = Math.min(layout.width, layout.height) / 1080;
  const fontSize = Math.round(44 * unit);
  const pad = Math.round(14 * unit);
  return {
    fontSize,
    subSize: Math.round(0.55 * fontSize),
    pad,
    inset: Math.round(28 * unit),
    width: Math.round(5.54 * fontSize + 2 * pad),
    height: Math.round(1.75 * fontSize + 2 * pad),
  };
}

/**
 * Where the upload itself is on screen throughout `fromMs`..`toMs` (output pixels): the camera's
 * window less the colour fill beside a narrow upload, followed through a move. A mark inside it
 * cannot be cropped away without cropping the picture.
 */
export function pictureInFrame(
  shots: DirectedShot[],
  layout: Pick<Layout, "viewport">,
  image: { width: number; height: number },
  fromMs: number,
  toMs: number,
): Box {
  const v = layout.viewport;
  const upload = { x: 0, y: 0, w: image.width, h: image.height };
  let seen: Box = { x: v.x, y: v.y, w: v.width, h: v.height };
  for (let t = fromMs; ; t = Math.min(toMs, t + STEP_MS)) {
    seen = intersectBox(seen, toFrame(cameraAt(shots, t), upload, v));
    if (t >= toMs) break;
  }
  return seen;
}

/** Where the mark sits in a corner of `picture`, `inset` inside its edges (the whole window when the picture is too small to hold it). */
export function cornerBox(layout: Pick<Layout, "width" | "height" | "viewport">, picture: Box, corner: WatermarkCorner): Box {
  const size = watermarkSize(layout);
  const v = layout.viewport;
  const fits = picture.w >= size.width + 2 * size.inset && picture.h >= size.height + 2 * size.inset;
  const p = fits ? picture : { x: v.x, y: v.y, w: v.width, h: v.height };
  const x = corner.endsWith("left") ? p.x + size.inset : p.x + p.w - size.inset - size.width;
  const y = corner.startsWith("top") ? p.y + size.inset : p.y + p.h - size.inset - size.height;
  return { x: Math.round(x), y: Math.round(y), w: size.width, h: size.height };
}

/** At least this share of a card's mark is on the card, so that cropping the mark off cuts the card. */
export const ON_CARD = 0.25;

/**
 * A card's mark across its bottom edge at the right (ADR 0040): on the card, so that cropping it off
 * cuts the card, and hanging over its edge onto the backdrop, where it covers none of the upload's
 * text: as far as the frame and the roast's captions under the card (`clearOf`, with the plate's
 * room `gap`) leave it, down to `ON_CARD` of it on the card, and never less far than half of it or
 * a portrait card's gap to its captions' band. Half on the card, it sat on the last row of an email
 * or a review, judged blind.
 */
export function cardEdgeBox(layout: Pick<Layout, "width" | "height" | "viewport" | "band">, clearOf: readonly Box[] = [], gap = 0): Box {
  const size = watermarkSize(layout);
  const v = layout.viewport;
  const foot = v.y + v.height;
  const x = Math.round(v.x + v.width - size.inset - size.width);
  const under = layout.band.y >= foot && layout.band.x < v.x + v.width && layout.band.x + layout.band.width > v.x;
  const least = Math.min(size.height / 2, under ? layout.band.y - foot - 2 : size.height / 2);
  const below = clearOf.filter((c) => c.y + c.h > foot && c.x < x + size.width + gap && c.x + c.w > x - gap).map((c) => c.y - foot - gap);
  const most = Math.min((1 - ON_CARD) * size.height, layout.height - size.inset / 2 - foot, ...below);
  const overhang = Math.max(0, Math.floor(Math.max(least, most)));
  return { x, y: Math.round(foot + overhang - size.height), w: size.width, h: size.height };
}

/** The stretches the mark holds still in: each shot, split where its camera settles, so it never flickers. */
function stretches(shots: readonly DirectedShot[]): Array<[number, number]> {
  return shots.flatMap((shot): Array<[number, number]> => {
    const settled = shot.startMs + shot.moveMs;
    return settled > shot.startMs && settled < shot.endMs
      ? [
          [shot.startMs, settled],
          [settled, shot.endMs],
        ]
      : [[shot.startMs, shot.endMs]];
  });
}

/** Stretches cut where the camera's card comes on or goes off the frame (a battle's scenes), each with whether it is on. */
function splitByScenes(spans: Array<[number, number]>, scenes: ReadonlyArray<{ fromMs: number; camera: boolean }>): Array<[number, number, boolean]> {
  if (scenes.length === 0) return spans.map(([a, b]) => [a, b, true]);
  const cuts = scenes.map((s) => s.fromMs);
  const on = (t: number) => [...scenes].reverse().find((s) => s.fromMs <= t)?.camera ?? true;
  return spans.flatMap(([a, b]) => {
    const edges = [a, ...cuts.filter((c) => c > a && c < b), b];
    return edges.slice(1).map((to, i): [number, number, boolean] => [edges[i], to, on(edges[i])]);
  });
}

/**
 * The free tier's mark, moment by moment: across a single roast's card edge (`cardEdge`,
 * cardEdgeBox) while that is clear and on no more text than the best corner, else in the first corner of the picture (the upload as the
 * camera shows it then, see pictureInFrame), in `CORNERS`' order, clear of the quoted detail being
 * said, of every line the roast quotes (`targets`, source pixels) and of every caption shown then, and of those on the least of the upload's own text
 * (`textBoxes`, source pixels: a handle or a name in a screenshot's top right; portrait keeps to
 * its top corners, and a card's bottom left, while one is clear); when none is clear, the one covering the least of the
 * quote, then of the captions. So it leaves the top right only while
 * something there must be seen, and comes back after. One mark inside the picture on every frame
 * before the end card (which carries the brand too), never across the joke (issue "A video you'd
 * post"). While the camera's card is off the frame (`scenes`: a battle's intro of two cards), the
 * frame's own top right.
 */
export function planWatermark(
  shots: DirectedShot[],
  layout: Layout,
  captions: ReadonlyArray<Pick<PlannedCaption, "startMs" | "endMs" | "box">>,
  image: { width: number; height: number },
  options: {
    textBoxes?: readonly Box[];
    targets?: readonly Box[];
    scenes?: ReadonlyArray<{ fromMs: number; camera: boolean }>;
    /** A single roast's card: the mark may sit across its bottom edge (cardEdgeBox). A battle's cards change places. */
    cardEdge?: boolean;
  } = {},
): PlannedWatermark {
  const size = watermarkSize(layout);
  // Every caption of the roast: the mark hanging under a card holds one place clear of them all.
  const captionBoxes = captions.map((c) => c.box);
  type Place = { corner: WatermarkCorner | "card-edge"; box: Box; quote: number; captions: number; text: number };
  const stretchesSeen: Array<{ fromMs: number; toMs: number; places?: Place[]; best?: Place; allowed?: ReadonlySet<Place["corner"]> }> = [];
  for (const [fromMs, toMs, camera] of splitByScenes(stretches(shots), options.scenes ?? [])) {
    if (toMs <= fromMs) continue;
    if (!camera) {
      stretchesSeen.push({ fromMs, toMs });
      continue;
    }
    const picture = pictureInFrame(shots, layout, image, fromMs, toMs);
    const quote = findFocusInFrame(shots, layout, fromMs, toMs);
    const shown = captions.filter((c) => c.startMs < toMs && c.endMs > fromMs).map((c) => c.box);
    const lines = options.textBoxes ? findTextInFrame(shots, layout, options.textBoxes, fromMs, toMs) : [];
    // Every line the roast quotes, wherever it is on screen, said yet or not: a mark on the end of
    // "Great case, will update" in the opening look was judged blind as spoiling the joke.
    const roasted = options.targets ? findTextInFrame(shots, layout, options.targets, fromMs, toMs) : [];
    // What a mark at `box` would cover: the joke (the quote being said, every roasted line), the captions, the upload's text.
    const covers = (box: Box) => {
      const padded = padBox(box, size.pad, size.pad);
      const over = (boxes: readonly Box[]) => boxes.reduce((sum, c) => sum + overlapArea(padded, c), 0);
      return { box, quote: (quote ? overlapArea(padded, quote) : 0) + over(roasted), captions: over(shown), text: over(lines) };
    };
    const ranked: Place[] = CORNERS.map((corner) => ({ corner, ...covers(cornerBox(layout, picture, corner)) }));
    const places = [...ranked];
    // A card's mark sits across its edge while that is clear of the joke, the captions and more
    // of the upload's text than the best corner covers: in a corner of a screen of text it sat on a
    // status bar, a title or a review's words on a third of the sheets judged blind.
    let best: Place | undefined;
    if (layout.card && options.cardEdge) {
      const edge: Place = { corner: "card-edge", ...covers(cardEdgeBox(layout, captionBoxes, size.pad)) };
      const leastText = Math.min(...ranked.filter((c) => c.quote === 0 && c.captions === 0).map((c) => c.text));
      if (edge.quote === 0 && edge.captions === 0 && edge.text <= leastText) best = edge;
      places.push(edge);
    }
    // Clear of the joke and the captions; of those, the one on the least text. Portrait keeps to
    // the top corners while one is clear: over a full frame the bottom ones sit under the
    // platforms' buttons. A portrait card's bottom left is in the frame's middle, clear of them.
    const clear = ranked.filter((c) => c.quote === 0 && c.captions === 0);
    const unhidden = (c: Place) => c.corner.startsWith("top") || (layout.card !== undefined && c.corner === "bottom-left");
    const preferred = clear.filter(unhidden);
    const pool = layout.orientation === "portrait" && preferred.length > 0 ? preferred : clear;
    best ??=
      pool.reduce<Place | undefined>((a, b) => (!a || b.text < a.text ? b : a), undefined) ??
      ranked.reduce((a, b) => (b.quote < a.quote || (b.quote === a.quote && b.captions < a.captions) ? b : a));
    // The places this stretch could have chosen from: its pool, and the card's edge where it qualified.
    const allowed = new Set<Place["corner"]>([...pool.map((c) => c.corner), ...(best.corner === "card-edge" ? ["card-edge" as const] : [])]);
    stretchesSeen.push({ fromMs, toMs, places, best, allowed });
  }
  // One place for the whole roast where it can: a mark changing corners from shot to shot was
  // judged blind as amateur. The place each stretch would choose that is clear of the joke and the
  // captions in the most stretches (the least text over them breaking ties) holds wherever it is
  // clear and on no more than a little more text than that stretch's own best; elsewhere the mark goes where the stretch needs it.
  const clearIn = (corner: Place["corner"]) =>
    stretchesSeen.filter((st) => st.places?.some((p) => p.corner === corner && p.quote === 0 && p.captions === 0)).length;
  const textOver = (corner: Place["corner"]) => stretchesSeen.reduce((sum, st) => sum + (st.places?.find((p) => p.corner === corner)?.text ?? 0), 0);
  // A place on nothing at all in every stretch (clear of the joke, the captions and the upload's
  // text) holds throughout: a mark leaving the card's top corner for its edge half a second in was
  // judged blind as jumping. Else a card's edge first (ADR 0040) where it is clear through at least
  // half the roast, held where it can be.
  const holdable = (p: Place | undefined, best: Place | undefined) =>
    p !== undefined && best !== undefined && p.quote === 0 && p.captions === 0 && p.text <= best.text + HELD_TEXT * size.width * size.height;
  const onNothing = (p: Place | undefined) => p !== undefined && p.quote === 0 && p.captions === 0 && p.text === 0;
  const holdsIn = (corner: Place["corner"], st: (typeof stretchesSeen)[number]) =>
    !st.places || (st.allowed?.has(corner) === true && onNothing(st.places.find((p) => p.corner === corner)));
  const edgeFirst = (corner: Place["corner"]) => (corner === "card-edge" && 2 * clearIn(corner) >= stretchesSeen.length ? 1 : 0);
  const candidates = [...new Set(stretchesSeen.flatMap((st) => st.places?.map((p) => p.corner) ?? []))];
  const holdsThroughout = candidates.filter((c) => stretchesSeen.every((st) => holdsIn(c, st)));
  const chosen = (holdsThroughout.length > 0 ? holdsThroughout : [...new Set(stretchesSeen.flatMap((st) => (st.best ? [st.best.corner] : [])))]).sort(
    (a, b) => edgeFirst(b) - edgeFirst(a) || clearIn(b) - clearIn(a) || textOver(a) - textOver(b),
  )[0];
  const moments: PlannedWatermark["moments"] = stretchesSeen.map(({ fromMs, toMs, places, best }) => {
    if (!places || !best)
      return { fromMs, toMs, corner: "top-right" as const, box: { x: layout.width - size.inset - size.width, y: size.inset, w: size.width, h: size.height } };
    const held = places.find((p) => p.corner === chosen);
    const place = held && holdable(held, best) ? held : best;
    return { fromMs, toMs, corner: place.corner, box: place.box };
  });
  return { fontSize: size.fontSize, subSize: size.subSize, pad: size.pad, moments };
}

/**
 * A plan kept before the corner mark (its watermark set rows of the brand across the captions'
 * band) gets its mark planned now, from its own shots, layout and captions over `image` (the
 * upload, or a battle's board): the portrait of a free roast rendered after a deploy stays marked,
 * drawn by the renderer it meets.
 */
export function withCornerWatermark<P extends Pick<RenderPlan, "shots" | "layout" | "captions" | "watermark"> & { marks?: RenderPlan["marks"] }>(
  plan: P,
  image: { width: number; height: number },
  options: { cardEdge?: boolean } = {},
): P {
  const moments: unknown[] | undefined = plan.watermark?.moments;
  if (!moments || moments.every((m) => typeof m === "object" && m !== null && "box" in m)) return plan;
  // The roasted lines are the plan's marks, one per line as drawn (plan-marks.ts).
  const targets = plan.marks?.map((m) => m.box);
  return { ...plan, watermark: planWatermark(plan.shots, plan.layout, plan.captions, image, { targets, cardEdge: options.cardEdge }) };
}
