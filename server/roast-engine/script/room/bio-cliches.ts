import { defineFamily } from "./room-types";

// Anything the person wrote: a comment or a chat message can be as much a cliché as a bio line.
const BIO = ["bio", "headline", "answer", "caption", "other", "detail", "comment", "chat_message", "sticker"] as const;
const bio = (words: RegExp) => ({ on: "quote" as const, words, roles: [...BIO] });

/** Things people put in bios, and what they really say about the person. */
export const BIO_CLICHES = defineFamily("bio", [
  {
    id: "wanderlust", match: bio(/wanderlust|travel|explor|adventure|globe|nomad|passport|jetsetter/i),
    setups: ["{q}. The bio has been to more places than the person.", "{ctx}, and still: {q}."],
    twists: ["Every trip, the same pose.", "Airport selfies count as culture now."],
    punches: ["The furthest you've really gone is the duty-free perfume counter.", "Your passport has more personality than your captions.", "Somewhere a gate agent still knows you by name."],
  },
  {
    id: "countries", match: bio(/\d+\s*countries|countries/i),
    setups: ["{q}. Collecting countries like they're stamps on a coffee card.", "Leading with {q}, like a scoreboard."],
    twists: ["Airport layovers counted, obviously."],
    punches: ["Not one of those countries has heard of you.", "Still can't find the laundry room in your own building.", "Every one of them got the same peace sign."],
  },
  {
    id: "sunsets", match: bio(/sunset|sunrise|golden hour|horizon/i),
    setups: ["{q}. Bold hobby for someone who sleeps until noon.", "{ctx}, and the whole plan is {q}."],
    twists: ["Every evening, same sky, new caption."],
    punches: ["Somewhere a sunset is begging for some privacy.", "The sun sets every day; it doesn't need a fan club.", "Buddy, the sunset is running from you now."],
  },
  {
    id: "coffee", match: bio(/coffee|caffeine|espresso|latte|cappuccino|cold brew/i), mood: "deadpan",
    setups: ["{q}. That's not a personality, that's a loyalty card.", "{ctx}, and the headline act is {q}.", "{q}. Brewed strong, explained stronger."],
    twists: ["Said like it's a rare condition."],
    punches: ["Your blood type is oat milk.", "A whole identity, available in tall, grande and venti.", "The barista spells your name wrong on purpose.", "Your heartbeat has a crema.", "Decaf would be a personality transplant.", "A caffeine habit with a job on the side.", "The coffee is doing the work; you're taking credit."],
  },
  {
    id: "matcha", match: bio(/matcha|chai|bubble tea|boba|kombucha/i),
    setups: ["{q}. A drink order promoted to a personality.", "{ctx}, then {q}. Priorities."],
    punches: ["It's green, it's frothy, it's not a character trait.", "The café has your face on a wanted poster for oat milk requests.", "Your spirit animal is a whisk."],
  },
  {
    id: "best-life", match: bio(/best life|living my|good vibes|vibes only|positive vibes|vibes/i),
    setups: ["{q}. Said with the confidence of a horoscope.", "{ctx}, and yet: {q}.", "{q}. Printed on a tote bag, somewhere.", "{q}. The vibes, announced in advance.", "{ctx}, and the mission statement {q}."],
    twists: ["The vibes have not been consulted."],
    punches: ["If this is your best life, the sequel needs a rewrite.", "The vibes filed a complaint with management.", "Good vibes only, bad lighting mostly.", "The vibe check came back inconclusive.", "Living your best life, loudly, for an audience of nine."],
  },
  {
    id: "manifest", match: bio(/manifest|universe|energy|abundance|aligned|grateful|blessed/i),
    setups: ["{q}. Bold thing to tell the universe in public.", "{ctx}, plus {q}, the full wellness package."],
    twists: ["Spoken like a scented candle."],
    punches: ["The universe read your bio and left you on read.", "Manifesting is just wishing with a vision board.", "Your crystals asked for a day off."],
  },
  {
    id: "sarcasm", match: bio(/sarcas|fluent in|sass|dry humou?r|witty/i),
    setups: ["{q}. The people who are funny never say so.", "{ctx}, and the bio promises {q}."],
    twists: ["That's a warning label, not a skill."],
    punches: ["Fluent in sarcasm, still loading in conversation.", "The only joke here is the one you wrote about yourself.", "Your bio is funnier than you, and it's four words."],
  },
  {
    id: "gym", match: bio(/gym|lift|gains|crossfit|fitness|workout|leg day|pilates|reps/i),
    setups: ["{q}. We know. The mirror told us.", "{ctx}, and of course {q}."],
    twists: ["Every set documented, none of them explained."],
    punches: ["Your protein shaker has a better social life than you.", "You've skipped more rest days than conversations.", "The only thing you can't lift is the mood.", "Your mirror has seen more reps than your friends have seen you.", "Personality: sets of twelve, rest ninety seconds.", "Strong enough to lift anything except a conversation.", "The barbell is the only one who texts back.", "Rest day is a rumour you refuse to confirm.", "Your playlist is just grunting at different tempos.", "A gym bag that has seen more of the world than you.", "Talks about macros like they're gossip."],
  },
  {
    id: "marathon", match: bio(/marathon|runner|running|5k|10k|half marathon|strava|miles(?! away)/i),
    setups: ["{q}. You'll tell us before the first handshake.", "{ctx}, and the bio leads with {q}.", "{q}. Said with a medal still around the neck.", "{ctx}, and the running update: {q}."],
    twists: ["Every run posted, with a map."],
    punches: ["The only thing you've outrun is your audience.", "Strava knows more about you than your family.", "All those miles and you still can't run from that bio.", "Your knees have hired a lawyer.", "Running from your problems, but with a split time.", "The finish line was the easy part; the posting never ends.", "Thirteen miles and not one of them was quiet."],
  },
  {
    id: "foodie", match: bio(/foodie|food lover|brunch|\beat\b|eating|tacos|pizza|snack|chef|\bcook/i),
    setups: ["{q}. A bold stance for someone who has a mouth.", "{ctx}, and the big reveal is {q}.", "{q}. Hungry, and telling everyone.", "{q}. A menu wearing a name tag.", "{ctx}, and the appetite speaks: {q}."],
    twists: ["Eating is not a hobby, it's a requirement."],
    punches: ["Congratulations on liking food, a rare and daring position.", "Your camera eats before you do, every single time.", "The waiter has seen you photograph bread.", "A personality built entirely around lunch.", "Your love language is the last slice.", "Every meal gets a photo shoot and a press release.", "Dinner plans are the whole personality, and honestly, fair.", "You read menus the way other people read novels.", "Your fridge has a fan club and you're the president.", "Food is fuel, and you are permanently refuelling.", "A palate refined by years of free samples.", "Every sentence you write ends at a buffet.", "The chef's kiss is doing all the heavy lifting.", "Your taste buds have a publicist."],
  },
  {
    id: "dog-parent", match: bio(/dog (?:mom|dad|parent|mum)|dog lover|pup|doggo|fur ?baby/i), mood: "wholesome",
    setups: ["{q}. The dog did not agree to this title.", "{ctx}, and the main credit goes to {q}."],
    twists: ["The dog has the better profile."],
    punches: ["The dog is carrying this whole profile on four legs.", "Your dog gets more likes and doesn't even have thumbs.", "Swipe right for the dog, apologise to the dog later."],
  },
  {
    id: "cat-parent", match: bio(/cat (?:mom|dad|parent|lady|guy|mum)|cats?\b|kitten/i), mood: "wholesome",
    setups: ["{q}. The cat was not consulted.", "{ctx}, and then {q}."],
    twists: ["The cat thinks it owns you, and it's right."],
    punches: ["The cat reads this bio and sighs.", "Your cat has you on a trial basis.", "The real owner of this account has whiskers.", "The cat would like its name on the lease.", "The cat has read your messages and is unimpressed.", "Your cat tolerates you for the tin opener.", "Every opinion here has been approved by a litter box.", "The cat is the brand; you are the intern."],
  },
  {
    id: "plants", match: bio(/plant|monstera|succulent|garden|green thumb/i), mood: "wholesome",
    setups: ["{q}. Half of them are plastic, aren't they.", "{ctx}, and the plant people energy of {q}."],
    twists: ["Every leaf named, none of them thriving."],
    punches: ["Your plants are staying alive out of spite.", "The monstera is the most stable thing in this home.", "Somewhere a fern is calling for help.", "The plants have a group chat about you.", "Every pot in that flat is a small crime scene.", "The cactus is the only one who survived, barely.", "Plant parenthood, but with a body count.", "The garden centre sends you sympathy cards.", "Your watering can is a weapon.", "Every leaf in that house is holding its breath.", "A houseplant hospice with a cute name.", "The plants are only pretending to photosynthesise.", "Your ferns have a group chat called 'Help'.", "Green thumb, brown leaves.", "The ferns want out.", "Botany's most wanted.", "Photosynthesis, but hostile.", "Every pot, a tiny grave."],
  },
  {
    id: "entrepreneur", match: bio(/entrepreneur|hustl|grind|self[- ]made|boss|ceo of|building/i),
    setups: ["{q}. Of what, exactly, we may never know.", "{ctx}, and the job is {q}."],
    twists: ["The company is a logo and a dream."],
    punches: ["Your business plan is a bio and a ring light.", "Ten startups, zero customers, one very busy bio.", "The grind is mostly just you refreshing your email.", "CEO, CFO and the intern, all on one sofa.", "Your startup's only product is the bio."],
  },
  {
    id: "crypto", match: bio(/crypto|bitcoin|nft|web3|blockchain|hodl|eth\b|to the moon/i),
    setups: ["{q}. Ah, the finance degree from the comment section.", "{ctx}, and the portfolio says {q}."],
    twists: ["The chart is down and so is the bio."],
    punches: ["Your wallet is decentralised, mostly from money.", "Still waiting for the moon, the moon has blocked you.", "Diamond hands, paper returns.", "Your portfolio is mostly vibes and a screenshot.", "Financial advice from someone who bought the top.", "Decentralised wealth, centralised regret.", "The blockchain remembers, sadly, everything."],
  },
  {
    id: "books", match: bio(/book|reader|reading|bookworm|library|novel|poetry/i),
    setups: ["{q}. Reading the same book since lockdown.", "{ctx}, and the literary {q}."],
    twists: ["Owns more bookmarks than finished books."],
    punches: ["Your shelf is decoration and we both know it.", "You've read one page of that book on every beach in Europe.", "The library card is mostly for the photos."],
  },
  {
    id: "music", match: bio(/music|dj\b|playlist|spotify|vinyl|guitar|singer|producer|rapper|band/i),
    setups: ["{q}. The neighbours have a different word for it.", "{ctx}, and the soundtrack is {q}."],
    twists: ["Every party, the aux cord disappears."],
    punches: ["Your playlist is called 'vibes' and it's all one song.", "The only thing you're dropping is the volume.", "Spotify Wrapped is going to need a lawyer."],
  },
  {
    id: "gamer", match: bio(/gamer|gaming|playstation|xbox|nintendo|twitch|streamer|fortnite|valorant/i),
    setups: ["{q}. Reaction time elite, replies to texts never.", "{ctx}, and the lore says {q}."],
    twists: ["The headset is load-bearing."],
    punches: ["Your K/D ratio is better than your sleep schedule.", "Twelve viewers, and three of them are you.", "Respawned more times than you've gone outside."],
  },
  {
    id: "astrology", match: bio(/aries|taurus|gemini|cancer season|leo\b|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces|rising|zodiac|mercury/i),
    setups: ["{q}. Blaming the planets for your texting style.", "{ctx}, and the star chart says {q}."],
    twists: ["Mercury is in retrograde and so is this bio."],
    punches: ["The stars aligned and still picked this bio.", "Your moon sign is 'left on read'.", "Astrologers have asked for a day off."],
  },
  {
    id: "height", match: bio(/\d'\d+|\bft\b|tall\b|height|6 ?foot|cm\b/i),
    setups: ["{q}. Leading with the number, like a ride at a theme park.", "{ctx}, and the key stat is {q}."],
    twists: ["Measured in shoes, surely."],
    punches: ["The bio has one number and it's the wrong one.", "Stats of a basketball player, hobbies of a houseplant.", "A height listed like a ride requirement, and the ride is closed."],
  },
  {
    id: "sports-team", match: bio(/fc\b|united|city|real madrid|barca|lakers|yankees|arsenal|chelsea|liverpool|football|soccer|nba|nfl|season ticket/i),
    setups: ["{q}. A team as a personality, bold.", "{ctx}, and the big love is {q}."],
    twists: ["Every loss is taken personally."],
    punches: ["The team doesn't know you exist, but you'd cancel a wedding for them.", "Your mood depends entirely on eleven strangers.", "You call them 'we' and you've never touched the ball."],
  },
  {
    id: "partner-in-crime", match: bio(/partner in crime|looking for|my person|someone to|adventure buddy|plus one/i),
    setups: ["{q}. The job listing no one applied for.", "{ctx}, and the ad says {q}."],
    twists: ["Requirements: must be free on Sundays."],
    punches: ["The only crime here is this bio.", "Applications close when someone finally replies.", "Hiring for a role with no salary and a lot of brunch."],
  },
  {
    id: "no-drama", match: bio(/no drama|no bad vibes|no negativity|drama free|no games/i),
    setups: ["{q}. Said only by the source of the drama.", "{ctx}, and the rule: {q}."],
    twists: ["A warning disguised as a wish."],
    punches: ["Everyone with 'no drama' in the bio is the drama.", "The drama read this and booked a front-row seat.", "The first rule of no drama is not writing 'no drama'."],
  },
  {
    id: "work-hard", match: bio(/work hard|play hard|hustle hard|grind now|rise and grind|no days off/i),
    setups: ["{q}. A motto stolen from a gym towel.", "{ctx}, and the creed {q}."],
    twists: ["Both halves done at medium effort."],
    punches: ["You work hard at writing that bio, anyway.", "Play hard, post harder, reply never.", "No days off, also no days on."],
  },
  {
    id: "mom-dad-life", match: bio(/mom of|dad of|mum of|mama|papa|boy mom|girl dad|twin mom/i), mood: "wholesome",
    setups: ["{q}. The kids have heard about this bio.", "{ctx}, and the title {q}."],
    twists: ["The real bosses are under four feet."],
    punches: ["The kids will find this profile one day and laugh.", "Parent of the year, according to the parent.", "The kids run this account; you're just the intern."],
  },
  {
    id: "wine", match: bio(/wine|prosecco|rosé|rose all day|cocktail|margarita|tequila|beer|whisk(?:e)?y/i),
    setups: ["{q}. Your bar tab has its own bio.", "{ctx}, and the real love is {q}."],
    twists: ["Hydration, but make it fancy."],
    punches: ["Your personality comes with a cork.", "Brunch finishes at six, apparently.", "The bartender has your playlist memorised."],
  },
  {
    id: "introvert", match: bio(/introvert|homebody|stay in|hermit|antisocial|couch|netflix/i),
    setups: ["{q}. Said loudly, on a public profile.", "{ctx}, and then proudly {q}."],
    twists: ["The blanket is the plus one."],
    punches: ["Cancelling plans is your only cardio.", "Your couch has a dent shaped like your weekend.", "The most social thing you do is this profile."],
  },
  {
    id: "nomad", match: bio(/digital nomad|remote|laptop|bali|lisbon|wifi|co-?working/i),
    setups: ["{q}. A laptop on a beach, facing the wrong way.", "{ctx}, and the lifestyle: {q}."],
    twists: ["The wifi is the real travel partner."],
    punches: ["Working remotely, mostly from your own standards.", "Sand in the keyboard, nothing in the inbox.", "The beach is nice; the spreadsheet disagrees."],
  },
  {
    id: "emoji-trail", match: bio(/(?:\p{Extended_Pictographic}.*){3,}/u),
    setups: ["{q}. That's a bio in hieroglyphics.", "{ctx}, then {q}."],
    punches: ["Three emojis deep and still no actual sentence.", "Archaeologists will study this bio for centuries.", "When words fail, you went to the sticker drawer."],
  },
  {
    id: "spotify-wrapped", match: bio(/spotify wrapped|judge you|be afraid|music taste|playlist/i),
    setups: ["{q}. Threatening people with a year-end music chart.", "{ctx}, and the warning: {q}."],
    twists: ["The algorithm is the judge here."],
    punches: ["Your Wrapped is one sad song, four hundred times.", "We'll judge you back, and we've seen the playlist.", "A music-taste threat from someone with a 'vibes' playlist."],
  },
  {
    id: "any-bio", match: { on: "quote", roles: ["bio"] }, mood: "deadpan", broad: true,
    setups: ["{q}. That's the bio. That's the whole pitch.", "{ctx}, and the bio just says {q}.", "{q}, typed with total confidence."],
    twists: ["No notes. Actually, many notes.", "I read that twice to be sure."],
    punches: ["A bio that sounds like a fridge magnet with ambition.", "Somewhere an editor is quietly crying.", "Bold choice, putting that in writing.", "That bio has the energy of a screensaver.", "Your bio peaked in the draft."],
  },
]);
