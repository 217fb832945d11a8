import { describe, expect, it } from "vitest";
import { mapInLanes } from "./map-in-lanes";

describe("mapInLanes", () => {
  it("runs at most `lanes` at once and keeps the items' order", async () => {
    let running = 0;
    let most = 0;
    const results = await mapInLanes([30, 5, 20, 1, 10], 2, async (ms, i) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return `${i}:${ms}`;
    });
    expect(most).toBe(2);
    expect(results).toEqual(["0:30", "1:5", "2:20", "3:1", "4:10"]);
  });

  it("fails as soon as one does", async () => {
    await expect(mapInLanes([1, 2, 3], 2, async (n) => (n === 2 ? Promise.reject(new Error("no")) : n))).rejects.toThrow("no");
  });

  it("takes no items", async () => {
    expect(await mapInLanes([], 2, async () => 1)).toEqual([]);
  });
});
