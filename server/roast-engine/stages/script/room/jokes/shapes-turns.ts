import type { TropeSource } from "../joke-types";
import { said, SELF_ROLES } from "./shapes-match";

/**
 * The small words where a person's own story turns: a "now" that makes a mishap the new rule, an
 * "also" that brings a second disaster in behind the first, a "has started" that opens a habit, a
 * "twice" that makes a slip a method, a ", which" that gives the first half away, one last word
 * after a full stop that takes the sentence back, a "somehow" that leaves the how out, a "since"
 * that dates a problem nobody fixed, a "nobody asked" said anyway, an "in hindsight". Each joke is about that
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
    // "The pool closes at 8, which the kids took personally", "looks a lot like Nike, which is
    // what we asked for": the clause after ", which" that gives the first half away.
    id: "which-aside",
    broad: true,
    match: { ...said(/(?<=\S\s*,\s+)(?:which|who)\b(?!\s+(?:one|ones|is why|means)\b)(?=(?:\s+\S+){2,})/i, SELF_ROLES), form: "sentence" },
    jokes: [
      ["{q}. Everything after the '{w}' is the part that gives it away.", "It always is."],
      ["{q}. The comma, then the '{w}': that's where the confession lives.", "Right at the back."],
      ["{q}. The '{w}' walks in late and tells the truth.", "Nobody invited it."],
      ["{q}. Sold in the first half, undone by the '{w}'.", "Full refund."],
    ],
  },
  {
    // "CI has been red since Tuesday", "The triangle has been missing since 2019", "Nobody has
    // replied since Tuesday": a fault that has gone on, unfixed, from a day everyone remembers.
    // A state that is no fault ("I have been a member since March") takes none.
    id: "ongoing-since",
    match: {
      ...said(
        /\b(?:(?:ha(?:s|ve)|(?:it|he|she|that|there)['’]s|I['’]ve|we['’]ve)\s+(?:not\s+|never\s+)?been\s+(?:\w+\s+)?(?:not|no|never|missing|broken|red|down|stuck|empty|leaking|dripping|waiting|off|closed|out|making|lost|gone|dead|flat|locked|blocked|unanswered)\b|(?:nobody|no one|nothing)\s+ha(?:s|ve)\s+\w+)\b.*\bsince\b\s+\S+/i,
        SELF_ROLES,
      ),
      form: "sentence",
    },
    jokes: [
      ["{q}. At this point it isn't a problem, it's a tradition.", "Balloons on the anniversary."],
      ["{q}. Long enough now to count as a feature.", "Put it in the brochure."],
      ["{q}. Nobody has fixed it, but everyone knows the day it started.", "Priorities."],
      ["{q}. Old enough now to have a birthday.", "Nobody's buying it a card."],
    ],
  },
  {
    // "Nobody asked, so I told them at the Christmas party": said anyway.
    id: "nobody-asked",
    match: { ...said(/\b(?:nobody|no one|no-one) asked\b/i, SELF_ROLES), form: "sentence" },
    jokes: [
      ["{q}. 'Nobody asked' is usually where people stop. Not here.", "Here it's where the story starts."],
      ["{q}. A public service nobody requested, delivered anyway.", "Politely, and at length."],
      ["{q}. The silence was the answer, and it was overruled.", "Bravely."],
    ],
  },
  {
    // "Went in flip flops, which in hindsight …", "Looking back, the tent was the problem".
    id: "in-hindsight",
    match: { ...said(/\bin hindsight\b|\blooking back\b|\bwith hindsight\b/i, SELF_ROLES), form: "sentence" },
    jokes: [
      ["{q}. Hindsight: the one thing in this story that arrived on time.", "Too late, but on time."],
      ["{q}. 'In hindsight' is doing the job a plan should have done.", "It's doing it very well."],
      ["{q}. The wisdom turned up afterwards, as it always does.", "It missed the whole thing."],
    ],
  },
  {
    // "The boat does not move. Usually", "A spreadsheet that balances first time. Also rain": a
    // whole sentence, then one word on its own that takes it back. Not a sign-off ("Thanks"), nor
    // a label's next field ("Print time: 41 hours. Filament").
    id: "last-word",
    broad: true,
    match: {
      ...said(
        /(?<!:.*)(?<=(?:\S+\s+){3}\S*[.!?]\s+)(?!(?:thanks|thank|cheers|please|sorry|hello|hi|bye|lol|haha|ok|okay|yes|no|yeah|yep|nope|love|xx?|thx|ty|enjoy|anyway)\b)\p{L}{4,}(?=[.!?…]*\s*$)/iu,
        SELF_ROLES,
      ),
      form: "sentence",
    },
    jokes: [
      ["{q}. One word at the end, and the whole sentence falls over.", "Timber."],
      ["{q}. The last word is doing all the comedy. The rest is set-up.", "Good set-up, to be fair."],
      ["{q}. The sentence was fine until the last word turned up.", "It always turns up."],
      ["{q}. A full stop, then one more word that changes everything.", "Tiny word. Huge damage."],
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
