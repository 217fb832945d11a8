import { describe, expect, it } from "vitest";
import type { LineOwner, LineRole, ScreenLine } from "../../types";
import { cutAtFold } from "./cut-at-fold";

const frame = { width: 1000, height: 2000 };
const line = (text: string, y: number, w: number, owner: LineOwner = "self", role: LineRole = "caption"): ScreenLine => ({
  text,
  role,
  owner,
  box: { x: 40, y, w, h: 34 },
  confidence: 0.95,
});

describe("cutAtFold", () => {
  it("takes from the person a last line the screenshot's foot cut, as wide as the lines its column wraps at", () => {
    const lines = [line("I wrote a whole song about the bins. It has three", 1800, 900), line("verses and the bridge is about recycling on a", 1950, 890)];
    expect(cutAtFold(lines, frame).map((l) => l.owner)).toEqual(["self", "ui"]);
  });

  it("takes one cut over a tab bar where its column of wrapped lines runs across the screen", () => {
    const lines = [
      line("Do you still walk to work? Every day, there and back,", 1400, 890),
      line("Liberty Bridge is my favourite because I surveyed", 1500, 880),
      line("every cable of it in the winter of my first year", 1550, 870),
      line("Home Search Inbox", 1900, 700, "ui", "navigation"),
    ];
    expect(cutAtFold(lines, frame).map((l) => l.owner)).toEqual(["self", "self", "ui", "ui"]);
  });

  it("leaves a last line that ends on a stop, stops short of its column's width, or has words under it", () => {
    const stop = [line("I wrote a whole song about the bins. It has three", 1800, 900), line("verses and a bridge.", 1950, 900)];
    expect(cutAtFold(stop, frame)).toEqual(stop);
    const short = [line("I wrote a whole song about the bins. It has three", 1800, 900), line("verses and a bridge", 1950, 330)];
    expect(cutAtFold(short, frame)).toEqual(short);
    const above = [line("nice loop, the climb out of the valley is brutal", 1500, 880), line("Thanks! It was.", 1600, 300, "other", "comment")];
    expect(cutAtFold(above, frame)).toEqual(above);
  });
});
