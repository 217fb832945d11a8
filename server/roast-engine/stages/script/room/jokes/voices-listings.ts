import type { TropeSource } from "../joke-types";

/** The person's own words, in any role: a listing's terms read the same in its description or a post. */
const said = (words: RegExp) => ({ on: "quote" as const, words });

/** Marketplace listings: the price, the condition, the terms of collection and the buyers wanted. */
export const LISTING_TROPES: TropeSource[] = [
  {
    id: "price-firm",
    // "Non-negotiable" alone is any rule's ("Router off at 11 (non-negotiable)"): a price's only when it says so.
    match: said(/\b(?:price (?:is )?firm|firm price|firm on price|price (?:is )?non[- ]negotiable|no offers|price is final|no haggling)\b/i),
    jokes: [
      ["{q}. Firm this week. Next week, 'or best offer'. The week after: free.", "Then it's on the kerb with a note."],
      ["{q}. Said firmly, the way you tell yourself you're only having one biscuit.", "Then it's the whole packet."],
      ["{q}. Buyers will still ask 'lowest?', and you'll still sigh and say 'go on then'.", "Firmly, though."],
    ],
  },
  {
    id: "best-offer",
    match: said(/\b(?:obo|ono|or best offer|or nearest offer|open to offers|make me an offer|(?<!non[- ])negotiable)\b/i),
    jokes: [
      ["{q}. The seller set a price and then, in the same breath, flinched.", "Buyers can smell a flinch."],
      ["{q}. Which buyers read as: the price is a rough draft, bring a red pen.", "Lots of red."],
      ["{q}. A price with the back door left open, and lowballers already wiping their feet.", "Shoes off, offers in."],
      ["{q}. The price is just a suggestion, like the serving size on a crisp packet.", "Nobody follows that either."],
    ],
  },
  {
    id: "no-lowballers",
    match: said(/\b(?:no low ?ball(?:er)?s|low ?ball(?:er)?s|low ?balling|i know what i have|know what i've got)\b/i),
    jokes: [
      ["{q}. Every reader is now working out exactly how low counts as a lowball.", "Then offering just under it."],
      ["{q}. That line doesn't keep lowballers away. It's how they find you.", "They can smell the fear."],
      ["{q}. Sounds like a seller who's already been offered loose change, and is still shaking.", "Hold the line."],
      ["{q}. The haggling version of a 'no ball games' sign: famous for being ignored.", "Kick-off is at half price."],
      ["{q}. Every offer will now open with 'not a lowball, but would you take half?'", "It is a lowball."],
    ],
  },
  {
    id: "like-new",
    match: said(
      /\b(?:like new|barely used|hardly used|never used|used once|worn once|mint condition|excellent condition|good condition|great condition|brand new)\b/i,
    ),
    jokes: [
      ["{q}. In such great shape that its owner can't wait to see the back of it.", "Good riddance, in mint condition."],
      ["{q}. Condition assessed by the one person who most wants it gone.", "Totally unbiased, obviously."],
      ["{q}. The thing itself is in perfect shape. Its owner's loyalty, less so.", "It's seeing other owners now."],
      ["{q}. Every buyer's first thought: then why is it for sale?", "Asking for a suspicious friend."],
    ],
  },
  {
    id: "pick-up-only",
    match: said(/\b(?:pick[- ]?up only|collection only|collect only|must collect|no delivery|no holds|no shipping|cash only|cash on collection)\b/i),
    jokes: [
      ["{q}. Come alone, bring the money, ask no questions: a spy handover, for second-hand stuff.", "Burn this listing after reading."],
      ["{q}. Every rule in a listing exists because of one specific buyer, somewhere.", "They know who they are."],
      ["{q}. The seller's customer service ends the moment their front door closes behind you.", "Click."],
      ["{q}. Small print, for a deal that'll probably be done on a doorstep in slippers.", "Legally binding slippers."],
      ["{q}. The listing's way of saying: once it's yours, it's also your problem.", "Lift with your knees."],
    ],
  },
  {
    id: "serious-buyers",
    match: said(
      /\b(?:serious (?:buyers|inquiries|enquiries|offers|people)(?: only)?|no time ?wasters|don'?t waste my time|no tyre kickers|no tire kickers|genuine buyers only)\b/i,
    ),
    jokes: [
      ["{q}. As if a time-waster has ever read that and thought: that's me.", "They're typing 'still available?'"],
      ["{q}. So now there's an interview just to give this seller money.", "Bring references and a cover letter."],
      ["{q}. Demanding seriousness on a site where most messages just say 'hi'.", "And then vanish for ever."],
      ["{q}. The tone of a seller who has waited in all weekend for a no-show.", "Kettle on, curtains twitching."],
      ["{q}. Vetting buyers harder than most landlords vet tenants.", "Deposit, references and a firm handshake."],
    ],
  },
  {
    id: "still-available",
    match: said(/\b(?:is this still available|still available|is it available|is this available)\b/i),
    jokes: [
      ["{q}. Words typed so often they should come pre-installed on every keyboard.", "Right next to 'lowest price?'"],
      ["{q}. The 'hi' of second-hand shopping: friendly, hopeful, and followed by total silence.", "Read at once, answered never."],
      ["{q}. The phrase every seller has read so often it now plays in their sleep.", "Usually followed by 'lowest?'"],
      ["{q}. The whole second-hand economy runs on this phrase and very little else.", "Plus the odd 'cash today?'"],
    ],
  },
  {
    id: "first-come",
    match: said(/\b(?:first come,? first served|won'?t last|will not last|going fast|must go|needs to go|everything must go|moving sale|priced to sell)\b/i),
    jokes: [
      ["{q}. Urgency, reported by the one person who can see how many people have messaged.", "Allegedly, loads."],
      ["{q}. A stampede of buyers, announced by the seller and confirmed by nobody.", "Stampede pending."],
      ["{q}. The same energy as a shop that's been 'closing down' for years.", "Everything must go, eventually."],
      ["{q}. If it were really going fast, nobody would need to say so.", "Fast things just go."],
    ],
  },
  {
    id: "selling-because",
    match: said(/\b(?:selling because|reason for selling|selling due to|only selling because)\b/i),
    jokes: [
      ["{q}. Buyers read every reason for selling the same way: as a warning.", "A polite one, but a warning."],
      ["{q}. Nobody asked why, but now the thing comes with a documentary.", "Narrated by the seller."],
      ["{q}. More honest than most sellers, who just say it 'doesn't fit the space'.", "It never fits the space."],
      ["{q}. Explained like a breakup: it's not you, it's my circumstances.", "We can still be friends."],
      ["{q}. Somewhere a buyer is reading that and deciding whether it's a cover story.", "They always suspect the worst."],
    ],
  },
  {
    id: "free-to-good-home",
    match: said(/\b(?:free to (?:a )?good home|free to whoever|curb alert|kerb alert|free for collection|free if you collect)\b/i),
    jokes: [
      ["{q}. The price is nothing; the real cost is carrying it home.", "Bring a friend with a van."],
      ["{q}. A gift, in exactly the way a chore is a gift.", "Gift receipt not included."],
      ["{q}. Free, because even the seller couldn't name a price without laughing.", "Or, frankly, without crying."],
      ["{q}. Charity, in the sense that the seller badly wants the space back.", "The hallway says thank you."],
      ["{q}. If it's free and still there tomorrow, that's the real review.", "Reviewed by every passer-by."],
    ],
  },
  {
    id: "open-to-trades",
    match: said(/\b(?:open to (?:trades|swaps)|will trade|trades considered|swaps considered|swap for|trade for)\b/i),
    jokes: [
      ["{q}. Swapping one thing you don't want for another thing you won't want.", "Clutter, rearranged."],
      ["{q}. Bartering: the preferred economy of anyone with too much stuff and too few cupboards.", "Fewer every week."],
      ["{q}. An open invitation for strangers to offer you their own junk.", "Expect a lamp."],
      ["{q}. Which is how people end up owning a fondue set they'll also list.", "Open to trades, obviously."],
    ],
  },
  {
    id: "smoke-free",
    match: said(/\b(?:smoke[- ]free|pet[- ]free|non[- ]smoking home|from a clean home|clean home)\b/i),
    jokes: [
      ["{q}. The listing ran a background check on its own house, and passed.", "With honours."],
      ["{q}. Reassuring buyers about the home, which is not the thing for sale.", "Though it does sound lovely."],
      ["{q}. Hygiene as a selling point tells you exactly how low the bar goes.", "On the floor, which is spotless."],
      ["{q}. The house has a cleaner record than most of the buyers who'll message.", "References available on request."],
    ],
  },
  {
    // "Paid £300 new", "Cost $80 brand new", "RRP £45": the price it cost, beside the price it asks.
    id: "paid-new",
    match: said(
      /\b(?:(?:paid|cost|costs|was|bought (?:it |them )?for) (?:me )?(?:[£$€]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:quid|pounds|dollars|euros)) (?:brand )?new|rrp)\b/i,
    ),
    jokes: [
      ["{q}. Mentioned so every buyer knows exactly how much the seller has lost.", "Sympathy welcome, but not as payment."],
      ["{q}. The original price, there to make the asking price feel like charity.", "Very generous charity, apparently."],
      ["{q}. A price from its glory days, like a footballer's old transfer fee.", "Long since retired."],
      ["{q}. Every buyer reads that and thinks: so you'll take half, then.", "Less than half."],
    ],
  },
  {
    // "Price drop!", "Reduced to £40", "Now only £15", "Reduced for quick sale"
    id: "price-drop",
    match: said(/\b(?:price (?:drop(?:ped)?|reduced|cut|lowered)|reduced (?:to|price|for (?:a )?quick sale)|now only|reduced again|further reduced)\b/i),
    jokes: [
      ["{q}. The price blinked first, and the buyers didn't even have to stare.", "Nobody even had to ask."],
      ["{q}. A listing slowly lowering itself, like a bath nobody is getting into.", "Lukewarm and falling."],
      ["{q}. The first price was the ambition; this one is the reality.", "The next one is the kerb."],
      ["{q}. Each cut a little quieter, like someone asking 'anyone?' at the end of a party.", "Anyone at all?"],
    ],
  },
];
