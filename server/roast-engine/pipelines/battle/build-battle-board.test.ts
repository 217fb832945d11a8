import { describe, expect, it } from "vitest";
import { layOutBoard, scaleBoard } from "./build-battle-board";

describe("scaleBoard", () => {
  const board = layOutBoard(
    [
      { width: 1080, height: 2400 },
      { width: 1170, height: 2532 },
    ],
    "landscape",
  );

  it("shrinks every measure of the board by one factor, the arrangement kept", () => {
    const small = scaleBoard(board, 0.4);
    expect(small.arrangement).toBe(board.arrangement);
    expect(small.width).toBe(Math.round(board.width * 0.4));
    expect(small.height).toBe(Math.round(board.height * 0.4));
    expect(small.label).toBe(Math.round(board.label * 0.4));
    for (const [i, slot] of small.slots.entries()) {
      const whole = board.slots[i];
      expect(slot).toEqual({
        x: Math.round(whole.x * 0.4),
        y: Math.round(whole.y * 0.4),
        width: Math.round(whole.width * 0.4),
        height: Math.round(whole.height * 0.4),
        scale: whole.scale * 0.4,
      });
    }
  });

  it("keeps both uploads and their names inside the smaller board", () => {
    const small = scaleBoard(board, 0.37);
    for (const slot of small.slots) {
      expect(slot.x + slot.width).toBeLessThanOrEqual(small.width);
      expect(slot.y + slot.height + small.label).toBeLessThanOrEqual(small.height + 1);
    }
  });
});
