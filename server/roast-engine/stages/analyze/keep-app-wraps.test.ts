import { describe, expect, it } from "vitest";
import type { LineRole, ScreenLine } from "../../types";
import { keepAppWraps } from "./keep-app-wraps";

const line = (text: string, y: number, role: LineRole, owner: ScreenLine["owner"], x = 40): ScreenLine => ({
  text,
  box: { x, y, w: text.length * 14, h: 30 },
  role,
  owner,
  confidence: 0.95,
});

describe("the second half of an app's line that wrapped", () => {
  it("is the app's: a lower-case line right under an app's sentence that did not end", () => {
    const read = keepAppWraps([
      line("Prompt: Describe a time you changed", 300, "ui", "ui"),
      line("your mind about something (300 words)", 338, "bio", "self"),
      line("honestly I never change my mind", 460, "bio", "self"),
    ]);
    expect(read.map((l) => l.owner)).toEqual(["ui", "ui", "self"]);
  });

  it("leaves the person's words under a heading, a prompt, a finished sentence or in another column", () => {
    const read = keepAppWraps([
      line("About me", 100, "section_label", "ui"),
      line("coffee first, questions later", 138, "bio", "self"),
      line("The way to win me over is", 300, "prompt", "ui"),
      line("bringing snacks to the cinema", 338, "answer", "self"),
      line("Your order is on its way to you.", 500, "ui", "ui"),
      line("thanks so much!!", 538, "chat_message", "self"),
      line("Tap here to see who viewed your", 700, "ui", "ui"),
      line("profile pic is me at six", 738, "bio", "self", 400),
    ]);
    expect(read.filter((l) => l.owner === "self")).toHaveLength(4);
  });

  it("leaves a post in lower case under the header that dates it", () => {
    const read = keepAppWraps([line("zuri posted · 2d", 300, "timestamp", "ui"), line("concert thursday 7pm in the main hall, i have a", 338, "bio", "self")]);
    expect(read.map((l) => l.owner)).toEqual(["ui", "self"]);
  });
});
