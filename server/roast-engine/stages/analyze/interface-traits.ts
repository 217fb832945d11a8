import { BUTTON_WORDS, NAVIGATION_WORDS, SECTION_WORDS } from "./screen-phrases";

/**
 * Interface text recognised by what it is like, not by which app drew it: people upload from far
 * more apps than the phrase lists in screen-phrases.ts name (Threads, Reddit, Strava, a
 * marketplace, a map review…). Each trait is general: a call to action aimed at "you", a count
 * with a unit or of other people, a notice of who can see something, a "people also viewed" rail,
 * a short row of menu words. Takes text already normalised by classify-line's normalizeForMatch.
 */
const TRAITS: RegExp[] = [
  // "Discover who's viewed your profile", "See who liked you", "Unlock your stats", "Try Premium for free".
  /^(?:discover|see|view|find out|unlock|upgrade|try|get|turn on|invite|learn more|tap|swipe|join|explore|claim|download|sign up|log in|open|start|boost|add) (?:[^,]{0,40} )?(?:your|who's|who|for free|premium)\b[^,]{0,30}$/,
  // "Followed by bakewithmaya and 48 others", "and 12 others", "48 others".
  /\band \d[\d,.]*\s?k? others?$/,
  /^\d[\d,.]*\s?k? others?$/,
  // What other people made of it: "2,317 people found this helpful", "12 residents found this useful".
  /^\d[\d,.]*\s?k? (?:people|persons?|others|users|customers|members|readers|shoppers|residents|guests|travell?ers|tenants|parents|students|diners|buyers|owners) (?:found|marked|rated|think|thought) (?:this|it|that) \w+$/,
  // The app asking what you made of it: "Did you find this helpful?", "Was this review helpful? Yes No".
  /^(?:did you find (?:this|that|it)|(?:was|is|were) (?:this|that|it|these)(?: \w+){0,2}) (?:helpful|useful)\b/,
  /^(?:helpful|useful)\??\s+(?:yes|no)\b/,
  // A reader's mark in a book, by where it is: "Yellow highlight | Page 27", "Bookmark - Location 1204".
  /^(?:\w+ )?(?:highlight|bookmark|note)s?(?:\s*[-:]\s*|\s+)(?:on\s+)?(?:page|location|loc\.?)\s?\d[\d,]*$/,
  // A call to act under a post: "Vote below", "Comment below", "RSVP here".
  /^(?:vote|comment|reply|rsvp|sign up|register|apply|book|order) (?:below|here|now)$/,
  // Who can see it: "Only visible to you", "Visible to friends", "Only you can see this".
  /\b(?:only )?visible to (?:you|friends|everyone|public|followers)\b/,
  /^only you can see/,
  // Rails of other people or things: "People also viewed", "Customers also bought", "More like this".
  /^(?:people|others|customers|viewers|members) (?:also|you may) \w+/,
  /^(?:more like this|similar (?:items|listings|posts)|related (?:posts|listings))$/,
  // When something was listed, posted or joined: "Listed 2 days ago in Brooklyn", "Joined in 2014", "Member since 2019".
  /^(?:listed|posted|joined|updated|edited|shared|member since|active)\b.*\b(?:ago|\d{4}|today|yesterday)\b/,
  // Headings of an app's sections: "Seller information", "Response from the owner", "Similar items".
  /^(?:\w+ ){0,2}(?:information|info|details|description|items|listings|reviews|overview|highlights|results|stats)$/,
  // An answer under a review, by its writer's role or name and maybe a date: "Response from the owner",
  // "Response from Seaview Lodge Hotel · Sep 2"; a message only by a role ("Message from the seller").
  /^(?:response|reply|answer) from (?:the )?(?:[\p{L}\p{N}'’&.,-]+ ?){1,9}$/u,
  /^message from (?:the )?(?:owner|seller|host|business|author|team|creator)$/,
  // Short rows of menu words, each maybe with its count: "Share Save Hide Report", "Directions Call
  // Website", "Message seller", "Helpful (86) Comment", a review's votes "Helpful (31) Not helpful (2)".
  /^(?:(?:not helpful|upvote|downvote|award|share|save|hide|report|helpful|kudos|give kudos|directions|call|website|overview|reviews|menu|map|segments|message seller|make offer|buy now|send offer|see details|translate|reply|like|comment|repost|quote|send|save|photos|about|updates|posts|menu)[.,]?\s*(?:\(?\d[\d,.]*k?\)?\s*)?[·•|]?\s*){1,5}$/,
];

/** Whether a line's words look like the app talking, whatever the app. */
export function hasInterfaceTraits(normalised: string): boolean {
  const text = normalised.trim();
  // One word and a full stop ends a wrapped sentence ("… still figuring out this" / "website."): an app's label has no full stop.
  if (text === "" || text.split(" ").length > 9 || /^\p{L}+\.$/u.test(text)) return false;
  return (
    TRAITS.some((trait) => trait.test(text)) ||
    isCountsWithUnits(text) ||
    isCountItems(text) ||
    isMenuRow(text) ||
    isStatLabel(text) ||
    isStatRow(text) ||
    isReactionRow(text)
  );
}

// What a stat row measures in beside the units above: time spent, and the things a tracker counts.
const MEASURES =
  /^(?:seconds?|secs?|minutes?|hours?|days?|weeks?|months?|years?|yrs?|games?|matches|wins?|losses|draws?|sessions?|workouts?|rides?|lessons?|episodes?)$/;

/**
 * An app's stat row, a label and its measure: "Time spent playing: 37 days, 4 hours", "Longest
 * streak: 12 weeks", "Blitz - 1,204 games". A person's field answered in words ("Dress code: something he hasn't seen
 * you in", "Goal: run 5 km without crying") is not one.
 */
function isStatRow(text: string): boolean {
  const split = /: | [-·•|] /.exec(text);
  if (!split || split.index < 1) return false;
  const label = text.slice(0, split.index).split(" ");
  const value = text
    .slice(split.index + split[0].length)
    .split(/[\s,·•|/-]+/)
    .map((t) => t.replace(/[.,;]$/, ""))
    .filter(Boolean);
  if (label.length > 4 || value.length < 2 || value.length > 6 || !label.every((w) => /^\p{L}+$/u.test(w))) return false;
  // Apart by a dash or a dot, only time or games: "Reply - 312 likes" is a comment's buttons and count.
  const measure = (t: string) => MEASURES.test(t) || (split[0] === ": " && UNITS.test(t));
  return value.some((t) => NUMBER.test(t)) && value.some(measure) && value.every((t) => NUMBER.test(t) || measure(t) || t === "and");
}

// How a stats screen qualifies its units: "total mins", "avg pace", "km this week", "steps today".
const STAT_QUALIFIER = /^(?:total|avg|average|daily|weekly|monthly|today|this|week|month|year|best|longest|current|per|lifetime|all-time)$/;

/** A stat's label without its number (the number drawn large above it): units and their qualifiers only, a unit among them. */
function isStatLabel(text: string): boolean {
  const words = text.split(" ");
  return words.length <= 3 && words.some((w) => UNITS.test(w) && w.length > 1) && words.every((w) => UNITS.test(w) || STAT_QUALIFIER.test(w));
}

const MENU_WORDS = new Set([...BUTTON_WORDS, ...NAVIGATION_WORDS, ...SECTION_WORDS].filter((w) => !w.includes(" ")));
/** Words a sentence or a list of the person's likes holds, and an app's row of tabs never does. */
const FUNCTION_WORDS = /^(?:a|an|the|and|or|but|of|to|for|with|in|on|at|by|from|my|me|i|you|your|we|our|is|are|am|be|not|no|so)$/;

/**
 * A row of tabs or buttons from an app the phrase lists do not know: three to five single words,
 * no sentence's small words among them, and all but one of them an app's usual tab or button
 * words ("Threads Replies Reposts", "Posts Replies Media Collabs"). A list of the person's own
 * ("Runner Reader Baker") holds none of those words.
 */
function isMenuRow(text: string): boolean {
  const words = text.split(" ");
  if (words.length < 3 || words.length > 5 || words.some((w) => !/^\p{L}+$/u.test(w) || FUNCTION_WORDS.test(w))) return false;
  // A row of known words only is a button row or a tab bar already (classify-line.ts).
  return words.filter((w) => !MENU_WORDS.has(w)).length === 1;
}

/** A label with two counts or more, items apart: "Local Guide · 41 reviews · 212 photos". */
function isCountItems(text: string): boolean {
  const items = text.split(/\s+[·•|-]\s+/);
  const counts = items.filter((item) => isCountsWithUnits(item)).length;
  return counts >= 2 && items.every((item) => isCountsWithUnits(item) || item.split(" ").length <= 3);
}

// What apps count beside a number: distances and times, and the reactions and audiences of any
// network ("48 boosts 112 favourites", "12 claps", "3 forks 9 stars", "204 fans").
const UNITS =
  /^(?:km|mi|miles?|ft|m|min|mins|h|hr|hrs|bpm|kcal|cal|steps|reviews?|ratings?|members?|online|watching|subscribers?|upvotes?|downvotes?|votes?|points?|karma|awards?|views?|likes?|photos?|comments?|replies|reposts?|listings?|sold|left|elev|gain|moving|time|pace|avg|k|boosts?|favou?rites?|faves?|stars?|hearts?|claps?|kudos|reblogs?|notes|forks?|watchers?|fans?|listens?|plays|reads|shares?|retweets?|saves|bookmarks?|followers?|following|friends|posts?|answers?)$/;

// A number, a count ("1.2k") or a time of day as OCR reads it ("9:14", "7:02am", "t:02am").
const NUMBER = /^\p{L}?[\d.,:]+(?:[km]|am|pm)?$/u;
const DATE_WORD = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|am|pm|today|yesterday)\w*$/;

/**
 * A post's row of reactions whose icons OCR read as stray letters, one of its labels the app's own
 * word ("yr 12 eprops (do 4 comments" for a star, "12 eProps", a bubble, "4 comments"): two counts
 * or more, each before its word, ending on a known unit, and nothing else but strays of up to three
 * letters that are none of a sentence's small words ("I got 12 likes and 4 comments" is a sentence).
 */
function isReactionRow(text: string): boolean {
  const tokens = text
    .split(/[\s·•|]+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
  if (tokens.length > 8 || !UNITS.test(tokens.at(-1) ?? "")) return false;
  let pairs = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (NUMBER.test(tokens[i]) && /^\p{L}+$/u.test(tokens[i + 1] ?? "")) {
      pairs += 1;
      i += 1;
    } else if (tokens[i].length > 3 || FUNCTION_WORDS.test(tokens[i])) return false;
  }
  return pairs >= 2;
}

/** Counts with their units, maybe with a date, and nothing more: "12.4 km", "4.8 · 312 reviews", "7:02 AM · Jan 12, 2026 · 3,911 Views". */
function isCountsWithUnits(text: string): boolean {
  const tokens = text
    .split(/[\s·•|-]+/)
    .map((t) => t.replace(/[.,]$/, ""))
    .filter(Boolean);
  const numbers = tokens.filter((t) => NUMBER.test(t));
  const rest = tokens.filter((t) => !NUMBER.test(t) && !DATE_WORD.test(t));
  return numbers.length > 0 && rest.length > 0 && tokens.length <= 9 && rest.every((t) => UNITS.test(t));
}

/**
 * "5-01 Followed by …", "'Add profile section": a glyph or stray digits OCR read from an avatar or
 * icon before the app's words, apart or glued to the first word (a "+" icon read as a quote mark).
 * A hashtag's or handle's own sign stays.
 */
export const dropLeadingStray = (normalised: string) => normalised.replace(/^(?:[^\p{L}\s]{1,5}\s+|[^\p{L}\p{N}\s#@]{1,3})(?=\p{L})/u, "");
