import type { LineRole } from "../../../../types";
import { defineJokes } from "../joke-types";
import type { Match } from "../room-types";

/** Anywhere the person talks about their own cooking: a caption, a story, a bio, an answer, their comment, their side of a chat. */
const OWN: LineRole[] = ["caption", "sticker", "other", "bio", "answer", "comment", "chat_message"];

/** The person's own words about cooking, matched from the start of a word ("baked", never "half-baked" mid-word). */
export const cooking = (words: RegExp, roles: LineRole[] = OWN): Match => ({ on: "quote", words: new RegExp(`\\b(?:${words.source})`, words.flags), roles });

/** Things people make and then tell everyone they made. */
const DISHES =
  "bread|loaf|loaves|pasta|dough|pastry|pizza|pizzas|cake|cakes|cookies|brownies|macarons|croissants|bagels|buns|scones|muffins|cupcakes|pancakes|gnocchi|ravioli|noodles|ramen|dumplings|tortillas|curry|lasagne|lasagna|risotto|sushi|pie|pies|tart|cheesecake|focaccia|brioche|cinnamon rolls|pesto|sauce|soup|stew|chilli|biryani|bao|paella|roast|sourdough";

/**
 * Cooking in the person's own words: made from scratch, the first attempt, meal prep, the recipe
 * kept one scroll away, the kitchen disaster told as a triumph, the healthy version, the air
 * fryer's converts, baking as therapy, and the takeaway that finished the job. No object, dish or
 * number the words do not give: the jokes speak of the phrase and what it gives away.
 */
