import type { TropeSource } from "../joke-types";
import { bio } from "./bios-match";

/** Lifestyle lines: travel, the gym, early mornings, coffee, wine, brunch, the outdoors. */
export const BIO_LIFESTYLE: TropeSource[] = [
  {
    id: "wanderlust",
    // "Travelled as a couple" is a review form's field, not a lifestyle.
    match: bio(/wanderlust|\btravell?(?!ed (?:as|with|for|solo|on|in)\b)|globe ?trotter|jet ?setter|\bnomad|passport/i),
    jokes: [
      ["{q}. Every story you tell now starts with 'when I was in'.", "And ends near the duty free."],
      ["{q}. A whole personality that expires when the passport does.", "Renewal takes several weeks."],
      "{q}. Your suitcase has seen more of the world than your friends have seen of you.",
    ],
  },
  {
    id: "countries",
    match: bio(/countries/i),
    jokes: [
      ["{q}. Border control knows you better than your neighbours do.", "And likes you about as much."],
      ["{q}. Collecting countries: the grown-up version of a sticker chart.", "Gold star at every border."],
      "{q}. Every new stamp in that passport is another story at every dinner.",
      "{q}. That many countries, and you stayed exactly this person in all of them.",
    ],
  },
  {
    id: "gym",
    match: bio(/\bgym|fitness|\bgains|leg day|\bworkouts?|weightlifting|powerlifting|\bswole/i),
    jokes: [
      "{q}. Every friend becomes a spotter, and every dinner becomes a protein count.",
      "{q}. Sets, reps, and then the real workout: telling everyone about the sets and reps.",
      "{q}. Strong enough to carry a wardrobe upstairs, not strong enough to stop mentioning it.",
    ],
  },
  {
    id: "protein",
    match: bio(/protein/i),
    jokes: [
      ["{q}. The only person whose love language is measured in grams.", "Logged, tracked, and mentioned unprompted."],
      ["{q}. Don't ask about the protein. Too late, the answer has already started.", "It has sources."],
      ["{q}. Reads the back of a yoghurt the way other people read poetry.", "Moved to tears by the grams."],
    ],
  },
  {
    id: "dawn",
    match: bio(/\b[3-6](?::\d\d)? ?a\.?m\b/i),
    jokes: [
      "{q}. Nothing good has ever been decided at {w}, and this line is the proof.",
      ["{q}. Up before the sun, purely to be smug for more hours of the day.", "Efficient, in a way."],
      ["{q}. At {w}, the only ones impressed are you and the bin lorry.", "And the lorry is working."],
      "{q}. Getting up at {w} mainly so you can tell people you got up at {w}.",
    ],
  },
  {
    id: "morning-person",
    match: bio(/early riser|morning person|\d ?am club|rise and shine/i),
    jokes: [
      ["{q}. Cheerful before breakfast, which most people consider a threat.", "Said politely, from under a duvet."],
      ["{q}. Up before everyone, so there is nobody awake to stop you.", "Which explains a lot of this."],
      ["{q}. Please keep the sunrise stories to yourself until at least lunchtime.", "The rest of us are buffering."],
    ],
  },
  {
    id: "coffee",
    match: bio(/coffee|caffeine|caffeinated|espresso|\blatte|cold brew|flat white/i),
    jokes: [
      ["{q}. Switching to decaf would count as a personality transplant.", "Recovery time unknown."],
      ["{q}. Everyone drinks it; only you made {w} a character trait.", "Next up: breathing, as a hobby."],
      ["{q}. At this point your blood is mostly {w}, with a splash of milk.", "Stirred, not shaken. Mostly shaken."],
    ],
  },
  {
    id: "wine",
    match: bio(/\bwine|\bvino\b|prosecco|\bros[ée]\b|sommelier/i),
    jokes: [
      ["{q}. A hobby that mostly consists of saying 'oaky' and nodding slowly.", "Then finishing the bottle regardless."],
      "{q}. Tasting notes: cherry, oak, and a long finish of telling everyone about it.",
      ["{q}. Listed the way other people list their qualifications.", "Roughly the same amount of study, honestly."],
      ["{q}. Swirls it, sniffs it, says 'jammy', then drinks it like squash.", "Tasting note: gone."],
    ],
  },
  {
    id: "foodie",
    match: bio(/foodie|food lover|food ?addict|\beater\b/i),
    jokes: [
      ["{q}. Every human eats food. Only some of us made it a job title.", "Unpaid, but extremely dedicated."],
      "{q}. Translation: photographs dinner for longer than it takes to eat dinner.",
      ["{q}. Enjoys eating, which puts you level with every living thing.", "Including pigeons."],
      "{q}. Opinions about restaurants like a critic, minus the training, the paycheck and the restraint.",
    ],
  },
  {
    id: "brunch",
    match: bio(/brunch|bottomless/i),
    jokes: [
      ["{q}. Brunch: breakfast that slept in and now charges double.", "And still wants a reservation."],
      "{q}. A meal nobody can define, eaten at an hour nobody can commit to.",
      ["{q}. Brunch as a hobby is just lunch with a better publicist.", "And a much longer queue."],
      "{q}. Plans that start late, end later, and are somehow mostly about the eggs.",
    ],
  },
  {
    id: "outdoors",
    match: bio(/\bhik(?:e|es|er|ers|ing)\b|outdoorsy|the outdoors|\bcamping|\bmountains?\b|\btrails\b/i),
    jokes: [
      "{q}. Loves the outdoors, in the sense of walking uphill and then talking about it indoors.",
      "{q}. Every trail ends at a summit, and a very long speech about the summit.",
      // Never a purchase the screen does not show ("a whole new wardrobe" was judged false).
      "{q}. Nature is free, and the talking about it afterwards is the part everyone else pays for.",
      ["{q}. Outdoorsy, meaning the boots cost more than the holiday.", "And get talked about more, too."],
    ],
  },
  {
    id: "yoga",
    match: bio(/\byoga|\byogi\b|pilates|meditat(?:e|es|ion|ing)\b|mindfulness|namaste/i),
    jokes: [
      ["{q}. Inner peace, loudly announced, which rather defeats the purpose.", "Breathe in, breathe out, stop typing about it."],
      ["{q}. So calm, so centred, so keen for everyone to know about it.", "Serenity, with a press release."],
      "{q}. Flexible on the mat, completely rigid about which studio is the good one.",
      ["{q}. Enlightenment is close, right after one more class package.", "Auto-renewing, naturally."],
    ],
  },
  {
    id: "runner",
    // "Three years running" is in a row, "running late" is late and "see it running" is a machine:
    // none of them a runner.
    match: bio(
      /\brunner|(?<!\b(?:years?|days?|weeks?|months?|nights?|times|seasons?|straight|consecutive|it|them|engine|car|tap) )\brunning\b(?! (?:late|out|low|on empty|for office|a|an|the|my|our|his|her|their|it|this|that|things|errands)\b)|marathon(?:er)?|\bultras?\b|\b(?:5|10)k\b/i,
    ),
    jokes: [
      ["{q}. The first rule of running is telling everyone that you run.", "The second rule is the same."],
      "{q}. Ask how you are, and the answer comes back in minutes per kilometre.",
      ["{q}. Gets up early on a weekend to be exhausted on purpose.", "And calls it fun."],
    ],
  },
  {
    id: "sports-fan",
    // A fan, not a player or the one who drives the rink's Zamboni ("junior hockey rink": judged
    // false blind): the sport's name alone says nothing of who watches it.
    match: bio(
      /die[- ]?hard|season ticket|\bsupporter\b|\b(?:football|soccer|basketball|hockey|baseball|rugby|cricket|nfl|nba|nhl|f1|sports?) (?:fan|fanatic|nut|obsessed)\b|premier league/i,
    ),
    jokes: [
      "{q}. Your mood for the week, decided entirely by strangers in matching kits.",
      ["{q}. Says 'we' about a team that has never once said 'we' about you.", "They do not know your name."],
      ["{q}. Pays to be heartbroken every weekend, and renews every summer.", "Loyalty, or a subscription."],
      ["{q}. A personality that wins or loses on a weekend, without leaving the house.", "Exhausting, apparently."],
    ],
  },
];
