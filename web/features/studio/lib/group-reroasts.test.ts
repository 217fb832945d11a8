import { describe, expect, it } from "vitest";
import type { RoastView } from "../../../../common/roast";
import { groupReroasts } from "./group-reroasts";

const roast = (id: string, reroastOf: string | null = null) => ({ id, reroastOf }) as RoastView;
const ids = (groups: ReturnType<typeof groupReroasts>) => groups.map((g) => [g.roast.id, ...g.reroasts.map((r) => r.id)]);

describe("groupReroasts", () => {
  it("puts a re-roast beside the roast it re-rolled, in the original's place", () => {
    // Newest first: the re-roast of b is the newest roast.
    expect(ids(groupReroasts([roast("b2", "b"), roast("c"), roast("b"), roast("a")]))).toEqual([["c"], ["b", "b2"], ["a"]]);
  });

  it("leaves a re-roast whose original is not listed on its own, and everything else in order", () => {
    expect(ids(groupReroasts([roast("x2", "gone"), roast("c"), roast("a")]))).toEqual([["x2"], ["c"], ["a"]]);
    expect(ids(groupReroasts([]))).toEqual([]);
  });

  it("lists an original's takes oldest first", () => {
    expect(ids(groupReroasts([roast("a3", "a"), roast("a2", "a"), roast("a")]))).toEqual([["a", "a2", "a3"]]);
  });
});
