import type { Counts } from "../../types";

const LABELS: Record<string, keyof Counts> = {
  followers: "followers",
  follower: "followers",
  fans: "followers",
  subscribers: "followers",
  following: "following",
  likes: "likes",
  like: "likes",
  hearts: "likes",
  posts: "posts",
  post: "posts",
  tweets: "posts",
  videos: "posts",
  pins: "posts",
  connections: "connections",
  connection: "connections",
  views: "views",
  plays: "views",
  friends: "friends",
};

const NUMBER = String.raw`\d{1,3}(?:[,.]\d{3})+|\d+(?:[.,]\d+)?`;
const COUNT = new RegExp(String.raw`^(${NUMBER})\s*([kmb])?(\+)?$`, "i");
const SCALE: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

/** Parses a displayed count: "1.2k" → 1200, "3,401" → 3401, "2M" → 2000000, "500+" → 500. */
export function parseCount(token: string): number | undefined {
  const match = COUNT.exec(token.trim().replace(/\s+(?=[kmb]\b)/i, ""));
  if (!match) return undefined;
  const [, digits, suffix] = match;
  // "3,401" and "3.401" group thousands; "1.2" or "1,5" with a suffix are decimals.
  const grouped = /^\d{1,3}(?:[,.]\d{3})+$/.test(digits) && !suffix;
  const value = grouped ? Number(digits.replace(/[,.]/g, "")) : Number(digits.replace(",", "."));
  if (!Number.isFinite(value)) return undefined;
  return Math.round(value * (suffix ? SCALE[suffix.toLowerCase()] : 1));
}

export const findCountLabel = (word: string): keyof Counts | undefined => LABELS[word.toLowerCase().replace(/[^a-z]/g, "")];

const PAIR = new RegExp(String.raw`(?<![\w.,])(${NUMBER})\s?([kmb])?(\+)?\s+([A-Za-z]+)`, "gi");
const isCountToken = (t: string) => parseCount(t) !== undefined;

/**
 * Finds profile counts in OCR lines, both written inline ("412 Following 1,024 Followers") and
 * as a row of numbers above a row of labels (Instagram, TikTok).
 */
export function extractCounts(lines: string[]): Counts {
  const counts: Counts = {};
  const set = (label: keyof Counts | undefined, value: number | undefined) => {
    if (label && value !== undefined && counts[label] === undefined) counts[label] = value;
  };
  for (const [i, line] of lines.entries()) {
    for (const m of line.matchAll(PAIR)) set(findCountLabel(m[4]), parseCount(`${m[1]}${m[2] ?? ""}`));
    const numbers = line.split(" ").filter(isCountToken);
    const next = lines[i + 1];
    if (numbers.length < 2 || numbers.length !== line.split(" ").length || !next) continue;
    // Every word of the row under keeps its place, a label we know or not ("followers blades
    // rating"): "4.9" over "rating" is no follower count. Icons beside a row can swallow its first
    // number: align the two rows from the right.
    const labels = next.split(" ").map(findCountLabel);
    const offset = labels.length - numbers.length;
    for (const [j, n] of numbers.entries()) set(labels[j + offset], parseCount(n));
  }
  return counts;
}
