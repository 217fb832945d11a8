import type { TropeSource } from "../joke-types";
import { said, SELF_ROLES } from "./shapes-match";

/**
 * The small words where a person's own story turns: a "now" that makes a mishap the new rule, an
 * "also" that brings a second disaster in behind the first, a "has started" that opens a habit, a
 * "twice" that makes a slip a method, a "somehow" that leaves the how out. Each joke is about that
 * word in the person's own line, so it follows from what they wrote and claims nothing else.
 * Keyed on the words' form, they rank above the catch-alls and below a joke written for the topic
 * (match-themes.ts, scoreMatch).
 */
export const TURN_TROPES: TropeSource[] = [
  {
    // "The dog sleeps in the hall now", "The peas are in the shed now": a line that ends on the new
    // state of things, three words or more before it. Not where the person is at the moment ("I
    // am at the guard house now", "on the way now"), not "what happens now", "right now", "for
    // now", "just now", "until now", "by now" or "from now", nor a button's "Available now".
    id: "now-the-rule",
    broad: true,
    match: {
      ...said(
        /^(?!\s*(?:I|I['’]m|I am|we|we['’]re|we are)\b)(?!.*\b(?:happens|what|how|here|there|outside|downstairs|upstairs|home|way|coming|leaving|going)\s+now\b)(?=(?:\S+\s+){3}).*(?<!\b(?:right|for|just|until|till|by|from|even|only|and|but|so|up|as of|available|book|order|shop|buy|listen|watch|apply|open|live|join|download|play|call|register|subscribe|start|try)\s)\bnow(?=[.!…]*\s*$)/i,
        SELF_ROLES,
      ),
      form: "sentence",
    },
    jokes: [
      ["{q}. That 'now' at the end is a new house rule, and nobody voted on it.", "It passed anyway."],
      ["{q}. Not an incident, then: the new normal, announced.", "Effective immediately."],
      ["{q}. The 'now' means there was a before, and it is never coming back.", "Nobody mentions the before."],
      ["{q}. Said like a weather report: this is simply how things are now.", "Outlook: more of the same."],
    ],
  },
  {
    // "Now also Harvest Gold", "Also rain", "which it turns out was also moss": the second thing,
    // brought in behind the first.
    id: "also-more",
    broad: true,
    match: { ...said(/\balso\b/i, SELF_ROLES), form: "sentence" },
    jokes: [
      ["{q}. The 'also' is where the story quietly got worse.", "It usually is."],
      ["{q}. 'Also': the word that walks in after the damage and brings more.", "It didn't wipe its feet."],
      ["{q}. Everything after the 'also' is the part people will remember.", "Sorry about that."],
      ["{q}. One thing would have been a story. The 'also' makes it a collection.", "Curated, and growing."],
    ],
  },
  {
    // "I have started saying hello to it", "My wife has started walking": a habit caught on its
    // first days, by the person who lives with it.
    id: "has-started",
    broad: true,
    match: {
      ...said(/\b(?:ha(?:s|ve)|I['’]ve|we['’]ve|she['’]s|he['’]s|they['’]ve|it['’]s)\s+(?:now\s+|just\s+|already\s+)?started\b/i, SELF_ROLES),
      form: "sentence",
    },
    jokes: [
      ["{q}. 'Started', so this is only the beginning.", "There will be updates."],
      ["{q}. A habit, caught in its first days, in writing.", "It has no idea it's being watched."],
      ["{q}. 'Has started': the words every household dreads.", "Next comes 'won't stop'."],
      ["{q}. Day one of something nobody will be able to stop.", "Mark the calendar."],
    ],
  },
  {
    // "We missed our stop twice", "I did think that. Twice.": the same slip again. Not a habit's
    // rate ("twice a week", "twice daily").
    id: "twice",
    broad: true,
    match: { ...said(/\btwice\b(?!\s+(?:a|an|per|each|every|daily|weekly|monthly|yearly|as)\b)/i, SELF_ROLES), form: "sentence" },
    jokes: [
      ["{q}. Once is an accident. Twice is a method.", "A third time is a hobby."],
      ["{q}. The 'twice' is the best word in it: once would have been bad luck.", "Twice is character."],
      ["{q}. Twice, which rules out a mistake and rules in a pattern.", "The pattern has been noted."],
      ["{q}. Anyone can do it once. It takes real commitment to do it twice.", "Respect, of a kind."],
    ],
  },
  {
    // "It somehow got worse", "Somehow we ended up at IKEA": the how, left out on purpose.
    id: "somehow",
    broad: true,
    match: { ...said(/\bsomehow\b/i, SELF_ROLES), form: "sentence" },
    jokes: [
      ["{q}. 'Somehow' is doing a lot of unexplained work here.", "Nobody is asking how. Nobody dares."],
      ["{q}. 'Somehow': the word for when the how is best left out of the report.", "For legal reasons."],
      ["{q}. That 'somehow' is a whole second story, politely not told.", "We'd pay to hear it."],
    ],
  },
];
