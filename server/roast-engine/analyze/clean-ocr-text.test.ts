import { describe, expect, it } from "vitest";
import { cleanOcrLines } from "./clean-ocr-text";

describe("cleanOcrLines", () => {
  it("keeps real lines, trims them and collapses spaces", () => {
    const raw = "  @sunset.chaser_22 \n\n128   1,204  2,987\nWanderlust | Coffee addict = | Living my best life\n";
    expect(cleanOcrLines(raw)).toEqual([
      "@sunset.chaser_22",
      "128 1,204 2,987",
      "Wanderlust | Coffee addict | Living my best life",
    ]);
  });

  it("drops the noise icons and photos turn into letters", () => {
    const raw = ["EE", "ET ET", "mE", "[ee", "a", "| .", "_ Nl", "Qe", "= ~", "Gi", "Hinge", "#ootd"].join("\n");
    expect(cleanOcrLines(raw)).toEqual(["Hinge", "#ootd"]);
  });

  it("straightens quotes and dashes and reads a pipe before a verb as I", () => {
    expect(cleanOcrLines("It’s a “vibe” — trust me\nHumbled to announce | love spreadsheets")).toEqual([
      "It's a \"vibe\" - trust me",
      "Humbled to announce I love spreadsheets",
    ]);
  });
});

describe("cleanOcrLines on wrapped headlines", () => {
  it("rejoins the last title of a long piped headline that wrapped", () => {
    const raw = "Founder & CEO | Visionary | Thought Leader | Keynote\nSpeaker\nAustin, Texas";
    expect(cleanOcrLines(raw)).toEqual(["Founder & CEO | Visionary | Thought Leader | Keynote Speaker", "Austin, Texas"]);
    expect(cleanOcrLines("Wanderlust | Coffee\nMaya Torres")).toEqual(["Wanderlust | Coffee", "Maya Torres"]);
  });
});
