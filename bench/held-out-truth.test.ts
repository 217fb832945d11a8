import { describe, expect, it } from "vitest";
import { expectedKind, expectedPlatform, type HeldOutLine, quotableTruth, speakerRuns } from "./held-out-truth";
import { readRoastSetsArg } from "./roast-sets";

const lines: HeldOutLine[] = [
  { text: "Tom", role: "ui" },
  { text: "Carb loading tonight. Three", role: "owner" },
  { text: "bowls of pasta", role: "owner" },
  { text: "see you there", role: "other", author: "Aisha" },
  { text: "me too", role: "other", author: "Leo" },
  { text: "Today", role: "ui" },
  { text: "Message", role: "ui" },
  { text: "q w e r t y u i o p", role: "ui", area: "keyboard" },
];

describe("speakerRuns", () => {
  it("joins consecutive lines of one speaker in one area", () => {
    expect(speakerRuns(lines).map((r) => [r.role, r.author, r.lines.length])).toEqual([
      ["ui", undefined, 1],
      ["owner", undefined, 2],
      ["other", "Aisha", 1],
      ["other", "Leo", 1],
      ["ui", undefined, 2],
      ["ui", undefined, 1],
    ]);
  });
});

describe("quotableTruth", () => {
  it("holds every stretch of whole lines, so a quote may cross a wrap or stop at a line's end", () => {
    const truth = quotableTruth({ id: "t", file: "t.png", app: "Signal", kind: "chat", dark: true, owner: { name: "𝐓𝐨𝐦", handle: null }, lines });
    expect(truth.ownWords).toEqual(
      expect.arrayContaining(["Carb loading tonight. Three bowls of pasta", "Carb loading tonight. Three", "bowls of pasta", "see you there"]),
    );
    expect(truth).toMatchObject({ kind: "chat", platform: "generic", name: "Tom", handle: undefined });
  });
});

describe("expected platform and kind", () => {
  it("maps the set's apps and kinds to the engine's words, and leaves alone the kinds it has none for", () => {
    expect(expectedPlatform("Hinge")).toBe("dating");
    expect(expectedPlatform("X")).toBe("twitter");
    expect(expectedPlatform("Threads")).toBe("generic");
    expect(expectedKind({ app: "OkCupid", kind: "profile" })).toBe("dating");
    expect(expectedKind({ app: "GitHub", kind: "profile" })).toBe("profile");
    expect(expectedKind({ app: "YouTube", kind: "comments" })).toBe("comment");
    expect(expectedKind({ app: "Yelp", kind: "review" })).toBeUndefined();
  });
});

describe("readRoastSetsArg", () => {
  it("takes one set, both of ours by default, or all forty", () => {
    expect(readRoastSetsArg([])).toEqual(["clean", "degraded"]);
    expect(readRoastSetsArg(["--set=held-out-v2-degraded"])).toEqual(["held-out-v2-degraded"]);
    expect(readRoastSetsArg(["--set=held-out-v3"])).toEqual(["held-out-v3"]);
    expect(readRoastSetsArg(["--set=held-out-v4-degraded"])).toEqual(["held-out-v4-degraded"]);
    expect(readRoastSetsArg(["--set=held-out-v5"])).toEqual(["held-out-v5"]);
    expect(readRoastSetsArg(["--set=held-out-v6-degraded"])).toEqual(["held-out-v6-degraded"]);
    expect(readRoastSetsArg(["--set=held-out-v7"])).toEqual(["held-out-v7"]);
    expect(readRoastSetsArg(["--set=held-out-v8-degraded"])).toEqual(["held-out-v8-degraded"]);
    expect(readRoastSetsArg(["--set=all"])).toHaveLength(88);
    expect(readRoastSetsArg(["--set=held-out-v9"])).toEqual(["held-out-v9"]);
    expect(readRoastSetsArg(["--set=held-out-v10-degraded"])).toEqual(["held-out-v10-degraded"]);
    expect(readRoastSetsArg(["--set=held-out-v11"])).toEqual(["held-out-v11"]);
    expect(readRoastSetsArg(["--set=held-out-v12-degraded"])).toEqual(["held-out-v12-degraded"]);
    expect(readRoastSetsArg(["--set=held-out-v13"])).toEqual(["held-out-v13"]);
    expect(readRoastSetsArg(["--set=held-out-v14-degraded"])).toEqual(["held-out-v14-degraded"]);
    expect(readRoastSetsArg(["--set=held-out-v17"])).toEqual(["held-out-v17"]);
    expect(readRoastSetsArg(["--set=held-out-v18-degraded"])).toEqual(["held-out-v18-degraded"]);
    expect(readRoastSetsArg(["--set=held-out-v19-degraded"])).toEqual(["held-out-v19-degraded"]);
    expect(readRoastSetsArg(["--set=held-out-v20"])).toEqual(["held-out-v20"]);
    expect(readRoastSetsArg(["--set=held-out-v21"])).toEqual(["held-out-v21"]);
    expect(readRoastSetsArg(["--set=held-out-v22"])).toEqual(["held-out-v22"]);
    expect(readRoastSetsArg(["--set=held-out-v23"])).toEqual(["held-out-v23"]);
    expect(readRoastSetsArg(["--set=held-out-v24"])).toEqual(["held-out-v24"]);
    expect(readRoastSetsArg(["--set=held-out-v25"])).toEqual(["held-out-v25"]);
    expect(readRoastSetsArg(["--set=held-out-v26"])).toEqual(["held-out-v26"]);
    expect(readRoastSetsArg(["--set=held-out-v27"])).toEqual(["held-out-v27"]);
    expect(readRoastSetsArg(["--set=held-out-v28"])).toEqual(["held-out-v28"]);
    expect(readRoastSetsArg(["--set=held-out-v29"])).toEqual(["held-out-v29"]);
    expect(readRoastSetsArg(["--set=held-out-v30"])).toEqual(["held-out-v30"]);
    expect(readRoastSetsArg(["--set=held-out-v31"])).toEqual(["held-out-v31"]);
    expect(readRoastSetsArg(["--set=held-out-v32"])).toEqual(["held-out-v32"]);
    expect(readRoastSetsArg(["--set=held-out-v33"])).toEqual(["held-out-v33"]);
    expect(readRoastSetsArg(["--set=held-out-v34"])).toEqual(["held-out-v34"]);
    expect(readRoastSetsArg(["--set=held-out-v35"])).toEqual(["held-out-v35"]);
    expect(readRoastSetsArg(["--set=held-out-v37"])).toEqual(["held-out-v37"]);
    expect(readRoastSetsArg(["--set=held-out-v38"])).toEqual(["held-out-v38"]);
    expect(readRoastSetsArg(["--set=held-out-v39"])).toEqual(["held-out-v39"]);
    expect(readRoastSetsArg(["--set=held-out-v40"])).toEqual(["held-out-v40"]);
    expect(readRoastSetsArg(["--set=held-out-v41"])).toEqual(["held-out-v41"]);
    expect(readRoastSetsArg(["--set=held-out-v42"])).toEqual(["held-out-v42"]);
    expect(() => readRoastSetsArg(["--set=held-out-v43"])).toThrow(/--set must be/);
  });
});
