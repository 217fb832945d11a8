import { fullFramePortrait, type Layout } from "../../stages/plan/compose-layout";
import type { Orientation } from "../../types";
import { type BattleCards, battleCards } from "./battle-cards";
import { type BattleBoard, layOutBoard } from "./build-battle-board";

type Size = { width: number; height: number };

/**
 * The board and where the frame puts things, for one orientation. Portrait: as a photo is shown
 * (the camera fills the frame, captions over its lower middle), the board a row or a column,
 * whichever is nearer the frame's shape. Landscape: two cards (battle-cards.ts), the turn's in
 * front (the camera over its side of the board), the other at the back, the words beside them.
 */
export function planBattleFrame(sides: [Size, Size], orientation: Orientation, size: Size): { board: BattleBoard; layout: Layout; cards?: BattleCards } {
  const { width, height } = size;
  const board = layOutBoard(sides, orientation);
  if (orientation === "portrait") return { board, layout: fullFramePortrait(width, height) };
  const cards = battleCards(width, height, sides);
  return { board, layout: cards.layout, cards };
}
