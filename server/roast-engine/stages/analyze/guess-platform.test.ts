import { describe, expect, it } from "vitest";
import type { Counts, Platform } from "../../types";
import { guessPlatform } from "./guess-platform";

const cases: Array<{ name: string; lines: string[]; counts?: Counts; isScreenshot?: boolean; expected: Platform }> = [
  {
    name: "Instagram stats row",
    lines: ["@maya", "128 1,204 2,987", "posts followers following"],
    counts: { posts: 128, followers: 1204, following: 2987 },
    expected: "instagram",
  },
  {
    name: "Instagram without the posts column",
    lines: ["316 1,480", "followers following"],
    counts: { followers: 316, following: 1480 },
    expected: "instagram",
  },
  {
    name: "TikTok stats row",
    lines: ["87 1.2K 15.3K", "Following Followers Likes"],
    counts: { following: 87, followers: 1200, likes: 15300 },
    expected: "tiktok",
  },
  { name: "TikTok by hashtag", lines: ["cooking every day", "#fyp #foodtok"], expected: "tiktok" },
  { name: "LinkedIn", lines: ["Founder & CEO | Visionary", "500+ connections"], counts: { connections: 500 }, expected: "linkedin" },
  {
    name: "X profile",
    lines: ["@jordan", "Joined March 2019", "412 Following 1,024 Followers"],
    counts: { following: 412, followers: 1024 },
    expected: "twitter",
  },
  { name: "Facebook", lines: ["Gary Dobbs", "1.2K friends", "Add friend Message", "Lives in Springfield"], counts: { friends: 1200 }, expected: "facebook" },
  { name: "Tinder", lines: ["tinder", "Ryan, 29", "2 miles away"], expected: "dating" },
  { name: "Hinge prompts", lines: ["Sofia, 27", "My simple pleasures", "Farmers markets"], expected: "dating" },
  { name: "a photo with a caption", lines: ["Fit check: all thrifted", "#ootd"], isScreenshot: false, expected: "generic" },
  { name: "nothing at all", lines: [], expected: "generic" },
];

describe("guessPlatform", () => {
  it.each(cases)("recognises $name", ({ lines, counts = {}, isScreenshot = true, expected }) => {
    expect(guessPlatform({ lines, counts, isScreenshot }).platform).toBe(expected);
  });

  it("is more confident with more cues", () => {
    const weak = guessPlatform({ lines: ["500+ connections"], counts: {}, isScreenshot: true });
    const strong = guessPlatform({ lines: ["LinkedIn", "500+ connections", "Open to work"], counts: { connections: 500 }, isScreenshot: true });
    expect(weak.platform).toBe("linkedin");
    expect(strong.confidence).toBeGreaterThan(weak.confidence);
    expect(strong.confidence).toBeLessThanOrEqual(1);
  });
});
