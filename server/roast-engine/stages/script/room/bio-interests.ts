import { bio } from "./bio-match";
import type { ThemeSource } from "./room-types";

/** Bio clichés about what a person says they are: a founder, a fan, a sign, a height; and any bio at all. */
export const INTEREST_CLICHES: ThemeSource[] = [
  {
    id: "entrepreneur",
    match: bio(/entrepreneur|hustl|grind|self[- ]made|boss|ceo of|building/i),
    setups: ["{q}. Of what, exactly, we may never know.", "{ctx}, and the job is {q}."],
    twists: ["The company is a logo and a dream."],
    punches: [
      "Your business plan is a bio and a ring light.",
      "Ten startups, zero customers, one very busy bio.",
      "The grind is mostly just you refreshing your email.",
      "CEO, CFO and the intern, all on one sofa.",
      "Your startup's only product is the bio.",
    ],
  },
  {
    id: "crypto",
    match: bio(/crypto|bitcoin|nft|web3|blockchain|hodl|eth\b|to the moon/i),
    setups: ["{q}. Ah, the finance degree from the comment section.", "{ctx}, and the portfolio says {q}."],
    twists: ["The chart is down and so is the bio."],
    punches: [
      "Your wallet is decentralised, mostly from money.",
      "Still waiting for the moon, the moon has blocked you.",
      "Diamond hands, paper returns.",
      "Your portfolio is mostly vibes and a screenshot.",
      "Financial advice from someone who bought the top.",
      "Decentralised wealth, centralised regret.",
      "The blockchain remembers, sadly, everything.",
    ],
  },
  {
    id: "books",
    match: bio(/book|reader|reading|bookworm|library|novel|poetry/i),
    setups: ["{q}. Reading the same book since lockdown.", "{ctx}, and the literary {q}."],
    twists: ["Owns more bookmarks than finished books."],
    punches: [
      "Your shelf is decoration and we both know it.",
      "You've read one page of that book on every beach in Europe.",
      "The library card is mostly for the photos.",
    ],
  },
  {
    id: "music",
    match: bio(/music|dj\b|playlist|spotify|vinyl|guitar|singer|producer|rapper|band/i),
    setups: ["{q}. The neighbours have a different word for it.", "{ctx}, and the soundtrack is {q}."],
    twists: ["Every party, the aux cord disappears."],
    punches: [
      "Your playlist is called 'vibes' and it's all one song.",
      "The only thing you're dropping is the volume.",
      "Spotify Wrapped is going to need a lawyer.",
    ],
  },
  {
    id: "gamer",
    match: bio(/gamer|gaming|playstation|xbox|nintendo|twitch|streamer|fortnite|valorant/i),
    setups: ["{q}. Reaction time elite, replies to texts never.", "{ctx}, and the lore says {q}."],
    twists: ["The headset is load-bearing."],
    punches: [
      "Your K/D ratio is better than your sleep schedule.",
      "Twelve viewers, and three of them are you.",
      "Respawned more times than you've gone outside.",
    ],
  },
  {
    id: "astrology",
    match: bio(/aries|taurus|gemini|cancer season|leo\b|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces|rising|zodiac|mercury/i),
    setups: ["{q}. Blaming the planets for your texting style.", "{ctx}, and the star chart says {q}."],
    twists: ["Mercury is in retrograde and so is this bio."],
    punches: ["The stars aligned and still picked this bio.", "Your moon sign is 'left on read'.", "Astrologers have asked for a day off."],
  },
  {
    id: "height",
    // A height given as a number ("6'1\"", "5 ft 9", "183 cm"): every line below leads with it. "A very
    // tall shelf" or "a tall latte" is no height of theirs.
    match: bio(/\d\s?['’′]\s?\d{1,2}\b|\b\d(?:\.\d)?\s?(?:ft|feet|foot)\b|\b1\d\d\s?cm\b/i),
    setups: ["{q}. Leading with the number, like a ride at a theme park.", "{ctx}, and the key stat is {q}."],
    twists: ["Measured in shoes, surely."],
    punches: [
      "The bio has one number and it's the wrong one.",
      "Stats of a basketball player, hobbies of a houseplant.",
      "A height listed like a ride requirement, and the ride is closed.",
    ],
  },
  {
    id: "sports-team",
    // A club's name, not any city ("every hot dog stand in the city" is no team).
    match: bio(
      /fc\b|\b(?:man|manchester|leeds|newcastle|leicester|inter|new york|orlando|atlanta|dc) (?:united|city)\b|real madrid|barca|lakers|yankees|arsenal|chelsea|liverpool|football|soccer|nba|nfl|season ticket/i,
    ),
    setups: ["{q}. A team as a personality, bold.", "{ctx}, and the big love is {q}."],
    twists: ["Every loss is taken personally."],
    punches: [
      "The team doesn't know you exist, but you'd cancel a wedding for them.",
      "Your mood depends entirely on eleven strangers.",
      "You call them 'we' and you've never touched the ball.",
    ],
  },
  {
    id: "partner-in-crime",
    match: bio(/partner in crime|looking for|my person|someone to|adventure buddy|plus one/i),
    setups: ["{q}. The job listing no one applied for.", "{ctx}, and the ad says {q}."],
    twists: ["Requirements: must be free on Sundays."],
    punches: ["The only crime here is this bio.", "Applications close when someone finally replies.", "Hiring for a role with no salary and a lot of brunch."],
  },
  {
    id: "no-drama",
    match: bio(/no drama|no bad vibes|no negativity|drama free|no games/i),
    setups: ["{q}. Said only by the source of the drama.", "{ctx}, and the rule: {q}."],
    twists: ["A warning disguised as a wish."],
    punches: [
      "Everyone with 'no drama' in the bio is the drama.",
      "The drama read this and booked a front-row seat.",
      "The first rule of no drama is not writing 'no drama'.",
    ],
  },
  {
    id: "work-hard",
    match: bio(/work hard|play hard|hustle hard|grind now|rise and grind|no days off/i),
    setups: ["{q}. A motto stolen from a gym towel.", "{ctx}, and the creed {q}."],
    twists: ["Both halves done at medium effort."],
    punches: ["You work hard at writing that bio, anyway.", "Play hard, post harder, reply never.", "No days off, also no days on."],
  },
  {
    id: "mom-dad-life",
    match: bio(/mom of|dad of|mum of|mama|papa|boy mom|girl dad|twin mom/i),
    mood: "wholesome",
    setups: ["{q}. The kids have heard about this bio.", "{ctx}, and the title {q}."],
    twists: ["The real bosses are under four feet."],
    punches: [
      "The kids will find this profile one day and laugh.",
      "Parent of the year, according to the parent.",
      "The kids run this account; you're just the intern.",
    ],
  },
  {
    id: "wine",
    match: bio(/wine|prosecco|rosé|rose all day|cocktail|margarita|tequila|beer|whisk(?:e)?y/i),
    setups: ["{q}. Your bar tab has its own bio.", "{ctx}, and the real love is {q}."],
    twists: ["Hydration, but make it fancy."],
    punches: ["Your personality comes with a cork.", "Brunch finishes at six, apparently.", "The bartender has your playlist memorised."],
  },
  {
    id: "introvert",
    match: bio(/introvert|homebody|stay in|hermit|antisocial|couch|netflix/i),
    setups: ["{q}. Said loudly, on a public profile.", "{ctx}, and then proudly {q}."],
    twists: ["The blanket is the plus one."],
    punches: ["Cancelling plans is your only cardio.", "Your couch has a dent shaped like your weekend.", "The most social thing you do is this profile."],
  },
  {
    id: "nomad",
    match: bio(/digital nomad|remote|laptop|bali|lisbon|wifi|co-?working/i),
    setups: ["{q}. A laptop on a beach, facing the wrong way.", "{ctx}, and the lifestyle: {q}."],
    twists: ["The wifi is the real travel partner."],
    punches: [
      "Working remotely, mostly from your own standards.",
      "Sand in the keyboard, nothing in the inbox.",
      "The beach is nice; the spreadsheet disagrees.",
    ],
  },
  {
    id: "emoji-trail",
    match: bio(/(?:\p{Extended_Pictographic}.*){3,}/u),
    setups: ["{q}. That's a bio in hieroglyphics.", "{ctx}, then {q}."],
    punches: [
      "Three emojis deep and still no actual sentence.",
      "Archaeologists will study this bio for centuries.",
      "When words fail, you went to the sticker drawer.",
    ],
  },
  {
    id: "spotify-wrapped",
    match: bio(/spotify wrapped|judge you|be afraid|music taste|playlist/i),
    setups: ["{q}. Threatening people with a year-end music chart.", "{ctx}, and the warning: {q}."],
    twists: ["The algorithm is the judge here."],
    punches: [
      "Your Wrapped is one sad song, four hundred times.",
      "We'll judge you back, and we've seen the playlist.",
      "A music-taste threat from someone with a 'vibes' playlist.",
    ],
  },
  {
    id: "any-bio",
    match: { on: "quote", roles: ["bio"] },
    mood: "deadpan",
    broad: true,
    // "bio" is said only on a page that is surely the person's (fill-line.ts): the line's own
    // setup is true of any line, so an unsure screen still gets a roast, never "nothing to quote".
    setups: ["{q}. That's the bio. That's the whole pitch.", "{ctx}, and the bio just says {q}.", "{q}. That's the line. That's the whole pitch."],
    twists: ["I read that twice to be sure.", "I checked for a second line. There isn't one."],
    punches: [
      "A bio that sounds like a fridge magnet with ambition.",
      "Somewhere an editor is quietly crying.",
      "That bio has the energy of a screensaver.",
      "Your bio peaked in the draft.",
    ],
  },
];
