import { describe, expect, it } from "vitest";
import { classifyByText, isDetail } from "./classify-line";

describe("classifyByText", () => {
  it("reads capitalised places as details, and a bio of two lower-case phrases as nobody's field", () => {
    expect(isDetail("Austin, Texas, United States")).toBe(true);
    expect(isDetail("Madrid, Community of Madrid, Spain")).toBe(true);
    expect(classifyByText("Brooklyn, New York")).toBe("detail");
    expect(isDetail("Professional overthinker, amateur dancer")).toBe(false);
    expect(classifyByText("Professional overthinker, amateur dancer")).toBeUndefined();
  });

  it("still reads distances and lead words whatever their case", () => {
    expect(classifyByText("12 KM AWAY")).toBe("detail");
    expect(classifyByText("Lives in Porto")).toBe("detail");
  });
});
