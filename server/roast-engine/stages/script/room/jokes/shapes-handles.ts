import type { TropeSource } from "../joke-types";
import { handled } from "./shapes-match";

/**
 * The handle's shape ({q} "@devon_ships_it", said as read): the punctuation in it, the digits on
 * its end, "official", "real", "the", a sign-off, its length, a verb. A handle is one written word
 * and up to five spoken ones, so these jokes run long alone or short with a tag.
 */
export const HANDLE_TROPES: TropeSource[] = [
  {
    // Two or more dots or underscores: "@the.real_maya.x".
    id: "handle-punctuation",
    // About the punctuation, not the words: below any joke written for what the words say.
    broad: true,
    match: handled(/[\w.@]*[._][\w]*[._][\w.]*/i),
    jokes: [
      "{q}. A username with that much punctuation is really just a password you say out loud.",
      "{q}. Every dot and underscore in there is a version of the name somebody else got first.",
      ["{q}. Reading that out loud takes longer than the roast itself.", "The handle won, on time."],
      ["{q}. A handle you have to spell out for people, punctuation and all.", "They still get it wrong."],
    ],
  },
  {
    // Digits on the end: never read as a birth year, only as a name that was taken.
    id: "handle-digits",
    match: handled(/\d{2,}$/),
    jokes: [
      "{q}. The number on the end means the name was taken, and so were the next few.",
      ["{q}. Somewhere, the version without the numbers is out there living your life.", "Badly, we hope."],
      ["{q}. A name with a number on it, like a ticket at the deli counter.", "Now serving: you."],
      "{q}. Those digits are the receipt for every version of the name that was already taken.",
    ],
  },
  {
    // "@danofficial", "@maya.official".
    id: "handle-official",
    match: handled(/[\w.@]*official[\w.]*/i),
    jokes: [
      "{q}. Official, as opposed to all the unofficial versions of you that nobody has been making.",
      ["{q}. The word official, guarding you against impostors who never turned up.", "They're not coming, sadly."],
      ["{q}. Official, as if there's a whole press office behind it.", "The press office is you."],
      ["{q}. Official, which implies an unofficial you somewhere, saying even worse things.", "We'd follow that one."],
    ],
  },
  {
    // "@therealdan", "@maya_real".
    id: "handle-real",
    match: handled(/@(?:the)?real(?!t|ly|ity|es|m|is|iz)[\w.]*|[\w.@]*[._]real(?:[._][\w.]*)?$/i),
    jokes: [
      ["{q}. Real, as opposed to a fake one that may or may not exist.", "Nobody has checked."],
      ["{q}. Putting real in the name is exactly what a fake account would do.", "Very suspicious."],
      ["{q}. The real you, confirmed by the only source available: you.", "Independent checks are still pending."],
      ["{q}. If this is the real one, we'd hate to meet the rehearsal.", "Or the understudy."],
    ],
  },
  {
    // "@thedanshow", "@the.maya".
    id: "handle-the",
    match: handled(/@the(?!o|a|re(?!al)|m|ta|ss|lma|rapy|ology)[\w.]+/i),
    jokes: [
      ["{q}. A definite article in front of the name, as if there were others to beat.", "There weren't."],
      ["{q}. The definite article, claiming a title nobody else was contesting.", "The others have moved on."],
      "{q}. Not just any one of them, but the one, as if all the rest were early drafts.",
      ["{q}. That little the is doing the work of a royal announcement.", "By order of nobody."],
    ],
  },
  {
    // A review built into the name: "@kwame.dances.badly", "@marisol.cooks.chaos".
    id: "handle-self-own",
    match: handled(/(?<=[._])(?:badly|poorly|sometimes|barely|chaos|chaotically|messily|tries|attempts|fails|struggles|ish|kinda|maybe)/i),
    jokes: [
      "{q}. A handle that lowers expectations before anyone has even had the chance to form any.",
      "{q}. You put the review in the username, which saves the comments a lot of typing.",
      ["{q}. Honest branding, with the disclaimer built right into the name.", "Legally, you are fully covered."],
      ["{q}. That {w} is the most honest word you've ever typed.", "And you picked it all by yourself."],
    ],
  },
  {
    // "@sarah_xo", "@xoxo.jen".
    id: "handle-xo",
    mood: "wholesome",
    match: handled(/[\w.@]*(?:[._]xo(?:xo)*|xoxo)[\w.]*/i),
    jokes: [
      ["{q}. A sign-off built into the username, so every hello ends with a hug.", "Unrequested, mostly."],
      "{q}. Hugs and kisses built into the handle, which is a lot of affection for a login.",
      ["{q}. Signing off before saying anything, like a letter that's only the goodbye.", "Warmly, and nothing else."],
    ],
  },
  {
    // "@definitelynotachefbutcooking": a handle you need a run-up for.
    id: "handle-long",
    match: handled(/@[\w.]{18,}/i),
    jokes: [
      ["{q}. A username you need a run-up for, and a breath halfway through.", "Then another breath."],
      "{q}. Reading that handle aloud has used up most of this roast, so consider yourself roasted.",
      ["{q}. Every friend who tags you has to copy and paste it.", "Nobody types that twice."],
    ],
  },
  {
    // A handle that says what the person does: "@devon_ships_it", "@maya.eats".
    id: "handle-verb",
    match: handled(
      /(?<=[@._])(?:eats|travels|codes|ships|builds|makes|bakes|cooks|runs|lifts|reads|writes|vlogs|films|creates|designs|explores|wanders|draws|paints|sings|dances|thrifts|climbs|surfs|hikes)/i,
    ),
    jokes: [
      ["{q}. A handle that's also a status update, and the status never changes.", "Still {w}, apparently, every single day."],
      ["{q}. It says {w} right there in the name, so we'll be expecting proof.", "Daily proof, please."],
      ["{q}. A username with a verb in it is a CV you have to say out loud.", "Hired, for now."],
    ],
  },
];
