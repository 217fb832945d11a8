import type { Counts, Platform, UploadKind } from "../../types";

export interface PlatformEvidence {
  lines: string[];
  counts: Counts;
  isScreenshot: boolean;
  /** The kind read from the layout: a chat or a photo is generic unless an app clearly shows. */
  kind?: UploadKind;
  /** A story's progress bar was seen, and the reply bar's phrase as meant (OCR may misspell it). */
  storyBar?: boolean;
  replyBar?: string;
}

type Cue = [RegExp, number];
const MONTH = "january|february|march|april|may|june|july|august|september|october|november|december";
const DATING_PROMPTS =
  "my simple pleasures|typical sunday|two truths and a lie|i'm looking for|the way to win me over|my most irrational fear|together we could|a life goal of mine|i go crazy for|green flags";

const CUES: Record<Exclude<Platform, "generic">, Cue[]> = {
  instagram: [
    [/\binstagram\b/, 3],
    [/\bposts\b.*\bfollowers\b.*\bfollowing\b/, 3],
    [/\bfollowers following\b/, 2],
    [/\bedit profile\b|\bshare profile\b/, 1],
    [/\bstory highlights\b|\breels\b/, 1],
    [/#\w*(insta|igers|ofinstagram)\w*/, 1.5],
    [/\blink in bio\b/, 1],
    [/\bliked by\b/, 2.5],
    [/\bview all \d[\d,.]*k? comments\b/, 1.5],
    [/\bsend message\b/, 1.5],
    [/\badd a comment for\b/, 2.5],
    [/\bsuggested for you\b/, 0.5],
    [/\bposts followers following\b/, 2],
  ],
  tiktok: [
    [/\btik ?tok\b/, 3],
    [/\bfollowing\b.*\bfollowers\b.*\blikes\b/, 3],
    [/#(fyp|foryou|foryoupage|\w+tok)\b/, 2],
    [/\bday in my life\b/, 0.5],
    [/\bduet\b|\bstitch\b/, 1],
    [/\bfor you\b/, 2],
    [/\boriginal sound\b/, 3],
    [/\breposts liked\b|\bvideos reposts\b/, 2],
    [/\bfriends\b.*\binbox\b/, 1.5],
  ],
  linkedin: [
    [/\blinked ?in\b/, 3],
    [/\bconnections?\b/, 2.5],
    [/\bopen to work\b/, 2],
    [/\bendorse/, 1],
    [/\bexperience\b/, 0.5],
    [/\b(ceo|founder|chief \w+ officer|thought leader|synergy|humbled to announce)\b/, 1],
    [/\S \| \S.* \| \S/, 0.5],
    [/\blike comment repost\b/, 3],
    [/\bmy ?network\b/, 2],
    [/\bpeople also viewed\b/, 2.5],
    [/\bprofile language\b/, 2],
    [/[•·-] (1st|2nd|3rd)\b/, 1.5],
    [/\bcontact info\b/, 1.5],
    [/\badd profile section\b/, 2],
  ],
  twitter: [
    [/\btwitter\b|\bx\.com\b/, 3],
    [new RegExp(`\\bjoined (${MONTH}) \\d{4}\\b`), 3],
    [/\b(tweets|retweets?|reposts?)\b/, 1.5],
    [/\breplies\b.*\bmedia\b|\bposts replies\b/, 1.5],
    [/\bfollowed by\b/, 0.5],
    [/\bpost your reply\b/, 3],
    [/\breplying to @/, 2],
    [/\breposts\b.*\bquotes\b/, 2],
    [/@\w+ [·-] \d{1,2}[hmd]\b/, 1],
  ],
  facebook: [
    [/\bfacebook\b/, 3],
    [/\bfriends\b/, 2],
    [/\badd friend\b/, 2],
    [/\bmutual friends\b/, 1],
    [/\b(lives in|studied at|works at|went to)\b/, 1.5],
    [/\bintro\b/, 0.5],
    [/\bwrite a comment\b/, 2.5],
    [/\blike comment share\b/, 2],
    [/\bmost relevant\b/, 1.5],
    [/\badd to story\b/, 2],
    [/\byesterday at\b/, 0.5],
  ],
  dating: [
    [/\b(tinder|hinge|bumble)\b/, 3],
    [/\b\d+\s*(miles?|km) away\b/, 2.5],
    [new RegExp(`\\b(${DATING_PROMPTS})\\b`), 2],
    [/\blooking for\b/, 1],
    [/\b\d'\d{1,2}\b/, 0.5],
    [/\bpartner in crime\b/, 0.5],
    [/\bswipe\b|\bsuper like\b/, 1],
    [/\bactive (today|now)\b|\brecently active\b/, 2],
  ],
};

// Apps we do not name (Reddit, Snapchat, iMessage, WhatsApp): their screens are "generic".
const GENERIC_CUES: Cue[] = [
  [/(^|\s)r\/\w/, 2.5],
  [/(^|\s)u\/\w/, 1.5],
  [/\bjoin the conversation\b/, 3],
  [/\bsend a chat\b/, 3],
  [/\bimessage\b/, 3],
  [/^delivered$/m, 1.5],
  [/^online$/m, 1.5],
  [/\bsort by\b/, 1],
];

/** Guesses the platform from text cues and the shape of the counts; unsure means "generic". */
export function guessPlatform({ lines, counts, isScreenshot, kind, storyBar, replyBar }: PlatformEvidence): { platform: Platform; confidence: number } {
  // The reply bar as meant joins the words read, so a misspelt "Send a chat" still names its app.
  const text = [...lines, ...(replyBar ? [replyBar] : [])].join("\n").toLowerCase();
  if (kind === "dating") return { platform: "dating", confidence: 0.9 };
  const scores = Object.entries(CUES).map(([platform, cues]) => {
    let score = cues.reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
    score += layoutScore(platform as Platform, counts, lines);
    // A story with Instagram's segmented progress bar over its "Send message" bar.
    if (platform === "instagram" && kind === "story" && storyBar && replyBar === "send message") score += 1;
    return { platform: platform as Platform, score: isScreenshot ? score : score * 0.6 };
  });
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  const generic = GENERIC_CUES.reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
  // A chat or a photo shows little of its app: name one only on strong evidence.
  const needed = kind === "chat" || kind === "photo" ? 5 : 2;
  if (best.score < needed || (generic >= 2.5 && generic >= best.score)) return { platform: "generic", confidence: isScreenshot ? 0.5 : 0.7 };
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
