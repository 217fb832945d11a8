import { findCountLabel, parseCount } from "./parse-counts";

export interface ProfileFacts {
  handles: string[];
  hashtags: string[];
  bioPhrases: string[];
  jobTitles: string[];
}

const HANDLE = /(?<![\w@])@[A-Za-z0-9._]{2,30}/g;
// A tag has a letter in it: "#14" and "#452" number an update, an issue or a rank, nobody's tag.
const HASHTAG = /(?<![\w#])#(?=[\p{N}_]*\p{L})[\p{L}\p{N}_]{2,40}/gu;

// App chrome and prompt labels: cues for the platform, never material for a roast.
const CHROME = new RegExp(
  [
    "follow",
    "following",
    "message",
    "edit profile",
    "share profile",
    "add friend",
    "add to story",
    "connect",
    "about",
    "about me",
    "experience",
    "education",
    "skills",
    "intro",
    "open to work",
    "open to",
    "more",
    "posts",
    "replies",
    "media",
    "likes",
    "highlights",
    "in linkedin",
    "linkedin",
    "facebook",
    "instagram",
    "tiktok",
    "tinder",
    "hinge",
    "bumble",
    "my simple pleasures",
    "typical sunday",
    "looking for",
    "two truths and a lie",
    "my most irrational fear",
    "i'm looking for",
    "the way to win me over",
  ]
    // Longest first, so "about me" wins over "about".
    .sort((a, b) => b.length - a.length)
    .join("|"),
  "i",
);
const CHROME_WORDS = new RegExp(`\\b(?:${CHROME.source})\\b`, "gi");
const isChrome = (text: string) => text.replace(CHROME_WORDS, "").replace(/[\s|·:,-]/g, "") === "";
const PLACE_LINE = /^(?:lives in|from|joined|born)\b|^\d+\s*(?:miles?|km|kilometers?)\s+away$/i;
// "Maya Torres", "Ryan, 29", "Austin, Texas": names, ages and places are off limits.
const NAME_LINE = /^[A-Z][\p{L}'-]+(?:,? [A-Z][\p{L}'-]+){1,2}$|^[A-Z][\p{L}'-]+, \d{2}$/u;

const TITLE_WORDS = [
  "founder",
  "co-founder",
  "cofounder",
  "ceo",
  "cto",
  "cfo",
  "coo",
  "cmo",
  "chief",
  "officer",
  "president",
  "vp",
  "director",
  "head of",
  "manager",
  "lead",
  "engineer",
  "developer",
  "designer",
  "consultant",
  "coach",
  "strategist",
  "evangelist",
  "guru",
  "ninja",
  "rockstar",
  "wizard",
  "visionary",
  "thought leader",
  "speaker",
  "entrepreneur",
  "influencer",
  "creator",
  "analyst",
  "accountant",
  "specialist",
  "intern",
  "student",
  "freelancer",
  "writer",
  "author",
  "photographer",
  "marketer",
  "recruiter",
  "investor",
  "advisor",
  "mentor",
  "enthusiast",
  "expert",
  "gamer",
  "chef",
  "cook",
  "choreographer",
  "maximalist",
  "hustler",
];
const TITLE = new RegExp(`\\b(?:${TITLE_WORDS.join("|")})\\b`, "i");
const FILLER = /^(?:a|an|the|as|of|my|in|and|day|life)$/i;

/** Pulls handles, hashtags, bio phrases and job titles out of cleaned OCR lines. */
export function extractProfileFacts(lines: string[]): ProfileFacts {
  const handles = unique(lines.flatMap((l) => l.match(HANDLE) ?? []).map((h) => h.replace(/[._]+$/, "")));
  const hashtags = unique(lines.flatMap((l) => l.match(HASHTAG) ?? []));
  const phrases = unique(lines.filter(isBioLine).flatMap(splitPhrases));
  const jobTitles = unique(phrases.map(findTitle).filter((t): t is string => t !== undefined));
  return { handles, hashtags, bioPhrases: phrases, jobTitles };
}

function isBioLine(line: string): boolean {
  const bare = line.replace(HANDLE, "").replace(HASHTAG, "").trim();
  if (bare.split(" ").length < 2 && bare.length < 4) return false;
  if (isChrome(bare) || PLACE_LINE.test(bare) || (NAME_LINE.test(bare) && !TITLE.test(bare))) return false;
  // A row of counts or count labels ("128 1,204 2,987", "412 Following · 1,024 Followers"),
  // allowing one stray word read from an icon beside it.
  const words = bare.split(/\s+/).filter((w) => !/^[|·:+-]$/.test(w));
  const countWords = words.filter((w) => parseCount(w) !== undefined || findCountLabel(w) !== undefined).length;
  return !(countWords === words.length || (countWords >= 2 && words.length - countWords <= 1));
}

function splitPhrases(line: string): string[] {
  return line
    .replace(HANDLE, "")
    .replace(HASHTAG, "")
    .split(/\s[|·]\s|(?<=[a-z)])[.!?]\s+/)
    .map((p) => p.trim().replace(/^[\s,;:|-]+|[\s,;:|.-]+$/g, ""))
    .filter((p) => p.length >= 4 && /\p{L}{3}/u.test(p) && !isChrome(p));
}

/** A short phrase that is a title stays whole; in a longer one, keep up to three words before it. */
function findTitle(phrase: string): string | undefined {
  const match = TITLE.exec(phrase);
  if (!match) return undefined;
  const words = phrase.split(/\s+/);
  if (words.length <= 6) return phrase;
  const end = phrase.slice(0, match.index + match[0].length).split(/\s+/).length;
  const window = words.slice(Math.max(0, end - 4), end);
  while (window.length > 1 && FILLER.test(window[0])) window.shift();
  return window.join(" ");
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
