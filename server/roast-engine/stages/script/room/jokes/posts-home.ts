import type { LineRole } from "../../../../types";
import { defineJokes } from "../joke-types";
import { caption } from "./posts-match";

/**
 * Home in the person's own words: a caption, a story's text, a bio, their own comment, a listing's
 * line. The jokes say what the words say and never whose page, post or comment they sit in.
 */
const home = (words: RegExp, extra: LineRole[] = ["bio", "detail"]) => caption(words, ["comment", ...extra]);

/** Home: moving in, renting and landlords, DIY and renovation, furniture, house plants, cleaning. */
export const POST_HOME_JOKES = defineJokes("jpost", [
  {
    // "New flat who dis", "new house, who this".
    id: "home-new-place-who-dis",
    match: home(/new (?:flat|house|home|place|apartment|gaff|pad|crib|digs|address),? who (?:dis|this|is this)\b/i),
    jokes: [
      ["{q}. A new address, and already pretending not to know anyone from the old one.", "The post office remembers."],
      ["{q}. Moved, and the old friendships went in a box marked miscellaneous.", "Never to be unpacked."],
      ["{q}. A new address, apparently with a new identity and no forwarding details.", "Same person, different doorbell."],
      ["{q}. Pretending not to know us, in a post sent to everyone you know.", "Nice try."],
    ],
  },
  {
    // "We got the keys!", "KEYS!!", "Officially homeowners", "First-time buyers".
    id: "home-got-the-keys",
    mood: "wholesome",
    match: home(
      /(?:got|get|getting|picked up|collected|handed) (?:the|our|my) (?:house |new )?keys|keys!{2,}|keys in hand|(?:officially|new|proud|first[- ]time) home ?owners?|first[- ]time buyers?|(?:we )?(?:just )?bought (?:a|our|my) (?:first )?(?:house|home|flat|place)|exchanged contracts/i,
    ),
    jokes: [
      ["{q}. One small bit of metal, and with it every dripping tap for decades.", "The boiler sends its regards."],
      ["{q}. Congratulations on becoming the person who has to fix everything personally.", "Nobody else is coming."],
      ["{q}. The keys get the celebration, and the paperwork behind them gets a drawer.", "A very full drawer."],
      ["{q}. A front door of your own, and every repair behind it is now your hobby.", "Unpaid, and compulsory."],
    ],
  },
  {
    // "Finally moved in!", "Moving day", "Still unpacking", "Living out of boxes".
    id: "home-moved-in",
    match: home(
      /(?:finally|officially|just|all|fully) moved in|moving day|moved into (?:my|our|the|a) (?:new )?(?:flat|house|home|place|apartment)|(?:still|finally|done|finished) unpacking|boxes everywhere|living out of (?:boxes|suitcases)/i,
    ),
    jokes: [
      ["{q}. Moved in, which is not the same as unpacked, and the boxes know it.", "They're staying."],
      ["{q}. A new home, furnished so far mainly with cardboard and optimism.", "The cardboard is winning."],
      ["{q}. There's always one box that stays taped shut until the next move.", "Nobody knows what's in it."],
      ["{q}. The day everybody finds out exactly how much stuff they own.", "Too much. Always too much."],
    ],
  },
  {
    // "We moved in together!", "Our first home together", "Officially living together".
    id: "home-moved-in-together",
    mood: "wholesome",
    match: home(
      /mov(?:ed|ing) in together|(?:our )?first (?:home|place|flat|house|apartment) together|(?:officially|now|finally) living together|cohabit(?:ing|ation)/i,
    ),
    jokes: [
      ["{q}. Love, finally tested properly: by who finishes the milk and says nothing.", "Nobody ever confesses."],
      ["{q}. Romance, upgraded to a shared bin rota and joint opinions on cushions.", "Very strong opinions."],
      ["{q}. Now every argument about the heating can happen in person, at full volume.", "Thermostat wars, season one."],
      ["{q}. The honeymoon period has met its final boss: whose turn it is to clean.", "Negotiations ongoing."],
    ],
  },
  {
    // "My landlord still hasn't fixed the boiler", "The letting agent says", "Landlord special".
    id: "home-landlord",
    match: home(
      /(?:my|our) (?:new |old )?(?:landlords?|landlady|letting agents?)|the letting agents?|landlords? (?:won['’]?t|will not|still|never|finally|just|ha(?:s|ve)n['’]?t|says?|said|wants?)|landlord special/i,
    ),
    jokes: [
      ["{q}. Every sentence with a landlord in it ends with something still broken.", "Logged, and ignored."],
      ["{q}. A relationship where one side pays monthly and the other replies seasonally.", "Next reply expected in spring."],
      ["{q}. Speaking of the landlord the way sailors speak of the weather.", "Respectfully, and braced for damp."],
      ["{q}. The landlord has entered the story, so the repair has quietly left it.", "Forwarded to a handyman, allegedly."],
    ],
  },
  {
    // "Rent is due", "Rent went up again", "Generation rent".
    id: "home-rent",
    mood: "deadpan",
    match: home(
      /rent (?:is |was )?(?:due|day|went up|going up|increase|rise|hike)|(?:the |my |our )?rent (?:is|was) (?:insane|criminal|extortionate|ridiculous|robbery|a joke|too high|so high)|paying rent|generation rent|(?:forever|eternal|lifelong) renters?|renter life/i,
    ),
    jokes: [
      ["{q}. Paying every month for the privilege of asking before hanging a picture.", "Permission pending."],
      ["{q}. The one bill that arrives on time, every time, with no sense of humour.", "Unlike the repairs."],
      ["{q}. A subscription to somewhere to live, with no option to ever own it.", "No free trial, either."],
      ["{q}. The monthly reminder that the walls belong to somebody else.", "And they know it."],
    ],
  },
  {
    // "Praying I get my deposit back", "End of tenancy clean", "Flat inspection tomorrow".
    id: "home-deposit",
    match: home(
      /(?:security|damage|tenancy|rental|holding|bond) deposit|(?:my|our|the|whole|full) deposit back|deposit (?:back|returned|deductions?|dispute)|(?:keep|kept|keeping|took|withheld|withholding|lose|lost|losing) (?:my|our|the) (?:whole |entire |full )?deposit|end of tenancy|move[- ]out (?:inspection|clean(?:ing)?)|(?:flat|house|property|rental) inspection/i,
    ),
    jokes: [
      ["{q}. Your own money, held by someone with a torch, hunting for a scuff.", "They will find a scuff."],
      ["{q}. Cleaning harder for a deposit than for any guest in recorded history.", "The skirting boards have never been so loved."],
      ["{q}. Every little mark on the walls is now a line item with a price.", "Itemised, lovingly."],
      ["{q}. Getting it back is less a refund and more a hostage negotiation.", "The hostage is your own money."],
    ],
  },
  {
    // "Saving for a house", "Saving up for our first home", "Getting on the property ladder".
    id: "home-property-ladder",
    mood: "deadpan",
    match: home(
      /saving (?:up )?for (?:a|our|my|the) (?:first )?(?:house|home|flat|deposit|mortgage)|(?:house|housing|mortgage) deposit|(?:property|housing) ladder/i,
    ),
    jokes: [
      ["{q}. A ladder whose bottom rung moves up every time anyone reaches for it.", "Every single time."],
      ["{q}. Saving at walking pace while the prices go past at a sprint.", "Waving as they go."],
      ["{q}. Every skipped takeaway is now a brick, and a home needs a great many bricks.", "Keep skipping."],
      ["{q}. Like filling a bath with a teaspoon while someone keeps pulling the plug.", "Keep spooning."],
    ],
  },
  {
    // "DIY project", "Weekend project", "Painted the whole hallway myself", "Second coat done".
    id: "home-diy",
    match: home(
      /diy(?! (?:nails?|manicure|mani|haircut|fringe|bangs|facials?|lashes|tattoos?|cocktails?|costumes?|gifts?|cards?|skincare))|weekend project|home (?:improvements?|projects?)|(?:painted|tiled|plastered|wallpapered|fitted|built|laid|grouted|sanded|varnished) (?:it|this|them|everything|the (?:\w+ )?(?:walls?|floors?|room|ceiling|shelves|shelf|doors?|fence|deck|decking|skirting|tiles|cupboards?|cabinets?)) (?:all )?(?:myself|ourselves|by myself|on my own)|(?:painted|painting|repainted|repainting) (?:the|my|our) (?:walls|ceiling|skirting|fence|front door|bannisters?|stairs)|(?:second|third|final) coat of paint/i,
    ),
    jokes: [
      ["{q}. Every DIY project ends the same way: calling someone who does it properly.", "The number's already saved."],
      ["{q}. Doing it yourself means the only person to complain to is also the culprit.", "Complaint upheld, by the defendant."],
      ["{q}. Saving money on a professional, and spending it all on a second attempt.", "And a third, quietly."],
      ["{q}. The result is handmade, which is the kindest available word for it.", "Charming, from a distance."],
    ],
  },
  {
    // "Bedroom before and after", "Living room makeover", "Before and after of the kitchen".
    id: "home-room-makeover",
    match: home(
      /(?:room|bedroom|kitchen|bathroom|living room|lounge|hallway|garden|flat|house|home|office|nursery) (?:before (?:and|&|\+|n|vs\.?) after|makeover|transformation|glow[- ]?up|reveal|refresh|revamp)|before (?:and|&) after (?:of |in )?(?:the |my |our )?(?:room|bedroom|kitchen|bathroom|living room|lounge|hallway|garden|flat|house|home)|(?:the )?(?:big )?reveal of (?:the|my|our) (?:room|bedroom|kitchen|bathroom|living room|lounge|hallway|garden|flat|house)/i,
    ),
    jokes: [
      ["{q}. The after gets the spotlight. The middle, with all the swearing, stays private.", "Director's cut unavailable."],
      ["{q}. A reveal worthy of television, minus the crew, the budget and the deadline.", "Mostly minus the deadline."],
      ["{q}. The before exists only so the after has someone easy to beat.", "An unfair fight."],
      ["{q}. A makeover announced like a rescue, for a room that never asked for one.", "It was fine, it says."],
    ],
  },
  {
    // "Reno update", "Renovation diaries, week whatever", "Living on a building site", "Our fixer-upper".
    id: "home-renovation",
    match: home(
      /reno (?:update|diar(?:y|ies)|progress|journey|life|day|week|era|hell|nightmare)|renovation|renovating|fixer[- ]?upper|doer[- ]?upper|project (?:house|home)|living (?:in|on) a building site/i,
    ),
    jokes: [
      ["{q}. A home that agreed to be a building site for a little while.", "A long little while."],
      ["{q}. Reporting live from the dust, like a war correspondent with a paint roller.", "Back to the studio."],
      ["{q}. Renovations have exactly one speed: nearly finished, for years.", "Any day now."],
      ["{q}. Every room is a project, and every project is waiting on one more delivery.", "Arriving between noon and never."],
    ],
  },
  {
    // "Flat-pack furniture is my nemesis", "Built the wardrobe myself", "One screw left over".
    id: "home-flat-pack",
    match: home(
      /flat[- ]?pack(?:ed)?|allen keys?|ikea(?! (?:meatballs|restaurant|caf[eé]|hot ?dogs?))|(?:spare|leftover|extra|missing) (?:screws?|bolts?)|assembly (?:instructions|required)|(?:assembled|assembling|built|building|put together|putting together) (?:the|my|our|a|an|this|some) (?:new )?(?:wardrobe|desk|bed ?frame|bookcase|bookshelf|shelves|shelving|shelf|drawers|chest of drawers|dresser|cabinet|table|chair|cot|sofa|bed)s?/i,
    ),
    jokes: [
      ["{q}. Furniture that arrives as homework, and gets marked on how much it wobbles.", "Slight wobble. Passing grade."],
      ["{q}. There is always one screw left over, and it is always load-bearing.", "Sleep well."],
      ["{q}. The instructions star a cartoon person who is suspiciously calm.", "Nobody is that calm."],
      ["{q}. One tiny metal key, and suddenly an evening becomes a personality test.", "Results: mixed."],
    ],
  },
  {
    // "Cosy corner", "Cosy season is here", "My little reading nook", "Hygge".
    id: "home-cosy",
    mood: "wholesome",
    match: home(
      /(?:cos|coz)(?:y|ie) (?:corner|nook|night in|nights in|season|evenings?|nights?|set-?up|home|flat|house|den|living room|bedroom|sunday)|reading nook|(?:my|our) little nook|hygge/i,
    ),
    jokes: [
      ["{q}. Cosy: the interior design word for never having to leave the house.", "The door stays shut."],
      ["{q}. Cosy enough that leaving the house now requires a formal reason.", "Not good enough, sorry."],
      ["{q}. The ancient art of making staying in sound like a philosophy.", "A very comfortable philosophy."],
      ["{q}. So cosy that any invitation out will now be treated as an eviction notice.", "Appeal pending."],
    ],
  },
  {
    // "Beige everything", "Neutral tones only", "Sad beige home", "Japandi living room".
    id: "home-beige",
    mood: "deadpan",
    match: home(
      /beige (?:everything|home|house|flat|interiors?|decor|décor|aesthetic|palette|walls?|living room|lounge)|everything (?:is )?beige|sad beige|neutral (?:tones|palette|decor|décor|home|interiors?|colou?r scheme)|greige|japandi|scandi (?:style|vibes|interiors?|decor|aesthetic)/i,
    ),
    jokes: [
      ["{q}. A home decorated entirely in the colour of having no strong opinions.", "Tasteful, and very quiet about it."],
      ["{q}. Calm, neutral and tasteful, like a hotel nobody remembers staying in.", "Lovely lobby, though."],
      ["{q}. A colour scheme chosen so that nothing can ever clash, or excite.", "Porridge, as a lifestyle."],
      ["{q}. Every shade of oatmeal, arranged by someone who fears a single bright cushion.", "Colour is stopped at the door."],
    ],
  },
  {
    // "Gallery wall finally done", "Hung the prints at last", "Wall of frames".
    id: "home-gallery-wall",
    match: home(
      /gallery wall|picture wall|frame wall|wall of (?:frames|prints|art)|(?:hung|hanging|put up) (?:the |my |our |some |all the )?(?:pictures|prints|frames|artwork)/i,
    ),
    jokes: [
      ["{q}. Behind every frame on a wall like that hides a hole from the first attempt.", "Measure once, drill repeatedly."],
      ["{q}. A wall curated like a museum, where every exhibit hangs at its own angle.", "The spirit level was a suggestion."],
      ["{q}. The hardest part of any wall of art is agreeing where the middle is.", "Still in negotiation."],
      ["{q}. One wall gets all the attention, and the other walls have noticed.", "The ceiling feels overlooked."],
    ],
  },
  {
    // "New plant baby", "Plant haul", "The jungle grows", "New leaf alert".
    id: "home-new-plant",
    match: home(
      /plant (?:bab(?:y|ies)|haul|shopping|family|collection|shelf|corner|update|gang|addiction|obsession)|new (?:house ?plants?|plant (?:bab(?:y|ies)|friends?|alert|day))|house ?plant (?:haul|collection|addiction|obsession|shopping)|(?:indoor|urban|living room) jungle|new leaf (?:alert|unfurling|incoming|update)|(?:the )?jungle (?:grows|is growing|expands)/i,
      [],
    ),
    jokes: [
      ["{q}. The household grows again, with residents who pay no rent and demand sunlight.", "And judge the watering."],
      ["{q}. The indoor jungle expands, and the humans are slowly pushed to the edges.", "Surrender the windowsill."],
      ["{q}. Every new leaf gets an announcement, which is more than most people get.", "Including on their birthdays."],
      ["{q}. Houseplants: pets whose disappointment arrives slowly, one yellow leaf at a time.", "Very passive aggressive."],
    ],
  },
  {
    // "My monstera has a new leaf", "Overwatered again", "Propagation station", "Repotting day".
    id: "home-plant-care",
    match: home(
      /monsteras?|fiddle[- ]leaf(?: figs?)?|pothos|snake plants?|peace lil(?:y|ies)|calatheas?|overwater(?:ed|ing)?|underwater(?:ed|ing)|root rot|brown tips|propagation (?:station|update|jar|progress)|propagating|repott(?:ed|ing)|water(?:ed|ing) (?:my|the|all the|all my) (?:plants|houseplants|plant babies|babies|jungle)/i,
      [],
    ),
    jokes: [
      ["{q}. Updates on greenery, delivered with the gravity of a hospital bulletin.", "Stable, but dramatic."],
      ["{q}. Caring this much about leaves is how botany becomes a soap opera.", "Next week: a new shoot."],
      ["{q}. Too much water or too little, and the leaves refuse to say which.", "They just droop, pointedly."],
      ["{q}. Hovering over the leaves like a parent at a school play.", "It's doing its best."],
    ],
  },
  {
    // "Deep clean done", "Spring cleaning", "Clean with me", "Cleaned the whole flat".
    id: "home-deep-clean",
    match: home(
      /deep[- ]?clean(?:ed|ing)?|spring[- ]?clean(?:ed|ing)?|clean with me|cleaning (?:motivation|spree|day|frenzy|therapy|inspo|session|mode)|cleantok|cleaned (?:the whole|my whole|our whole|the entire|every)|scrubbed (?:the|every|my|our)|hoover(?:ed|ing) (?:the|every|my)|(?:mopped|vacuumed) (?:the|every|my)/i,
    ),
    jokes: [
      ["{q}. Cleaned so deeply that the dust has filed a formal complaint.", "Relocated, under protest."],
      ["{q}. A clean this thorough is less housework and more archaeology.", "Finds to be catalogued."],
      ["{q}. Spotless for roughly an afternoon, and it will be mentioned for weeks.", "Rightly, to be fair."],
      ["{q}. Nothing gets a home this clean except a visitor, or something else being avoided.", "Which one was it?"],
    ],
  },
  {
    // "Decluttering era", "Marie Kondo'd the wardrobe", "Charity shop run", "Cleared out the loft".
    id: "home-declutter",
    match: home(
      /declutter(?:ed|ing)?|marie kondo(?:['’]?d|ed|ing)?|konmari|(?:charity shop|tip) run|clear(?:ed|ing)? out (?:the|my|our) (?:wardrobe|loft|attic|garage|cupboards?|drawers|spare room|shed)/i,
    ),
    jokes: [
      ["{q}. Deciding what goes is easy. Getting the bags out of the door is the hard part.", "The bags are very patient."],
      ["{q}. The only hobby whose finest achievement is having less to show for it.", "Ironic, and tidy."],
      ["{q}. The clutter goes into bags, the bags go into a cupboard, and the cycle continues.", "The circle of stuff."],
      ["{q}. Everything that didn't spark joy went, except the urge to announce it.", "That one stays."],
    ],
  },
  {
    // "Excuse the mess", "Ignore the floordrobe", "My room is a tip".
    id: "home-excuse-the-mess",
    mood: "deadpan",
    match: home(
      /(?:excuse|ignore|don['’]?t mind|pardon|forgive|sorry for|sorry about) (?:the|my) mess|floordrobe|chair (?:of|full of) (?:clothes|shame)|(?:my |the |our )?(?:room|flat|house|place|home) (?:is|looks) (?:like )?(?:a|an|an absolute|such a) (?:mess|tip|pigsty|state|bomb site|disaster)/i,
    ),
    jokes: [
      ["{q}. Apologising for the mess first, so nobody else gets to mention it.", "Pre-emptive, and tidy."],
      ["{q}. The mess gets an apology, but never, it seems, a tidy.", "Apologies are quicker."],
      ["{q}. A disclaimer, issued as if the mess were weather just passing through.", "It has settled in."],
      ["{q}. Acknowledging the mess is the first step, and apparently also the last.", "Recovery paused."],
    ],
  },
  {
    // "WFH setup", "Desk setup complete", "My little home office".
    id: "home-desk-setup",
    match: home(/(?:wfh|work from home|working from home|home office|desk|office) set-?up|(?:my|our) (?:little |new )?home office/i),
    jokes: [
      ["{q}. The set-up is perfect, so the only thing missing now is the work.", "Any minute now."],
      ["{q}. An office where the commute is a corridor and the smart clothes stop at the waist.", "Business on top."],
      ["{q}. A desk arranged with more care than anything that will ever be typed on it.", "Inbox unmoved."],
      ["{q}. A set-up this lovely makes putting off the work feel very professional.", "Ergonomic dithering."],
    ],
  },
]);
