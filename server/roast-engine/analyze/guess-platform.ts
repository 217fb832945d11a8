import type { Counts, Platform } from "../types";

export interface PlatformEvidence {
  lines: string[];
  counts: Counts;
  isScreenshot: boolean;
}

type Cue = [RegExp, number];
const MONTH = "january|february|march|april|may|june|july|august|september|october|november|december";
const DATING_PROMPTS =
  "my simple pleasures|typical sunday|two truths and a lie|i'm looking for|the way to win me over|my most irrational fear|together we could|a life goal of mine|i go crazy for|green flags";

const CUES: Record<Exclude<Platform, "generic">, Cue[]> = {
  instagram: [
    [/\binstagram\b/, 3], [/\bposts\b.*\bfollowers\b.*\bfollowing\b/, 3], [/\bfollowers following\b/, 2], [/\bedit profile\b|\bshare profile\b/, 1],
    [/\bstory highlights\b|\breels\b/, 1], [/#\w*(insta|igers|ofinstagram)\w*/, 1.5], [/\blink in bio\b/, 1],
  ],
  tiktok: [
    [/\btik ?tok\b/, 3], [/\bfollowing\b.*\bfollowers\b.*\blikes\b/, 3], [/#(fyp|foryou|foryoupage|\w+tok)\b/, 2],
    [/\bday in my life\b/, 0.5], [/\bduet\b|\bstitch\b/, 1],
  ],
  linkedin: [
    [/\blinked ?in\b/, 3], [/\bconnections?\b/, 2.5], [/\bopen to work\b/, 2], [/\bendorse/, 1],
    [/\bexperience\b/, 0.5], [/\b(ceo|founder|chief \w+ officer|thought leader|synergy|humbled to announce)\b/, 1],
    [/\S \| \S.* \| \S/, 0.5],
  ],
  twitter: [
    [/\btwitter\b|\bx\.com\b/, 3], [new RegExp(`\\bjoined (${MONTH}) \\d{4}\\b`), 3], [/\b(tweets|retweets?|reposts?)\b/, 1.5],
    [/\breplies\b.*\bmedia\b|\bposts replies\b/, 1.5], [/\bfollowed by\b/, 0.5],
  ],
  facebook: [
    [/\bfacebook\b/, 3], [/\bfriends\b/, 2], [/\badd friend\b/, 2], [/\bmutual friends\b/, 1],
    [/\b(lives in|studied at|works at|went to)\b/, 1.5], [/\bintro\b/, 0.5],
  ],
  dating: [
    [/\b(tinder|hinge|bumble)\b/, 3], [/\b\d+\s*(miles?|km) away\b/, 2.5], [new RegExp(`\\b(${DATING_PROMPTS})\\b`), 2],
    [/\blooking for\b/, 1], [/\b\d'\d{1,2}\b/, 0.5], [/\bpartner in crime\b/, 0.5], [/\bswipe\b|\bsuper like\b/, 1],
  ],
};

/** Guesses the platform from text cues and the shape of the counts; unsure means "generic". */
export function guessPlatform({ lines, counts, isScreenshot }: PlatformEvidence): { platform: Platform; confidence: number } {
  const text = lines.join("\n").toLowerCase();
  const scores = Object.entries(CUES).map(([platform, cues]) => {
    let score = cues.reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
    score += layoutScore(platform as Platform, counts, lines);
    return { platform: platform as Platform, score: isScreenshot ? score : score * 0.6 };
  });
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (best.score < 2) return { platform: "generic", confidence: isScreenshot ? 0.5 : 0.7 };
  return { platform: best.platform, confidence: round(best.score / (best.score + second.score + 1)) };
}

/** Which counts a profile shows, and a "Name, 29" line, say much about its layout. */
function layoutScore(platform: Platform, counts: Counts, lines: string[]): number {
  const has = (key: keyof Counts) => counts[key] !== undefined;
  switch (platform) {
    case "instagram":
      return has("posts") && has("followers") && has("following") && !has("likes") ? 1.5 : 0;
    case "tiktok":
      return has("likes") && has("followers") && has("following") ? 2 : 0;
    case "twitter":
      return has("following") && has("followers") && !has("likes") && !has("connections") ? 1 : 0;
    case "linkedin":
      return has("connections") ? 1 : 0;
    case "facebook":
      return has("friends") ? 1 : 0;
    case "dating":
      return lines.some((l) => /^[A-Z][a-z]+, (1[89]|[2-9]\d)$/.test(l)) ? 1.5 : 0;
    default:
      return 0;
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
