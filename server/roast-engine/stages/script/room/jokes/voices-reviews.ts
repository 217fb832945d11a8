import type { TropeSource } from "../joke-types";

/** The person's own words, in any role: a verdict in stars reads the same in a review, a post or a message. */
const said = (words: RegExp) => ({ on: "quote" as const, words });

/** Reviews: stars, verdicts and complaints about the staff, the food and the bill. */
export const REVIEW_TROPES: TropeSource[] = [
  {
    id: "would-not-recommend",
    match: said(
      /\b(?:would not recommend|wouldn'?t recommend|do not recommend|don'?t recommend|cannot recommend|can'?t recommend|avoid at all costs|stay away)\b/i,
    ),
    jokes: [
      ["{q}. Somehow the most reliable way to make strangers go and see for themselves.", "Free advertising."],
      ["{q}. Written like the sign outside a haunted house.", "Turn back while you still can.", "Turn back, and tell the others."],
      ["{q}. More effort went into this review than into whatever was being reviewed, apparently.", "Much more."],
      ["{q}. Subtle as a smoke alarm, and about as easy to ignore.", "Beep. Beep. Avoid."],
    ],
  },
  {
    id: "highly-recommend",
    match: said(/\b(?:highly recommend(?:ed)?|would recommend|must try|must visit|hidden gem|best kept secret)\b/i),
    jokes: [
      ["{q}. Told to the whole internet, which is how hidden gems stop being hidden.", "Now it has a queue."],
      ["{q}. An endorsement with the energy of someone who owns a share.", "A small share, but a loud one."],
      ["{q}. Warm enough for the owner to frame it and hang it by the till.", "Slightly crooked, next to the fire exit."],
      ["{q}. Recommending your favourite place to everyone is how you lose your table.", "To the people you recommended it to."],
      ["{q}. Glowing enough that somebody will ask whether the owner is your cousin.", "Are they, though?"],
    ],
  },
  {
    // "The waiter was rude", "The staff were lovely": the person behind the counter, whichever way.
    id: "the-staff",
    match: said(
      /\b(?:the staff|the waiter|the waitress|the server(?!s| (?:is|was) (?:down|up|offline|lagging|full)| (?:went|goes) down| keeps (?:crashing|lagging|going down)| crashed| crashes| room| rack| side| costs?\b)|the barista|the cashier|the host|the receptionist|the chef|the bartender)\b/i,
    ),
    jokes: [
      ["{q}. Somewhere, {w} has no idea they're now a character in this story.", "With a whole arc."],
      ["{q}. A whole shift, reviewed in public, by a customer with a keyboard.", "{w} never agreed to be content."],
      ["{q}. Somewhere {w} just wanted to get to the end of a shift.", "One short visit, a whole biography."],
      ["{q}. Don't worry: {w} reviewed you too, out loud, in the back.", "Fewer stars, more swearing."],
    ],
  },
  {
    // Not "rude not to" (a second slice) or "a rude awakening".
    id: "rude",
    match: said(/\b(?:rude(?! not to| awakening)|rudest|unprofessional|so rude|the attitude|no manners)\b/i),
    jokes: [
      ["{q}. Calling out rudeness in public, which is its own special kind of manners.", "Also one star."],
      ["{q}. Fair, though this isn't exactly a thank-you card either.", "More of a stern postcard."],
      ["{q}. A full character assessment, formed in roughly the time it takes to pay.", "Contactless, like the empathy."],
      ["{q}. Rudeness, answered with a public review: the politest form of revenge.", "Served cold, signed politely."],
    ],
  },
  {
    id: "ambience",
    match: said(/\b(?:ambi[ea]nce|atmosphere|the decor|d[eé]cor|the vibe was|the vibes were)\b/i),
    jokes: [
      ["{q}. The word people reach for when they can't remember what they ate.", "Or would rather not."],
      ["{q}. Reviewing the mood of a room, as if the room reads its reviews.", "It doesn't. It's a room."],
      ["{q}. A weather report for the inside of a building.", "Warm, with a chance of menu.", "Mild, with scattered cushions."],
      ["{q}. A verdict on the air in the room, which is brave: nobody ordered it.", "It was free."],
      ["{q}. The interior designer will read this far more closely than the chef will.", "Twice, with a highlighter."],
    ],
  },
  {
    id: "overpriced",
    match: said(/\b(?:overpriced|way too expensive|too expensive|rip[- ]?off|daylight robbery|highway robbery|not worth the (?:money|price))\b/i),
    jokes: [
      ["{q}. The one thing here that costs nothing is this review.", "Worth every penny of it."],
      ["{q}. A receipt, turned into a short horror story.", "The twist is the total.", "The monster is the service charge."],
      ["{q}. Said with the pain of someone still doing the sums in their head.", "Carrying the one, weeping."],
      ["{q}. Reported like a crime, to the one authority that can't refund it: the internet.", "Case closed, wallet empty."],
      ["{q}. Even the complaint sounds like it's asking for a discount.", "A small discount on the outrage."],
    ],
  },
  {
    // The food's temperature: not "it was cold out" (the weather) or "the room was cold".
    id: "cold-food",
    match: said(
      /\b(?:cold food|food was cold|stone cold|lukewarm|(?:came out|arrived|served|(?:food|meal|dish|soup|chips|fries|burger|pizza|coffee|tea|plate|mains?|starters?|dinner|lunch|breakfast) (?:was|were)) cold)\b/i,
    ),
    jokes: [
      ["{q}. You could have asked them to warm it up, but a review lasts longer.", "And stays colder."],
      ["{q}. Served cold, like revenge, which is also how this review is being served.", "Even colder."],
      ["{q}. Somewhere a microwave is wondering why nobody just asked it.", "It was right there, humming."],
      ["{q}. A temperature complaint, written with all the warmth of a tax return.", "Filed in triplicate."],
      ["{q}. Cold food, hot take. At last, something served at the right temperature.", "Piping, even."],
    ],
  },
  {
    id: "portions",
    match: said(/\b(?:portions?|portion sizes?|tiny portions?|small portions?)\b/i),
    jokes: [
      ["{q}. Reviewing a meal by volume, like a removals quote.", "Cubic metres of dinner, roughly estimated."],
      ["{q}. A meal, assessed with a tape measure and strong feelings.", "Both very precise instruments."],
      ["{q}. Portions: the oldest topic in dining, right after the bill.", "And right before the dessert menu."],
      ["{q}. The kind of detail usually reported by people who finished everything.", "Plate scraped, review written."],
    ],
  },
  {
    // A wait someone sat through: not "waited years for this" (a wish come true).
    id: "waited",
    match: said(
      /\b(?:waited (?:for )?(?:ages|forever|over|nearly|almost|more than|an hour|half an hour|\d+)|wait time|waiting time|took forever|still waiting)\b/i,
    ),
    jokes: [
      ["{q}. Plenty of time, then, to write this in your head, word by word.", "Time well spent, clearly."],
      ["{q}. The wait is over; the retelling of the wait is just beginning.", "Settle in."],
      ["{q}. Patience: tested, failed, and now appealing the result in writing.", "Appeal pending, also slowly."],
      ["{q}. At least one thing here arrived promptly and piping hot: this review.", "Served with a side of grudge."],
    ],
  },
  {
    id: "worst-ever",
    match: said(/\bworst\b[\w\s']{0,25}\bever\b|\b(?:worst experience|worst service)\b/i),
    jokes: [
      ["{q}. Out of everything, in all of history, this one. A historian's confidence.", "Footnotes pending."],
      ["{q}. Ranked against every other thing ever, which is a very big spreadsheet.", "Colour coded, bottom row."],
      ["{q}. An award ceremony in one line, and nobody wants the trophy.", "Accepted by the manager, sighing."],
      ["{q}. The bar wasn't lowered so much as buried.", "With a little headstone and flowers."],
    ],
  },
  {
    // Stars withheld: not "no stars out tonight".
    id: "one-star",
    match: said(/\b(?:one star|1 star|zero stars?|0 stars?|no stars? (?:if|at all|from me)|minus stars?|negative stars?|half a star)\b/i),
    jokes: [
      ["{q}. Handed out like a parking ticket, with just as much joy.", "And no chance of appeal."],
      ["{q}. Rated with all the warmth of a rejected insurance claim.", "Claim denied, stars withheld."],
      ["{q}. If the form allowed lower, this review would have found it.", "It tried, believe me.", "The form was the only thing holding it back."],
      ["{q}. The lowest mark going, awarded with the ceremony of a lifetime achievement.", "No speech, just a sigh."],
    ],
  },
  {
    // Top marks: not "all the stars in the sky".
    id: "five-stars",
    match: said(/\b(?:five stars|5 stars|5\/5|10\/10|five out of five|full marks|(?:gave|give|giving|deserves?) (?:it |them |this )?all the stars)\b/i),
    jokes: [
      ["{q}. Top marks, from the kind of critic who claps at the end of films.", "Standing ovation, alone."],
      ["{q}. Every star handed over at once, with nothing saved for the next place.", "Spent, in one go."],
      ["{q}. Perfect scores, handed out like free samples at a supermarket.", "Help yourself, nobody's counting."],
      ["{q}. The owner will read that and feel, briefly, immortal.", "Then read the next review."],
      ["{q}. Gave it everything, which leaves nothing for the day it gets even better.", "Top marks, no room to grow."],
    ],
  },
  {
    id: "never-again",
    match: said(/\b(?:never again|never going back|never coming back|won'?t be back|will not be back|won'?t be returning|will not be returning)\b/i),
    jokes: [
      ["{q}. The vow everyone makes on the way out and forgets by Friday.", "Same table, same order."],
      ["{q}. A vow with the conviction, and the lifespan, of a New Year's resolution.", "Gone by February."],
      ["{q}. Famous last words; the place has heard them before, mostly from its regulars.", "See you soon."],
      ["{q}. Breaking up with a place in public, like dumping someone by text.", "It's not you, it's you."],
      ["{q}. Strong words. Convenience will have the final say on that.", "It usually does, by Thursday."],
    ],
  },
  {
    // "Asked for the manager": not "time management" or "I'm a manager".
    id: "the-manager",
    match: said(
      /\b(?:the manager|(?<!(?:i'?m|i am|as|was|became|become|be|being) )a manager|(?<!(?:time|money|anger|stress|project|risk|self|weight|wealth) )management|the owner)\b/i,
    ),
    jokes: [
      ["{q}. Summoning {w} in writing: the ritual, now fully digital.", "No need to stand at the counter."],
      ["{q}. Somewhere {w} will read this, sigh, and go back to unblocking a sink.", "Sighing, still."],
      ["{q}. Mention {w}, and every queue nearby becomes a live audience.", "Popcorn out, everyone leaning in."],
      ["{q}. Bringing {w} into it, which is the grown-up version of telling a teacher.", "Miss, they looked at me."],
    ],
  },
  {
    id: "life-changing",
    match: said(/\b(?:life[- ]changing|changed my life|game[- ]changer|life lessons?|best (?:meal|decision|thing) of my life)\b/i),
    jokes: [
      ["{q}. A life, changed, and the first thing it did was tell the internet.", "Personal growth."],
      ["{q}. Lowering the bar for a turning point to roughly ankle height.", "Mind the step on your way through."],
      ["{q}. And the thing that changed your life has absolutely no idea.", "It's just sitting there."],
      ["{q}. If that changed everything, everything was overdue an update.", "Restart required, please save your work."],
    ],
  },
  {
    // Help that was not given: not "great customer service", "no service" on a phone, or "plans on hold".
    id: "customer-service",
    match: said(
      /\b(?:(?:terrible|awful|slow|poor|appalling|shocking|rubbish|horrendous|dreadful|atrocious|bad|useless|worst) (?:customer )?service|(?:customer )?service (?:was|is) (?:so |really |very |just |absolutely )?(?:terrible|awful|slow|poor|appalling|shocking|rubbish|non-?existent|horrendous|dreadful|atrocious|bad|useless|the worst|a joke)|(?:kept|left|put) (?:me |us )?on hold|been on hold)\b/i,
    ),
    jokes: [
      ["{q}. Complaining about being helped badly, to strangers who can't help at all.", "Very efficiently."],
      ["{q}. Written with hold music still playing somewhere in the back of the head.", "On loop, for ever."],
      ["{q}. Your call is important to them, and this review is important to you.", "Both equally, presumably."],
      ["{q}. A review somebody will file under 'feedback' and never open.", "Your review has been placed in a queue."],
    ],
  },
  {
    // A refund asked for, never one offered or ruled out ("I'll refund you today": judged false
    // blind as a grudge, held-out v40; "No refunds"): each joke is about wanting the money back.
    id: "refund",
    match: said(
      /\b(?:(?<!\b(?:(?:I|we)(?:['’]ll| will| can| would| have| had|['’]ve)|no|non)\s+)refunds?(?!\s+(?:you|your|them|him|her)\b)|money back|charged me|double charged|want my money)\b/i,
    ),
    jokes: [
      ["{q}. Asking for the money back in public, where the money definitely isn't.", "Nowhere near it."],
      ["{q}. The money may be gone, but this grievance will live online for ever.", "Worth every penny, then."],
      ["{q}. A refund request with an audience, in case the audience has the cash.", "They don't."],
      ["{q}. A refund, requested with the energy of a closing argument.", "The jury is the comments section."],
    ],
  },
  {
    // A verdict with no verdict in it: "Nothing special", "The food was fine", "Just okay".
    id: "it-was-fine",
    match: said(
      /\b(?:nothing (?:special|to write home about)|(?:it|food|service|everything|the food) was (?:just )?(?:fine|ok|okay|alright|average|mediocre)|mediocre at best|just (?:ok|okay|average)|average at best)\b/i,
    ),
    jokes: [
      ["{q}. A review with all the passion of a shrug, typed out in full.", "Shoulders up, shoulders down."],
      ["{q}. Somewhere the owner read that and would honestly have preferred an insult.", "At least an insult has flavour."],
      ["{q}. A verdict the exact colour of magnolia paint on a rented wall.", "Inoffensive, and instantly forgotten."],
      ["{q}. Too good to complain about, too dull to recommend: the worst place to land.", "Room temperature, in writing."],
    ],
  },
];
