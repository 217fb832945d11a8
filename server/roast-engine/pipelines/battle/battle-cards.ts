import { besideCard, CARD_ASPECT, CARD_MARGIN_SHARE, TEXT_SHARE } from "../../stages/plan/card-layout";
import type { Layout, Rect } from "../../stages/plan/layout";

type Size = { width: number; height: number };

/** The card at the back is this share of the front card's height. */
export const BACK_SCALE = 0.66;
/** The share of the back card's width that shows beside the front card; the rest is behind it. */
const BACK_PEEK = 0.5;
/** The intro's two cards: this share of the frame's height, "VS" between them. */
const INTRO_SCALE = 0.66;

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));
const aspectOf = (s: Size) => Math.min(CARD_ASPECT.max, Math.max(CARD_ASPECT.min, s.width / s.height));

/**
 * Where a landscape battle puts its two uploads as cards: `layout` has the card in front (the
 * camera's window: the upload whose turn it is) and the words' column beside it, as a roast's
 * (stages/plan/card-layout.ts); `back[s]` is where side `s` sits when it is the other's turn
 * (smaller, dimmed, its inner half behind the front card); `intro` the two cards side by side, as
 * large as each other, before the first turn; `names`, the centre of each card's name under it.
 */
export interface BattleCards {
  layout: Layout;
  back: [Rect, Rect];
  intro: [Rect, Rect];
}

/**
 * The two cards of a landscape battle. The front card's window is one shape for both sides (a
 * camera has one window): between the two uploads' shapes; a side of another shape is shown by
 * the camera kept inside it (plan-battle-render.ts keepInside). The back card takes its upload's
 * own shape. The pair sits left of centre as one group, the back card out to the left, so the
 * column beside the front card is as a roast's. The back card stays within the front card's
 * height less its corners: the corners' strips (cut once from the backdrop) never cross it.
 */
export function battleCards(width: number, height: number, sides: [Size, Size]): BattleCards {
  const margin = Math.round(height * 0.06);
  const gap = Math.round(width * 0.045);
  const aspects = [aspectOf(sides[0]), aspectOf(sides[1])];
  const front = Math.sqrt(aspects[0] * aspects[1]);
  const peekPerHeight = Math.max(...aspects) * BACK_SCALE * BACK_PEEK;
  const maxH = height - 2 * Math.round(height * CARD_MARGIN_SHARE);
  const room = width - 2 * margin - gap - Math.round(width * TEXT_SHARE);
  const h = 2 * Math.floor(Math.min(maxH, room / (front + peekPerHeight)) / 2);
  const w = 2 * Math.floor((front * h) / 2);
  const peek = Math.round(peekPerHeight * h);
  const group = peek + w;
  const leftEnd = Math.max(Math.round(width / 2), margin + group);
  const viewport: Rect = { x: even((margin + leftEnd - group) / 2 + peek), y: even((height - h) / 2), width: w, height: h };
  const layout = besideCard(width, height, viewport);
  const backOf = (s: 0 | 1): Rect => {
    const bh = even(h * BACK_SCALE);
    const bw = even(aspects[s] * bh);
    return { x: even(viewport.x - bw * BACK_PEEK), y: even(viewport.y + (h - bh) / 2), width: bw, height: bh };
  };
  return { layout, back: [backOf(0), backOf(1)], intro: introCards(width, height, aspects) };
}

/** The intro's cards: both as tall as each other, side by side about the frame's centre, a gap for "VS" between. */
function introCards(width: number, height: number, aspects: number[]): [Rect, Rect] {
  const gap = Math.round(width * 0.1);
  const h = Math.min(height * INTRO_SCALE, (width * 0.86 - gap) / (aspects[0] + aspects[1]));
  const [wa, wb] = aspects.map((a) => even(a * h));
  const x = even((width - wa - gap - wb) / 2);
  const y = even((height - h) / 2 - height * 0.02);
  return [
    { x, y, width: wa, height: even(h) },
    { x: x + wa + gap, y, width: wb, height: even(h) },
  ];
}

/** What the frame shows from a moment on: the intro's two cards, or side `front`'s card in front (the camera) and the other at the back. */
export interface BattleScene {
  fromMs: number;
  front: 0 | 1 | "intro";
}
