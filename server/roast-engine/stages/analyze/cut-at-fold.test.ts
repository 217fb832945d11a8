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

  it("takes one alone in its column over an answer box when it runs as wide as any line of words on the screen", () => {
    const at = (text: string, x: number, y: number, w: number, owner: LineOwner = "self", role: LineRole = "comment"): ScreenLine => ({
      text,
      role,
      owner,
      box: { x, y, w, h: 28 },
      confidence: 0.95,
    });
    const lines = [
      at("someone knocks on the cottage door sure it is the toilets,", 40, 700, 880, "self", "caption"),
      at("So what did she earn from it?", 120, 960, 420),
      at("Hi Tiaan, I'm a vet starting at a practice in Somerset", 120, 1160, 790),
      at("Cats are fine, and the road is lit up to the gate", 60, 1260, 700, "ui", "ui"),
      at("the", 470, 1370, 55, "ui", "ui"),
      at("Yes", 800, 1370, 60, "ui", "ui"),
    ];
    expect(cutAtFold(lines, frame).map((l) => l.owner)).toEqual(["self", "self", "ui", "ui", "ui", "ui"]);
    // With no keyboard under it (a story's line over its reply bar), it is whole.
    expect(cutAtFold(lines.slice(0, 4), frame)[2].owner).toBe("self");
    // Short of the screen's widest line, it is a whole message.
    const short = lines.map((l, i) => (i === 2 ? { ...l, box: { ...l.box, w: 600 } } : l));
    expect(cutAtFold(short, frame)[2].owner).toBe("self");
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
