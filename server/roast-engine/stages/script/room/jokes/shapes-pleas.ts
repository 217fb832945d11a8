import type { TropeSource } from "../joke-types";
import { OWN_ROLES, said } from "./shapes-match";

/** Where a sentence starts: the line's start, or just after another sentence's end. */
const STARTS = String.raw`(?<=^|[.!?…]\s*)`;

/**
 * What a sentence does to its reader, whatever it is about: a plea, an order, a promise to update,
 * a job put off until later, a disclaimer, a defence, faint praise, a reassurance, a shrug, an exit
 * from the story, a virtue self-reported. The jokes speak of what the phrase gives away, never of
 * the topic; about the form of the words, so below any joke written for what they say (broad).
 */
export const PLEA_TROPES: TropeSource[] = [
  {
    // "Please stop sending me reels", "Stop asking when I'm getting a dog", "I'm begging you".
    id: "plea",
    broad: true,
    match: said(
      /\b(?:please,? (?:just )?stop(?! (?:by|in|off|over|at|round)\b)|(?<!(?:never|don['’]?t|not) )stop asking|(?:i['’]?m|im|i am) (?:literally |actually |genuinely )?begging|begging (?:you|y['’]?all|everyone)|i beg (?:of )?you)\b/i,
    ),
    jokes: [
      ["{q}. Asking nicely: the negotiating tactic with the worst record in history.", "Just ahead of asking loudly."],
      ["{q}. Pleading in writing, where everyone can enjoy it at their own pace.", "And read it twice."],
      ["{q}. That's patience, hanging on by its very last thread.", "The thread is fraying."],
      ["{q}. A plea with no leverage behind it, which is how people know it's safe to ignore.", "They're ignoring it now."],
    ],
  },
  {
    // "Don't @ me", "Do not disturb", "Please don't ask": an order at the start of a sentence, not
    // the "don't" of a dropped "I" ("Don't know why I bother") nor one another trope has.
    id: "dont-order",
    broad: true,
    match: said(
      new RegExp(
        String.raw`${STARTS}(?:please,? |pls,? )?(?:don['’]?t|do not)\s+(?!(?:know|think|care|remember|have|need|mind|want|like|love|really|even|usually|normally|worry|hate me|just say|say hey|get me wrong|understand|see|feel|get why|get it|usually post|post)\b)[\w@'’]+`,
        "i",
      ),
    ),
    jokes: [
      ["{q}. An order, from someone with no authority over whoever's reading it.", "All management, no staff."],
      ["{q}. Nothing makes people want to do a thing like being told not to.", "Reverse psychology, by accident."],
      ["{q}. A rule with no referee, no penalty and, so far, no effect.", "The rule is doing its best."],
      ["{q}. Written like a sign on a door: seen by everyone, obeyed by nobody.", "Like every 'Push' sign ever printed."],
    ],
  },
  {
    // "Possibly load bearing. Will update", "More later", "Coming soon": a story with its ending owed.
    id: "will-update",
    broad: true,
    match: said(
      /\b(?:will (?:update|report back|keep (?:you|everyone|y['’]?all) posted)(?! (?:my|the|your|it|this|that|our|his|her|their)\b)|updates? to follow|(?:more|details|full story) (?:later|to follow|soon)|coming soon)\b/i,
    ),
    jokes: [
      ["{q}. Every unfinished story on the internet ends on '{w}'.", "The sequels are all still pending."],
      ["{q}. A cliffhanger, from someone who hasn't written the next episode.", "Or the ending."],
      ["{q}. The update has been pending since the moment it was promised.", "Status: buffering."],
      ["{q}. Promising more later is the politest way to leave before the questions start.", "The questions are still here."],
    ],
  },
  {
    // "I'll sort it tomorrow", "Starting Monday", "One day I'll learn the guitar": a job put off
    // (a plan with a date, "Going to Paris next week", is no deferral: it needs a verb of doing).
    id: "later-on",
    broad: true,
    match: said(
      /\b(?:(?:i['’]ll|i will) (?:(?:definitely|probably|actually|properly|totally|just) )?(?:do|start|finish|sort|fix|clean|tidy|reply|respond|answer|get (?:to|round to|around to|back to)|deal with|think about|try|write|update|look (?:at|into)|learn|pay|catch up|figure|work out|get started)\b(?: [\w'’]+){0,4}? (?:tomorrow|next week|later|eventually|at some point|one day|someday|some day|soon|on monday|monday)|(?:starting|from) (?:tomorrow|next week|monday)|(?:one day|someday|some day|one of these days),? i['’]?ll|(?:tomorrow|next week),? i['’]ll)\b/i,
    ),
    jokes: [
      ["{q}. A job handed to future you, who was not consulted.", "Future you has concerns."],
      ["{q}. The busiest person alive is you, a little bit later.", "Booked solid, forever."],
      ["{q}. The future has never once turned up. It keeps sending today instead.", "Today is not impressed either."],
      ["{q}. Later is where plans go to be kept warm, indefinitely.", "Some of them are quite old now."],
    ],
  },
  {
    // "For the record, I called it", "Just so you know, I was right", "To be clear, it was a joke".
    id: "for-the-record",
    broad: true,
    match: said(
      new RegExp(
        String.raw`\b(?:for the record(?! (?:store|shop|collection|label|player)\b)|let the record show|just so (?:you know|we['’]?re clear|everyone knows))\b|(?:${STARTS}|(?<=,\s*))(?:just )?to (?:be clear|clarify)\b`,
        "i",
      ),
    ),
    jokes: [
      ["{q}. Nobody was keeping a record until you insisted on one.", "Now somebody is."],
      ["{q}. A clarification, issued before anybody had asked a question.", "Which raises several questions."],
      "{q}. Only people who expect to be misquoted start talking like that.",
      ["{q}. Said in the voice of someone reading a statement on the courthouse steps.", "No further questions."],
    ],
  },
  {
    // "To be fair, it was raining", "In fairness, the cake was nice": fairness announced.
    id: "to-be-fair",
    broad: true,
    match: said(/\b(?:(?<!\b(?:has|have|had|needs?|wants?|got|going|is|was|supposed|meant|ought|tried|try) )to be fair|in (?:all )?fairness|tbf)\b/i),
    jokes: [
      ["{q}. Anything that needs a '{w}' started out very unfair.", "We'd love to hear that version."],
      ["{q}. Arguing the other side as well, so nobody else has to bother.", "Very efficient. Very suspicious."],
      ["{q}. A little fairness, done out loud so it gets the credit.", "Credit given. Grudgingly."],
    ],
  },
  {
    // "In my defence, it looked cooked", "Not my fault the cat likes me more".
    id: "in-my-defence",
    broad: true,
    match: said(/\b(?:in (?:my|our) defen[cs]e|(?:not|wasn['’]?t|isn['’]?t|never) (?:really |entirely |totally |even )?(?:my|our) fault)\b/i),
    jokes: [
      ["{q}. Nobody has ever typed that about something that wasn't their fault.", "Not once, not ever."],
      ["{q}. A defence, filed before anybody had pressed charges.", "Charges are now being considered."],
      ["{q}. Representing yourself, famously the worst lawyer anyone can have.", "Objection sustained."],
      ["{q}. The defence rests, mostly on the hope that nobody checks.", "We checked."],
    ],
  },
  {
    // "It was fine", "Not bad for a first go", "Could have been worse": the faintest praise there is.
    id: "faint-praise",
    broad: true,
    match: said(
      /\b(?:(?:it|that|this|which) was (?:fine|ok|okay|alright|all right)(?! (?:to|for me|with|by)\b)|not (?:too |half |that |a |so )?bad(?! at\b| for you\b)|could(?:['’]ve| have)? been worse|could be worse|not the worst)\b/i,
    ),
    jokes: [
      ["{q}. Praise so faint it needs a quiet room to be heard.", "Shh. There it goes."],
      "{q}. A review from someone who clearly didn't want to be quoted. Sorry about that.",
      ["{q}. That's a rave, from someone who has never raved in their life.", "Steady on."],
      ["{q}. Enthusiasm, carefully measured so nobody gets their hopes up.", "Hopes remain flat."],
      "{q}. A verdict that could mean lovely or a disaster, and that's exactly the point.",
    ],
  },
  {
    // "No worries!", "Don't worry, I've got snacks", "Not to worry".
    id: "no-worries",
    broad: true,
    match: said(/\b(?:no worries|no worry|don['’]?t (?:you )?worry|do not worry|not to worry|no need to worry|nothing to worry about)\b/i),
    jokes: [
      ["{q}. Being told not to worry has never once stopped anybody worrying.", "It usually gets them started."],
      ["{q}. The phrase people say while quietly adding it to a list.", "A long list. Alphabetised."],
      ["{q}. Calm on the surface, like a swan paddling very hard underneath.", "Furiously, in fact."],
      "{q}. Calm words, handed out like leaflets in a building that smells slightly of smoke.",
    ],
  },
  {
    // "I'm fine", "It's fine, everything's fine", "All good here": chats have their own (voices-chats.ts its-fine).
    id: "im-fine",
    broad: true,
    match: said(
      /(?<=\b(?:i['’]?m|im|i am|it['’]?s|its|it is|everything['’]?s|everything is|we['’]?re|all) (?:totally |absolutely |perfectly |completely |honestly )?)fine\b(?! (?:dining|art|print|line|wine|details?|tuning)\b)|(?<!\bnot )\ball good(?=\s*(?:[.!,…]|$|here|now|though|thanks))/i,
      OWN_ROLES.filter((role) => role !== "chat_message"),
    ),
    jokes: [
      ["{q}. Nothing that is actually {w} has ever needed announcing.", "It just quietly is."],
      ["{q}. Said like a cupboard door being held shut with one foot.", "Don't open the cupboard."],
      ["{q}. Said with the calm of someone sitting on a very full suitcase.", "The zip is straining."],
      ["{q}. The calmest words there are, and the only ones that make everyone check.", "Everyone is checking."],
    ],
  },
  {
    // "Anyway, I'm back", "Anyways. Moving on": a subject being changed, fast.
    id: "anyway",
    broad: true,
    mood: "deadpan",
    match: said(
      new RegExp(
        String.raw`(?:${STARTS}|\b(?=(?:but|so),? ))(?:(?:but|so|ok|okay|right|well),? )?(?:anyways?|anyhoo|anywho)\b|${STARTS}moving on\b(?! (?:to|from|up)\b)`,
        "i",
      ),
    ),
    jokes: [
      ["{q}. That '{w}' is a subject being changed before anyone can ask.", "Too late. We're asking."],
      ["{q}. Nobody says '{w}' after a story that went well.", "Good stories get a second act."],
      ["{q}. Whatever you're steering away from there is the bit we want.", "Go back. Go back."],
      ["{q}. A door closing quietly on a story nobody got to hear the end of.", "We heard the latch."],
    ],
  },
  {
    // "It is what it is", "Oh well", "Whatever.": a shrug, written down.
    id: "shrug",
    broad: true,
    mood: "deadpan",
    match: said(
      new RegExp(String.raw`\b(?:it is what it is|it['’]?s what it is|oh well|such is life|c['’]?est la vie)\b|${STARTS}(?:whatever|meh)(?=\s*[.!?…,]|$)`, "i"),
    ),
    jokes: [
      ["{q}. Straight to acceptance, skipping every other stage on the way.", "Denial feels left out."],
      ["{q}. Philosophy, at exactly the depth of a shrug.", "Deep enough to paddle in."],
      "{q}. Said only ever about things that absolutely didn't have to be the way they are.",
      ["{q}. A white flag, typed out and waved at nobody in particular.", "Surrender accepted."],
    ],
  },
  {
    // "Long story short, I live here now", "It's a long story", "A story for another day".
    id: "long-story",
    broad: true,
    match: said(/\b(?:long story(?: short)?|story for another (?:day|time))\b/i),
    jokes: [
      ["{q}. Every long story, cut short, turns out to be one bad decision.", "With witnesses."],
      ["{q}. Skipping the long version only makes everyone want the long version.", "Unabridged, please."],
      ["{q}. The short version is for strangers. Friends get it with hand gestures.", "And sound effects."],
      "{q}. Cutting a story short is how people leave out the bit that was their fault.",
    ],
  },
  {
    // "I work best under pressure", "I'm very organised", "I'm a really good listener": a virtue, self-reported.
    id: "self-reported-virtue",
    broad: true,
    match: said(
      /\b(?:(?:i['’]?m|im|i am) (?:(?:very|really|super|so|extremely|incredibly|highly|pretty|quite|actually|genuinely) )?(?:a (?:(?:very|really|great|good|excellent|natural|brilliant|amazing) ){0,2}(?:listener|communicator|people person|team player|multitasker|judge of character)|organi[sz]ed|reliable|punctual|patient|easy[- ]?going|laid[- ]back|chill|humble|modest|low[- ]maintenance|self[- ]aware|mature|responsible(?! for\b)|tidy|efficient|good with money)|i (?:work|do my best work|perform) (?:best|well|better) under pressure|i thrive under pressure)\b/i,
      ["bio", "answer", "caption", "comment", "chat_message", "other"],
    ),
    jokes: [
      ["{q}. Qualities like that are usually reported by other people.", "Other people have been quiet."],
      "{q}. Self-assessed: the only kind of exam with a perfect pass rate.",
      ["{q}. The kind of claim only ever checked by the person making it.", "They checked. They passed."],
      ["{q}. The people who could confirm that were not available for comment.", "They're choosing not to be."],
    ],
  },
];
