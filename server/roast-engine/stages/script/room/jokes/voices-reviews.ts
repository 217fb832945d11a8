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
      ["{q}. A public warning, issued to strangers, as a favour nobody asked for.", "You're welcome, apparently."],
      ["{q}. Not recommending it so hard that now everybody wants to go and see.", "Free advertising."],
      ["{q}. More effort went into this verdict than, apparently, into whatever is being reviewed.", "Much more."],
      ["{q}. Delivered with the authority of a food critic and the patience of a smoke alarm.", "Beep."],
    ],
  },
  {
    id: "highly-recommend",
    match: said(/\b(?:highly recommend(?:ed)?|would recommend|must try|must visit|hidden gem|best kept secret)\b/i),
    jokes: [
      ["{q}. Told to the entire internet, which is how hidden gems stop being hidden.", "Now it has a queue."],
      ["{q}. An endorsement with the energy of someone who owns a share.", "A small share, but a loud one.", "A loud share."],
      ["{q}. Praise this warm and the owner might print it out and hang it by the till.", "Framed."],
      ["{q}. Recommending it to every stranger alive, which is how a favourite place gets a queue.", "Queue included."],
      ["{q}. The place did not pay for this. Probably.", "It reads like they did."],
    ],
  },
  {
    id: "the-staff",
    match: said(/\b(?:the staff|the waiter|the waitress|the server|the barista|the cashier|the host|the receptionist|the chef|the bartender)\b/i),
    jokes: [
      ["{q}. In the version {w} tells, you are the difficult one.", "In every version.", "In every single version, every time."],
      ["{q}. A whole shift, reviewed in public, by a customer with a keyboard.", "{w} never agreed to be content."],
      ["{q}. A full character study of {w}, from the customer side of one visit.", "A short visit.", "One short visit, a whole biography."],
      ["{q}. Meanwhile {w} just wanted a quiet shift, and got a whole story arc.", "Unpaid, too.", "Unpaid, and uncredited."],
    ],
  },
  {
    id: "rude",
    match: said(/\b(?:rude|rudest|unprofessional|so rude|the attitude|no manners)\b/i),
    jokes: [
      ["{q}. Rating someone's manners in public, which is its own kind of manners.", "Manners, rated: also poor."],
      ["{q}. Unkindness, reviewed unkindly, and the circle is finally complete.", "Beautiful, in a way.", "Beautiful, in its own way, really."],
      ["{q}. A strong character judgement, formed entirely from the customer side of a counter.", "Bold."],
      ["{q}. And this, in return, is not exactly a warm hug either.", "More of a firm pat.", "More of a firm pat on the head."],
    ],
  },
  {
    id: "ambience",
    match: said(/\b(?:ambi[ea]nce|atmosphere|the decor|d[eé]cor|the vibe was|the vibes were)\b/i),
    jokes: [
      ["{q}. The word people reach for when they cannot remember what they ate.", "Or would rather not.", "Or would very much rather not."],
      ["{q}. Reviewing the mood of a room, as if the room has ever read its reviews.", "It has not."],
      ["{q}. A weather report for the inside of a building, delivered with total sincerity.", "Warm, with a chance of menu."],
      ["{q}. When the atmosphere gets the praise, everything on the menu is hoping you move along.", "Quietly."],
      ["{q}. A review of the air in a room.", "Top marks for the oxygen."],
    ],
  },
  {
    id: "overpriced",
    match: said(/\b(?:overpriced|way too expensive|too expensive|rip[- ]?off|daylight robbery|highway robbery|not worth the (?:money|price))\b/i),
    jokes: [
      ["{q}. Paid full price for the experience, then got a second one free writing about it.", "Value."],
      ["{q}. The price was high. The complaint was free.", "And priced about right.", "And honestly, priced about right."],
      ["{q}. And yet the bill got paid, in full, and then avenged in writing.", "With interest.", "Avenged, with interest."],
      ["{q}. A receipt turned into literature, with the total left out for dramatic effect.", "Tragic."],
      ["{q}. Paid anyway, then complained in writing.", "The classic payment plan."],
    ],
  },
  {
    id: "cold-food",
    match: said(/\b(?:cold food|food was cold|stone cold|lukewarm|(?:was|were|came out|arrived|served) cold)\b/i),
    jokes: [
      ["{q}. You could have asked them to warm it up, but a complaint lasts longer.", "Much longer.", "And stays colder."],
      ["{q}. Served cold, like revenge, which is exactly how this complaint is being served.", "Even colder."],
      ["{q}. Somewhere a microwave is wondering why nobody just asked it first.", "It was right there.", "It was right there, waiting."],
      ["{q}. A temperature complaint, written up with all the warmth of a tax return.", "Filed.", "Filed, in triplicate."],
      ["{q}. Cold food, hot take.", "Served in that order.", "Served in exactly that order, sadly."],
    ],
  },
  {
    id: "portions",
    match: said(/\b(?:portions?|portion sizes?|tiny portions?|small portions?)\b/i),
    jokes: [
      ["{q}. A complaint that measured the food with a ruler and a grudge.", "Both very precise.", "Both very precise instruments."],
      ["{q}. And somehow, there was room left over for a complaint.", "Plenty of room.", "Plenty of room, apparently."],
      ["{q}. Somewhere a chef is describing this complaint as a bit small, too.", "Lacking substance.", "Lacking substance, frankly."],
      ["{q}. The oldest complaint in dining, right after the bill and right before the dessert menu.", "Every time."],
    ],
  },
  {
    id: "waited",
    match: said(/\b(?:waited|wait time|waiting time|took forever|still waiting)\b/i),
    jokes: [
      ["{q}. Plenty of time, then, to compose this, sentence by furious sentence.", "Time well spent.", "Time well spent, clearly."],
      ["{q}. The wait was long.", "And now, so is the complaint.", "And now, sadly, so is the complaint about it."],
      ["{q}. Patience was tested, failed, and then asked for a refund in writing.", "Refund denied.", "Refund denied, patience gone."],
      ["{q}. Time that could have been spent anywhere else, now spent writing about it.", "More waiting.", "The wait continues."],
    ],
  },
  {
    id: "worst-ever",
    match: said(/\bworst\b[\w\s']{0,25}\bever\b|\b(?:worst experience|worst service)\b/i),
    jokes: [
      ["{q}. Ever is a long time. The bar has been set with real precision.", "Underground.", "Deep underground."],
      ["{q}. A bold ranking, from a critic whose standards are at least consistent.", "Consistently furious.", "Consistently, loudly furious."],
      ["{q}. Out of everything. In all of history. This one. A historian's confidence.", "Footnotes pending."],
      ["{q}. A superlative from someone who has clearly been to a lot of places with opinions.", "All bad."],
    ],
  },
  {
    id: "one-star",
    match: said(/\b(?:one star|1 star|zero stars?|0 stars?|no stars?|minus stars?|negative stars?|half a star)\b/i),
    jokes: [
      ["{q}. The lowest rating allowed, and it still felt far too generous.", "Painfully generous.", "Far, far too generous."],
      ["{q}. Handed out like a parking ticket, with just as much joy.", "And just as much appeal.", "And no chance of appeal."],
      ["{q}. The only reason there is a star at all is that the form would not take zero.", "Tried, though."],
      ["{q}. A rating given the way you give a stranger directions: grudgingly and wrong.", "Turn left."],
    ],
  },
  {
    id: "five-stars",
    match: said(/\b(?:five stars|5 stars|5\/5|10\/10|five out of five|full marks|all the stars)\b/i),
    jokes: [
      ["{q}. Top marks, from the kind of critic who applauds at the end of a film.", "Standing ovation."],
      ["{q}. Every star handed over at once, with nothing left for the next place you love.", "Spent."],
      ["{q}. The highest praise available, given out freely, because it is free.", "Generous with nothing.", "Generous, with nothing at all."],
      ["{q}. A rave with no reasons given, which is the one note it needed.", "Just the one.", "Just the one note."],
      ["{q}. Top marks, no questions asked.", "And none answered either."],
    ],
  },
  {
    id: "never-again",
    match: said(/\b(?:never again|never going back|never coming back|won'?t be back|will not be back|won'?t be returning|will not be returning)\b/i),
    jokes: [
      ["{q}. See you there next month, then.", "Same table. Same order. Same sigh.", "Same table, same order, same sigh, same promise."],
      ["{q}. A vow made with the conviction of a new year's resolution, and the same lifespan.", "Short."],
      ["{q}. Famous last words. The place has heard them before, mostly from its regulars.", "See you soon."],
      ["{q}. Never again, said the customer, with the confidence of someone already halfway back.", "Already in the queue."],
      ["{q}. Until next time, then.", "There is always a next time."],
    ],
  },
  {
    id: "the-manager",
    match: said(/\b(?:the manager|a manager|management|the owner)\b/i),
    jokes: [
      ["{q}. Summoning {w} in writing, the ritual now fully digital.", "No queue required.", "No need to stand there any more."],
      ["{q}. Somewhere {w} read this, sighed, and went back to doing the actual job.", "Sighing."],
      ["{q}. Escalated straight to {w}, skipping the bit where anyone asks nicely.", "Efficient.", "Efficient, in a way."],
      ["{q}. The sentence that turns any queue behind you into a live audience.", "Popcorn out.", "Everybody gets popcorn."],
    ],
  },
  {
    id: "life-changing",
    match: said(/\b(?:life[- ]changing|changed my life|game[- ]changer|life lessons?|best (?:meal|decision|thing) of my life)\b/i),
    jokes: [
      ["{q}. A life, changed, and the first thing it did was tell the internet.", "Growth.", "Personal growth."],
      ["{q}. Lowering the bar for a turning point to roughly ankle height.", "Mind the step.", "Mind the step on your way through."],
      ["{q}. If that changed your life, the life was overdue for an update.", "Long overdue.", "Long, long overdue."],
      ["{q}. Big words. Somewhere, the thing that changed your life is just doing its job.", "Shrugging."],
    ],
  },
  {
    id: "customer-service",
    match: said(/\b(?:customer service|the service was|service was|terrible service|no service|on hold)\b/i),
    jokes: [
      ["{q}. Customer service, reviewed by the customer, serving absolutely nobody.", "Full circle.", "A full, unhelpful circle."],
      ["{q}. A complaint about being helped badly, sent to strangers who cannot help at all.", "Classic."],
      ["{q}. Somewhere, hold music is always playing quietly in a reviewer's head.", "On loop.", "On loop, for ever."],
      ["{q}. Your call is important to them, and this is important to you.", "Equally, presumably.", "Both equally, presumably."],
    ],
  },
  {
    id: "refund",
    match: said(/\b(?:refunds?|money back|charged me|double charged|want my money)\b/i),
    jokes: [
      ["{q}. Asking for your money back in public, where the money definitely is not.", "Nowhere near it."],
      ["{q}. The money is gone, but the grievance will live forever online.", "Worth it.", "Worth every penny, then."],
      ["{q}. A refund request with an audience, in case the audience is holding the cash.", "They are not."],
      ["{q}. The receipt was kept. So, evidently, was the grudge.", "Both laminated.", "Both laminated and filed."],
    ],
  },
];
