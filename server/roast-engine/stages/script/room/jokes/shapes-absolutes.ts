import type { TropeSource } from "../joke-types";
import type { Match } from "../room-types";
import { said } from "./shapes-match";

/**
 * A word of certainty in a sentence the person typed, three words or more: a card's field chosen
 * from a menu ("Never married", "Marriage, eventually") is no claim of theirs, and "Never is the
 * word people say just before the exception turns up" on it roasted the app's form (held-out v26).
 */
const claimed = (words: RegExp): Match => ({ ...said(words), form: "sentence" });

// "Everyone", "everybody", "nobody" and "no one" as a claim about people at large: in the present
// tense ("Everyone hates Mondays", "Nobody tells you"), not a greeting ("Hi everyone"), "a nobody",
// the "Nobody: / Me:" meme, or a story's past ("Nobody declined", "It was nobody"), which is about
// the people in it, not the planet.
const EVERYONE = String.raw`(?<!\b(?:not|hi|hey|hello|morning|evening|night|thanks|thank you|dear|to|for|with|love you|miss you|congrats)\s)\b(?:everyone|everybody)(?=['’]s\b|\s+(?:else\s+)?(?:is|has|knows?|thinks?|wants?|loves?|hates?|says?|does|do|seems?|gets?|needs?|can|can['’]?t|should|will|keeps?|always|just|acts?|agrees?|asks?|talks?|tells?|cares?|goes|forgets?|expects?)\b)`;
const NOBODY = String.raw`(?<!\ba\s)\b(?:nobody|no[- ]one)\b(?=\s+(?:else\s+)?(?:is|has|knows|thinks|wants|loves|likes|needs|cares|says|tells|talks|warns|asks|expects|understands|reads|does|gets|goes|ever|really|actually|truly|can|can['’]?t|should|will|notices|remembers|uses)\b)`;

/**
 * Words of certainty and degree, whatever the sentence is about: the absolutes ("always", "never",
 * "everyone", "nothing"), the loud certainty and the quiet belief, the hearsay, the correction,
 * the hedge, and the words of time that give away how long something has been going on.
 */
