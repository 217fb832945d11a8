import type { LineRole } from "../../../../types";
import type { Match } from "../room-types";

/**
 * Words that start a word: "i'm back" is not in "him back", nor "era" in "camera". A hashtag runs
 * its words together ("#riseandgrind"), so hashtags keep the room's looser match.
 */
const starting = (words: RegExp) => new RegExp(`\\b(?:${words.source})`, words.flags);

/** A post's or a story's own words: its caption, the text laid on a story, a sticker. */
export const caption = (words: RegExp, extra: LineRole[] = []): Match => ({
  on: "quote",
  words: starting(words),
  roles: ["caption", "sticker", "other", ...extra],
});

/** Words a profile carries too: a bio or a headline can say "new chapter" or "open to work". */
export const captionOrBio = (words: RegExp): Match => caption(words, ["bio", "headline"]);

/** The person's own hashtag ("#blessed"), said as written. */
export const hashtag = (words?: RegExp): Match => ({ on: "hashtag", ...(words ? { words } : {}) });

/** A stats screen's line: a streak, a year in music, a logged run, read as a caption or a field. */
export const stat = (words: RegExp): Match => ({ on: "quote", words: starting(words), roles: ["caption", "sticker", "other", "detail", "headline", "bio"] });

/** A story's sticker or poll. */
export const sticker = (words?: RegExp): Match => ({ on: "quote", ...(words ? { words: starting(words) } : {}), roles: ["sticker"] });
