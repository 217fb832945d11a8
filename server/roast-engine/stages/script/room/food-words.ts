import { defineFamily } from "./room-types";

const OWN = ["bio", "headline", "answer", "caption", "other", "comment", "chat_message", "sticker"] as const;
const said = (words: RegExp) => ({ on: "quote" as const, words, roles: [...OWN] });
const BREAKFAST = /(?:breakfast|brunch|cereal|pancake|waffle|toast|omelette|bacon|eggs)/i;

/** Food in the person's own words: what they cook, order, hoard or refuse to share. */
export const FOOD_WORDS = defineFamily("food", [
  {
    id: "pizza-words",
    match: said(/pizza|pepperoni|margherita|slice/i),
    setups: ["{q}. Pizza, as a lifestyle.", "{ctx}, and then the pizza news: {q}.", "{q}. Said with cheese on the keyboard."],
    twists: ["The delivery driver knows your middle name."],
    punches: [
      "Your oven has filed for early retirement.",
      "The crust is the only thing with structure here.",
      "Pizza isn't a personality, but you're making it work.",
      "A relationship status: it's complicated, with dough.",
      "The smoke alarm is your biggest fan.",
    ],
  },
  {
    id: "snacks-sharing",
    match: said(/snack|fries|chips|appeti[sz]er|crisps|nachos|popcorn|share (?:food|dessert)|split (?:the|a|my|your|our)\b/i),
    setups: ["{q}. Snacks first, feelings later.", "{ctx}, and the snack policy: {q}.", "{q}. A menu disguised as a personality."],
    twists: ["Terms and conditions apply to every plate."],
    punches: [
      "Sharing food with you is a contact sport.",
      "Your love is measured in fries, and it's rationed.",
      "Nobody's hand is safe near that plate.",
      "A romance built on who gets the last chip.",
      "The snack drawer has a lock and you have the key.",
      "Every date is a negotiation over the bread basket.",
      "Romance, measured in appetisers.",
    ],
  },
  {
    id: "baking",
    // Baking done, not bought: a croissant eaten or a run to the bakery is no oven of theirs.
    match: said(/\bbak(?:e|es|ed|ing|er)|sourdough|banana bread|knead|proofing|flour\b|\boven\b/i),
    setups: ["{q}. The oven is the main character.", "{ctx}, and the flour-covered truth: {q}.", "{q}. Every sentence smells of yeast."],
    twists: ["The starter has more followers than you do."],
    punches: [
      "Your sourdough starter is your longest relationship.",
      "Every conversation eventually rises, then collapses.",
      "You knead attention, and it shows.",
      "The bread is proofing; so is your patience with us.",
      "A personality at three hundred and fifty degrees.",
    ],
  },
  {
    id: "dessert",
    match: said(/ice cream|dessert|chocolate|mint chip|sugar|sweet tooth|donut|doughnut|gelato/i),
    setups: ["{q}. Dessert, as a legal argument.", "{ctx}, and the dessert defence: {q}.", "{q}. Asked like a lawyer with a spoon."],
    twists: ["The freezer has been subpoenaed."],
    punches: [
      "Technically a dairy product, spiritually a cry for help.",
      "The spoon is already in, the question is for show.",
      "Nutrition facts were never consulted.",
      "Dessert first, loopholes second.",
      "Every diet you start has a chocolate exit.",
    ],
  },
  {
    id: "breakfast",
    match: said(BREAKFAST),
    setups: ["{q}. The most important meal of the drama.", "{ctx}, and the breakfast situation: {q}."],
    punches: ["Breakfast is easy; you made it a documentary.", "Even the cereal is embarrassed to be involved.", "Your mornings need a supervisor."],
  },
  {
    // An opinion about breakfast, not any breakfast: a bowl of cereal that set off the alarm is no "take".
    id: "breakfast-take",
    match: said(
      new RegExp(
        `^(?=.*\\b(?:only|best|worst|correct|wrong|overrated|underrated|superior|better|worse|should|hot take|unpopular)\\b).*${BREAKFAST.source}`,
        "i",
      ),
    ),
    setups: ["{q}. A morning announcement nobody asked for.", "{ctx}, and the breakfast ruling: {q}."],
    punches: ["A brunch opinion, served with extra confidence.", "Breakfast is easy; you made it a debate.", "Your mornings need a supervisor."],
  },
  {
    // Breakfast that went wrong: the kitchen and the toaster are only in it when the words say so.
    id: "breakfast-mishap",
    match: said(new RegExp(`^(?=.*\\b(?:smoke|alarm|burn\\w*|fire|disaster|ruin\\w*|explod\\w*|toaster)\\b).*${BREAKFAST.source}`, "i")),
    setups: ["{q}. The most important meal of the drama.", "{ctx}, and the breakfast incident: {q}."],
    twists: ["The toaster has seen things."],
    punches: [
      "The kitchen wants a written apology.",
      "A morning routine with a fire safety plan.",
      "The toaster has requested a transfer.",
      "Even the cereal is embarrassed to be involved.",
    ],
  },
  {
    // A cooking disaster only where the words tell of one: "kitchen", "recipe" or "cooking" alone
    // are a room, a page or a hobby ("Kitchen splashback", a tiler's job under a review on held-out
    // v38, had been told its kitchen was a crime scene).
    id: "kitchen-disaster",
    match: said(/smoke alarm|\bburn(?:t|ed)?\b|\bfire\b|never recover|disaster|\bruin(?:ed|s)?\b|caught fire|set fire|charred|inedible/i),
    setups: ["{q}. The kitchen is now a crime scene.", "{ctx}, and the kitchen report: {q}.", "{q}. Firefighters call this a Tuesday."],
    twists: ["The recipe did not survive the experience."],
    punches: [
      "Gordon Ramsay felt a chill and doesn't know why.",
      "Your fire extinguisher has a loyalty card.",
      "Cooking shows should hire you as the warning.",
      "The recipe said simmer, you heard suffer.",
      "Takeaway menus exist for heroes like you.",
      "The smoke alarm has your name saved as a contact.",
      "Every meal is a small, delicious emergency.",
      "The neighbours can smell your ambition.",
    ],
  },
  {
    id: "drinks-words",
    match: said(/wine|beer|cocktail|margarita|tequila|prosecco|aperol|bubble tea|boba|matcha/i),
    setups: ["{q}. A drinks order as a personality.", "{ctx}, and the bar tab says {q}.", "{q}. Poured with great ceremony."],
    punches: [
      "The bartender has a nickname for you, and it isn't kind.",
      "Hydration, but make it a flex.",
      "A glass in hand, a story half finished.",
      "Your order takes longer than the drink.",
    ],
  },
  {
    id: "hot-dog-street-food",
    match: said(/hot dog|burger|taco|kebab|food truck|\bstand #\d+|street food|ramen|dumpling/i),
    setups: ["{q}. A food critic with a napkin for credentials.", "{ctx}, and the tasting notes: {q}.", "{q}. Reviewed with mustard on the lens."],
    twists: ["Michelin has not returned the calls."],
    punches: [
      "Your cholesterol is writing its own review.",
      "Five stars, three antacids.",
      "A critic whose only qualification is hunger.",
      "The stand owner has your photo behind the counter.",
      "Fine dining, if the line is long enough.",
    ],
  },
]);
