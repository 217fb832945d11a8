import type { Analysis, Platform } from "../../../types";
import type { Match } from "./room-types";
import { findWordsGenre } from "../details/find-words-genre";
import { personsChatSide } from "../../analyze/conversation-layout";
import { eachMatch, globalCopy } from "../each-match";

/**
 * Facts about an upload that a joke may state only when analysis found them (ROAST-STYLE rule 6:
 * an invented photo fact is worse than a plainer joke). A trope declares the ones its jokes state
 * (`needs`); the room's test (jokes.test.ts) fails a joke that states one it does not declare.
 */
export type Claim =
  | "person"
  | "face"
  | "smile"
  | "selfie"
  | "mirror"
  | "group"
  | "two-people"
  | "animal"
  | "food"
  | "sky"
  | "sunset"
  | "blurry"
  | "dark"
  | "photo"
  | "screenshot"
  | "chat"
  | "own-messages"
  | "profile"
  | "dating"
  | "review"
  | "listing"
  | "public";

const PUBLIC_KINDS = new Set<Analysis["kind"]>(["profile", "dating", "post", "comment", "story"]);
const ANIMALS = new Set(["animal", "bird", "cat", "dog", "horse", "sheep", "cow", "elephant", "bear", "zebra", "giraffe"]);
const FOODS = new Set(["banana", "apple", "sandwich", "orange", "broccoli", "carrot", "hot dog", "pizza", "donut", "cake"]);
/** Thresholds as find-photo-details.ts reads them: blur a viewer sees, a dark photo, open sky. */
const BLURRY = 0.6;
const DARK = 0.3;
const SKY = 0.25;

export function hasClaim(claim: Claim, analysis: Analysis): boolean {
  const { photo, visual } = analysis;
  const sure = photo.objects.filter((o) => o.score >= 0.35);
  const isPhoto = !visual.isScreenshot;
  switch (claim) {
    case "person":
      return photo.people >= 1;
    case "face":
      return photo.faces.length >= 1;
    case "smile":
      return photo.faces.some((f) => f.expression === "smiling");
    case "selfie":
      return photo.pose.selfie || photo.pose.mirrorSelfie;
    case "mirror":
      return photo.pose.mirrorSelfie;
    case "group":
      return photo.people >= 3;
    case "two-people":
      return photo.people === 2;
    case "animal":
      return sure.some((o) => ANIMALS.has(o.label));
    case "food":
      return sure.some((o) => FOODS.has(o.label));
    case "sky":
      return isPhoto && (photo.scene?.skyShare ?? 0) >= SKY;
    case "sunset":
      return isPhoto && Boolean(photo.scene?.sunset);
    case "blurry":
      return isPhoto && visual.blurriness > BLURRY;
    case "dark":
      return isPhoto && visual.brightness < DARK;
    case "photo":
      return isPhoto;
    case "screenshot":
      return visual.isScreenshot;
    // A chat is a conversation on screen, not a post whose line the reader took for a bubble.
    case "chat":
      return analysis.kind === "chat" && analysis.kindSure === true;
    // The person's messages are the uploader's own side of the chat (the right, as
    // conversation-layout.ts says): "you sent" is true only then. A chat read for the other side's
    // words (a sitter's, a seller's) is about someone the screen names, never the one who uploaded it.
    case "own-messages":
      return hasClaim("chat", analysis) && personsChatSide(analysis.lines, analysis.visual.width) === "uploader";
    // A page about the person (a profile, a dating profile), as the screen's own words say.
    case "profile":
      return (analysis.kind === "profile" || analysis.kind === "dating") && analysis.kindSure === true;
    // A dating profile, as the screen's prompts and its name-and-age line say: strangers swiping and
    // first dates are said of nothing else (a budget's line read as an "answer" is not one).
    case "dating":
      return analysis.kind === "dating" && analysis.kindSure === true;
    case "review":
    case "listing":
      return findWordsGenre(analysis) === claim;
    // Words posted where strangers read them: a page, a post, a comment or a story the screen
    // surely is, or a review or a listing. "The whole internet" of a private chat, a mail or a
    // note is false (judged so blind); so is it of a comment on a screen the reader cannot place,
    // as a shared bill or a family album has comments too.
    case "public":
      if (analysis.kind === "chat") return false;
      return (analysis.kindSure === true && PUBLIC_KINDS.has(analysis.kind)) || ["review", "listing"].includes(findWordsGenre(analysis) ?? "");
  }
}

/**
 * The app as a line may name it: the reader's guess when it is sure of it, else "generic" (said
 * "the internet"). The one place the rule lives: roasts, battles and the model's checks use it.
 */
export const sureApp = (analysis: Pick<Analysis, "platform" | "platformConfidence">): Platform =>
  analysis.platform !== "generic" && analysis.platformConfidence >= 0.5 ? analysis.platform : "generic";

/**
 * What any line may say of an upload as a whole (fill-line.ts's slots): its app when sure, whether
 * it is surely the person's page or a post, and whether its words were said in public.
 */
