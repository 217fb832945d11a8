import { isGroupHeader, personsChatSide } from "../../analyze/conversation-layout";
import { isListedWord } from "../../analyze/lexicon";
import { dropAvatarGlyph, isPersonName, isPostedLine, spellsName } from "../../analyze/read-author-line";
import type { Analysis } from "../../../types";
import { soundsLikeAName } from "./name-sounds";

/** A given name as written on a name line: capitalised, letters only ("Devon", "Zoé", "Anne-marie"). */
const GIVEN = /^\p{Lu}[\p{Ll}'’-]{2,}$/u;
/**
 * A compound of the language's words, a detail of a profile ("Non-smoker", "Self-taught"), never a
 * name: v33's Adopte roast called its person "Non-smoker".
 */
const isCompoundWord = (word: string) => {
  const parts = /^(\p{L}+)-(\p{Ll}+)$/u.exec(word);
  return parts !== null && isListedWord(parts[2]);
};
/** A surname or an initial after it ("Okafor", "R.", "de"). */
const REST = /^(?:\p{Lu}[\p{Ll}'’-]+|\p{Lu}\.?|de|van|von|da|di|le|la)$/u;
/** A name line's age after the name, as a dating card prints it: "Maya 27", "Leonie, 27". */
const AGED = /^[^\d]+?,?\s+\d{2}\b/u;
/** A line that is nothing but a first name, maybe an initial, and an adult's age: "Ebony, 41", "Kai R. 29". */
const NAME_AND_AGE = /^\p{Lu}[\p{Ll}'’-]{2,}(?:\s+\p{Lu}\.?)?,?\s+(?:1[89]|[2-9]\d)$/u;

/**
 * The first name of the person whose screen it is, only where the screen says it twice over: a
 * name line the reader gave the owner, whose first name their own handle also spells
 * ("Devon Okafor" and "@devon_ships_it"), or a dating card's name (the app shows only theirs).
 * One name only: two different owners' names, or a line no handle spells (a business's, "Café
 * Lumen") give none. In a one-to-one chat the reader is sure of, the person whose side it read as
 * the owner's is the one the chat is with: its header or its message box names them
 * (findChatPartner). In a list of entries, the name the person's entry was written under. Used
 * to speak to the person (ROAST-STYLE rule 6: never a name they do not have).
 */
export function findOwnerName(analysis: Pick<Analysis, "lines" | "kind" | "kindSure" | "visual">): string | undefined {
  if (!analysis.visual.isScreenshot) return undefined;
  if (analysis.kind === "chat" && analysis.kindSure === true) return findChatPartner(analysis);
  // The person's entry in a list of several (a forum's posts, a shop's reviews) keeps the name its
  // row printed over it (attribute-review-rows.ts): their words, under their name.
  const writers = new Set(analysis.lines.flatMap((l) => (l.owner === "self" && l.author !== undefined ? [l.author] : [])));
  // A first name that is also a word ("Van", "Lat") may be a thing the row was about: none is said.
  const first = writers.size === 1 ? firstNameOf([...writers][0]) : undefined;
  if (writers.size === 1)
    return first && !isListedWord(first.toLowerCase()) && soundsLikeAName(first) && !namesAPlace([...writers][0], analysis.lines) ? first : undefined;
  const handles = analysis.lines
    .filter((l) => l.owner === "self" && (l.role === "handle" || l.role === "name"))
    .flatMap((l) => l.text.match(/@[\p{L}\p{N}._]{3,}/gu) ?? []);
  const names = new Set<string>();
  const sureCard = analysis.kind === "dating" && analysis.kindSure === true;
  for (const line of analysis.lines) {
    // A sure card's name and age may be read as one of its details ("Ekaterina, 34" among "Lviv,
    // Ukraine" and "170 cm", where the app's logo took the name line): the whole line is a name and an age.
    const namedDetail = sureCard && line.role === "detail" && NAME_AND_AGE.test(line.text.trim());
    if ((line.role !== "name" && !namedDetail) || line.owner !== "self") continue;
    const first = firstNameOf(line.text);
    // A name OCR misread ("Sdnke" for "Sönke") is no name to call them by.
    if (!first || !soundsLikeAName(first)) continue;
    // A dating card (the reader is sure it is one) shows one person's name, large, with their age
    // ("Maya 27", "Leonie, 27"): a word alone up there may be the app's own logo ("Jaumo").
    const spelled = handles.some((h) => spellsName(h, first));
    const card = sureCard && AGED.test(line.text);
    if (spelled || card) names.add(first);
  }
  return names.size === 1 ? [...names][0] : undefined;
}

/** Words set before a place, never before a person's name: "Pickup in Kuopio", "a lad from Tralee". */
const BEFORE_A_PLACE = new Set(["in", "from", "near", "outside", "around"]);
/** A place and its region or street as an address line writes them: "Viljandimaa, Viljandi", "Gertrude St, Fitzroy". */
const PLACE_PAIR = /\p{Lu}[\p{L}.'’-]*,\s+\p{Lu}[\p{L}'’-]+/u;

/**
 * Whether the row's "writer" is a place the layout read as one: a listing's or a venue's meta line
 * ("Kuopio - Private - 3 days ago", "Spanish - Gertrude St, Fitzroy") has a name's shape, and
 * v37's roast of an ice auger called its seller "Kuopio". The screen says so three ways: its
 * words put the name after "in" or "from"; its own line goes on with an address ("X, Y"); or it
 * says where and how long ago under a person's name, the real writer ("a Gaspar Lima" over
 * "Campinas - 2 hours ago").
 */
function namesAPlace(writer: string, lines: Analysis["lines"]): boolean {
  const first = writer.split(/[\s,]/)[0];
  const words = lines
    .map((l) => l.text)
    .join(" ")
    .toLowerCase()
    .split(/[^\p{L}'’]+/u);
  if (words.some((w, i) => w === first.toLowerCase() && BEFORE_A_PLACE.has(words[i - 1]))) return true;
  const at = lines.findIndex((l) => l.author === undefined && dropAvatarGlyph(l.text).trim().startsWith(writer));
  if (at < 0) return false;
  if (PLACE_PAIR.test(lines[at].text)) return true;
  // Over a line of where and how long ago ("Campinas - 2 hours ago"), a person's name is its writer;
  // over a writer's own row ("Solveig H. · Aug 2025") may stand anything, a tab's "Campervans Glamping".
  const above = at > 0 ? dropAvatarGlyph(lines[at - 1].text).trim() : "";
  return isPostedLine(lines[at].text) && above !== "" && !above.startsWith(first) && isPersonName(above);
}

/** "Devon Okafor" → "Devon"; "Jake 29" → "Jake"; "Léa Fontaine @leafontaine_ · Mar 3" → "Léa"; none for anything else. */
function firstNameOf(text: string): string | undefined {
  // Titles are joined by pipes ("Founder | Investor"); a name's line goes on with meta after a dot or a handle.
  if (text.includes("|")) return undefined;
  const words = text
    .replace(/\s*[@·•,(].*$/u, "")
    .replace(/\s+\d{2}$/, "")
    .trim()
    .split(/\s+/);
  if (words.length > 3 || !GIVEN.test(words[0]) || isCompoundWord(words[0]) || !words.slice(1).every((w) => REST.test(w))) return undefined;
  // A title is no first name: "Mrs Abernethy" is called Mrs Abernethy, never "Mrs".
  if (HONORIFIC.test(words[0])) return words.length >= 2 ? words.slice(0, 2).join(" ") : undefined;
  return words[0];
}

/** A title before a surname, as a school, a surgery or a shop names someone. */
const HONORIFIC =
  /^(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame|lady|lord|rev|revd|fr|sr|coach|captain|capt|nurse|officer|judge|madame|mme|herr|frau|señor|señora|sra)\.?$/i;

/** The message box's hint, naming whom the chat is with: "Message Sergei", "Reply to Kwame O.". */
const MESSAGE_BOX = /^(?:message|reply to|write to|send a message to|text)\s+(.+?)\s*$/i;
/** A chat's header sits in its top eighth, under the status bar. */
const HEADER_SHARE = 0.15;

/**
 * The first name of whom a one-to-one chat is with, the side the reader gave the owner: the name
 * its message box or its header shows, when the two do not disagree. None in a group (a header of
 * members, or senders named over their words), where the header is the group's.
 */
function findChatPartner(analysis: Pick<Analysis, "lines" | "visual">): string | undefined {
  const { lines } = analysis;
  if (lines.some((l) => isGroupHeader(l.text) || (l.owner === "other" && l.author !== undefined && l.role !== "name"))) return undefined;
  const boxed = lines.flatMap((l) => {
    const named = l.owner !== "self" ? MESSAGE_BOX.exec(l.text.trim()) : null;
    const first = named ? firstNameOf(named[1]) : undefined;
    return first ? [first] : [];
  });
  // A header line the app's is the partner's name only when the person's side is theirs (the left).
  const theirs = personsChatSide(lines, analysis.visual.width) === "partner";
  const header = lines.filter((l) => l.box.y < analysis.visual.height * HEADER_SHARE).flatMap((l) => headerName(l, theirs) ?? []);
  const names = new Set([...boxed, ...header]);
  return names.size === 1 ? [...names][0] : undefined;
}

/** What a chat's header says of the partner beside their name: never a name. */
const PRESENCE = /^(?:online|offline|active|typing|away|busy|last seen|seen|now)\b/i;

/**
 * The partner's first name from a line of a chat's header: the name line the reader gave them, or
 * where the person's messages are on the partner's side, a line the reader left to the app that is a name and no word of the language ("Faisal", not
 * "Messages"), an avatar's letter before it dropped. Their presence ("Online") names nobody.
 */
function headerName(line: Analysis["lines"][number], theirs: boolean): string | undefined {
  const text = dropAvatarGlyph(line.text);
  if (PRESENCE.test(text)) return undefined;
  const first = firstNameOf(text);
  if (!first) return undefined;
  if (line.role === "name" && line.owner === "self") return first;
  const appLine = theirs && line.owner === "ui" && (line.role === "ui" || line.role === "name");
  return appLine && text.split(/\s+/).length <= 2 && !isListedWord(first) ? first : undefined;
}