export const POST_COOKING_JOKES = defineJokes("jpost", [
  {
    // "Made it all from scratch", "Fresh pasta from scratch", "Baked the bread from scratch, obviously".
    id: "cook-from-scratch",
    match: cooking(
      new RegExp(
        `(?:made|make|makes|making|baked|bake|bakes|baking|cooked|cooking|rolled|rolling) (?:(?:it|this|these|them|everything|all|the|my|our|own|a|an|some|fresh|whole|entire|lot|${DISHES}) ){0,3}(?:completely |entirely |totally |all )?from scratch|(?:${DISHES}),? (?:made |all |completely |entirely |totally )?from scratch`,
        "i",
      ),
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. From scratch: the cooking version of mentioning you walked here.", "Uphill, both ways."],
      ["{q}. From scratch, a phrase that means please ask me how long it took.", "Hours. It took hours."],
      ["{q}. From scratch, so every single mouthful now comes with a short lecture.", "Chew slowly. There's more."],
      ["{q}. Made the long way round, so the phrase from scratch can be dropped all week.", "Casually, every hour."],
    ],
  },
  {
    // "First attempt at macarons", "My first time making pasta", "First ever bake, be kind".
    id: "cook-first-attempt",
    match: cooking(
      new RegExp(
        `(?:first|1st) (?:ever )?(?:attempt|try|go|time|stab|crack) (?:at )?(?:baking|cooking|homemade|home-made)|(?:first|1st) (?:ever )?(?:attempt|try|go|time|stab|crack) (?:at )?(?:making )?(?:(?:a|an|some|my|homemade|home-made|fresh) )?(?:${DISHES})|(?:first|1st) (?:ever )?(?:bake|loaf|batch of (?:${DISHES}))`,
        "i",
      ),
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. Calling it a first attempt leaves room for a second one, and an apology.", "Both pending."],
      ["{q}. First attempt: a warning and an excuse, handed to the tasters in one phrase.", "Eat bravely."],
      ["{q}. The beginner's label goes on before anyone tastes it, which is very good planning.", "Legally covered."],
      ["{q}. A first attempt, the one every future attempt gets to look better than.", "Low bar, well set."],
    ],
  },
  {
    // "Meal prep Sunday", "Meal prepped for the week", "Batch cooking lunches again".
    id: "cook-meal-prep",
    match: cooking(
      /meal[- ]?prep(?:ped|ping|s)?|batch[- ]?cook(?:ed|ing|s)?|prepped (?:all )?(?:my |the |our |this week['’]?s |the week['’]?s )?(?:lunches|meals|dinners|food)/i,
    ),
    jokes: [
      ["{q}. The same meal in identical boxes, and by Wednesday you'll resent every one.", "Each one equally."],
      ["{q}. Cooking once to eat all week, a plan that trusts future you far too much.", "Future you wants chips."],
      ["{q}. Lunches decided days in advance, so no day this week gets to surprise you.", "Not even Friday."],
      ["{q}. A fridge stacked like a warehouse, shipping one identical lunch a day.", "Same product, daily dispatch."],
    ],
  },
  {
    // "Recipe in the comments", "Recipe below", "Full recipe on the blog", "Who wants the recipe?".
    id: "cook-recipe-elsewhere",
    match: cooking(
      /(?:full )?recipes? (?:is |are )?(?:in (?:the )?(?:comments|caption|bio|description|replies|stories|highlights)|(?:linked |link )?(?:down )?below|link in (?:my )?bio|coming soon|on (?:my|the) (?:blog|website|site|page|profile|channel))|(?:dm|message) (?:me )?for (?:the )?recipe|who wants the recipe/i,
    ),
    jokes: [
      ["{q}. The recipe kept one scroll away, like a prize for whoever made it this far.", "Keep scrolling."],
      ["{q}. Every recipe online comes after a life story, so pack snacks for the scroll.", "The method is at the bottom."],
      ["{q}. Directions to the recipe, given like a treasure map to a list of ingredients.", "Worth the dig."],
      ["{q}. The food is here, the recipe is over there, and we're the ones doing the walking.", "Cardio, for dinner."],
    ],
  },
  {
    // "Recipe please!", "Need the recipe asap", "Drop the recipe" (their own comment or text).
    id: "cook-recipe-please",
    match: cooking(
      /recipes?,? (?:please|pls|plz|asap|now)|(?:need|want|send|drop|share|give|gimme|can i (?:get|have)|could i (?:get|have)) (?:me )?(?:the|that|this|your|ur) recipe|(?:what'?s|what is) the recipe/i,
      ["comment", "chat_message", "other"],
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. Asking for the recipe, the polite way of saying it will never be made.", "Saved forever, unopened."],
      ["{q}. A request that ends the way they all end: saved, forgotten, takeaway ordered.", "Same night."],
      ["{q}. The highest compliment in food, and the least likely to lead to any cooking.", "Not once, ever."],
      ["{q}. Asking for the recipe: the food version of taking a leaflet and never calling.", "We'll be in touch."],
    ],
  },
  {
    // "Chef's kiss", "Honestly, chef's kiss", "*chef's kiss*".
    id: "cook-chefs-kiss",
    match: cooking(/chef['’]?s kiss/i),
    jokes: [
      ["{q}. The one review that comes with its own hand gesture, which nobody can see.", "Imagine the fingers."],
      ["{q}. A gesture, typed out, as if fingertips could be heard through a screen.", "Mwah, in writing."],
      ["{q}. Praise borrowed from a chef who was never once consulted about it.", "No chef was asked."],
      ["{q}. Top marks, delivered with a kiss to the fingertips and zero further detail.", "Detail optional."],
    ],
  },
  {
    // "Nailed it", "Pinterest vs reality", "Expectation vs reality".
    id: "cook-nailed-it",
    match: cooking(/nailed it|(?:pinterest|expectations?|the recipe) (?:vs\.?|versus|v\.?) (?:reality|mine)/i),
    jokes: [
      ["{q}. Words that mean triumph or total disaster, and the tone is carrying everything.", "We can't tell which."],
      ["{q}. Declared a success by the one judge with no intention of marking it down.", "Judge and contestant."],
      ["{q}. The verdict arrived before anyone else could give one, which is very smart.", "Get in first."],
      ["{q}. Either a victory lap or a confession, and only the evidence knows which.", "It isn't talking."],
    ],
  },
  {
    // "Slightly burnt", "A little crispy, on purpose", "Burnt it again".
    id: "cook-burnt",
    match: cooking(
      new RegExp(
        `(?:slightly|a (?:bit|little|tad|touch)|bit|little|lightly|only (?:a (?:bit|little) )?|totally|completely|well and truly|extra) (?:burnt|burned|charred|blackened|overcooked|crispy)(?!\\s+out)|burn(?:t|ed) (?:it|them|the lot|dinner|tea|lunch|breakfast)(?!\\s+out)(?: again)?|burn(?:t|ed) (?:the|my|our) (?:${DISHES}|toast|rice|garlic|onions|sausages)|(?:it'?s|it is|they'?re|they are) not burnt`,
        "i",
      ),
    ),
    mood: "chaotic",
    jokes: [
      ["{q}. Downplaying the damage like a press officer standing outside the factory fire.", "No further questions."],
      ["{q}. A gentle word for it, chosen by the cook rather than whoever's eating it.", "Chosen very carefully."],
      ["{q}. Treating the timer as a rough suggestion, and the result agrees.", "A very rough one."],
      ["{q}. A disaster, renamed a style, like calling a dent a design feature.", "Rustic, allegedly."],
    ],
  },
  {
    // "Smoke alarm approved", "Set off the smoke alarm again", "The smoke alarm is my timer".
    id: "cook-smoke-alarm",
    match: cooking(/smoke alarms?|smoke detectors?|(?:set|sets|setting) off the fire alarm|fire alarm (?:went|goes|going) off (?:again|while|when)/i),
    mood: "chaotic",
    jokes: [
      ["{q}. A review from the one critic in the house that always speaks up.", "Loudly, from the ceiling."],
      ["{q}. When the alarm is part of the method, the method is the problem.", "Step one: open a window."],
      ["{q}. Using the smoke alarm as a timer means dinner is done, and then some.", "Beep, beep, done."],
      ["{q}. The neighbours know this cooking show by heart, and how every episode ends.", "A tea towel, waved at the ceiling."],
    ],
  },
  {
    // "Healthy version of a brownie", "Guilt-free cookies", "Protein pancakes, but make them healthy".
    id: "cook-healthy-version",
    match: cooking(
      new RegExp(
        `health(?:y|ier) (?:version|swap|twist|alternative|remake)s?(?! of (?:me|myself|us|ourselves|you|yourself)\\b)|guilt[- ]free (?:${DISHES}|treats?|snacks?|desserts?|puddings?|baking|bakes?|dinner)|but make (?:it|them) healthy|protein (?:brownies?|pancakes?|cookies?|muffins?|ice cream|balls|bites|waffles|oats)|(?:cauliflower|courgette|zucchini) (?:rice|pizza|base|crust|mash|steaks?)|zoodles`,
        "i",
      ),
    ),
    jokes: [
      ["{q}. The original, wearing a fake moustache, fooling nobody who has tasted the original.", "Nice try, though."],
      ["{q}. Healthier: the polite word for slightly worse, said with enormous pride.", "Deserved pride, just about."],
      ["{q}. Virtue added, so the second helping now counts as a wellness decision.", "It does not."],
      ["{q}. Everything fun taken out, and the rest served with a short speech about balance.", "Applause optional."],
    ],
  },
  {
    // "Air fryer does it again", "Done in the air fryer", "Air fried everything this week".
    id: "cook-air-fryer",
    match: cooking(/air[- ]?fr(?:yer|ier|ied|y|ying)s?/i),
    jokes: [
      ["{q}. Air fryer owners talk about it the way other people talk about holidays.", "Ask about the chips."],
      ["{q}. A small oven with a publicist, and the publicist is clearly you.", "Commission pending."],
      ["{q}. Once it arrives, every meal becomes a test of what fits in the basket.", "Everything, apparently."],
      ["{q}. Crispy on the outside, smug on the inside, and that goes for the cook too.", "Especially the cook."],
    ],
  },
  {
    // "Stress baking again", "Baking is my therapy", "Baked my feelings".
    id: "cook-stress-baking",
    match: cooking(
      /stress[- ]?bak(?:e|es|ed|ing)|(?:emotional|sad|procrastination|revenge|rage|midnight) bak(?:e|es|ed|ing)|baking (?:is|=|as) (?:my |cheaper than |better than )?therapy|(?:baked|baking|bake|bakes) (?:away )?(?:my|the|our) (?:feelings|emotions|stress|sadness|worries)|therapy (?:bake|bakes|baking)/i,
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. Every worry converted into a tray of bakes, which is how stress spreads.", "To everyone nearby."],
      ["{q}. Therapy where each session ends with a tray of bakes and a sink of bowls.", "Same time tomorrow."],
      ["{q}. A coping method that somehow makes everyone else feel better instead.", "Keep coping, please."],
      ["{q}. The feelings went into the oven and came out as something other people eat.", "Lucky them."],
    ],
  },
  {
    // "Banana bread again", "Made banana bread, obviously", "Banana bread season".
    id: "cook-banana-bread",
    match: cooking(/banana (?:bread|loaf|loaves)/i),
    mood: "wholesome",
    jokes: [
      ["{q}. A recipe whose main ingredient is bananas nobody ate in time.", "Rescued, deliciously."],
      ["{q}. Less baking than a rescue mission for fruit that had given up.", "Medals all round."],
      ["{q}. The loaf everybody makes, and every maker is sure theirs is the good one.", "Every single maker."],
      ["{q}. Brown bananas, forgiven in loaf form and served with a look of quiet pride.", "Redemption, sliced."],
    ],
  },
  {
    // "Star baker", "No soggy bottoms here", "Channelling my inner Paul Hollywood".
    id: "cook-bake-off",
    match: cooking(/star baker|soggy bottoms?|hollywood handshake|paul hollywood|bake ?off|showstopper challenge|prue leith|mary berry/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Judging yourself by a baking show, with no judges, no tent and no handshake.", "Self-awarded, no appeal."],
      ["{q}. Star baker, in a competition where the only other contestant was the oven.", "The oven was robbed."],
      ["{q}. Somewhere a stern judge would press it, frown, and say nothing for far too long.", "Then: bit dry."],
      ["{q}. Borrowing a baking show's words, so one bake at home becomes the grand final.", "Cue the dramatic music."],
    ],
  },
  {
    // "Measured with my heart", "I never follow recipes", "Just eyeballed it".
    id: "cook-measured-with-heart",
    match: cooking(
      /measure(?:d|s)? (?:it |everything |the \w+ )?with (?:my|your|the) hearts?|eyeball(?:ed|ing|s)? (?:it|everything|the (?:measurements|amounts|quantities|recipe))|(?:never|don['’]?t|didn['’]?t|did not|rarely) (?:follow|use|need|read) (?:a |the )?(?:recipes|recipe)(?!s| for\b)|no recipe,? (?:just )?vibes|(?:loosely|vaguely) (?:followed|following|based on) (?:a|the) recipe|recipes? (?:is|are) (?:just |more of )?(?:a )?suggestions?/i,
    ),
    mood: "chaotic",
    jokes: [
      ["{q}. The heart is a fine organ and a terrible measuring jug.", "Ask any baker."],
      ["{q}. Cooking by feel, which is why it never tastes the same way twice.", "Or even once."],
      ["{q}. A recipe treated as a rumour, and the result is a surprise to everyone.", "Including the cook."],
      ["{q}. Freedom from measuring, paid for by whoever has to taste the results.", "Every time."],
    ],
  },
  {
    // "Tastes better than it looks", "Not pretty but delicious", "Don't judge the presentation".
    id: "cook-tastes-better",
    match: cooking(
      /tastes? (?:way |much |a lot |so much |loads )?better than (?:it|they|this|that) looks?|(?:not|isn['’]?t|wasn['’]?t) (?:very |the most |much |exactly )?(?:pretty|photogenic|much to look at),? but (?:it |they )?(?:(?:tastes?|tasted) (?:so |really )?(?:good|great|amazing|incredible|banging|lush|class)|(?:is |was |were |so )?(?:delicious|tasty|yummy))|don['’]?t judge (?:the |my )?(?:presentation|plating)|plating needs work/i,
    ),
    jokes: [
      ["{q}. A disclaimer served before the food, so the eyes get warned first.", "Consider them warned."],
      ["{q}. The presentation lost, the flavour won, and the cook called it a draw.", "Generous scoring."],
      ["{q}. Looks aren't everything, says the cook, who has clearly seen the looks.", "And made peace with them."],
      ["{q}. Asking everyone to taste first and look later, which is not how eyes work.", "Eyes go first."],
    ],
  },
  {
    // "Ended up ordering takeaway", "Plan B: pizza", "Gave up and ordered in".
    id: "cook-takeaway-backup",
    match: cooking(
      /(?:ended up|ending up|end up|gave up and|giving up and|so (?:we|i) just|resorted to) (?:just )?(?:order(?:ing|ed)?|get(?:ting)?|got) (?:a |some |the )?(?:takeaway|takeout|take-out|delivery|food in|pizza|curry|chippy)|(?:gave up and|giving up and|ended up|so (?:we|i) just) order(?:ed|ing) in|ordered (?:in|takeaway|takeout) (?:instead|after all|in the end)|plan b:? (?:takeaway|takeout|pizza|toast|cereal)|takeaway it is|(?:takeaway|takeout) (?:instead|after all|in the end)/i,
    ),
    mood: "deadpan",
    jokes: [
      ["{q}. A recipe with a delivery fee as its final step.", "Tip included, dignity extra."],
      ["{q}. Cooking was attempted. Ordering was achieved. Only one of them came with a receipt.", "Proof of dinner."],
      ["{q}. The cooking did happen, just somewhere else, by someone paid to do it.", "Teamwork, technically."],
      ["{q}. Dinner was made in the end, by a stranger, who then rang the doorbell.", "Chef's kiss, delivered."],
    ],
  },
]);
