import { describe, expect, it } from "vitest";
import { nameExpression } from "./name-expression";

describe("nameExpression", () => {
  it("names a sure reading in a roast's words", () => {
    expect(
      nameExpression([
        { emotion: "neutral", score: 0.2 },
        { emotion: "happy", score: 0.7 },
      ]),
    ).toBe("smiling");
    expect(nameExpression([{ emotion: "surprise", score: 0.65 }])).toBe("surprised");
    expect(nameExpression([{ emotion: "neutral", score: 0.5 }])).toBe("neutral");
  });

  it("names nothing when unsure, and an unkind reading only when nearly certain", () => {
    expect(nameExpression([])).toBeUndefined();
    expect(
      nameExpression([
        { emotion: "happy", score: 0.3 },
        { emotion: "sad", score: 0.27 },
      ]),
    ).toBeUndefined();
    expect(nameExpression([{ emotion: "angry", score: 0.76 }])).toBeUndefined();
    expect(nameExpression([{ emotion: "angry", score: 0.9 }])).toBe("angry");
    expect(nameExpression([{ emotion: "contempt", score: 0.99 }])).toBeUndefined();
  });
});
