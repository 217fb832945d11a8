import { parseCount } from "../../analyze/parse-counts";
import { unionBox } from "../../analyze/union-box";
import type { Analysis, LineRole } from "../../../types";
import type { Detail } from "./detail";
import { eachMatch } from "../each-match";

/** A number with its unit as an app shows a person's numbers: "12.4 km", "1,042 ratings", "Level 212", "412-day streak". */
const STAT =
  /(?<![\p{L}\d.,])(?:\d[\d,.:]*\s?k?\s?(?:km|mi|miles|kcal|cal|calories|steps|min|mins|minutes|hrs|hours|(?:-day|day) streak|days?|reviews|ratings|photos|books|chapters|plays|streams|listeners|viewers|views|upvotes|reads|xp|points|lbs|kg|kj|bpm|sq ?ft|sqft)|(?:level|lvl|day|chapter|unit) \d[\d,]*|[$£€]\s?\d[\d,]*(?:\.\d{2})?\s?[km]?)(?![\p{L}\d])/giu;
/** A line that is one stat and nothing else ("1,347 day streak"). */
const WHOLE_STAT = new RegExp(`^(?:${STAT.source})$`, "iu");
const MAX_STATS = 3;
const STAT_ROLES: ReadonlySet<LineRole> = new Set(["ui", "count", "detail"]);

/**
 * The person's numbers as the screen shows them (a run's distance, a diary's calories, a level, a
 * streak): lines the reader rightly leaves out of their words (interface-traits.ts) but that a joke
 * may set beside their words, said exactly as shown ("'felt good', filed next to 0.62 km").
 * Never another person's, never a count the profile counts already hold.
 */
export function findStatDetails(analysis: Analysis): Detail[] {
  // A sure chat's rows of numbers are the service's (a ride's "Arriving in 4 min", an order's total), never what the person did.
  if (analysis.kind === "chat" && analysis.kindSure) return [];
  const counted = new Set(Object.values(analysis.counts).map(String));
  // Among other people's entries (a shop's reviews), a count of reviews or ratings is the page's
  // tally of them, the product's; it is a member's own only on a page of one voice.
  const writers = new Set(analysis.lines.flatMap((l) => (l.owner === "other" && l.author ? [l.author] : [])));
  const pageTally = writers.size >= 2;
  // A distance the screen says is how far away the person is ("Online · 0.6 mi away") is that
  // wherever else it stands ("Personal trainer · 0.6 mi"): the viewer's position, not their doing.
  const away = new Set(analysis.lines.flatMap((l) => [...eachMatch(DISTANCE_AWAY, l.text)].map((m) => m[1].replace(/\s+/g, "").toLowerCase())));
  const activity = analysis.kind !== "dating" && isActivityPage(analysis.lines);
  const found: Detail[] = [];
  for (const line of [...analysis.lines, ...findStatTiles(analysis.lines)]) {
    // The app's rows of numbers only: a number inside someone's sentence is their words (a quote).
    if (line.owner === "other" || !STAT_ROLES.has(line.role)) continue;
    for (const match of eachMatch(STAT, line.text)) {
      const text = match[0].trim();
      // "2 min ago" and "in 4 min" are when and "3 miles away" where, not how much the person did;
      // so is a range's end ("Ships in 5-10 days", v42's Selency: "10 days, and …" was judged garbled).
      if (/^\s*(?:ago|away)\b/i.test(line.text.slice((match.index ?? 0) + match[0].length))) continue;
      if (/(?:\b(?:in|within|every|for)|\d\s?[-–])\s*$/i.test(line.text.slice(0, match.index ?? 0))) continue;
      if (pageTally && /(?:reviews|ratings)$/i.test(text)) continue;
      if (isBetweenTabs(line.text, match.index ?? 0, text)) continue;
      if (away.has(text.replace(/\s+/g, "").toLowerCase())) continue;
      if (!activity && DISTANCE.test(text)) continue;
      const value = parseCount(text.replace(/[^\d.,]/g, ""));
      if (found.length >= MAX_STATS || found.some((d) => d.text === text) || (value !== undefined && counted.has(String(value)))) continue;
      // A price is what something costs, not what the person did: no joke about their measured numbers names it.
      const label = /^[$£€]/.test(text) ? "price" : "stat";
      if (label === "price" && isVoteInAColumn(line, analysis)) continue;
      found.push({ kind: "count", text, say: text, ctx: text, label, value, box: line.box, target: "count", weight: 0.35, quoted: [text] });
    }
  }
  return found;
}

