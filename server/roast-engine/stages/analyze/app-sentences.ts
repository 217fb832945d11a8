/**
 * Sentences an app writes about people, whatever the app: a feed's story of what someone did
 * ("Bernd Wagner went on a hike", "Travis started shopping", "Ama completed a 5K") and a track's
 * version ("Hotel California (2013 Remaster)", "Dreams - Live"). People write about themselves in
 * the first person and about a friend with their own words around the name ("Gary finished the
 * pizza lol, my pizza"); the app's sentence is a name, a verb from its short list and the thing done.
 */

// One to three capitalised words before the verb: a first name, a full name, "Mary-Jo O'Neil".
const NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}`;
// What feeds say people did: an activity, an order's progress, a social action.
const DID = [
  String.raw`went (?:on|for) an? (?:\w+ ){0,2}(?:hike|run|walk|ride|bike ride|swim|climb|tour|workout|trip|jog)`,
  String.raw`(?:started|finished|completed|logged|recorded|tracked) (?:an? |the |their |his |her |a new )?(?:\S+ ){0,2}(?:run|ride|walk|hike|workout|activity|challenge|streak|course|lesson|book|goal|session|race|tour|\d+[kK]|marathon|level \d+|chapter \d+)`,
  String.raw`(?:achieved|earned|unlocked|reached|set) (?:an? |the |their |his |her |a new )?(?:\S+ ){0,3}(?:badge|trophy|achievement|award|level \d+|milestone|pr|record|best|streak|goal)`,
  String.raw`(?:started|is) (?:shopping|typing|live|on the way|nearby|driving|delivering)`,
  // How near someone is to the app's next round number: "Brandon is 3 followers away from 50".
  String.raw`is \d[\d,]* (?:\S+ ){0,2}away from (?:\S+ )?\d[\d,.]*[kKmM]?`,
  String.raw`(?:liked|shared|reposted|saved|commented on|reacted to|rated|reviewed|followed|mentioned|invited|added|tagged) (?:you|your|a|an|the|this|their|his|her)\b(?: \S+){0,4}`,
  // A network's line over a post someone passed on, whose words are its own author's: "Tamsin boosted", "You reposted".
  String.raw`(?:boosted|reposted|renoted|reblogged|retooted|repeated|shared)(?: (?:this|a|an) (?:post|note|toot|status|story))?`,
  // What someone gave the viewer: "Giulia R. gave you a Ride On", "… gave you kudos", "… sent you a friend request".
  String.raw`(?:gave|sent) you (?:\S+ ){0,3}\S+`,
  String.raw`(?:joined|left|created|renamed|updated|changed|uploaded|posted) (?:the |a |an |this |their |his |her )?\S+(?: \S+){0,5}`,
  // A campaign's byline: "Clifford Allsop started this petition to Harlow", "… is organising this fundraiser".
  String.raw`(?:started|created|is organi[sz]ing|organi[sz]ed) this (?:petition|fundraiser|campaign|event|group|poll|page)(?: \S+){0,5}`,
  // A tracker's log of what someone did to a task, a card or an issue: "moved from Triage to
  // Won't Fix", "postponed to Sat 17 Feb", "marked this as done", "replied".
  String.raw`moved (?:(?:this |it |the (?:card|task|issue|ticket) )?from\b.*|(?:this|it|the (?:card|task|issue|ticket)) to\b.*)`,
  String.raw`(?:postponed|rescheduled|snoozed) (?:this |it |the task )?(?:to|until)\b.*`,
  String.raw`(?:assigned|unassigned|reassigned) (?:this |it |the (?:card|task|issue) )?(?:to \S+(?: \S+){0,2})?`,
  String.raw`(?:marked|set) (?:this|it|the (?:card|task|issue|ticket)) (?:as |to )?\S+(?: \S+){0,2}`,
  String.raw`(?:completed|reopened|closed|archived|deleted) (?:this|it|the) ?(?:task|card|issue|ticket)?`,
  String.raw`replied(?: to (?:your|this|the|a) \S+)?`,
  String.raw`(?:arrived|checked in|picked up your order|replaced an item|is your shopper|is your driver)(?: \S+){0,3}`,
];
const FEED_STORY = new RegExp(String.raw`^${NAME}\s+(?:${DID.join("|")})[.!]?$`, "u");
// Words that make it someone's own telling: the first person, a reaction, a question.
const OWN_VOICE = /\b(?:i|i'm|i've|my|me|we|our|lol|lmao|omg|haha)\b|[?…]|!!/i;

// A track's version, as music apps print it after the title.
const VERSION =
  /(?:\((?:\d{4} )?(?:remaster(?:ed)?(?: \d{4})?|live(?: at [^)]+)?|remix|radio edit|acoustic|demo|deluxe(?: edition)?|feat\.? [^)]+|ft\.? [^)]+|extended mix|original mix|mono|stereo|instrumental)\)|\s[-–]\s(?:remaster(?:ed)?(?: \d{4})?|live|radio edit|acoustic|instrumental))$/i;

// An activity feed's row, the person unnamed: what was done, then how long or how long ago
// ("Listened to "Is podcasting dead?" - 2 hours", "Watched Dune · 3h ago").
const ACTIVITY_ROW =
  /^(?:listened to|watched|played|read|attended|joined|hosted|completed|finished|started)\s.{1,60}\s[-–·•|]\s(?:\d+\s?(?:h|hrs?|hours?|m|mins?|minutes?)\b(?: \d+\s?(?:m|mins?|minutes?))?|\d+\s?(?:s|m|h|d|w|mo|y)\s?ago|\d+\s?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?) ago)$/i;

/**
 * A work and its maker as a library, a shop or a reader prints them: "Atomic Habits - James
 * Clear", "Normal People – Sally Rooney". A title in title case, a dash, and a first and last name.
 */
function isCreditLine(line: string): boolean {
  const parts = line.split(/\s[-–—]\s/);
  if (parts.length !== 2) return false;
  const title = parts[0].split(" ").filter((w) => /\p{L}{3,}/u.test(w));
  const maker = parts[1].split(" ");
  return (
    title.length >= 2 &&
    title.length <= 8 &&
    title.every((w) => /^\p{Lu}/u.test(w)) &&
    maker.length === 2 &&
    maker.every((w) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(w))
  );
}

/** Whether a line is a sentence the app wrote about someone, or a track's title with its version. */
/**
 * A campaign's or an event's tally of who acted, as the app prints it over its target: "214 have
 * signed. Let's get to 5,000!", "1,203 people have joined", "38 others have donated". A person
 * telling their own tally says it in their words ("214 signatures! Thank you Mum").
 */
/** A badge the app gave, its giver unnamed: "Earned the Hopped Up (Level 38) badge!", "Unlocked the Early Bird trophy". */
const BADGE_EARNED = /^(?:earned|unlocked|achieved|won) (?:the|a|an|your) [^.!?]{1,48} (?:badge|trophy|achievement|award)!?$/i;

const TALLY =
  /^\d[\d,.]*\s?[kKmM]?\s+(?:(?:people|others|supporters|members|friends|neighbou?rs|guests|backers|donors|players|students)\s+)?(?:have|has)\s+(?:signed|joined|donated|voted|liked|pledged|backed|contributed|responded|registered|subscribed|RSVP['’]?d|enrolled|attended|applied|shared)\b/iu;

/**
 * What a service promises its user, in its own "we" to "you": "We'll cancel it for you", "We've
 * sent you a code", "We'll email you when it ships"; and how long its part takes ("It usually
 * takes 1-3 days", "Refunds can take 5–10 working days"). A person promising a friend something
 * says it in their own way ("We'll pick you up at 8", "I'll cancel it for you").
 */
const PROMISE =
  /^we(?:['’]ll| will|['’]ve| have| can)\s+(?:[\p{L}'’]+\s+){1,4}?(?:for you|you know|you (?:when|once|within|as soon as|if|before)|you an? (?:code|link|reminder|receipt|confirmation|notification|email|text|message))\b[^.!?]*[.]?$/iu;
const TURNAROUND =
  /^(?:it|this|delivery|shipping|processing|cancellation|a refund|refunds|your refund|verification)\s+(?:usually|normally|typically|can|may|will)\s+(?:take|takes)\s+(?:up to\s+)?\d+(?:\s?[-–]\s?\d+)?\s+(?:business |working )?(?:minutes|hours|days|weeks)[.]?$/iu;
// A person's marks among a service's words: the first person singular, a reaction, a question, an exclamation.
const OWN_VOICE_STRICT = /\b(?:i|i'm|i've|my|me|lol|lmao|omg|haha)\b|[?…!]/i;
const isServiceCopy = (line: string) => {
  const sentences = line.split(/(?<=[.])\s+(?=\p{Lu})/u);
  return !OWN_VOICE_STRICT.test(line) && sentences.every((s) => PROMISE.test(s) || TURNAROUND.test(s));
};

export function isAppSentence(text: string): boolean {
  const line = text.trim().replace(/\s+/g, " ");
  if (ACTIVITY_ROW.test(line) || isCreditLine(line) || TALLY.test(line) || BADGE_EARNED.test(line) || isServiceCopy(line)) return true;
  if (line.split(" ").length > 10) return false;
  if (VERSION.test(line)) return true;
  return FEED_STORY.test(line) && !OWN_VOICE.test(line);
}
