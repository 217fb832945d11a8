import { CLOCK, MONTH, WEEKDAY } from "./date-words";
import { looksLikeJobTitle } from "./job-title";
import { isListedWord } from "./lexicon";

/**
 * Lines about a post or a person that the app prints beside what they wrote, whatever the app: a
 * review's "Travelled as a couple" or "Current Employee, more than 3 years", a badge ("Verified
 * purchase", "Top fan", "Level 6 Local Guide"), a price with the shop's words ("45.00 - Buyer
 * protection"), a stream's category and viewers ("Just Chatting · 1.2K viewers"), a member's tally
 * after their name ("Pieter de Wit 1,042 ratings"), a time alone ("08:44").
 * They are the app's, never the person's words; a content line may carry one at its end, glued by
 * OCR or by the layout ("… hiring anyone Inbox", "… w/ chat · 1.2K viewers"), and is cut before it.
 */

/** What an app counts beside a member's name (read in lower case); alone, such a line is a count (classify-line.ts). */
const COUNT_ITEM =
  /^\d[\d.,]*\s?[km]?\s?(?:ratings?|reviews?|photos?|followers?|following|posts?|likes?|friends|connections|contributions|check-ins|points|karma)$/;
/** A member's name ("Pieter de Wit", "Sam O'Neil") with a tally after it, no separator between: "Pieter de Wit 1,042 ratings". */
const NAME_THEN_COUNT =
  /^(?:\p{Lu}[\p{L}'’.-]*|de|da|di|du|van|von|der|den|le|la|el|al|bin|ibn)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|da|di|du|van|von|der|den|le|la|el|al|bin|ibn)){0,4}\s+(\d[\d.,]*\s?[kKmM]?\s?\p{L}+(?:-\p{L}+)?)$/u;

/** A firm's name: "Marrick & Co. Real Estate", "Hollow Pine Realty", "Brick Lane Lettings Ltd" (read in lower case). */
const FIRM =
  /^[\p{L}\d&'’.\s]{2,40}?\s(?:& co\.?|co\.|ltd\.?|limited|inc\.?|llc|gmbh|plc|pty\.?(?: ltd\.?)?|real estate|realty|realtors?|estate agents?|lettings|property group|properties)$/u;

/** One item of metadata, read in lower case: a tenure, a badge, a trip, a price label, an audience, a time or date. */
const META_ITEM: RegExp[] = [
  // Tenure: "more than 3 years", "3 years on Airbnb", "Current Employee", "member since 2019", "joined 2021".
  /^(?:current|former|past) (?:employee|intern|contractor|student|resident|guest|member)s?\b(?:,? (?:more|less) than (?:a|an|one|\d+) (?:years?|months?))?$/,
  /^(?:more|less) than (?:a|an|one|\d+) (?:years?|months?)$/,
  /^\d+\+? (?:years?|yrs?|months?|mos?) (?:on|at|with|hosting|as a host|of experience|experience)\b[^.!?]{0,20}$/,
  new RegExp(String.raw`^(?:member|customer|user|host|hosting|seller|selling) since (?:(?:${MONTH})\w* )?\d{4}$`),
  /^joined (?:in )?\d{4}$/,
  // A forum member's row: when they joined and how much they have posted ("Joined: Aug 14, 2012",
  // "Join Date: Mar 2014", "Registered Mar 3, 2011", "38 Posts", "Messages: 14,207").
  new RegExp(String.raw`^(?:joined|join date|registered|member since):? (?:(?:${MONTH})\w* (?:\d{1,2},? )?\d{4}|\d{1,2} (?:${MONTH})\w* \d{4}|\d{4})$`),
  // A forum member's rank: "Active Member", "Senior Moderator", "Forum Resident", "Well-known member".
  /^(?:[\p{L}-]+ ){0,2}(?:member|moderator|mod|admin|administrator|poster|contributor|newbie|veteran|lifer|resident)$/u,
  /^(?:\d[\d,.]*\s?k? (?:posts|messages|threads|topics|reactions|thanks)|(?:posts|messages|threads|topics|reactions|reputation|reaction score|thanks):? \d[\d,.]*\s?k?)$/,
  // Badges the app gives: "Verified purchase", "Top fan", "Level 6 Local Guide", "Superhost", "Elite '24".
  /^(?:verified(?: (?:purchaser|purchase|buyer|owner|guest|reviewer|review|account|stay|customer|seller))?|unverified)$/,
  /^(?:top (?:fan|contributor|reviewer|voice|commenter|comment|seller|rated)|rising star|superhost|local guide|(?:level|lvl) \d+(?: local guide)?|elite(?: '?\d{2,4})?|power seller|top 1%)$/,
  // A trip's or visit's meta: "Travelled as a couple", "Traveled with family", "Date of stay: June 2024", "Stayed 3 nights".
  /^(?:travell?ed|went|came) (?:as (?:a |an )?\w+(?: \w+)?|with (?:\w+ ){0,2}\w+|solo|alone|for (?:business|work|leisure))$/,
  // How long the stay was, as the row beside a review prints it: "Oct 2026 · 2 weeks", "3 nights".
  /^\d{1,2} (?:nights?|weeks?)$/,
  new RegExp(
    String.raw`^(?:date of (?:stay|visit|experience|purchase|trip)|visited|stayed|trip type)\b:? ?(?:(?:${MONTH})\w*|\d+ nights?|in (?:${MONTH})\w*|\d{4}| )*$`,
  ),
  // A seller's record as a listing prints it: "Seller · 14 sales · replies within a day", "Private seller · 9 ads".
  /^(?:private |trade |business )?(?:seller|trader|dealer)$/,
  /^\d[\d,]* (?:sales|ads|listings|items sold|sold)$/,
  /^(?:usually )?(?:replies|responds) (?:within|in) (?:an? |\d+ )?(?:minutes?|hours?|hrs?|days?|day|week)$/,
  // A price and the shop's words for it: "45.00 - Buyer protection", "£12 incl. postage", "Free shipping".
  /^(?:[$€£¥]\s?)?\d[\d.,]*\s?(?:[$€£¥]|usd|eur|gbp|kr|zł)?(?: (?:incl\.?|including|\+|plus|excl\.?|with))?(?: (?:buyer|protection|shipping|postage|delivery|fees?|tax|vat|obo|firm|negotiable|each|total|off|per|night|month|mo|week|\/night|\/mo))+$/,
  /^(?:buyer protection|free (?:shipping|delivery|postage|returns)|incl\.? (?:buyer protection|shipping|postage|tax|vat)|shipping (?:included|not included|from .+))$/,
  // An audience: "1.2K viewers", "312 watching", "48 listening now", "312 views", "2.4K plays".
  /^\d[\d.,]*\s?[km]?\s?(?:viewers?|watching(?: now)?|listening(?: now)?|listeners|live|spectators|people here|views|plays|listens|reads|streams|downloads|impressions)$/,
  // Tenure on a site by name: "on Gumtree since 2014", "selling on Etsy since March 2019".
  new RegExp(String.raw`^(?:(?:selling|hosting|writing|posting|reviewing) )?(?:on|at) [\p{L}.' ]{2,24} since (?:(?:${MONTH})\w* )?\d{4}$`, "u"),
  // When the app says it was posted or is due, and what it requires: "Posted 1:47 AM", "Due tonight 11:59 PM", "2 replies required".
  new RegExp(
    String.raw`^(?:posted|updated|edited|asked|answered|submitted|published|listed|last (?:read|seen|active|played|opened|updated))\b.{0,24}(?:${CLOCK}|\d{4}|ago|today|yesterday|(?:${MONTH})\w* \d{1,2})$`,
  ),
  new RegExp(String.raw`^due (?:(?:today|tonight|tomorrow|soon|now)(?: \S.*)?|in \d+ \w+.*|by \S.*|on \S.*|at \S.*|\d.*|${WEEKDAY}(?: \S.*)?)$`),
  /^\d+ \w+(?: and \d+ \w+)* required$/,
  // A listing's condition as the app's form sets it: "Used - Like new", "Condition: Good", "New with tags".
  /^(?:condition: ?)?(?:used|new|pre-owned|preowned|refurbished|second-hand)(?: ?[-–:] ?| )(?:like new|good|very good|fair|excellent|acceptable|with tags|without tags|with box|in box)$/,
  /^condition: ?(?:like new|good|very good|fair|excellent|acceptable|poor|new|used)$/,
  // Who made a thing and how much of it there is: "by quillfox_22", "14 tracks", "12 class comments".
  /^by @?(?=[\p{L}\p{N}_.-]*[\d_.])[\p{L}\p{N}_.-]{2,30}$/u,
  /^\d[\d,]* (?:tracks|songs|episodes|chapters|videos|items|pages|words|lessons|(?:\w+ )?comments|replies|answers)$/,
  // A vote's tally, alone or beside a status: "+3", "-12" ("Unreviewed annotation - +3").
  /^[+-]\d[\d,]*$/,
  // What a form asks for: "(250 words minimum)", "Max 500 words".
  /^\(?(?:\d+ words? (?:minimum|min|maximum|max|limit)|(?:minimum|min|maximum|max) \d+ words?)\)?$/,
  // A score per aspect: "Staff & service 8.9", "Value for money 7/10".
  /^\p{L}[\p{L} &]{2,24} (?:\d{1,2}\.\d|\d{1,2}\/\d{1,2})$/u,
  // A shop's urgency: "Sales end soon", "Selling fast", "Only 3 left", "Almost sold out".
  /^(?:(?:ticket )?sales (?:end|close)s? (?:soon|today|tonight|tomorrow|on .+|in .+)|ends? soon|selling fast|almost sold out|sold out|only \d+ left(?: in stock)?|(?:a )?few (?:tickets|spots|seats|places) left)$/,
  // A field and its number: "Reading progress: 18%", "Drops earned: 0", "New PR: 5K".
  /^\p{L}[\p{L} ]{1,24}: ?[-+]?\d[\d,.:]*\s?(?:%|[a-z]{1,5})?$/u,
  // A stats screen's labels: "Avg HR", "Max speed", "Moving time", "Top artist this month".
  /^(?:(?:avg|average|max|min|total|best|moving|elapsed|resting|current)\.? )?(?:hr|heart rate|pace|speed|distance|time|elevation(?: gain)?|calories|cadence|power|watts|kj|ftp|climb|ascent|descent)$/,
  /^(?:top|most played|most listened|most streamed|recently played) (?:\w+ ){0,2}(?:this|last) (?:week|month|year)$/,
  // Whether someone is there: "Online", "Active now", "Last seen today at 9:12", "Local time 4:25 AM",
  // and who is typing under the last message: "Typing…", "Mum is typing…", "Ana and Bo are typing...".
  new RegExp(
    String.raw`^(?:online|offline|active now|away|(?:(?!(?:i|my) )[\p{L}'’.-]+(?:,? (?:and |& )?[\p{L}'’.-]+){0,3} (?:is|are) )?typing(?:\.{1,3}|…)?|last (?:seen|active) .{1,24}|local time:? ${CLOCK}|active \d+\s?\w{1,7} ago)$`,
    "u",
  ),
  // A tally's label, its number drawn apart: "Total jobs", "Total hours", "Average rating".
  /^(?:total|avg|average) (?:jobs|hours|earnings|spent|rating|score|reviews|orders|sales|distance|time|calories|steps|visits)$/,
  // What a tracker counts of a task or a habit: "postponed 14 times", "Streak 0", "Missed yesterday".
  /^(?:postponed|rescheduled|snoozed|edited|viewed|completed|played|skipped|repeated) \d+ times?$/,
  /^(?:current |best |longest )?streak:? \d+(?: days?)?$/,
  /^missed (?:yesterday|today|\d+ days?)$/,
  // A language and how well, as a profile's form lists it: "English: Fluent", "Spanish - Native".
  /^\p{L}+:? (?:native|fluent|conversational|basic|intermediate|advanced|bilingual|beginner)(?: or bilingual)?$/u,
  // What a game or a tracker awards: "Achievement unlocked", "New badge", "Level up".
  /^(?:(?:achievement|trophy|badge|reward|level) (?:unlocked|earned|achieved|up)|new (?:achievement|badge|trophy|record|pr|personal best))$/,
  // Who it went to, and how many are in it: "Notified 31 people", "18 members", "212 going".
  /^(?:notified|sent to|shared with|seen by|read by|delivered to) \d[\d,]* (?:people|members|others|users)$/,
  /^\d[\d,.]*\s?k? (?:members|participants|subscribers|attendees|going|interested)$/,
  // How many stand behind it: "Reported by 40+ users", "Requested by 212 people".
  /^(?:reported|requested|upvoted|liked|viewed|loved|followed|used|starred|saved) by \d[\d,.]*\s?k?\+? (?:users|people|others|members|customers|readers|players)$/,
  // A numbered thing the app lists: "Update #14", "Episode 46", "Issue #452" (beside its counts: "Update #14 - 1,902 backers").
  /^(?:update|issue|episode|ep|chapter|ch|season|order|ticket|pull request|pr|merge request|mr)\.? ?#?\d+$/,
  // Who travelled, as a stay's review prints it beside the room: "Poland - Couple - Partial Sea View Room".
  /^(?:couple|solo(?: traveller| traveler)?|family(?: with (?:young |older )?(?:children|kids))?|group(?: of friends)?|business(?: traveller| traveler| trip)?|friends)$/,
  // A year among a record's fields, as a catalogue prints a release or a make: "Hollow Coast - 2019 - Indie Pop".
  /^(?:19|20)\d{2}$/,
  // A status the app prints beside a name or a title: "Currently reading", "Currently in Ljubljana",
  // "Now playing" (never "currently in my villain era": a person's words say whose it is).
  /^(?:currently|now) (?:reading|playing|watching|listening(?: to)?|learning|studying|travell?ing|visiting|(?:based |living |staying )?(?:in|at)(?! (?:my|our|your|his|her|their|the|a|an|bed|love|denial)\b)\b[^.!?,]{2,30})$/,
  // A drink's or a bottle's strength and size, as a shop or a catalogue prints them beside its name:
  // "46.0% Vol.", "40% ABV", "70 cl", "100ml" ("Speyside - Single Malt - 46.0% Vol.", OCR dropping
  // the "%"). Not a weight: a workout's "5,180 kg" is read with its row (read-author-line.ts).
  /^\d{1,3}(?:[.,]\d{1,2})?\s?%?\s?(?:vol|abv|proof)\.?$/,
  /^\d[\d.,]*\s?(?:ml|cl|ltr|litres?|liters?|l|fl\.? oz)\.?$/,
  // How far through, as a tracker prints it: "18%", "94% recommend", "62% complete".
  /^\d{1,3}(?:[.,]\d)?\s?%(?: (?:recommend|recommended|positive|match|complete|completed|done|read|watched|through))?$/,
  // A smart home's logbook: what a device did and what set it off ("turned on, triggered by
  // automation", "triggered by Soren's phone next alarm", "alarm dismissed").
  /^(?:turned (?:on|off)|switched (?:on|off)|opened|closed|locked|unlocked|detected|cleared|changed to [\p{L}\d ]{1,20})(?:,? triggered by .{2,50})?$/u,
  /^triggered by .{2,50}$/,
  /^(?:alarm|timer|reminder|motion|door|window) (?:dismissed|snoozed|set|cleared|detected|opened|closed)$/,
  // A reviewer's firm by its size, as a software review site prints it under their job: "Logistics, 201-500 employees".
  /^(?:[\p{L}&' ]{2,30},\s)?\d[\d,]*(?:\s?[-–]\s?\d[\d,]*|\+)? employees$/u,
  // A device's reading or setting: "19.1°", "Heating to 21°", "3°C outside", "Boost · 25 min left"
  // (a thermostat's rooms, an oven, a weather row). A person's sentence about the cold says more.
  /^(?:\p{L}+ ){0,2}(?:to |at )?-?\d{1,3}(?:[.,]\d)?\s?°[cf]?(?: (?:outside|inside|indoors|outdoors))?$/u,
  /^\d{1,3}\s?(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?) (?:left|remaining|to go)$/,
  // A firm as its agents' rows print it: "Marrick & Co. Real Estate", "Hollow Pine Realty" (FIRM).
  FIRM,
  // A time or a date: "08:44", "Yesterday 21:03", "Mar 3, 2024", "2 days ago" (TIME_ITEMS: the last four).
  new RegExp(String.raw`^(?:(?:today|yesterday|mon|tue|wed|thu|fri|sat|sun)\w*,? )?${CLOCK}$`),
  new RegExp(String.raw`^(?:(?:${MONTH})\w* \d{1,2}(?:,? \d{4})?|\d{1,2} (?:${MONTH})\w*(?:,? \d{4})?|(?:${MONTH})\w* \d{4})$`),
  /^\d+\s?(?:seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|wks?|w|months?|mos?|years?|yrs?|y) ago$/,
  /^\d{1,2}\s?(?:s|m|min|h|hr|d|w|mo|y)$/,
];

const TIME_ITEMS = META_ITEM.slice(-4);
// How far away, as a neighbourhood app prints it in a row ("Resident · 0.3 mi · 2h ago"); alone,
// a dating profile's "12 km away" is a fact about the person (classify-line.ts reads it as a detail).
const DISTANCE = /^(?:less than |under |about |~)?\d[\d.,]*\s?(?:mi|km|m|ft|miles?|kilometres?|kilometers?|metres?|meters?)(?: away)?$/;
const isMetaItem = (item: string) => META_ITEM.some((pattern) => pattern.test(item)) || DISTANCE.test(item);
const isTimeItem = (item: string) => TIME_ITEMS.some((pattern) => pattern.test(item));
const SEPARATOR = /\s+[·•|–—-]\s+|\s*[·•|]\s*|,\s+(?=(?:more|less) than\b)/;
/** The row under a listing's seller: what the app calls them, and their record ("Private seller · 9 ads"). */
export const SELLER_ROW = /^(?:seller|host|landlord|owner|private seller|trader|dealer)\b/i;
// Words a sentence or a person's line holds and a label row never does.
export const PERSONAL = /\b(?:i|i'm|i've|my|me|we|our|you|your|lol|omg)\b/;

/** A row's items between its separators, their edge punctuation off. */
export const rowItems = (text: string) =>
  text
    .split(SEPARATOR)
    .map((item) => item.replace(/^[.,:;\s]+|[.,:;\s]+$/g, ""))
    .filter(Boolean);

const lower = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();

/** A role beside a firm, the row's only metadata, is the person's headline ("Chief Vibes Officer · Acme Inc."), theirs to be roasted for. */
const isHeadlineAtFirm = (items: string[], text: string) => items.every((item) => !isMetaItem(item) || FIRM.test(item)) && looksLikeJobTitle(text);

/**
 * The line is the app's metadata: one meta item alone, or a row of short items apart by "·", "|"
 * or " - " of which one at least is meta ("Software Engineer - Current Employee, more than 3
 * years", "Just Chatting · 1.2K viewers"). A name with a time is an author line, and a sentence never is meta.
 */
export function isMetaLine(text: string): boolean {
  const line = lower(text);
  if (line === "" || /[!?]$/.test(line) || line.split(" ").length > 14) return false;
  const whole = line.replace(/[.,:;]$/, "");
  if (!DISTANCE.test(whole) && isMetaItem(whole)) return true;
  if (TALLY_ROW.test(text.trim()) || LOG_ROW.test(text.trim())) return true;
  // A name, not a sentence: its first word is no word of the language ("Got 12 likes" is someone's).
  const tally = NAME_THEN_COUNT.exec(text.trim().replace(/[.,:;]$/, ""));
  if (tally && COUNT_ITEM.test(lower(tally[1])) && !isListedWord(text.trim().split(/\s+/)[0])) return true;
  const items = rowItems(line);
  if (items.length < 2 || items.length > 5) return false;
  if (isHeadlineAtFirm(items, text)) return false;
  const meta = items.filter(isMetaItem);
  // A name and a time ("Léa Fontaine @leafontaine_ · Mar 3") is who spoke and when: an author line (read-author-line.ts).
  if (meta.every(isTimeItem) && meta.length < items.length) return false;
  // Beside two items of metadata, a place may take more words ("Main St & 4th Ave · 0.3 mi · 2h ago").
  const label = (item: string) => item.split(" ").length <= (meta.length >= 2 ? 6 : 4) && !/[.!?]/.test(item) && !PERSONAL.test(item);
  return meta.length >= 1 && items.every((item) => isMetaItem(item) || label(item));
}

/**
 * A ledger's or a diary's row: its date, then the name of whom or where, in capitals and no more
 * than four words ("Nov 21 Loaf & Ladle", "3 Dec Marsh Lane Tyres"): the app's, as its payee is.
 */
const MONTH_CAPITAL = MONTH.split("|")
  .map((m) => `[${m[0]}${m[0].toUpperCase()}]${m.slice(1)}`)
  .join("|");
const LOG_ROW = new RegExp(
  String.raw`^(?:(?:${MONTH_CAPITAL})[a-z]*\.? \d{1,2}|\d{1,2} (?:${MONTH_CAPITAL})[a-z]*\.?)(?:,? \d{4})? (?:[\p{Lu}&][\p{L}'’&.-]*)(?: (?:[\p{Lu}&][\p{L}'’&.-]*|of|the|and|on|at|de|la)){0,3}$`,
  "u",
);

/** A log's row: a tally, its mark and what it counts, as titled ("3 · Leg Press", "4 x Bench Press (Barbell)"). */
const TALLY_ROW = /^\d{1,3}\s?[·x×]\s(?:\p{Lu}[\p{L}'’-]*\s?){1,4}(?:\([^()]{1,24}\))?$/u;

/**
 * A row of the app's short items apart by "·", "|" or " - ", one at least a time, a date, a
 * distance or a count: the app's metadata (isMetaLine) or who posted and when ("Graham · Circle
 * chat · 3:04 PM", read by read-author-line.ts). Either way the app's words, never a quote.
 */
export function isItemRow(text: string): boolean {
  if (isMetaLine(text)) return true;
  const line = lower(text);
  if (line === "" || /[!?]$/.test(line)) return false;
  const items = rowItems(text.trim());
  if (items.length < 2 || items.length > 5 || !items.some((item) => isMetaItem(lower(item)))) return false;
  if (isHeadlineAtFirm(items.map(lower), text)) return false;
  // Beside a time alone, the other items name someone or somewhere, as names are written: each opens
  // on a capital or a handle's sign. "best day ever · 3h" is a caption OCR read with its age.
  // A place after "at" or "in" is where it was posted from, as a check-in names it ("at IKEA Leeds - Home Store - 5:58 PM").
  const named = (item: string) =>
    /^(?:(?:at|in) )?[\p{Lu}@#]/u.test(item) && item.split(" ").length <= 4 && !/[!?]|\.(?:\s|$)/.test(item) && !PERSONAL.test(lower(item));
  return items.every((item) => isMetaItem(lower(item)) || named(item));
}

// What the app glues after the words: a meta item after a separator, an audience count, a folder chip.
const TAIL_AFTER_SEPARATOR = /^(.*?\S)\s+[·•|–—-]\s+([^·•|–—]+)$/u;
const AUDIENCE_TAIL = /^(.*?\S)\s+(\d[\d.,]*\s?[kKmM]?\s?(?:viewers?|watching(?: now)?|listening(?: now)?|listeners))$/u;
const FOLDER_TAIL = /^(.*?\S)\s+(Inbox|Spam|Junk|Promotions|Updates|Forums|Drafts|Sent|Archive|Archived|Trash|Starred)$/u;
// The same chip as OCR may read it, in lower case, after a subject that closes a bracket or a sentence.
const FOLDER_AFTER_CLOSE = /^(.*?[)\]!?.])\s+(inbox|spam|junk|promotions|updates|forums|drafts|sent|archive|archived|trash|starred)$/iu;
// Words a sentence can end on before a folder's name is its object ("… check my Inbox").
const BEFORE_OBJECT = /\b(?:my|the|your|our|his|her|their|a|an|in|to|from|of|into|check|empty|clear|zero)$/i;
// A category's name before an audience: one to three capitalised words ("Just Chatting", "Art").
const CATEGORY_TAIL = /^(.*?\S)\s+((?:\p{Lu}[\p{L}&'-]*\s?){1,3})$/u;

/**
 * A content line with the app's metadata glued to its end, cut before it: "cozy sunday grind
 * Just Chatting 1.2K viewers" is "cozy sunday grind", "Quarterly numbers look great Inbox"
 * is "Quarterly numbers look great". The same line when nothing meta ends it.
 */
export function cutMetaTail(text: string): string {
  let head = text.trim();
  for (let i = 0; i < 3; i++) {
    const next = cutOnce(head);
    if (next === head) break;
    head = next;
  }
  return head;
}

function cutOnce(text: string): string {
  const words = (s: string) => s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  const separated = TAIL_AFTER_SEPARATOR.exec(text);
  if (separated && words(separated[1]) >= 2 && isMetaItem(lower(separated[2]).replace(/[.,:;]$/, ""))) return separated[1];
  const audience = AUDIENCE_TAIL.exec(text);
  if (audience && words(audience[1]) >= 2) {
    // The category the stream is listed under sits right before its viewers, after a title in sentence case.
    const category = CATEGORY_TAIL.exec(audience[1]);
    return category && /\p{Ll}/u.test(category[1].split(/\s+/).slice(-3).join(" ")) && words(category[1]) >= 2 ? category[1] : audience[1];
  }
  const folder = FOLDER_TAIL.exec(text) ?? FOLDER_AFTER_CLOSE.exec(text);
  if (folder && words(folder[1]) >= 2 && !BEFORE_OBJECT.test(folder[1])) return folder[1];
  return text;
}
