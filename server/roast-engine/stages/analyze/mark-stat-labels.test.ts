import { describe, expect, it } from "vitest";
import type { ScreenLine } from "../../types";
import { markStatLabels } from "./mark-stat-labels";

const line = (text: string, x: number, y: number, w: number, h: number, owner: ScreenLine["owner"] = "self"): ScreenLine => ({
  text,
  box: { x, y, w, h },
  role: owner === "ui" ? "ui" : "chat_message",
  owner,
  confidence: 0.95,
});

describe("markStatLabels", () => {
  it("reads the labels of a row of stat tiles as the app's", () => {
    const lines = [
      line("1,840", 60, 400, 120, 56),
      line("Calories", 60, 470, 130, 30),
      line("4.6 km", 400, 400, 150, 56),
      line("Avg pace /mi", 400, 470, 190, 30),
      line("Back at it after a week off", 60, 700, 600, 38),
    ];
    const read = markStatLabels(lines);
    expect(read.map((l) => l.owner)).toEqual(["self", "ui", "self", "ui", "self"]);
    expect(read[3].role).toBe("ui");
  });

  it("keeps a message with a smaller count under it, or a time beside it, the person's", () => {
    const lines = [line("lol same", 60, 400, 160, 38), line("2", 70, 446, 20, 24), line("see you then", 60, 600, 220, 38), line("18:02", 100, 646, 90, 46)];
    expect(markStatLabels(lines).map((l) => l.owner)).toEqual(["self", "self", "self", "self"]);
  });

  it("keeps a sentence, and a short line far from any figure, the person's", () => {
    const lines = [line("81", 60, 300, 80, 60), line("We went anyway.", 60, 370, 260, 30), line("Found it", 60, 900, 140, 30)];
    expect(markStatLabels(lines).map((l) => l.owner)).toEqual(["self", "self", "self"]);
  });

  it("takes no avatar's box read as a figure for a tile", () => {
    const lines = [line("2 DDD", 37, 388, 83, 586, "ui"), line("not decided yet", 150, 726, 264, 38)];
    expect(markStatLabels(lines)[1].owner).toBe("self");
  });
});
