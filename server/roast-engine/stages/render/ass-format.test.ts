import { describe, expect, it } from "vitest";
import { buildAssDocument, dialogue, escapeAssText, toAssColor, toAssTime } from "./ass-format";

describe("ASS format", () => {
  it("writes colours as &HBBGGRR&, with alpha when given", () => {
    expect(toAssColor("#FFD23F")).toBe("&H3FD2FF&");
    expect(toAssColor("#102030", 0x70)).toBe("&H70302010");
  });

  it("writes times as H:MM:SS.cc", () => {
    expect(toAssTime(0)).toBe("0:00:00.00");
    expect(toAssTime(61_234)).toBe("0:01:01.23");
    expect(toAssTime(3_600_005)).toBe("1:00:00.01");
  });

  it("strips what would start override tags", () => {
    expect(escapeAssText("a {\\b1}bold\\N  move")).toBe("a b1boldN move");
  });

  it("builds a document sized to the frame with its styles and events", () => {
    const doc = buildAssDocument(
      { width: 720, height: 1280 },
      [{ name: "Cap", fontSize: 50, color: "#FFFFFF" }],
      [dialogue({ startMs: 100, endMs: 900, style: "Cap", text: "hi" })],
    );
    expect(doc).toContain("PlayResX: 720\nPlayResY: 1280");
    expect(doc).toMatch(/^Style: Cap,DejaVu Sans,50,&H00FFFFFF/m);
    expect(doc).toContain("Dialogue: 0,0:00:00.10,0:00:00.90,Cap,,0,0,0,,hi");
    expect(dialogue({ startMs: 0, style: "Cap", text: "x" })).toContain("0:00:00.00,9:59:59.99");
  });
});
