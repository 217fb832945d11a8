import type { TropeSource } from "../joke-types";
import { held, work } from "./bios-match";

/** The business of being yourself: founders, CEOs of one, investors, crypto, the hustle, the next chapter. */
export const BIO_WORK: TropeSource[] = [
  {
    id: "founder",
    match: work(held("co-?founder|founder|founding")),
    jokes: [
      "{q}. Founder of a company whose org chart is a single, very busy square.",
      ["{q}. The board meeting is you, nodding at yourself.", "Motion carried, unanimously, again."],
      ["{q}, and the company's assets so far: {ctx}.", "Investors, please form an orderly queue."],
      "{q}. Every founder has a pitch deck; yours has a pitch, a deck, and a lot of faith.",
    ],
  },
  {
    id: "chief",
    match: work(/(?<!\b(?:aspiring|future|your|the) )(?:\b(?:ceo|cto|coo|cmo|cfo)\b|chief [a-z]+ officer|c-suite)/i),
    jokes: [
      ["{q}. A very senior title for a company with very few witnesses.", "Just a title and a dream."],
      "{q}. Chief of something, officer of nothing, and every meeting is with yourself.",
      "{q}. Any title with 'chief' in it is one promotion away from 'supreme leader'.",
      ["{q}. Self-appointed, self-approved, and the salary is mostly imaginary.", "Paid in vibes, quarterly."],
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
    match: work(held("entrepreneur(?:ial|ship)?|solopreneur|wantrepreneur|business owner")),
    jokes: [
      ["{q}. Plenty of business ideas, and one of them even has a logo.", "The logo is doing great."],
      ["{q}. A fancy word for 'I own a domain name and a dream'.", "Renewed every year, with hope."],
      ["{q}, and the empire so far consists of {ctx}.", "A humble start, to be fair."],
      "{q}. Every entrepreneur is one pivot away from success, and you are permanently mid-pivot.",
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
      "{q}. Made by yourself, from a kit, with the instructions read aloud by your parents.",
      "{q}. A self-made person always thanks themselves first, which saves everyone time at the awards.",
      ["{q}. Every self-made story skips the chapter with the loan.", "It is a short chapter. Very generous."],
    ],
  },
  {
    id: "investor",
    match: work(held("investor|angel investing|investing|venture capital|vc|day trader|stock trader|crypto trader")),
    jokes: [
      "{q}. Investor, as in you bought something once and are still watching the chart.",
      ["{q}. A portfolio so diverse even the losses have variety.", "Balanced, in a way."],
      ["{q}. Every investor says they got in early. Your bank says otherwise.", "In writing."],
      "{q}. Talks about markets like the weather: constantly, dramatically, and with no control over it.",
    ],
  },
  {
    id: "crypto",
    match: work(/crypto(?:currenc(?:y|ies))?|\bnfts?\b|web ?3|bitcoin|\bbtc\b|ethereum|blockchain|\bhodl\b|to the moon|\bdefi\b/i),
    jokes: [
      ["{q}. Still waiting for the moon, and the moon has stopped replying.", "Left on read by a rock."],
      ["{q}. A very confident way of saying 'ask me about my losses'.", "Please do not ask."],
      ["{q}. Decentralised, like the plan, the profits, and the explanation.", "Mostly the profits."],
      ["{q}. Every conversation eventually becomes a lecture on the future of money.", "The present of money declined to comment."],
    ],
  },
  {
    id: "ai",
    match: work(/\bai\b|artificial intelligence|machine learning|prompt engineer(?:ing)?|\bgen ?ai\b|\bllms?\b|chatgpt|\bgpt\b/i),
    jokes: [
      ["{q}. Translation: 'I used a chatbot once and I have news'.", "A lot of news, in bullet points."],
      ["{q}. The robots are coming for everyone's jobs, and you wrote them a welcome note.", "With a discount code."],
      ["{q}. Artificial intelligence, real enthusiasm, and a slide deck somewhere in between.", "Generated, naturally."],
      ["{q}. Put it on a profile and suddenly every sentence needs a disclaimer.", "Including this one."],
    ],
  },
  {
    id: "building",
    match: work(/building (?:something|the future|in public|a startup|an empire|my empire)/i),
    jokes: [
      ["{q}. Building the future, one landing page at a time.", "Join the waitlist. It is very exclusive, mostly by accident."],
      "{q}. Building, in the sense that there is a name, a logo, and a lot of hope.",
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
      "{q}. A company so secret that the founder describes it to everyone they meet.",
    ],
  },
  {
    id: "hustle",
    match: work(/hustl(?:e|er|ers|ing)|\bgrind(?:ing|set)?\b|no days off|rise and grind|\bsigma\b/i),
    jokes: [
      ["{q}. No days off, which explains the energy of this sentence.", "It also needs a day off."],
      ["{q}. Worked so hard that the only thing left is the word '{w}'.", "Worn down to the letters."],
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
      ["{q}. Freedom, as described by someone who answers emails on holiday.", "Out of office, never."],
    ],
  },
  {
    id: "aspiring",
    match: work(/aspiring|wannabe|future (?:ceo|founder|millionaire|billionaire)|soon to be|in the making/i),
    jokes: [
      "{q}. Aspiring is such a hopeful word for 'not yet, and possibly not ever'.",
      ["{q}. First, the title. Everything after that remains under construction.", "Permits pending."],
      ["{q}. Aspiring: the most honest word on the whole profile.", "Respect for the disclaimer."],
      "{q}. Aspiring for now, which is a lovely place to live, and rent-free.",
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
      ["{q}. Said with the calm of someone refreshing their inbox every few minutes.", "Calm, allegedly."],
      "{q}. The next chapter is going to be great, and this is the trailer.",
      "{q}. Recruiters, the door is open, the kettle is on, and the cover letter is long.",
    ],
  },
  {
    id: "ex-big-name",
    match: work(
      /\bex-? ?(?:google|googler|meta|facebook|amazon|apple|microsoft|netflix|mckinsey|faang|uber|airbnb|intern|founder|consultant|banker)|formerly (?:at|of)\b/i,
    ),
    jokes: [
      "{q}. Leading with the previous job, which suggests the current one is still warming up.",
      ["{q}. A former glory, worn like a lanyard you forgot to hand back.", "Security has been notified."],
      "{q}. Nothing says 'ask me about the old days' like putting the old days first.",
      ["{q}. The ex in question has moved on. This line has not.", "Let it go, champ."],
    ],
  },
];
