import { describe, expect, it } from "vitest";
import { NO_PHOTO_FACTS } from "../../types";
import { findVerdict } from "./find-verdict";

const plain = { kind: "profile" as const, text: ["Jane Doe", "Accountant"], hashtags: [], jobTitles: [], counts: {}, photo: NO_PHOTO_FACTS, quotes: [] };
const noScript = { quoted: [], targets: [] };

describe("findVerdict", () => {
  it("is a pure function of the facts: same facts, same verdict", () => {
    expect(findVerdict(plain, noScript)).toEqual(findVerdict({ ...plain }, { quoted: [], targets: [] }));
    expect(findVerdict(plain, noScript)).toEqual({ label: "Cringe level", percent: 52, text: "Cringe level: 52%" });
  });

  it("climbs with what the analysis found: buzzwords, hashtags, stacked titles, chasing follows, a mirror selfie", () => {
    const base = findVerdict(plain, noScript).percent;
    const buzz = findVerdict({ ...plain, text: ["Thought leader | Visionary | Serial entrepreneur"] }, noScript).percent;
    const tags = findVerdict({ ...plain, hashtags: ["#grind", "#blessed", "#mindset"] }, noScript).percent;
    const titles = findVerdict({ ...plain, jobTitles: ["CEO", "Founder", "Coach"] }, noScript).percent;
    const chasing = findVerdict({ ...plain, counts: { followers: 120, following: 4000 } }, noScript).percent;
    const mirror = findVerdict({ ...plain, photo: { ...NO_PHOTO_FACTS, pose: { mirrorSelfie: true, selfie: false, phoneInHand: true } } }, noScript).percent;
    for (const p of [buzz, tags, titles, chasing, mirror]) expect(p).toBeGreaterThan(base);
    expect(buzz).toBe(base + 24);
  });

  it("stays between 41% and 99%, and names the verdict for the kind of upload", () => {
    const everything = {
      ...plain,
      text: ["thought leader visionary ceo guru ninja hustle grind crypto"],
      hashtags: Array(9).fill("#x"),
      jobTitles: ["a", "b", "c", "d"],
    };
    expect(findVerdict(everything, { quoted: ["a", "b", "c"], targets: [] }).percent).toBe(99);
    expect(findVerdict({ ...plain, kind: "dating" }, noScript).text).toBe("Swipe-left risk: 52%");
    expect(findVerdict({ ...plain, kind: "photo" }, noScript).label).toBe("Main character energy");
  });
});
