import type { TropeSource } from "../joke-types";
import { pitched } from "./dating-match";

/** Tastes and traits pitched to strangers — dogs, tacos, sarcasm, a sitcom, a playlist — and any answer at all. */
export const DATING_TASTES: TropeSource[] = [
  {
    id: "must-love-dogs",
    match: pitched(
      /\b(?:must love dogs?|must like dogs?|dogs? person|dogs? lover|love dogs|(?:if you|you must|you have to) (?:don'?t )?(?:like|love) dogs)|^dogs?$/i,
    ),
    mood: "wholesome",
    jokes: [
      "{q}. Fair, but what's the policy on people who are merely polite to dogs?",
      "{q}. A filter so wide it lets in most of humanity and every dog.",
      ["{q}. Setting the bar at a height every dog clears without even trying.", "Tail wagging, even."],
      ["{q}. Honestly, a dog would read this profile and feel completely seen.", "And say yes."],
    ],
  },
  {
    id: "fluent-in",
    match: pitched(
      /\bfluent in(?! (?:english|spanish|french|german|italian|portuguese|mandarin|cantonese|japanese|korean|arabic|hindi|urdu|russian|dutch|polish|greek|turkish|swedish|hebrew|tagalog|vietnamese|sign language|asl\b))/i,
    ),
    jokes: [
      ["{q}. A language with no grammar, no exam, and no certificate.", "Very convenient for you."],
      "{q}. Put that on a job application and watch the interviewer nod slowly.",
      "{q}. Every profile is fluent in something, and it's never a language with verbs.",
      "{q}. Fluent, but the accent needs work and nobody else speaks it.",
    ],
  },
  {
    id: "sarcasm",
    match: pitched(/\b(?:sarcasm|sarcastic)/i),
    mood: "deadpan",
    jokes: [
      "{q}. Listing sarcasm as a trait is the least sarcastic thing a person can do.",
      ["{q}. Translation: you're mean, but you've attached a warning label.", "Legally, you're covered now."],
      ["{q}. A heads-up that every compliment from you will need a second reading.", "Slowly, and twice."],
      ["{q}. So when you say 'I had a great time', nobody will ever know.", "Including you."],
    ],
  },
  {
    id: "the-office",
    match: pitched(/\b(?:[Tt]he Office|[Dd]under [Mm]ifflin|Michael Scott|Jim and Pam|Dwight Schrute)\b/),
    jokes: [
      ["{q}. A whole personality, available in boxed sets at any supermarket.", "Season one optional."],
      ["{q}. The most rewatched sitcom on the planet, and somehow it's your unique trait.", "You and everyone."],
      "{q}. Everyone's looking for their Jim, and most profiles are quietly a Dwight.",
      "{q}. Dating you comes with long pauses and a knowing stare at the camera.",
    ],
  },
  {
    id: "tacos",
    match: pitched(/\btacos?/i),
    mood: "wholesome",
    jokes: [
      ["{q}. A taste so universal it's less a preference and more a pulse.", "Everyone has one."],
      "{q}. Mentioning tacos on a dating profile is a trap, because now every date is tacos.",
      ["{q}. Low bar, but at least it comes with salsa.", "And a lime wedge."],
      ["{q}. The most reliable relationship on this profile, and it's with a tortilla.", "Folded, but loyal."],
    ],
  },
  {
    id: "pineapple",
    match: pitched(/\b(?:pineapple (?:on|belongs on|goes on|and) (?:pizza|ham)|pineapple pizza|hawaiian pizza|team pineapple|pro[- ]pineapple)/i),
    mood: "chaotic",
    jokes: [
      ["{q}. Opening with the fruit debate, to filter for people who love arguing.", "You found each other."],
      ["{q}. The only controversial thing about you, and it's a fruit.", "Wild, truly."],
      "{q}. A hill to die on should be a bit taller than a topping.",
      "{q}. Nothing unites strangers like arguing about fruit for an entire dinner.",
    ],
  },
  {
    id: "music-taste",
    match: pitched(/\b(?:music taste|taste in music|(?:your|my) (?:spotify )?wrapped|(?:your|my) playlists?|judge you by your (?:music|playlists?|songs?))/i),
    jokes: [
      "{q}. Threatening strangers with a playlist is a whole new kind of flirting.",
      ["{q}. Vetting romance by listening history, like a very specific credit check.", "Declined, probably."],
      "{q}. A love story that lives or dies on whether you skipped the same song.",
      ["{q}. Music taste as an entry exam, and only you know the answers.", "No revision allowed."],
    ],
  },
  {
    id: "binge",
    match: pitched(/\b(?:binge[- ]?watch(?:ing)?|bingeing|binging|movie nights?|movie marathons?|series marathons?|shows? to binge)/i),
    mood: "deadpan",
    jokes: [
      ["{q}. A romance mostly spent answering 'are you still watching?'", "Yes, sadly. Every single time."],
      ["{q}. An evening of choosing something to watch, and then watching nothing.", "Romance, technically."],
      ["{q}. The ideal date, apparently: staring at a third thing together.", "For hours, in silence."],
      ["{q}. Romance, but with a remote control and a custody dispute over it.", "Shared custody."],
    ],
  },
  {
    id: "true-crime",
    match: pitched(/\b(?:true crime|crime (?:podcasts?|documentaries|docs|shows?)|murder (?:mysteries|podcasts?|documentaries|shows?))/i),
    mood: "chaotic",
    jokes: [
      "{q}. Great news for a first date: you know exactly how the alibis work.",
      ["{q}. Reassuring to hear from a stranger before meeting somewhere public.", "Very public."],
      ["{q}. A hobby that makes every first date text 'share your location'.", "Twice."],
      ["{q}. Dates with you come with a running commentary on who did it.", "Spoilers included."],
    ],
  },
  {
    id: "naps",
    match: pitched(/\b(?:nappers?|napping|naps?)/i),
    mood: "wholesome",
    jokes: [
      ["{q}. A hobby you can do on the first date, if the film is slow enough.", "Very romantic snoring."],
      ["{q}. The one plan on this profile that is guaranteed to happen.", "Every single day, on time."],
      "{q}. Napping listed as an activity means the bar for a date is staying awake.",
      ["{q}. Romantic: someone who'll respect the nap and never ask about it.", "True love, honestly."],
    ],
  },
  {
    id: "snacks",
    match: pitched(/\bsnacks?/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Love, but it's conditional on the snacks, and everyone knows it.", "Savoury and sweet."],
      ["{q}. The way to this heart goes straight through the snack aisle.", "Checkout optional."],
      ["{q}. A relationship with terms, and the terms are snacks.", "Non-negotiable."],
      ["{q}. The one requirement on here that a petrol station can meet.", "Open all night."],
    ],
  },
  {
    id: "emotional",
    match: pitched(/\b(?:emotionally (?:available|intelligent|mature|stable)|emotional intelligence|self[- ]aware)/i),
    jokes: [
      ["{q}. Self-reported, like the size of a fish, and about as reliable.", "It was this big."],
      ["{q}. True, right up until the first time someone disagrees with you.", "Then we'll see."],
      ["{q}. A claim best verified by someone you've dated, not by you.", "References, please."],
      ["{q}. Listing it is brave, because now everyone is going to test it.", "Starting today."],
    ],
  },
  {
    id: "decent",
    match: pitched(/\b(?:loyal|(?<!be )honest|genuine|kind[- ]hearted|big heart|good heart|a good listener)/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Basic decency, listed like a special feature on the box.", "Batteries included."],
      ["{q}. Like a restaurant proudly advertising that the food is edible.", "Top marks, for chewing."],
    ],
  },
  {
    id: "make-me-laugh",
    match: pitched(/\b(?:make me laugh|sense of humou?r|good laugh|laugh at my jokes)/i),
    jokes: [
      "{q}. The most requested thing on {place}, and the least delivered.",
      "{q}. High standards. A stand-up audition, but the prize is dinner.",
      ["{q}. Comedy is subjective, and you've made yourself the only judge.", "Harsh, but fair."],
      "{q}. Funny is the one thing everybody thinks they are, like a good driver.",
    ],
  },
  {
    id: "dad-jokes",
    match: pitched(/\b(?:dad jokes?|puns|terrible jokes|bad jokes|cheesy jokes)/i),
    mood: "chaotic",
    jokes: [
      ["{q}. Listed as a perk, but it reads very much like a warning.", "A loud one."],
      "{q}. Every date comes with a laugh track, whether or not the audience joins in.",
      ["{q}. Confidence is knowing the joke is bad and telling it anyway.", "Twice, for emphasis."],
      ["{q}. A sense of humour, self-reported, and already sounding like a threat.", "Consider us warned."],
    ],
  },
  {
    id: "long-walks",
    match: pitched(/\blong walks?\b/i),
    mood: "wholesome",
    jokes: [
      ["{q}. The oldest line in the personal ads, and it's still walking.", "Slowly, at this point."],
      ["{q}. A romance measured in steps, like a fitness tracker with feelings.", "Daily goal: love."],
      ["{q}. A first date with no chairs, no menu and no way out but forward.", "Bring good shoes."],
    ],
  },
  {
    id: "golden-retriever",
    match: pitched(/\bgolden retriever/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Loyal, excitable, and very easily distracted by a ball.", "Throw it and see."],
      ["{q}. A personality best described as 'greets the delivery driver like family'.", "Every single time."],
      ["{q}. Romance, graded on how excited someone gets at the front door.", "Tail optional."],
    ],
  },
  {
    id: "pizza",
    match: pitched(/\bpizzas?\b/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Pizza: the one commitment you've never once backed out of.", "Not once. Not even a slice."],
      ["{q}. Pizza on a dating profile means the first argument will be about toppings.", "And who gets the last slice."],
      ["{q}. A love so loyal it turns up hot, on time, at your door.", "Unlike most dates."],
    ],
  },
  {
    id: "any-answer",
    match: { on: "quote", roles: ["answer"], kinds: ["dating"] },
    jokes: [
      ["{q}. A stranger will quote that back to you on the first date.", "And you'll have to defend it."],
      ["{q}. Written to sound effortless, which always takes the most effort.", "Several drafts, at the very least."],
      ["{q}. Somewhere, a stranger read that twice, thumb hovering, undecided.", "Still hovering."],
      ["{q}. Of every possible answer, this is the one picked to win a stranger over.", "The stranger is thinking about it."],
      ["{q}. Evidence, submitted voluntarily, by the defendant.", "An unusual legal strategy."],
      ["{q}. A slogan, and the product is you.", "Sales figures pending."],
      ["{q}. That's the bait. Strangers are the fish.", "Nibbles unconfirmed."],
      ["{q}. That's going into a stranger's first impression of you.", "Second impressions cost extra."],
      ["{q}. The trailer for you. Trailers use the best bits.", "Which raises questions about the film."],
      ["{q}. The label by the exhibit, and the exhibit is you.", "Please do not touch."],
      ["{q}. Left for strangers like a clue in a treasure hunt.", "The treasure, allegedly, is you."],
      ["{q}. An exam answer, marked by strangers, with no mark scheme.", "Results vary by marker."],
      ["{q}. A data point, and strangers are drawing whole conclusions from it.", "Peer review is brutal."],
      ["{q}. Your ambassador to strangers, sent out with no supervision.", "Somebody should check on it."],
    ],
  },
  {
    id: "any-bio",
    match: { on: "quote", roles: ["bio"], kinds: ["dating"] },
    jokes: [
      ["{q}. That's the pitch, typed out for anyone with a thumb.", "And a free minute."],
      ["{q}. An opening line for strangers, written to sound like it took no effort.", "It took effort."],
      ["{q}. A stranger will read that in a queue at the shops and decide your future.", "Before reaching the till."],
      ["{q}. The line a stranger reads while deciding about you in under a second.", "Make that half a second."],
    ],
  },
];
