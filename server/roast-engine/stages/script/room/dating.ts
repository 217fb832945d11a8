import { defineFamily } from "./room-types";

const answer = (words: RegExp) => ({ on: "quote" as const, words, roles: ["answer" as const] });

/** Dating prompts and the answers people give them. */
export const DATING = defineFamily("dating", [
  {
    id: "green-flag",
    match: answer(/green flag|red flag|dealbreaker|flag/i),
    setups: ["{q}. A whole flag collection, sorted by colour.", "{ctx}, and the flag report says {q}."],
    twists: ["Your own flags are at the dry cleaner."],
    punches: ["The biggest red flag is listing flags.", "You've got more flags than a golf course.", "Somewhere a lifeguard is nervous."],
  },
  {
    id: "pineapple-pizza",
    match: answer(/pineapple|pizza|cereal|hot take|controversial|unpopular opinion/i),
    setups: ["{q}. That's your controversial opinion? About toppings?", "{ctx}, and the hot take is {q}."],
    twists: ["Brave, in a very safe way."],
    punches: ["The most dangerous thing about you is a menu.", "A hot take served lukewarm.", "Risky as a beige sofa."],
  },
  {
    id: "two-truths",
    match: answer(/two truths|lie\b|one is a lie|guess which/i),
    setups: ["{q}. The lie is the part about being fun.", "{ctx}, and the game is {q}."],
    punches: ["All three are lies, including the punctuation.", "We guessed, and now we're all tired.", "The truth is you copied this from a template."],
  },
  {
    id: "simple-pleasures",
    match: answer(/simple pleasures|the little things|long walks|cosy|cozy|sunday|rainy day/i),
    setups: ["{q}. A personality assembled from a candle label.", "{ctx}, and the joys: {q}."],
    twists: ["Wholesome, aggressively wholesome."],
    punches: ["The candle company wants its copy back.", "Your simple pleasure is writing beige sentences.", "A profile that smells like pumpkin spice."],
  },
  {
    id: "dinner-guest",
    match: answer(/dinner with|any three|invite|dead or alive|historical/i),
    setups: ["{q}. Ambitious guest list for someone who can't cook.", "{ctx}, and the dream table is {q}."],
    punches: ["They'd all leave before dessert.", "The guests heard about your playlist and declined.", "Dinner for four, conversation for one."],
  },
  {
    id: "perfect-date",
    match: answer(/perfect (?:first )?date|first date|date idea|ideal date|we'?ll get along/i),
    setups: ["{q}. Planned down to the minute, like a heist.", "{ctx}, and the date plan is {q}."],
    twists: ["The reservation is in your head."],
    punches: [
      "The perfect date, mostly with your phone.",
      "Sounds lovely; who's paying is still a mystery.",
      "A date plan with the energy of a calendar invite.",
    ],
  },
  {
    id: "love-language",
    match: answer(/love language|quality time|acts of service|words of affirmation|physical touch|gifts/i),
    setups: ["{q}. Fluent, apparently, in the love languages.", "{ctx}, and the love language: {q}."],
    punches: [
      "Your real love language is leaving people on read.",
      "Quality time with your screen time report.",
      "Words of affirmation, mostly from your own bio.",
    ],
  },
  {
    id: "overthink",
    match: answer(/overthink|overthinking|anxious|chaotic|feral|unhinged|chaos/i),
    setups: ["{q}. Said like a feature, reads like a warning.", "{ctx}, and the disclaimer {q}."],
    twists: ["The terms and conditions are long."],
    punches: ["A dating profile with a safety notice.", "Chaotic, but mostly about the laundry.", "Unhinged, in a very scheduled way."],
  },
  {
    id: "banter",
    match: answer(/banter|make me laugh|sense of humou?r|funny|jokes/i),
    setups: ["{q}. Outsourcing the personality to your match.", "{ctx}, and the request: {q}."],
    punches: ["The bar is set, and it's on the floor.", "Looking for a comedian, offering an audience of one.", "Make you laugh? The bio already did."],
  },
  {
    id: "tacos-dogs",
    match: answer(/tacos|dogs|sushi|brunch|wine|coffee|pasta/i),
    setups: ["{q}. A grocery list in the answer box.", "{ctx}, and the dream is {q}."],
    punches: [
      "A profile you could order off a menu.",
      "Swipe right for carbs, swipe left for conversation.",
      "That's not a prompt answer, that's a takeaway order.",
    ],
  },
  {
    id: "typical-sunday",
    match: answer(/typical sunday|weekend|saturday|lazy|hungover|recovering/i),
    setups: ["{q}. A Sunday with the ambition of a nap.", "{ctx}, and the weekend is {q}."],
    punches: ["The sofa has asked for a break.", "Peak activity: deciding what to eat.", "A routine so relaxed it has a pulse of forty."],
  },
  {
    id: "travel-prompt",
    match: answer(/next trip|bucket list|passport|flight|abroad|travel|japan|italy|bali/i),
    setups: ["{q}. The plane ticket is still in your basket.", "{ctx}, and next on the list: {q}."],
    punches: ["Your bucket list has a leak.", "Travel plans with the speed of a screensaver.", "The trip is booked, in your imagination."],
  },
  {
    id: "sarcastic-answer",
    match: answer(/^(?:ask me|you'?ll find out|guess|idk|tbd|later|no\.?)$/i),
    setups: ["{q}. The answer box deserved better.", "{ctx}, and then just {q}."],
    punches: ["Mystery is not a personality, it's missing information.", "Effort level: autocorrect.", "That prompt asked nicely and got nothing."],
  },
  {
    id: "height-rule",
    match: answer(/6 ?(?:ft|foot|')|taller than|height|tall/i),
    setups: ["{q}. A dating profile with a ride requirement.", "{ctx}, and the rule {q}."],
    punches: ["The only bar you've set is a measuring stick.", "You're not dating, you're running a theme park.", "Tape measure not included."],
  },
  {
    id: "pet-prompt",
    match: answer(/my dog|my cat|pet|dog will|cat will/i),
    mood: "wholesome",
    setups: ["{q}. The pet is the real catch here.", "{ctx}, and the main selling point: {q}."],
    punches: [
      "We'd swipe right on the pet, honestly.",
      "The pet is doing the heavy lifting in this relationship.",
      "Your pet should have its own profile, and fewer prompts.",
    ],
  },
  {
    id: "gym-prompt",
    match: answer(/gym|workout|lift|run with|hike|hiking|climb/i),
    setups: ["{q}. A date that ends in stretching.", "{ctx}, and the fun idea: {q}."],
    punches: ["Romance, but with a warm-up.", "Nothing says love like shared sweat.", "First date, leg day. Second date, physio."],
  },
  {
    id: "any-answer",
    match: { on: "quote", roles: ["answer"], kinds: ["dating"] },
    broad: true,
    mood: "deadpan",
    setups: ["{q}. That's the answer. To a prompt. On purpose.", "{ctx}, and then the answer {q}.", "{q}, said to a room full of strangers."],
    twists: ["The prompt deserved better.", "A whole answer box, used like a sticky note."],
    punches: [
      "Swipe left on the prompt, right on the pet.",
      "The dating app is considering a refund.",
      "Somewhere, a match is typing and deleting.",
      "That answer has the charm of a parking ticket.",
      "It reads like an autofill with feelings.",
    ],
  },
  {
    id: "dating-any-bio",
    match: { on: "quote", roles: ["bio", "detail"], platforms: ["dating"] },
    broad: true,
    setups: ["{q}. On a dating app, in front of everybody.", "{ctx}, and the opening line {q}."],
    punches: ["The algorithm is trying its best.", "A profile built to be screenshotted, not matched.", "Your match count called, it's still loading."],
  },
]);
