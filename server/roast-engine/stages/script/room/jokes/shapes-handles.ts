import type { TropeSource } from "../joke-types";
import { handled } from "./shapes-match";

/**
 * The handle's shape ({q} "@devon_ships_it", said as read): the punctuation in it, the digits on
 * its end, "official", "real", "the", a sign-off, its length, a verb. A handle is one written word
 * and up to five spoken ones, so these jokes run long alone or short with a tag.
 */
export const HANDLE_TROPES: TropeSource[] = [
  {
    // Two or more dots or underscores.
    id: "handle-punctuation",
    // About the punctuation, not the words: below any joke written for what the words say.
    broad: true,
    match: handled(/[\w.@]*[._][\w]*[._][\w.]*/i),
    jokes: [
      "{q}. A username with that much punctuation is just a password you're saying out loud in public.",
      "{q}. Every separator in there looks like a version of the name somebody else got to first.",
      ["{q}. Reading it out loud takes longer than the actual roast, and we timed both.", "The handle won."],
      ["{q}. A handle you have to spell for people, slowly, twice, with hand gestures.", "They still get it wrong."],
    ],
  },
  {
    // Digits on the end: never read as a birth year, only as a name that was taken.
    id: "handle-digits",
    match: handled(/\d{2,}$/),
    jokes: [
      "{q}. The number on the end means the name was taken, and so were the next few.",
      ["{q}. Somebody else probably has the version without the numbers, living your life.", "Badly, we hope."],
      "{q}. The digits are there because the plain name belongs to a stranger, who is doing great.",
      "{q}. A username with a number tacked on the end, like a locker at a very busy station.",
    ],
  },
  {
    id: "handle-official",
    match: handled(/[\w.@]*official[\w.]*/i),
    jokes: [
      "{q}. Official, as opposed to all the unofficial versions of you nobody has ever been making.",
      "{q}. The word official protects you from impostors, who have so far kept a very low profile.",
      "{q}. An official account, in case anyone ever mistook a different one for the real you.",
      "{q}. Sounds like a press office, which is a lot of building for one username.",
    ],
  },
  {
    id: "handle-real",
    match: handled(/@(?:the)?real(?!t|ly|ity|es|m|is|iz)[\w.]*|[\w.@]*[._]real(?:[._][\w.]*)?$/i),
    jokes: [
      ["{q}. Real, as opposed to a fake one that may or may not exist.", "Nobody has checked, out of respect."],
      "{q}. Putting real in the name is exactly what a fake account would do, which is worrying.",
      ["{q}. The real you, confirmed by the only source available: you.", "Independent verification is still pending."],
      ["{q}. If this is the real one, we don't want to meet the rehearsal.", "Or the understudy."],
    ],
  },
  {
    id: "handle-the",
    match: handled(/@the(?!o|a|re(?!al)|m|ta|ss|lma|rapy|ology)[\w.]+/i),
    jokes: [
      "{q}. Putting the word the in front of the name, as if there was a competition for it.",
      ["{q}. The definite article, claiming a title nobody else was ever really contesting.", "The others have moved on."],
      "{q}. Not just any one of them, but the one, as if the rest were all early drafts.",
      ["{q}. That little the is carrying the confidence of a royal announcement.", "By order of nobody."],
    ],
  },
  {
    // A review built into the name: "@kwame.dances.badly", "@marisol.cooks.chaos".
    id: "handle-self-own",
    match: handled(/(?<=[._])(?:badly|poorly|sometimes|barely|chaos|chaotically|messily|tries|attempts|fails|struggles|ish|kinda|maybe)/i),
    jokes: [
      "{q}. A handle that lowers expectations before anyone has even had a chance to form any.",
      "{q}. You put the review in the username, which saves the comments a lot of typing.",
      ["{q}. Honest branding, with the disclaimer built right into the name.", "Legally, you are completely covered."],
      "{q}. The {w} in that handle is the most accurate word anywhere on this entire page.",
    ],
  },
  {
    id: "handle-xo",
    mood: "wholesome",
    match: handled(/[\w.@]*(?:[._]xo(?:xo)*|xoxo)[\w.]*/i),
    jokes: [
      ["{q}. A sign-off built into the username, so every message already ends with a hug.", "Unrequested."],
      "{q}. Hugs and kisses built into the handle, which is a lot of affection for a login.",
      ["{q}. Signing off before saying anything, like a letter that is only the goodbye.", "Warmly, and with nothing else."],
    ],
  },
  {
    id: "handle-long",
    match: handled(/@[\w.]{18,}/i),
    jokes: [
      ["{q}. A username you need a run-up for, and a breath halfway through.", "Then another breath."],
      "{q}. Reading that handle aloud has used up most of this roast, so consider yourself roasted.",
      ["{q}. By the time anyone finishes typing it, they've forgotten why they searched.", "Which was this."],
    ],
  },
  {
    // A handle that says what the person does: "@devon_ships_it", "@maya.eats".
    id: "handle-verb",
    match: handled(
      /(?<=[@._])(?:eats|travels|codes|ships|builds|makes|bakes|cooks|runs|lifts|reads|writes|vlogs|films|creates|designs|explores|wanders|draws|paints|sings|dances|thrifts|climbs|surfs|hikes)/i,
    ),
    jokes: [
      ["{q}. A handle that is also a status update, and the status never changes.", "Still {w}, apparently, every single day."],
      "{q}. The verb in the handle promises we'll see you do it, and a handle is a binding contract.",
      "{q}. A username with a verb in it is a résumé you have to say out loud.",
    ],
  },
];
