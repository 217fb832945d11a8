import type { LineRole } from "../../../../types";
import type { TropeSource } from "../joke-types";

/**
 * A buyer's or a seller's words wherever they are read: a chat bubble, a comment under a listing,
 * a caption over a screenshot, a pasted exchange (other). The jokes speak of the offer, the
 * question or the reply, never of a message or a post, so they hold on any of them. What a listing
 * itself says ("price firm", "collection only", "smoke-free home", "still available?") is
 * voices-listings.ts's; this file is the haggling and the arrangements that follow.
 */
const MARKET_ROLES: LineRole[] = ["chat_message", "comment", "caption", "other"];
const market = (words: RegExp) => ({ on: "quote" as const, words, roles: MARKET_ROLES });

/** Marketplace chat: a buyer's and a seller's messages, offers and lowballs, condition and collection. */
export const MARKETPLACE_CHAT_TROPES: TropeSource[] = [
  {
    // "Would you take 5?", "Would you do £40?", "Will you accept less?"
    id: "market-would-you-take",
    match: market(
      /\b(?:(?:would|will|could|can) you (?:take|accept|consider) (?:[£$€]\s?\d[\d,.]*k?|\d[\d,.]*k?|any less|less|lower|an offer|offers)|(?:would|will|could|can) you do (?:it for )?(?:[£$€]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:quid|pounds|dollars|euros)|any less|less|lower)|would you go (?:any )?lower)/i,
    ),
    jokes: [
      ["{q}. A lowball with a question mark on the end, so it counts as curiosity.", "Just asking, innocently."],
      ["{q}. An offer from the basement, asking the seller to come downstairs.", "Mind the last step."],
      ["{q}. Hoping the seller is tired, busy, or very bad at sums.", "Ideally all of them at once."],
      ["{q}. Pitched low enough to check whether the seller flinches.", "Then lower, if they don't."],
    ],
  },
  {
    // "Sorry for the cheeky offer", "I know it's cheeky but", "Bit cheeky but would you..."
    id: "market-cheeky-offer",
    match: market(
      /\b(?:cheeky (?:offer|ask)|(?:a |bit |a bit |a little |bit of a |sorry,? )cheeky,? but|i know (?:it'?s|this is|that'?s) (?:a bit |bit |a little )?cheeky|sorry (?:to be|for being|for the) cheeky)\b/i,
    ),
    jokes: [
      ["{q}. Apologising for the cheek in advance, which is somehow even cheekier.", "Cheek, squared, and unrepentant."],
      ["{q}. Calling it cheeky first, so nobody gets to call it anything worse.", "Like 'insulting'."],
      ["{q}. A sorry stapled to the front, and not a penny taken off the ask.", "The ask stands, unashamed."],
      ["{q}. Knowing it's cheeky and asking anyway: the whole business model.", "And, annoyingly, it sometimes works."],
    ],
  },
  {
    // "That's a bit low", "Bit low mate", "That's too low for me"
    id: "market-bit-low",
    match: market(
      /(?:\b(?:that'?s|thats|that is|(?:the |your |that )?offer(?:'?s| is)) (?:a bit |a little |quite |rather |a tad |too |way too |far too |very |pretty |bit )low\b(?![- ]?key)|(?:^|[.!?]\s*)bit (?:too )?low\b(?![- ]?key)|\btoo low for me\b)/i,
    ),
    jokes: [
      ["{q}. Polite for: I've read this offer and I'm deeply wounded.", "Wounded, but very politely."],
      ["{q}. The politest possible way of calling an offer an insult.", "Said through gritted teeth."],
      ["{q}. Said the way you'd call a cliff edge 'a bit steep'.", "Mind the drop."],
      ["{q}. Understatement, wasted on a buyer who'll read it as 'go on then'.", "Expect an even lower offer."],
    ],
  },
  {
    // "Last price?", "What's the lowest you'd go?", "Best you can do?"
    id: "market-last-price",
    match: market(
      /\b(?:last price(?! drop| cut| reduction)|final price\?|(?:what'?s|whats|what is) (?:your|the) (?:lowest|best price|final price|last price)|lowest you(?:'?d| would|'?ll| will| can) (?:go|take|accept|do)|least you(?:'?d| would|'?ll| will) (?:take|accept)|best you can do\?|rock bottom price)/i,
    ),
    jokes: [
      ["{q}. Skipping the haggle and asking for the ending, like reading the last page first.", "Spoilers, please."],
      ["{q}. Asking the seller to haggle against themselves, and lose.", "Twice, ideally, and quickly, please."],
      ["{q}. As if the price in the listing were just a rough first draft.", "Red pen at the ready."],
      ["{q}. The question every seller hears right after choosing a price they thought was fair.", "Fair to nobody."],
    ],
  },
  {
    // "Meet me halfway?", "Shall we split the difference?", "Meet in the middle at 30"
    id: "market-meet-halfway",
    match: market(/\b(?:meet (?:me |you |us )?(?:in the middle|halfway|half way|half-way)|split the difference|split it down the middle)\b/i),
    jokes: [
      ["{q}. Halfway: the one place where everybody arrives slightly disappointed.", "Fair, at least, in theory."],
      ["{q}. The deal where both sides lose a little and both believe they won.", "Everyone wins, on paper."],
      ["{q}. Diplomacy at peace-treaty level, for a second-hand sale.", "Sign here, and here, and initial here."],
      ["{q}. The middle, where every haggle ends up, reached at the speed of a summit.", "Slow, and very polite."],
    ],
  },
  {
    // "£30 is my max", "That's all I can stretch to", "Best I can offer"
    id: "market-best-i-can-do",
    match: market(
      /\b(?:best i can (?:offer|stretch to)|(?:all|most|max) i can (?:afford|offer|stretch to|go to)|(?:can|could) only (?:stretch|go) to|my (?:absolute )?(?:max|maximum|limit|budget) is|(?:is|that'?s|thats) my (?:absolute )?(?:max|maximum|limit|budget))\b/i,
    ),
    jokes: [
      ["{q}. A ceiling announced very solemnly, and built from very soft material.", "It will give, eventually."],
      ["{q}. Stretching, by the sound of it, like the wallet has pulled a muscle.", "Ice the wallet."],
      ["{q}. The final offer, traditionally followed by a slightly more final one.", "Then a finaller one."],
      ["{q}. Said with the gravity of a last will, about a budget for second-hand stuff.", "Witnessed and signed."],
    ],
  },
  {
    // "Go on then", "Oh go on, as it's you", "You drive a hard bargain"
    id: "market-go-on-then",
    match: market(/\b(?:go on then|as it'?s you|only because it'?s you|you drive a hard bargain|(?:you'?ve )?twisted my arm|twist my arm)\b/i),
    jokes: [
      ["{q}. A firm position, folding like a deckchair.", "Snap, and it's flat on the lawn."],
      ["{q}. The resistance lasted about as long as a sigh.", "A short, theatrical, deeply fake sigh."],
      ["{q}. Caving, with just enough reluctance to keep some dignity.", "A small amount, for the record."],
      ["{q}. Every haggle ends with these words, and someone pretending they minded.", "They didn't mind."],
    ],
  },
  {
    // "Cash in hand today", "I can collect tonight", "Cash ready, can come now"
    id: "market-cash-now",
    match: market(
      /\b(?:cash (?:in hand|ready|waiting|today|tonight|right now|now)|(?:can|could|will|i'?ll) collect (?:it |them )?(?:now|today|tonight|asap|this evening|straight away|right away)|(?:come|collect) (?:now |today |tonight )?with cash)\b/i,
    ),
    jokes: [
      ["{q}. The buyer's ace: turn up fast, and hope the price folds faster.", "It usually does."],
      ["{q}. Arriving like a getaway driver for a second-hand sale.", "Engine running, no questions asked."],
      ["{q}. Urgency: the one thing that melts a seller's resolve faster than money.", "Resolve, now a puddle."],
      ["{q}. Said like the deal is done and the seller just hasn't been told.", "Surprise."],
    ],
  },
  {
    // "Can you hold it till Friday?", "Could you put it aside for me?", "Please reserve it for me"
    id: "market-hold-it",
    match: market(
      /\b(?:(?:can|could|would|will) you (?:hold|reserve|put aside|keep) (?:it|this|them|one) (?:for me|till|until|til|aside|for a)|(?:can|could|would|will) you (?:hold|reserve) (?:it|this|them)(?=\s*[?.!]|\s*$)|hold (?:it|this|them) (?:for me|till|until|til)|save (?:it|this|them) for me|put (?:it|this|them) aside|reserve (?:it|this|them) for me)\b/i,
    ),
    jokes: [
      ["{q}. A reservation, at a restaurant with one table and no deposit.", "Walk-ins very welcome."],
      ["{q}. Asking a stranger to turn down real money for a promise.", "A very sincere promise."],
      ["{q}. Dibs, the playground rule, now attempted in adult commerce.", "Dibs has never been binding."],
      ["{q}. Every seller knows how often this ends with nobody turning up.", "Often. Very, very often."],
    ],
  },
  {
    // "Can you post?", "Do you deliver?", "How much for postage?"
    id: "market-can-you-post",
    match: market(
      /\b(?:(?:can|could|would|will|do) you (?:post|ship|deliver)(?: (?:it|them|this|that))?(?: (?:out|to me|please))?(?=\s*[?.!]|\s*$)|post (?:it|them) (?:out|to me)|(?:how much|what)(?: for| is| would|'?s) (?:the )?(?:postage|delivery|shipping)|happy to (?:pay|cover) (?:for )?(?:postage|p&p|delivery|shipping)|(?:plus|\+) (?:postage|p&p|shipping))/i,
    ),
    jokes: [
      ["{q}. Hoping a stranger fancies an unpaid queue at the post office.", "For fun, presumably."],
      ["{q}. Asking the seller to become a courier, and also to find a box.", "The box is the hard part."],
      ["{q}. The dream: all of the bargain, none of the journey.", "Delivered by hand, with a bow."],
      ["{q}. Postage: the exact point where a bargain quietly stops being one.", "Plus packing tape."],
    ],
  },
  {
    // "Sold, sorry", "Sorry, it's gone", "It's been sold now"
    id: "market-sold-sorry",
    match: market(
      /\b(?:sold,? sorry|sorry,? (?:it'?s |its |it has |it'?s been |now |already |just )?(?:(?:been )?sold(?! out)|gone(?=\s*(?:[,.!]|now\b|$)))|(?:it'?s|its) (?:now |already |just )?(?:been )?sold(?! out| me| us| well| over)|has (?:now |already |just )?been sold|sold to (?:someone|somebody) else|gone now,? sorry)\b/i,
    ),
    jokes: [
      ["{q}. A door closing, with a polite little wave through the glass.", "Bye now, and best of luck."],
      ["{q}. Somebody got there first, and somewhere they're quietly gloating.", "Quietly, but very definitely, gloating."],
      ["{q}. The saddest short story in second-hand shopping, told in very few words.", "No sequel planned."],
      ["{q}. Said with the calm of a seller who owes nobody an explanation.", "And gives none, cheerfully."],
    ],
  },
  {
    // "Someone's coming to look at it tonight", "Pending collection", "You're next in line if it falls through"
    id: "market-someone-interested",
    match: market(
      /\b(?:pending (?:collection|pick ?up|sale|payment)|sale pending|(?:someone|somebody)(?:'?s| is) (?:coming|due) (?:to (?:look|see|view|collect)|for it)|(?:got|have|had) (?:someone|somebody|a few people|other people|loads of people|lots of people) (?:interested|coming|asking)|(?:you'?re|your|ur|you are) next in line|if (?:it|this|the sale|they) falls? through|(?:lots|loads|a lot) of interest)\b/i,
    ),
    jokes: [
      ["{q}. A queue of rival buyers, mentioned at exactly the moment it helps.", "Handy, that queue."],
      ["{q}. A waiting list run like a nightclub door, for a second-hand sale.", "Names on the list."],
      ["{q}. The oldest pressure in the market: somebody else wants it, allegedly.", "Allegedly, and urgently."],
      ["{q}. A backup buyer, kept warm in case the first one melts away.", "They very often do."],
    ],
  },
  {
    // "Are you still interested?", "Still want it?", "You still after it?"
    id: "market-still-interested",
    match: market(
      /\b(?:(?:are you|r u|you|u) still (?:interested|keen|after (?:it|this|them)|wanting (?:it|this|them)|want (?:it|this|them))|still interested\?|still want (?:it|this|them)\?)/i,
    ),
    jokes: [
      ["{q}. Checking for a pulse, politely, on a deal that's gone quiet.", "Very faint, if any."],
      ["{q}. Asked the way you'd ask a houseplant whether it's still alive.", "Hard to tell, honestly."],
      ["{q}. A gentle nudge into the quiet place where keen buyers vanish.", "Echo, echo, echo."],
      ["{q}. The seller, chasing the buyer: the whole arrangement turned upside down.", "Role reversal, and nobody enjoys it."],
    ],
  },
  {
    // "100% genuine", "Genuine, not a fake", "Authenticity guaranteed"
    id: "market-genuine",
    match: market(
      /(?:\b100% (?:genuine|authentic|real|legit)\b|\bgenuine,? not (?:a )?(?:fake|copy|replica)\b|\bgenuine (?:article|item|product)\b|\bnot (?:a )?(?:fake|replica|dupe|knock-?off)\b(?! fan| friend| account| person| news)|\bauthentic(?:ity)? (?:guaranteed|item|vintage|piece)\b|\b(?:definitely|totally|completely|fully) (?:genuine|authentic|legit)\b)/i,
    ),
    jokes: [
      ["{q}. Insisting it's genuine is exactly what a fake would say.", "Just saying, gently, and with love."],
      ["{q}. A certificate of authenticity, issued by the seller, about their own stuff.", "Self-certified, and self-impressed."],
      ["{q}. Which is now, of course, the first thing everyone will question.", "Is it, though?"],
      ["{q}. Authenticity, promised by a stranger, which is exactly as binding as it sounds.", "Not very."],
    ],
  },
  {
    // "Genuine vintage", "Rare find", "Collector's item", "Highly sought after"
    id: "market-rare-find",
    match: market(
      /\b(?:genuine vintage|true vintage|real vintage|rare find|super rare|ultra rare|extremely rare|collector'?s item|collectors item|(?:highly |very |much )?sought[- ]after|vintage,? not retro)\b/i,
    ),
    jokes: [
      ["{q}. Rare, which often means hardly anybody wanted one either.", "Scarce, and for a very good reason."],
      ["{q}. Listing language for old, when old would like a higher price.", "Much, much higher."],
      ["{q}. Sought after by collectors nobody has managed to locate yet.", "The search is ongoing."],
      ["{q}. Auction-house language, in a market where the first offer is a fiver.", "Going, going, still here."],
    ],
  },
  {
    // "It's been through the wars", "Well loved but works", "Some signs of wear"
    id: "market-been-through-enough",
    match: market(
      /\b(?:(?:it|this|they)(?:'?s| has|'?ve| have) been through (?:enough|the wars)|(?:it|this|they)(?:'?s| has|'?ve| have) seen better days|well[- ]loved,? but|well[- ]loved condition|well[- ]used|signs of (?:wear|use|age)|(?:general |normal |some |light |minor )?wear and tear|(?:minor|small|light|a few|some) (?:scuffs?|scratch(?:es)?|dents?|scrapes?)|(?:minor|small|light) marks)\b/i,
    ),
    jokes: [
      ["{q}. Describing the wear like a veteran's medals, every one of them earned.", "Salute it, gently."],
      ["{q}. The gentlest way of saying it has had a very full life.", "A long, full one."],
      ["{q}. Honest, tender, and a clear instruction to lower every expectation.", "Lower than that. Lower still."],
      ["{q}. It sounds like it needs a hug more than a new owner.", "A long hug."],
    ],
  },
  {
    // "Spares or repairs", "Needs some TLC", "Sold as seen, no returns"
    id: "market-spares-repairs",
    match: market(
      /\b(?:spares (?:or|and|&) repairs?|spares\/repairs|(?:needs|needing|in need of|could use) (?:a (?:bit|little) of |some |a little |a bit of )?tlc|sold as seen|no returns|no refunds|all sales (?:are )?final|fixer[- ]upper|project for someone)\b/i,
    ),
    jokes: [
      ["{q}. Honesty so complete it doubles as a legal disclaimer.", "Signed, sealed, and never returned."],
      ["{q}. The seller washing their hands of it, in advance, in writing.", "Thoroughly, with soap."],
      ["{q}. Once it's yours, it's yours: the seller is no longer taking calls.", "Number not recognised."],
      ["{q}. A warranty that expires the moment the front door closes.", "Click, and it's yours."],
    ],
  },
  {
    // "Barely worn", "Tags still on", "Only worn twice"
    id: "market-tags-still-on",
    match: market(
      /\b(?:barely worn|hardly worn|never worn|only worn (?:twice|a few times|a couple of times|for an hour)|worn (?:twice|a couple of times|a few times)|(?:tags?|labels?) still (?:on|attached)|still (?:has|with|got) (?:the |its |original )?tags?(?: on)?|bnwt|bnwot|nwt)\b/i,
    ),
    jokes: [
      ["{q}. Bought for a version of life that never quite turned up.", "It sends its warm regards."],
      ["{q}. Worn so little it still remembers the shop fondly.", "It misses the shop terribly."],
      ["{q}. It spent most of its career in the wardrobe, waiting for an occasion.", "Retired early, unworn."],
      ["{q}. The most honest fashion review ever written, and it's a shrug.", "A shrug with a price."],
    ],
  },
  {
    // "Any faults?", "Does it still work?": a question about what is wrong with it (not its measurements).
    id: "market-any-faults",
    match: market(
      /\b(?:any (?:faults|damage|defects|stains|scratches|issues with it|problems with it)|(?:does|is) it still (?:work|working)|is it (?:in )?(?:full )?working order)\b/i,
    ),
    jokes: [
      ["{q}. Asking the seller, famously the most impartial judge of their own stuff.", "Totally, utterly neutral."],
      ["{q}. The answer has always been: works perfectly, never had any issues.", "Always. Every single time."],
      ["{q}. Due diligence at house-survey level, for a second-hand sale.", "Thorough, and slightly alarming for everyone."],
      ["{q}. The seller will now answer with all the candour of an estate agent.", "Charming, and full of character."],
    ],
  },
  {
    // "It's all in the description", "Read the ad", "As stated in the listing"
    id: "market-read-the-ad",
    match: market(
      /\b(?:(?:it'?s|its|it is|all|that'?s|everything'?s) (?:all )?(?:in|on) the (?:ad|advert|listing|description)|(?:please )?read the (?:ad|advert|listing|description)|(?:as|it) says (?:in|on) the (?:ad|advert|listing|description)|as (?:stated|listed|described|mentioned) (?:in|on) the (?:ad|advert|listing|description))\b/i,
    ),
    jokes: [
      ["{q}. The description has been read by exactly one person: whoever wrote it.", "Proofread it, too."],
      ["{q}. Written once, ignored by everyone, quoted back through gritted teeth.", "Every single time, since breakfast."],
      ["{q}. The patience of a librarian, running out in real time.", "Shh, and read it."],
      ["{q}. Spoken like someone who has answered the same question all day.", "Since breakfast, at least."],
    ],
  },
];
