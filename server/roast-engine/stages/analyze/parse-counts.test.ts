import { describe, expect, it } from "vitest";
import { extractCounts, parseCount } from "./parse-counts";

describe("parseCount", () => {
  it.each([
    ["1.2k", 1200],
    ["1.2K", 1200],
    ["3,401", 3401],
    ["3.401", 3401],
    ["2M", 2_000_000],
    ["2.1M", 2_100_000],
    ["1,5k", 1500],
    ["500+", 500],
    ["12", 12],
    ["1,234,567", 1_234_567],
    ["89.5K", 89_500],
  ])("reads %s as %d", (token, expected) => {
    expect(parseCount(token)).toBe(expected);
  });

  it.each(["", "abc", "1.2x", "k", "12 apples", "#12"])("refuses %j", (token) => {
    expect(parseCount(token)).toBeUndefined();
  });
});

describe("extractCounts", () => {
  it("reads inline counts, X style", () => {
    expect(extractCounts(["Joined March 2019", "412 Following 1,024 Followers"])).toEqual({ following: 412, followers: 1024 });
  });

  it("zips a row of numbers with the row of labels under it", () => {
    expect(extractCounts(["128 1,204 2,987", "posts followers following"])).toEqual({
      posts: 128,
      followers: 1204,
      following: 2987,
    });
    expect(extractCounts(["87 1.2K 15.3K", "Following Followers Likes"])).toEqual({
      following: 87,
      followers: 1200,
      likes: 15300,
    });
  });

  it("keeps each label in its place when the row under holds labels it does not know", () => {
    expect(extractCounts(["3.8K 9,300 4.9", "followers blades rating"])).toEqual({ followers: 3800 });
    expect(extractCounts(["12 4.7 230", "reviews rating followers"])).toEqual({ followers: 230 });
  });

  it("aligns rows from the right when an icon swallowed the first number", () => {
    expect(extractCounts(["403 410", "herd followers following"])).toEqual({ followers: 403, following: 410 });
  });

  it("reads LinkedIn and Facebook counts and ignores numbers that are not counts", () => {
    expect(extractCounts(["500+ connections · 2,940 followers", "Plant dad of 47 plants", "5 km away"])).toEqual({
      connections: 500,
      followers: 2940,
    });
    expect(extractCounts(["1.2K friends"])).toEqual({ friends: 1200 });
    expect(extractCounts(["Founder of the 5am club", "Gym 6 days a week"])).toEqual({});
  });
});
