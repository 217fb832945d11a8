import type { LineRole, ScreenLine } from "../../../types";
import type { ScreenMatch } from "./match-on-screen";

/** Whose words a script says a quote is: the owner's, someone else's, the app's; unknown when it does not say. */
export type Whose = "owner" | "other" | "app" | "unknown";

/** The app's own lines, as the reader places them: a button, a tab, a header, a timestamp. */
const APP_ROLES = new Set<LineRole>(["status_bar", "navigation", "button", "section_label", "ui", "timestamp", "prompt"]);
/** Below this OCR confidence the reader may have read the app's words where there were none. */
const SURE_READING = 0.8;

/**
 * Whether the reader is sure a line is not the owner's words: someone else's with their name read
 * beside it (a comment's author) or on the other side of a chat, or the app's own (a button, a
 * tab) read clearly. A line the reader only guessed was someone else's (a bio given to "another
 * person") is not sure.
 */
function surelyNotOwners(line: ScreenLine): "other" | "app" | undefined {
  if (line.owner === "other" && (line.author || line.role === "chat_message")) return "other";
  if (line.owner === "ui" && APP_ROLES.has(line.role) && line.confidence >= SURE_READING) return "app";
  return undefined;
}

/**
 * Attribution is the model's: it sees the screen. Its claim is vetoed only when it says a quote is
 * the owner's and every place the words are on screen is, for sure, someone else's or the app's.
 * The reader is sure only on an app it recognises (`knownLayout`): its rules for comments, authors
 * and chat sides were written from those apps' layouts, and elsewhere they are guesses the model,
 * which sees the image, is better placed to make. Gives the place to use (one that agrees with the
 * claim when there is one) or why the claim is false.
 */
export function judgeAttribution(whose: Whose, matches: ScreenMatch[], knownLayout: boolean): { match: ScreenMatch } | { refused: string } {
  if (whose !== "owner" || !knownLayout) return { match: matches[0] };
  const owners = matches.find((m) => m.lines.some((l) => !surelyNotOwners(l)));
  if (owners) return { match: owners };
  const line = matches[0].lines[0];
  const who = surelyNotOwners(line) === "app" ? "the app's own words" : `${line.author ? `${line.author}'s` : "the other person's"} words`;
  return { refused: `'${matches[0].text}' is ${who} on the screen, not the owner's` };
}