/**
 * A number between two tab labels ("Overview Reviews 412 Photos Info"): a tab row's count stands
 * after its label or before it, so whose it is the words cannot tell (2GIS's "412 Photos" counted
 * reviews, and was judged false blind on v31).
 */
function isBetweenTabs(line: string, at: number, stat: string): boolean {
  const unit = stat.match(/\p{L}+$/u)?.[0] ?? "";
  return /^\p{Lu}/u.test(unit) && /(?:^|\s)\p{Lu}\p{Ll}+\s+$/u.test(line.slice(0, at));
}

/** A distance said to be away: "0.6 mi away", "3 km away". */
const DISTANCE_AWAY = /(\d[\d.,]*\s?(?:km|mi|miles))\s+away\b/giu;

/** A number that is a distance: "2 km", "1.2 miles". */
const DISTANCE = /^\d[\d.,]*\s?(?:km|mi|miles)$/iu;

/** Words of a page about something done on foot, wheels or water: a run's pace, a ride's time, a hike. */
const ACTIVITY =
  /\b(?:pace|elev(?:ation)?|elev gain|moving time|kudos|splits?|runs?|running|ran|rides?|riding|cycl\w*|walk(?:s|ed|ing)?|hik(?:e|es|ed|ing)|swim(?:s|ming)?|row(?:ed|ing)|workouts?|activit(?:y|ies)|route|marathon|\d+k|km\/h|mph|min\/km|\/km|\/mi)\b|\b\d{1,2}:\d{2}(?::\d{2})?\s?(?:\/\s?(?:km|mi)|min)\b/iu;

/**
 * Whether the page is about what the person did on foot, wheels or water (a run, a ride, a hike):
 * only there is a distance theirs. Elsewhere it is how far they are from the viewer ("Walthamstow,
 * London - 3 miles" on a dating card, where "3 miles, and 'I'm a foley artist'" was judged a
 * template barely about her) or a thing's mileage. One cue is enough, where the words' genre
 * (find-words-genre.ts) wants two before it renames them: "Morning run · 1.4 mi" is a run.
 */
function isActivityPage(lines: Analysis["lines"]): boolean {
  // The app's own words (a tile's "Pace", a row's "Morning Run"), not a bio's "Lido swims before
  // work" nor a profile's chip of interests ("Runs").
  return lines.some((l) => APP_ROLES.has(l.role) && ACTIVITY.test(l.text));
}

const APP_ROLES: ReadonlySet<LineRole> = new Set(["ui", "count", "navigation", "button", "section_label", "timestamp"]);

/** A lone number on its line: a vote count, a score. */
const LONE_NUMBER = /^[^\p{L}\d]{0,2}\d[\d,.]*[kKmM]?$/u;

/**
 * A "price" alone on its line in a column of lone numbers ("£88" over "63", "471", "«27"): the
 * column is a thread's votes, and the sign is its arrow as OCR read it. It costs nothing.
 */
function isVoteInAColumn(line: Analysis["lines"][number], analysis: Analysis): boolean {
  if (!/^[$£€]\s?\d[\d,]*$/.test(line.text.trim())) return false;
  const column = analysis.visual.width * 0.04;
  return analysis.lines.some(
    (l) => l !== line && LONE_NUMBER.test(l.text.trim()) && !/[$£€]/.test(l.text) && Math.abs(l.box.x + l.box.w - (line.box.x + line.box.w)) <= column,
  );
}

/**
 * A stats tile's number and its label on the line under it ("1,347" over "Day streak"), as one
 * line ("1,347 Day streak") when the two read as a stat (STAT): a number alone means nothing, and
 * the tiles of a profile's statistics were left out while the person's best numbers were in them.
 */
function findStatTiles(lines: Analysis["lines"]): Analysis["lines"] {
  const tiles: Analysis["lines"] = [];
  for (const line of lines) {
    if (line.owner === "other" || !STAT_ROLES.has(line.role) || !/^\d[\d,.:]*$/.test(line.text.trim())) continue;
    const label = lines.find(
      (l) =>
        l !== line &&
        l.owner !== "other" &&
        l.box.y > line.box.y &&
        l.box.y - (line.box.y + line.box.h) < line.box.h * 0.8 &&
        l.box.x < line.box.x + line.box.w + line.box.h &&
        l.box.x + l.box.w > line.box.x - line.box.h &&
        /^\p{L}[\p{L} ]{1,24}$/u.test(l.text.trim()),
    );
    if (!label) continue;
    const text = `${line.text.trim()} ${label.text.trim().toLowerCase()}`;
    if (WHOLE_STAT.test(text)) tiles.push({ ...line, text, box: unionBox([line.box, label.box]) });
  }
  return tiles;
}
