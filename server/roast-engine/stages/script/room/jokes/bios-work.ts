import type { TropeSource } from "../joke-types";
import { held, work } from "./bios-match";

/** The business of being yourself: founders, CEOs of one, investors, crypto, the hustle, the next chapter. */
export const BIO_WORK: TropeSource[] = [
  {
    id: "founder",
    pair: { kinds: ["count"], labels: ["followers", "connections", "subscribers", "friends"], max: 999 },
    match: work(held("co-?founder|founder|founding")),
    jokes: [
      "{q}. Founder: the same title for a global firm and a person with a domain name.",
      ["{q}. Founder, so the board meeting may just be you, nodding at yourself.", "Motion carried, unanimously, again."],
      ["{q}, and the company's assets so far: {ctx}.", "Investors, please form an orderly queue."],
      ["{q}. Founded something, and now introduces yourself like a plaque on a building.", "Unveiled daily."],
    ],
  },
  {
    id: "chief",
    match: work(/(?<!\b(?:aspiring|future|your|the) )(?:\b(?:ceo|cto|coo|cmo|cfo)\b|chief [a-z]+ officer|c-suite)/i),
    jokes: [
      ["{q}. Sounds grand, until someone asks how many people report to you.", "Pause for counting."],
      ["{q}. Signs every email with the title, including the ones to your mum.", "Kind regards, the board."],
      "{q}. Any title with 'chief' in it is one promotion away from 'supreme leader'.",
      ["{q}. A title that arrives before its owner does, like a very important doorbell.", "Ring twice."],
    ],
  },
  {
    id: "own-boss",
    match: work(/ceo of (?:my own|my|me|myself)|boss of (?:my|me)|my own boss|be your own boss/i),
    jokes: [
      ["{q}. Congratulations on the promotion, and condolences to the only employee.", "Who is also you, and is tired."],
      ["{q}. Being your own boss means the boss has all of your worst habits.", "And none of the discipline."],
      ["{q}. The annual review went brilliantly, mostly because you wrote it.", "Then gave yourself a raise you cannot pay."],
    ],
  },
  {
    id: "entrepreneur",
    pair: { kinds: ["count"], labels: ["followers", "connections", "subscribers", "friends"], max: 999 },
    match: work(held("entrepreneur(?:ial|ship)?|solopreneur|wantrepreneur|business owner")),
    jokes: [
      ["{q}. A word that covers everything from an empire to a logo and hope.", "The logo is doing great."],
      ["{q}. Entrepreneur: French for 'let me tell you about my idea'.", "Roughly translated."],
      ["{q}, and the empire so far consists of {ctx}.", "A humble start, to be fair."],
      ["{q}. Entrepreneur, which is what your family politely calls 'between jobs'.", "At every wedding."],
    ],
  },
  {
    id: "serial",
    match: work(/serial (?:entrepreneur|founder|starter|investor|builder)/i),
    jokes: [
      "{q}. Serial, as in every season ends on a cliffhanger and then gets cancelled.",
      ["{q}. Starting companies is the hobby; finishing them is someone else's.", "Ideally, an investor's."],
      ["{q}. Plenty of openings, very few sequels.", "The box office is still waiting."],
      ["{q}. Serial is a strong word for a pattern of launch parties.", "Catering, as always, excellent."],
    ],
  },
  {
    id: "self-made",
    match: work(/self[- ]made/i),
    jokes: [
      ["{q}. Self-made, the way a hotel bed is self-made.", "Somebody else did it while you were out."],
      "{q}. Self-made, a phrase that tends to skip the part about who lent the tools.",
      "{q}. A self-made person always thanks themselves first, which saves everyone time at the awards.",
      ["{q}. Every self-made story skips the chapter with the loan.", "It is a short chapter. Very generous."],
    ],
  },
  {
    id: "investor",
    match: work(held("investor|angel investing|investing|venture capital|vc|day trader|stock trader|crypto trader")),
    jokes: [
      "{q}. Investor: a word for fund managers and anyone who has stared at a chart.",
      // Of the word, not of a portfolio the screen never shows ("so diverse" was judged false beside one stock).
      ["{q}. Investor: someone who bought something and is now waiting to be proven right.", "Still waiting."],
      ["{q}. Checks the markets before saying good morning to anyone.", "The markets didn't say it back."],
      "{q}. Talks about markets like the weather: constantly, dramatically, and with no control over it.",
    ],
  },
  {
    id: "crypto",
    match: work(/crypto(?:currenc(?:y|ies))?|\bnfts?\b|web ?3|bitcoin|\bbtc\b|ethereum|blockchain|\bhodl\b|to the moon|\bdefi\b/i),
    jokes: [
      ["{q}. Still waiting for the moon, and the moon has stopped replying.", "Left on read by a rock."],
      ["{q}. A very confident way of saying 'ask me about the chart'.", "Please do not ask."],
      ["{q}. Decentralised, like the plan, the profits, and the explanation.", "Mostly the profits."],
      ["{q}. Every conversation eventually becomes a lecture on the future of money.", "The present of money declined to comment."],
    ],
  },
  {
    id: "ai",
    match: work(/\bai\b|artificial intelligence|machine learning|prompt engineer(?:ing)?|\bgen ?ai\b|\bllms?\b|chatgpt|\bgpt\b/i),
    jokes: [
      ["{q}. Translation: 'ask me about chatbots, and clear your afternoon'.", "A lot of news, in bullet points."],
      ["{q}. The robots are coming for everyone's jobs, and you wrote them a welcome note.", "With a discount code."],
      ["{q}. Artificial intelligence, real enthusiasm, and a slide deck somewhere in between.", "Generated, naturally."],
      ["{q}. Mention any job at all and you'll explain how a robot could do it.", "Including yours."],
    ],
  },
  {
    id: "building",
    match: work(/building (?:something|the future|in public|a startup|an empire|my empire)/i),
    jokes: [
      ["{q}. Building the future, one landing page at a time.", "Join the waitlist. It is very exclusive, mostly by accident."],
      ["{q}. Any real builder going this slowly would have been sent home.", "With the van."],
      ["{q}. Always building, never quite shipping.", "Like a very confident scaffold around nothing."],
      "{q}. The future will be built, eventually, right after this next round of rebranding.",
    ],
  },
  {
    id: "stealth",
    match: work(/stealth/i),
    jokes: [
      ["{q}. So stealthy that not even the customers have found it.", "Or the product."],
      ["{q}. Stealth is a lovely word for 'there is nothing to show yet'.", "Very sleek, though."],
      "{q}. A company so secret it is announced in writing, to strangers.",
    ],
  },
  {
    id: "hustle",
    match: work(/hustl(?:e|er|ers|ing)|\bgrind(?:ing|set)?\b|no days off|rise and grind|\bsigma\b/i),
    jokes: [
      ["{q}. Hustling so hard that even the weekend has a sales target.", "Missed, on Sunday."],
      ["{q}. '{w}' is a lovely word for working weekends for free.", "With a motivational soundtrack."],
      ["{q}. Hustle culture: working every weekend to afford the weekends you are working.", "Flawless maths."],
      "{q}. Sleep is for the weak, and the weak are all very well rested.",
    ],
  },
  {
    id: "money-freedom",
    match: work(
      /passive income|financial(?:ly)? free(?:dom)?|side hustle|\b9(?:-| to |-to-)5\b|rat race|escape the matrix|\b(?:six|seven|eight|[678])[- ]figures?\b|millionaire/i,
    ),
    jokes: [
      "{q}. Escaping the rat race by starting a smaller, faster, more expensive rat race.",
      "{q}. Every course on financial freedom is mostly about freeing money from its students.",
      "{q}. Somehow, the talking about it is the only part that is full time.",
      ["{q}. Freedom, announced like a product launch, which is the least free thing there is.", "Terms and conditions apply."],
    ],
  },
  {
    id: "aspiring",
    match: work(/aspiring|wannabe|future (?:ceo|founder|millionaire|billionaire)|soon to be|in the making/i),
    jokes: [
      "{q}. Aspiring is such a hopeful word for 'not yet, and possibly not ever'.",
      ["{q}. First, the title. Everything after that remains under construction.", "Permits pending."],
      ["{q}. Aspiring: the most honest word on the whole profile.", "Respect for the disclaimer."],
      ["{q}. The title arrives first, ahead of the job, the money and the plan.", "They're running late."],
    ],
  },
  {
    id: "open-to-work",
    match: work(
      /open to (?:work|opportunities|new)|opentowork|seeking (?:new )?(?:opportunities|roles?)|looking for (?:new |my next )?(?:opportunities|role|challenge)|next chapter|available for hire/i,
    ),
    mood: "wholesome",
    jokes: [
      ["{q}. The most polite way to shout 'please' into an echoey room.", "Recruiters, the echo is for you."],
      ["{q}. A raised hand at the back of the room, typed very calmly.", "Pick me, politely."],
      ["{q}. Refreshing the inbox, in the most professional voice possible.", "Any minute now."],
      ["{q}. Recruiters, the door is open and the kettle is on.", "Biscuits negotiable."],
    ],
  },
  {
    id: "ex-big-name",
    match: work(
      /\bex-? ?(?:google|googler|meta|facebook|amazon|apple|microsoft|netflix|mckinsey|faang|uber|airbnb|intern|founder|consultant|banker)|formerly (?:at|of)\b/i,
    ),
    jokes: [
      "{q}. Naming the previous job, which suggests the current one is still warming up.",
      ["{q}. A former glory, worn like a lanyard you forgot to hand back.", "Security has been notified."],
      "{q}. Nothing says 'ask me about the old days' like putting the old days in writing.",
      ["{q}. The ex in question has moved on. This line has not.", "Let it go, champ."],
    ],
  },
];