export const sayableFacts = (analysis: Analysis) => ({
  platform: sureApp(analysis),
  profile: hasClaim("profile", analysis),
  post: analysis.kind === "post" && analysis.kindSure === true,
  public: hasClaim("public", analysis),
});

/**
 * Words that state a fact, and the claim that backs each. A joke saying one must declare the claim,
 * or be about it (its match names the word or the object label): checked over the whole room.
 */
export const CLAIM_WORDS: ReadonlyArray<{ words: RegExp; claim: Claim }> = [
  { words: /\bfaces?\b/i, claim: "face" },
  { words: /\bsmil(?:e|es|ing)\b|\bgrin(?:s|ning)?\b/i, claim: "smile" },
  { words: /\bselfies?\b|\barm'?s length\b/i, claim: "selfie" },
  { words: /\bmirror/i, claim: "mirror" },
  { words: /\b(?:group|crowd|squad|everyone in)\b/i, claim: "group" },
  { words: /\bthe two of you\b|\bcouple\b/i, claim: "two-people" },
  { words: /\b(?:sky|skies|clouds?)\b/i, claim: "sky" },
  { words: /\bsunsets?\b|\bgolden hour\b/i, claim: "sunset" },
  { words: /\b(?:blurry|blurred|out of focus)\b/i, claim: "blurry" },
  { words: /\b(?:lighting|in the dark|dim)\b/i, claim: "dark" },
  { words: /\bscreenshot/i, claim: "screenshot" },
  // A conversation: only a chat has one (a post's line the reader took for a bubble does not).
  { words: /\b(?:group chat|the chat|this chat|screenshotted|send button|pressed send|hit send)\b/i, claim: "chat" },
  // Texting and its reader: a ride log or a listing read as bubbles has no text sent and nobody replying.
  { words: /\b(?:texting like|that text aged|the other person is still|composing a reply)\b/i, claim: "chat" },
  // Who sent it: the uploader, only when the person's messages are on the uploader's side.
  {
    words: /(?<![\w-])you (?:actually |just |then )?sent\b|\bsent by you\b|\byour (?:end|side) of the (?:conversation|chat)\b|\bthings you sent\b/i,
    claim: "own-messages",
  },
];

/**
 * Things a joke may name only when the upload has them: said by the person (its match's words) or
 * seen in the photo (its match's labels). Numbers and app names are never invented either.
 */
export const THING_WORDS =
  /\b(?:dog|dogs|puppy|cat|cats|kitten|bird|horse|pizza|cake|donut|sandwich|burger|coffee|wine|beer|cocktail|kitchen|beach|gym|bathroom|bedroom|car|bus|train|plane|bike|boat|shirt|jacket|dress|hoodie|sneakers|hat|glasses|sunglasses|suit|tie|laptop|phone|plant|couch|sofa|bed|book|guitar)\b/i;
export const NUMBER_WORDS =
  /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen)\b/i;
export const APP_NAMES =
  /\b(?:instagram|insta|tiktok|linkedin|facebook|twitter|tinder|hinge|bumble|snapchat|spotify|strava|duolingo|reddit|youtube|threads|pinterest|goodreads|letterboxd|yelp|nextdoor|whatsapp|discord|twitch)\b/i;

/**
 * Whether every fact a line of the older themes states in its own words (CLAIM_WORDS: a face, a
 * group, the chat …) holds of the upload, or is what its theme is about. The whole jokes declare
 * theirs (`needs`, checked by jokes.test.ts); the themes declare none, so their lines are checked
 * here as they are used: "The group chat went quiet" is never said of a post read as a chat.
 */
export function claimsHold(text: string, analysis: Analysis, about: Match): boolean {
  const own = text.replace(/\{[a-z0-9]+\}/g, " ");
  const facts = CLAIM_WORDS.every(({ words, claim }) => {
    const said = own.match(words)?.[0];
    if (!said) return true;
    return isAbout(about, said) || hasClaim(claim, analysis);
  });
  // A thing the line names (a beach, a laptop) must be on the upload: in its words or in the photo.
  const things = [...eachMatch(globalCopy(THING_WORDS), own)].map((m) => m[0]);
  return facts && things.every((thing) => isOnUpload(thing, analysis));
}

/** Whether the upload has the thing: a word of its text ("laptop", "laptops") or a label of the photo's objects. */
export function isOnUpload(thing: string, analysis: Analysis): boolean {
  const word = thing.toLowerCase().replace(/s$/, "");
  const written = new RegExp(String.raw`\b${word}s?\b`, "i");
  return analysis.text.some((line) => written.test(line)) || analysis.photo.objects.some((o) => o.label.toLowerCase() === word);
}

/** Whether a line of this match is about the word: the person wrote it (its words) or the photo shows it (its labels). */
export const isAbout = (match: Match, word: string): boolean =>
  Boolean(match.words?.test(word)) || Boolean(match.labels?.some((label) => label === word.toLowerCase() || `${label}s` === word.toLowerCase()));
