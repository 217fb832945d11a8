import type { TropeSource } from "../joke-types";

/** The person's own words, in any role: a listing's terms read the same in its description or a post. */
const said = (words: RegExp) => ({ on: "quote" as const, words });

/** Marketplace listings: the price, the condition, the terms of collection and the buyers wanted. */
export const LISTING_TROPES: TropeSource[] = [
  {
    id: "price-firm",
    match: said(/\b(?:price (?:is )?firm|firm price|firm on price|non[- ]negotiable|no offers|price is final|no haggling)\b/i),
    jokes: [
      ["{q}. Said by every seller, right up until the first person offers half.", "Then it is half.", "Then, firmly, it is half."],
      ["{q}. Firm, like a handshake that goes soft the moment nobody replies.", "Give it a week.", "Give it a quiet week."],
      ["{q}. Stated with the confidence of a seller before the first buyer arrives.", "Soon.", "They are coming."],
      ["{q}. Said up front, the way people say the things they are about to be talked out of.", "Give it a week."],
    ],
  },
  {
    id: "best-offer",
    match: said(/\b(?:obo|ono|or best offer|or nearest offer|open to offers|make me an offer|negotiable)\b/i),
    jokes: [
      ["{q}. A price and a shrug, in the same listing.", "The shrug is the real price.", "The shrug is the real price, by the way."],
      ["{q}. The number is decoration. The real price is whatever anybody says first.", "Say something.", "Say anything."],
      ["{q}. Openly admitting the price was a guess, and not a confident one.", "A hopeful guess.", "A hopeful, wobbly guess."],
      ["{q}. An invitation to haggle, with the white flag already half raised.", "Fold, fold."],
    ],
  },
  {
    id: "no-lowballers",
    match: said(/\b(?:no low ?ball(?:er)?s|low ?ball(?:er)?s|low ?balling|i know what i have|know what i've got)\b/i),
    jokes: [
      ["{q}. Everyone who reads that line immediately knows exactly what they are going to offer.", "Less."],
      ["{q}. A listing that insults its buyers before any of them have even arrived.", "Customer service, pre-emptive."],
      ["{q}. Translation: lowballs are expected, and dreaded, well in advance.", "Braced.", "Braced, in advance."],
      ["{q}. Fighting a battle with people who have not shown up yet, and already sounding tired.", "Very tired."],
      ["{q}. Said every seller, right before lowering it.", "Twice."],
    ],
  },
  {
    id: "like-new",
    match: said(
      /\b(?:like new|barely used|hardly used|never used|used once|worn once|mint condition|excellent condition|good condition|great condition|brand new)\b/i,
    ),
    jokes: [
      ["{q}. Which means bought with big plans, then abandoned with even bigger ones.", "Classic.", "A classic arc."],
      ["{q}. The most honest review of a commitment ever listed for sale.", "The resolve was barely used too.", "Resolve also barely used."],
      ["{q}. The condition is perfect. The ambition that bought it did not survive the unboxing.", "Tragic."],
      ["{q}. A story of good intentions, now available to whoever will take them away.", "Collect soon.", "Please collect soon."],
    ],
  },
  {
    id: "pick-up-only",
    match: said(/\b(?:pick[- ]?up only|collection only|collect only|must collect|no delivery|no holds|no shipping|cash only|cash on collection)\b/i),
    jokes: [
      ["{q}. The listing's polite way of saying: it is heavy, and it is your problem now.", "Lift with your knees."],
      ["{q}. Terms and conditions, for a sale that has not even happened yet.", "Legal is reviewing.", "Legal is reviewing it now."],
      ["{q}. Rules of engagement, with the gravity of a spy handover, for a second-hand sale.", "Come alone."],
      ["{q}. A treasure hunt where the treasure is whatever the seller would not carry.", "Bring a friend."],
      ["{q}. Your problem now, in writing.", "The listing washes its hands of it."],
    ],
  },
  {
    id: "serious-buyers",
    match: said(
      /\b(?:serious (?:buyers|inquiries|enquiries|offers|people)(?: only)?|no time ?wasters|don'?t waste my time|no tyre kickers|no tire kickers|genuine buyers only)\b/i,
    ),
    jokes: [
      ["{q}. Nothing says serious like an entry requirement at a yard sale.", "References required.", "Bring a reference, and a pen."],
      ["{q}. The listing now has a job interview, and the pay is you hand them money.", "Benefits: none."],
      ["{q}. Demanding serious buyers with the energy of a seller bracing for time-wasters.", "Braced."],
      ["{q}. Asking for serious people in the least serious corner of the entire internet.", "Brave.", "Brave and doomed."],
      ["{q}. Serious, about a second-hand sale.", "Very serious. Extremely serious."],
    ],
  },
  {
    id: "still-available",
    match: said(/\b(?:is this still available|still available|is it available|is this available)\b/i),
    jokes: [
      ["{q}. The question usually asked, answered, and then never heard from again.", "The classic.", "The classic, every single time."],
      ["{q}. The most typed question in all of commerce, and it has never once led anywhere.", "Nowhere."],
      ["{q}. A sentence that has started countless conversations and finished none of them.", "Not one.", "Not a single one."],
      ["{q}. If it is still available, that tells everyone something about the listing.", "Quietly.", "Something quiet and sad."],
    ],
  },
  {
    id: "first-come",
    match: said(/\b(?:first come,? first served|won'?t last|will not last|going fast|must go|needs to go|everything must go|moving sale|priced to sell)\b/i),
    jokes: [
      ["{q}. Urgency, manufactured by hand, the oldest trick in the garage.", "Still works, apparently.", "Still works, on nobody."],
      ["{q}. A queue, promised in writing, full of very orderly imaginary people.", "Orderly.", "Very orderly, very imaginary."],
      ["{q}. Announced like a stampede is coming. The stampede has not been informed.", "Nobody told it.", "Nobody told the stampede."],
      ["{q}. Said with the calm of a shop that has been closing down for years.", "And after that."],
    ],
  },
  {
    id: "selling-because",
    match: said(/\b(?:selling because|reason for selling|selling due to|only selling because)\b/i),
    jokes: [
      ["{q}. Every reason for selling is either a story or a warning. This one manages both.", "Impressive."],
      ["{q}. The backstory nobody asked for, now the only part anyone wants to buy.", "Sold separately.", "The story is sold separately."],
      ["{q}. A listing with a plot. The buyer is really paying for the sequel.", "Out now.", "The sequel, out now."],
      ["{q}. More honest than most sellers, who just say it does not fit the space.", "It never does."],
      ["{q}. A sale, with a backstory thrown in free.", "The backstory is the best part."],
    ],
  },
  {
    id: "free-to-good-home",
    match: said(/\b(?:free to (?:a )?good home|free to whoever|curb alert|kerb alert|free for collection|free if you collect)\b/i),
    jokes: [
      ["{q}. The price tells you everything a description would try very hard not to.", "Everything."],
      ["{q}. A gift, in the sense that a chore is a gift.", "Please take the chore.", "Please, someone, take the chore."],
      ["{q}. Generosity or clearing out a room, and the listing refuses to say which.", "Both.", "Definitely both."],
      ["{q}. Free, because even the seller could not say a number with a straight voice.", "Nobody could."],
      ["{q}. Free, which is the whole review.", "Everyone understood the subtext."],
    ],
  },
  {
    id: "open-to-trades",
    match: said(/\b(?:open to (?:trades|swaps)|will trade|trades considered|swaps considered|swap for|trade for)\b/i),
    jokes: [
      ["{q}. Trading one thing you do not want for another thing you will not want.", "Progress.", "Progress, of a kind."],
      ["{q}. Bartering, the preferred economy of people with too much stuff.", "Ancient.", "Ancient and cluttered."],
      ["{q}. An open invitation for strangers to offer their own clutter in return.", "Lovely.", "Lovely, lovely clutter."],
      ["{q}. Money, or whatever is lying around. A yard sale running on pure hope.", "Hope accepted."],
    ],
  },
  {
    id: "smoke-free",
    match: said(/\b(?:smoke[- ]free|pet[- ]free|non[- ]smoking home|from a clean home|clean home)\b/i),
    jokes: [
      ["{q}. The listing has run a background check on its own house.", "Passed.", "Passed, with honours."],
      ["{q}. Reassuring buyers about the house, rather than the thing being sold.", "Interesting.", "Interesting choice of focus."],
      ["{q}. Hygiene, offered as a selling point, which tells you where the bar is.", "Low.", "On the floor."],
      ["{q}. A character reference for the house, attached to a sale.", "The house is lovely.", "The house sounds lovely, at least."],
    ],
  },
];
