import { describe, expect, it } from "vitest";
import { findBreakEven, sayUnits } from "./break-even";

describe("the break-even of a person's own numbers", () => {
  it("works out how long a small rate takes to make up a one-off sum said next to it", () => {
    expect(findBreakEven("About 4 cents a night. The tech visit was $190.")).toEqual({
      quote: "About 4 cents a night. The tech visit was $190",
      sum: "about thirteen years",
    });
    expect(findBreakEven("The new boiler cost £1,300 and it saves me £5 a month")?.sum).toBe("about 21 and a half years");
    expect(findBreakEven("Saving 50p a day by walking. The trainers were £120.")?.sum).toBe("240 days");
  });

  it("finds none without both numbers, or where the sum is soon made up", () => {
    expect(findBreakEven("It costs $3 a month and I love it")).toBeUndefined();
    expect(findBreakEven("I paid $40 for the plant")).toBeUndefined();
    expect(findBreakEven("It saves $10 a week. The kit was $50.")).toBeUndefined();
  });

  it("says long spans in years, in words, and shorter ones in their own unit", () => {
    expect(sayUnits(130, "week")).toBe("about two and a half years");
    expect(sayUnits(30, "month")).toBe("about two and a half years");
    expect(sayUnits(40, "night")).toBe("40 nights");
  });
});
