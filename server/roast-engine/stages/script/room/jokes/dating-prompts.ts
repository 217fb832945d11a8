import type { TropeSource } from "../joke-types";
import { pitched, said } from "./dating-match";

/** The prompts' own clichés, answered: love languages, flags, two truths, the key to a heart, the height line. */
export const DATING_PROMPTS: TropeSource[] = [
  {
    id: "love-language",
    match: said(/\blove languages?/i),
    jokes: [
      ["{q}. Handing over the user manual before anyone has bought the product.", "No returns."],
      ["{q}. Love languages: horoscopes for people who think horoscopes are silly.", "Same energy, more charts."],
      ["{q}. A love language: a preference that got itself a publisher.", "Now in paperback."],
      ["{q}. Handy information, filed on the profile like a Wi-Fi password.", "Strictly case sensitive."],
    ],
  },
  {
    id: "acts-of-service",
    match: said(/\bacts of service/i),
    jokes: [
      ["{q}. So the love language is chores, and you want someone else fluent.", "Start with the dishes."],
      ["{q}. A romantic way of asking who is assembling the flat-pack furniture.", "Allen key included."],
      ["{q}. The only love language that comes with a to-do list attached.", "Due by Friday."],
      ["{q}. Translation: love me, and also help me move house on Saturday.", "Bring a van."],
    ],
  },
  {
    id: "quality-time",
    match: said(/\bquality time/i),
    mood: "wholesome",
    jokes: [
      ["{q}. So the bar for romance is showing up, staying, and looking interested.", "Easy, in theory."],
      ["{q}. As opposed to the low-quality time everybody else is apparently offering you.", "Bargain hours."],
      ["{q}. Meaning someone has to sit through your whole weekend and call it romance.", "Snacks provided, hopefully."],
      ["{q}. The one love language that can't be sent by courier.", "You have to turn up."],
    ],
  },
  {
    id: "words-of-affirmation",
    match: said(/\b(?:words of affirmation|affirmations?)/i),
    jokes: [
      ["{q}. You want compliments on a schedule, the way a plant wants water.", "Daily, or you wilt."],
      ["{q}. So the right match just says 'great profile' every single morning.", "And means it."],
      "{q}. A love language that works best with a cheering section and gold stars.",
      ["{q}. Asking for compliments in writing, which is how reviews work.", "Leave a rating below."],
    ],
  },
  {
    id: "gifts",
    match: said(/\b(?:receiving gifts|gift[- ]giving|giving gifts)/i),
    jokes: [
      ["{q}. The only love language you can track with a delivery number.", "Signature required on arrival."],
      ["{q}. Very romantic, and also a very clear request for presents, in writing.", "Wish list attached."],
      ["{q}. Finally, a love language you can check out in a shopping basket.", "Free delivery, ideally."],
      ["{q}. A love language that's basically a birthday, on repeat, all year.", "Bring wrapping paper."],
    ],
  },
  {
    id: "green-flags",
    match: said(/\bgreen flags?/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Green flags in writing, which is like grading an exam you also set.", "Full marks, shockingly."],
      ["{q}. The flags are green because whoever wrote this also chose the paint.", "Still wet."],
      ["{q}. Green flags, self-reported, like a used car with one careful owner.", "Never raced."],
      ["{q}. Self-assessed, like a golf score, and just as generous.", "Handicap pending."],
    ],
  },
  {
    id: "red-flags",
    match: said(/\bred flags?/i),
    mood: "chaotic",
    jokes: [
      ["{q}. Volunteering it up front, the way a fire alarm introduces itself.", "Loudly, and at once."],
      ["{q}. Calling it a red flag makes it sound cute, and it's still a warning.", "Running shoes on."],
      "{q}. When a profile lists its own red flags, it's not flirting, it's a disclaimer.",
      ["{q}. Honest, at least. Most people wait until the third date to unfurl theirs.", "Full parade by the fourth."],
    ],
  },
  {
    id: "two-truths",
    // The line names the game itself, so it is one of the game's (details/lie-game.ts).
    match: { ...said(/\b(?:(?:two|2) truths(?: and a lie)?|truths and a lie)/i), game: true },
    mood: "chaotic",
    jokes: [
      ["{q}. Starting a romance with a lie, just to keep things interesting.", "Most people wait for the second date."],
      "{q}. A game where you lie to strangers on purpose. So, dating, but honest about it.",
      ["{q}. Finally, an answer honest enough to admit a third of it is made up.", "Which third is the fun."],
      ["{q}. Whoever guesses the lie gets a date, and whoever doesn't gets a lie.", "Fair trade."],
    ],
  },
  {
    id: "lie-game-answer",
    // An answer under "Two truths and a lie": quoted as the game's, never a line of it taken as
    // true or as the lie (details/lie-game.ts); the joke is about the game, which the screen names.
    match: { on: "quote", game: true },
    mood: "chaotic",
    jokes: [
      ["{q}. Truths and a lie, and nobody is taking any of it on trust.", "Least of all us."],
      ["{q}. Somewhere in there is a lie, which is a better ratio than most first dates.", "The usual is higher."],
      ["{q}. Part of it comes with a disclaimer, and we don't know which part.", "Neither, probably, do you."],
      ["{q}. Guess the lie and win a date. Guess wrong and also win a date.", "The house always wins."],
      ["{q}. A lie, hidden among the truths like a spare key under the one obvious rock.", "Everyone checks the rock."],
    ],
  },
  {
    id: "win-me-over",
    match: said(/\b(?:win me over|win my heart|way to win me)/i),
    jokes: [
      ["{q}. Less a profile, more a cheat code printed on the box.", "Difficulty: easy."],
      ["{q}. Low security: a welcome mat, and the spare key under it.", "Easiest break-in ever."],
      ["{q}. Thanks for the walkthrough. The final boss looks very manageable.", "Barely a boss."],
      "{q}. Publishing the instructions means you want to be won, which is sweet.",
    ],
  },
  {
    id: "key-to-heart",
    match: said(/\b(?:key|way|fastest way|quickest way|road|route) to my heart/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Security experts everywhere are wincing at this password hint.", "Change it today."],
      "{q}. That's not a key, that's a door propped open with a sign on it.",
      ["{q}. The key is this easy to copy, so expect a queue.", "Take a ticket."],
      ["{q}. Very generous, putting the route to your heart on {place}.", "With directions, even."],
    ],
  },
  {
    id: "simple-pleasures",
    match: said(/\b(?:simple pleasures?|little things|small things|simple things)/i),
    mood: "wholesome",
    jokes: [
      ["{q}. Simple pleasures: the cheapest date anyone will ever be asked on.", "Bring your own biscuits."],
      ["{q}. Low maintenance on paper, which is exactly where maintenance hides.", "Read the small print."],
      ["{q}. Easily pleased, so a date with you can be a bench and a biscuit.", "A second biscuit, if it goes well."],
      ["{q}. A joy so simple it could be printed on a tea towel.", "And sold in a gift shop."],
    ],
  },
  {
    id: "typical-sunday",
    match: pitched(/\b(?:typical sunday|sundays (?:are|is) (?:for|made for|spent)|lazy sundays?|sunday (?:mornings?|funday|reset)|on sundays? (?:i|you|we))/i),
    jokes: [
      "{q}. A whole Sunday mapped out, and not a minute of it left for a date.",
      ["{q}. Lovely. Now tell us about the Monday version of you.", "The real one."],
      "{q}. Every profile's Sunday is perfect, which is why nobody ever describes their Tuesday.",
      ["{q}. A Sunday, described like an advert for fabric softener.", "Soft focus, gentle music."],
    ],
  },
  {
    id: "go-crazy-for",
    match: pitched(/\b(?:go crazy for|crazy about|obsessed with|addicted to|can'?t live without|weak for)/i),
    mood: "chaotic",
    jokes: [
      "{q}. That's a lot of passion to spend before a single person has been mentioned.",
      "{q}. Whoever dates you gets second place, and they know exactly what came first.",
      ["{q}. Intensity this high should come with a safety briefing.", "Hands inside the ride."],
      ["{q}. Strong feelings, for something that can never love you back.", "Or text back."],
    ],
  },
  {
    id: "together-we-could",
    match: said(/\b(?:together,? we(?: could| can| would| will|'d|'ll)|we could)/i),
    jokes: [
      ["{q}. A joint plan, announced before anyone's even said hello.", "Planning: done. Hello: pending."],
      ["{q}. That's a business plan, and you're hiring a co-founder on {place}.", "Equity negotiable."],
      ["{q}. The future's all planned, and the other half of 'we' hasn't been told.", "Minor detail."],
      "{q}. Big plans for a 'we', announced by just one half of it.",
    ],
  },
  {
    id: "dating-me",
    match: said(/\bdating me(?: is)?/i),
    jokes: [
      ["{q}. Reviews of this product are written by the product.", "Glowing, funnily enough."],
      ["{q}. Strong claims about dating you, from the one person who never has.", "Unverified."],
      "{q}. We'll need a second opinion from someone who has actually dated you.",
      ["{q}. Every ex has their own version of this line, and it's shorter.", "Much shorter."],
    ],
  },
  {
    id: "weirdly-attracted",
    match: said(/\b(?:weirdly attracted to|strangely attracted to|attracted to)/i),
    mood: "chaotic",
    jokes: [
      ["{q}. Attractions, listed like a shopping list, for strangers to tick off.", "Weird stuff, next to the batteries."],
      ["{q}. Confessing it to strangers is the weird part, honestly.", "The rest is fine."],
      "{q}. The bar for weird has never been lower, and you limboed under it.",
      ["{q}. Somewhere, a stranger just read that and checked if they qualify.", "Some are practising."],
    ],
  },
  {
    id: "get-along-if",
    match: said(/\b(?:we'?ll get along|we will get along|we'?d get along|get along with me)/i),
    jokes: [
      ["{q}. Conditions for friendship, posted like the rules at a swimming pool.", "No running, no opinions."],
      "{q}. Getting along is guaranteed, as long as the other person is basically you.",
      "{q}. A compatibility test with one question, and you wrote the answer key.",
      ["{q}. A low bar, drafted like a peace treaty.", "Signed in triplicate."],
    ],
  },
  {
    id: "irrational-fear",
    match: pitched(/\b(?:irrational fear|biggest fear|afraid of|scared of|terrified of|fear of|phobia)/i),
    jokes: [
      ["{q}. Bravely handing strangers a map to your weak spot.", "Filed, for the first argument."],
      ["{q}. Admitting this on a dating profile is the bravest thing on here.", "Respect, honestly."],
      ["{q}. Every first date will now start with a quick sweep of the venue for it.", "All clear."],
      ["{q}. Now every date knows exactly what to keep away from you.", "Or to bring, depending."],
    ],
  },
  {
    id: "fall-for-you-if",
    match: said(/\b(?:fall for you if|(?:i'?ll|i will|i'?d) fall for you|fall for (?:anyone|someone) who|fall for you)/i),
    mood: "wholesome",
    jokes: [
      ["{q}. The bar for falling is set at about ankle height.", "Mind the step."],
      "{q}. Falling for someone over that is less romance, more a tripping hazard.",
      ["{q}. Instructions for falling for you, with the difficulty set to easy.", "Tutorial included."],
      ["{q}. Falling that easily, someone should really put down a mat.", "And a warning sign."],
    ],
  },
  {
    id: "dont-hate-me",
    match: said(/\b(?:don'?t hate me|do not hate me|sorry in advance|apologi[sz]e in advance)/i),
    jokes: [
      ["{q}. Apologising in advance, which is how every good disaster starts.", "Brace yourselves."],
      ["{q}. What kids say right before admitting what they broke.", "It was the vase, wasn't it."],
      "{q}. Asking strangers for forgiveness up front is thoughtful, and a little alarming.",
      "{q}. Forgiveness requested in advance; the committee will get back to you.",
    ],
  },
  {
    id: "unpopular-opinion",
    match: pitched(/\b(?:unpopular opinion|hot take|controversial opinion|controversial take)/i),
    jokes: [
      "{q}. Every unpopular opinion on a dating profile is shared by half the planet.",
      ["{q}. Calling it that is just asking to be argued with.", "Challenge accepted."],
      "{q}. Picking the fight in the profile saves time on the first date.",
      ["{q}. Controversial according to a poll of exactly you.", "Margin of error: you."],
    ],
  },
  {
    id: "competitive",
    match: pitched(/\b(?:overly|very|too|extremely|super|fiercely|a bit|way too|weirdly|annoyingly) competitive|\bcompetitive (?:about|when it comes to|at)/i),
    mood: "chaotic",
    jokes: [
      ["{q}. Consider this a formal warning to every future board game night.", "Hide the dice."],
      ["{q}. Listed like a flaw, but written like a brag.", "Humble, it is not."],
      "{q}. Somewhere, a friend just nodded very hard and hid the cards.",
      "{q}. The first date will have a scoreboard, and you will be keeping it.",
    ],
  },
  {
    id: "therapist",
    match: pitched(/\b(?:my therapist|therapist (?:says|said|thinks|would say))/i),
    mood: "deadpan",
    jokes: [
      ["{q}. Bringing a professional reference to a dating profile. Very thorough.", "References available."],
      ["{q}. The therapist gets quoted and doesn't even get a plus one.", "Rude, honestly."],
      ["{q}. A review from someone you pay to listen. Hardly independent.", "Verified, for a fee."],
      ["{q}. Finally, a reference check, and it's from someone bound by confidentiality.", "Convenient."],
    ],
  },
  {
    id: "height",
    match: { ...pitched(/\d\s?(?:'|′|ft|foot|feet)\s?\d{0,2}|\bsix (?:foot|feet)|\bheight|\btaller than/i), roles: ["answer", "bio"] },
    mood: "deadpan",
    jokes: [
      "{q}. A measurement as a selling point, the way a flat listing sells floor space.",
      ["{q}. Listed like the sign at a theme park ride.", "You must be this tall to message."],
      "{q}. A height on a profile is like a salary in an email signature.",
      ["{q}. Said with the confidence of someone who knows the filter exists.", "And has checked it."],
    ],
  },
];
