import { describe, expect, it } from "vitest";
import { chooseOcrWidth } from "./prepare-ocr-image";

describe("chooseOcrWidth", () => {
  it("reads phone screens at 864 px and keeps desktop screens large", () => {
    expect(chooseOcrWidth(1290, 2796)).toBe(864);
    expect(chooseOcrWidth(540, 960)).toBe(864);
    expect(chooseOcrWidth(1920, 1080)).toBe(1600);
    expect(chooseOcrWidth(1280, 720)).toBe(1280);
    expect(chooseOcrWidth(800, 600)).toBe(1000);
  });
});