export const ABSOLUTE_TROPES: TropeSource[] = [
  {
    // "I always get things done in the end", "Always late, never sorry".
    id: "always",
    broad: true,
    match: claimed(/\balways\b/i),
    jokes: [
      ["{q}. Always is a big word to put in writing, where people can check.", "People are checking."],
      ["{q}. Always? Even the sun takes the night off.", "And it's the sun."],
      ["{q}. Always holds up right until somebody brings up last Tuesday.", "Nobody mention last Tuesday."],
      "{q}. Say always, and every friend you have starts quietly listing the exceptions.",
      ["{q}. One exception and always becomes usually, and usually becomes sometimes.", "Sometimes is where this is heading."],
    ],
  },
  {
    // "I never cry at films", "Never skip leg day": not "never mind", "now or never" or "never-ending".
    id: "never",
    broad: true,
    match: claimed(/(?<!\b(?:than|or)\s)\bnever\b(?![- ]?(?:mind|ending)\b|\s+have i ever\b)/i),
    jokes: [
      ["{q}. Never is the word people say just before the exception turns up.", "It's already on its way."],
      ["{q}. That 'never' is now in writing, where it can be quoted back at you.", "Like we just did."],
      "{q}. Never is a very long time to be this sure about anything.",
      ["{q}. The word never is a dare, and life has accepted.", "Keep us posted."],
    ],
  },
  {
    // "Every single day I'm grateful", "Every single time I wash the car, it rains".
    id: "every-single",
    broad: true,
    match: claimed(/\bevery single\b/i),
    jokes: [
      ["{q}. Every already meant all of them. Single is just there for the drama.", "And it delivered."],
      "{q}. Adding single to every is how a sentence raises its voice without capitals.",
      ["{q}. Every single: a statistic from one researcher who kept no records.", "The survey was done by feel."],
      "{q}. Every single falls over the moment someone finds the one time it didn't.",
    ],
  },
  {
    // "Everyone hates Mondays", "Nobody tells you how tiring adulthood is".
    id: "everyone-nobody",
    broad: true,
    match: claimed(new RegExp(`${EVERYONE}|${NOBODY}`, "i")),
    jokes: [
      "{q}. A headcount of the entire human race, taken without leaving the house.",
      ["{q}. Somewhere out there, someone is already raising a hand to disagree.", "Several someones, in fact."],
      ["{q}. Speaking for the entire population, and the population was not consulted.", "It would like a word."],
    ],
  },
  {
    // "Coffee is everything", "Nothing beats a lie-in": not "my everything" or "nothing serious".
    id: "everything-nothing",
    broad: true,
    match: claimed(/(?<!\bmy\s)\b(?:everything|nothing)\b(?!\s+(?:serious|special|must go)\b)/i),
    jokes: [
      ["{q}. The word {w} covers a lot of ground for one line.", "It skipped the details."],
      "{q}. The word {w} leaves no room for a middle, and life is mostly middle.",
      ["{q}. The word {w} rounds the whole world off to the nearest extreme.", "Precision was not the goal."],
      ["{q}. The word {w}, because some didn't sound dramatic enough.", "Some is underrated."],
    ],
  },
  {
    // "Definitely not a morning person", "Totally worth it", "Absolutely love this".
    id: "certainty",
    broad: true,
    match: claimed(/\b(?:definitely|defo|deffo|totally|completely|absolutely|undoubtedly|for sure|without a doubt|no doubt|guaranteed)\b/i),
    jokes: [
      ["{q}. The word {w} is there because the rest of the line wasn't convincing anyone.", "Including you."],
      ["{q}. Nobody adds {w} to something that's actually certain.", "Water is wet. No adverb needed."],
      "{q}. Certainty this loud is usually doubt wearing a very big coat.",
      ["{q}. The word {w} is a bet, and you've put the house on it.", "The house is nervous."],
      ["{q}. Adding {w} makes it sound checked. It has not been checked.", "We checked."],
    ],
  },
  {
    // "I think I'm funny", "Pretty sure I left the oven on": a belief, held loosely.
    id: "belief",
    broad: true,
    match: claimed(
      /\bi (?:think|reckon|believe)\b(?!\s+(?:in|of|about|back|twice)\b)|(?<!\bnot\s)\b(?:pretty|fairly|quite|almost) (?:sure|certain|positive)\b/i,
    ),
    jokes: [
      ["{q}. That's not knowledge, that's a belief, held with a loose grip.", "One gust and it's gone."],
      ["{q}. The confidence level of someone about to be corrected.", "Politely, then less politely."],
      "{q}. Hedged in advance, so if it's wrong, it was only ever a thought.",
      "{q}. Stated as a belief, which is what facts are called before anyone checks them.",
    ],
  },
  {
    // "I don't think I'm a cat person", "I don't think so".
    id: "i-dont-think",
    broad: true,
    match: claimed(/\bi (?:don['’]?t|dont|do not) think\b/i),
    jokes: [
      ["{q}. Whatever follows 'I don't think' has usually already been proven wrong.", "Often by the person saying it."],
      "{q}. Not thinking it is a strong position, for someone who clearly thought about it.",
      ["{q}. 'I don't think' is how you disagree while keeping the receipt.", "In case it needs to go back."],
    ],
  },
  {
    // "Apparently I snore", "Apparently it's a whole thing now".
    id: "hearsay",
    broad: true,
    match: claimed(/\bapparently\b/i),
    jokes: [
      ["{q}. The word {w} means someone told someone, who told someone, who told you.", "Nobody knows who started it."],
      ["{q}. A source was consulted. Nobody is allowed to know who.", "The source is very comfortable with that."],
      ["{q}. Reported like the news, sourced like gossip.", "Gossip with a press badge."],
    ],
  },
  {
    // "Well, actually, it's pronounced scone", "It's a latte, actually": the correction.
    id: "actually",
    broad: true,
    match: claimed(/(?<=\b(?:well|um+|erm+|uh+|ahem)[,.]?\s+)actually\b|(?<=(?:^|[.!?]\s*))actually(?=,)|(?<=,\s?)actually(?=[.!]*$)/i),
    jokes: [
      ["{q}. The word {w} is a correction with its finger already in the air.", "Lower the finger."],
      ["{q}. Correcting the record, for a record nobody was keeping.", "We're keeping it now."],
      "{q}. The word {w} turns any conversation into a lecture with one attendee.",
      ["{q}. That {w} arrives with its own little cough in front of it.", "Ahem."],
    ],
  },
  {
    // "Maybe I'll go to the gym tomorrow", "Probably asleep", "Fine, I guess".
    id: "hedge",
    broad: true,
    match: claimed(/\b(?:maybe|probably|prolly|possibly|perhaps|presumably)\b|(?<=\bi\s)(?:guess|suppose)\b/i),
    jokes: [
      ["{q}. The word {w} is a shrug, written down.", "You can hear the shoulders."],
      ["{q}. Commitment, with the price tag still on so it can go back.", "Receipt's in the bag."],
      ["{q}. Even your own sentence is keeping its options open.", "It has other plans."],
    ],
  },
  {
    // "I'll learn Spanish eventually", "In the end it all works out", "Someday I'll be organised".
    id: "eventually",
    broad: true,
    match: claimed(/\b(?:eventually|in the end|at some point|sooner or later|some ?day|one of these days|in due course)\b/i),
    jokes: [
      ["{q}. That's a deadline with no date on it.", "The best kind. Nobody can miss it."],
      "{q}. Nobody in history has ever missed a deadline that just says '{w}'.",
      ["{q}. Give it long enough and '{w}' covers absolutely anything.", "Even this."],
      ["{q}. A plan with a beginning, an end and no middle.", "The middle is where the work goes."],
      "{q}. A timetable that runs entirely on '{w}', which is not a time.",
    ],
  },
  {
    // "Still single", "Still not over it", "At this point I live here": not "sit still" or "still life".
    id: "still",
    broad: true,
    match: claimed(
      /(?<!\b(?:stand|stands|standing|stood|sit|sits|sitting|sat|keep|keeps|keeping|kept|stay|stays|staying|stayed|be|hold|holding|lie|lying|perfectly|very|so|stock)\s)\bstill\b(?!,|[- ](?:life|lifes|water|image|images|photo|frame|shot|wine|air)\b)|\bat this point\b/i,
    ),
    jokes: [
      ["{q}. So this has been going on for a while, and nobody has stepped in.", "Consider this the intervention."],
      ["{q}. That '{w}' is endurance, written down.", "Somebody fetch it a medal."],
      ["{q}. That '{w}' has dug its heels in, and it isn't budging.", "Not for anyone."],
      ["{q}. One more '{w}' and this counts as a tradition.", "Bunting optional."],
      ["{q}. With '{w}' in it, this is less news than a progress report.", "Filed under ongoing."],
      ["{q}. Take out '{w}' and it's a fact. Leave it in and it's a saga.", "We'll take the saga."],
    ],
  },
  {
    // "Finally finished my degree", "Summer's finally here": not the list's "And finally,".
    id: "finally",
    broad: true,
    match: claimed(/(?<!\band\s)\bfinally\b(?!,)/i),
    jokes: [
      ["{q}. The word {w} quietly admits how long this took.", "We won't ask how long."],
      "{q}. A whole backstory of waiting, packed into the word {w}.",
      ["{q}. The word {w} means there were several earlier drafts of this moment.", "All of them cancelled."],
      ["{q}. Announcing the end of a wait we didn't know you were in.", "Congratulations on getting out."],
    ],
  },
  {
    // "Officially a plant parent", "Officially on holiday".
    id: "officially",
    broad: true,
    match: claimed(/\bofficially\b/i),
    jokes: [
      "{q}. Officially: the word you use when there's no office involved at all.",
      ["{q}. Officially, so somewhere there must be a form with this on it.", "Signed by you. Witnessed by you."],
      ["{q}. Officially: a press release from a department of one.", "Staffed by you."],
      "{q}. No ribbon, no ceremony, just one word doing all the stamping.",
    ],
  },
];
