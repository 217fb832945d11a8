import { defineFamily } from "./room-types";

const title = (words: RegExp) => ({ on: "quote" as const, words, roles: ["headline" as const, "bio" as const] });

/** Job titles, and the distance between the title and the job. */
export const JOB_TITLES = defineFamily("job", [
  {
    id: "founder",
    match: title(/founder|co-founder|ceo|chief executive|owner/i),
    setups: [
      "{q}. Of a company with one employee and a logo.",
      "{ctx}, and the title {q}.",
      "{q}. Of what, the company register would like to know.",
      "{q}. The org chart is a single square.",
    ],
    twists: ["The board meeting is you and a mirror."],
    punches: [
      "Your org chart is a selfie.",
      "The company's biggest asset is that title.",
      "Founder, CEO and the person who refills the printer.",
      "Leadership retreat: a walk to the fridge.",
      "The startup's runway is a credit card.",
    ],
  },
  {
    id: "visionary",
    match: title(/visionary|thought leader|disrupt|innovator|evangelist|futurist/i),
    setups: ["{q}. You wrote that about yourself, on purpose.", "{ctx}, and the self-description {q}."],
    twists: ["The vision is mostly buzzwords."],
    punches: [
      "The only thing you've disrupted is the group chat.",
      "A thought leader with one thought, posted nine times.",
      "Visionary is a big word for 'has opinions about Slack'.",
      "The future called. It asked you to stop quoting it.",
    ],
  },
  {
    id: "guru",
    match: title(/guru|ninja|rockstar|wizard|jedi|hacker|magician|unicorn/i),
    setups: ["{q}. A job title from a fantasy novel.", "{ctx}, and the rank is {q}."],
    twists: ["HR has concerns."],
    punches: ["The only ninja skill here is avoiding meetings.", "Your title has more swords than your job.", "Somewhere a real ninja is embarrassed for you."],
  },
  {
    id: "chief-officer",
    match: title(/chief \w+ officer|head of|vp\b|vice president|director/i),
    setups: ["{q}. Very senior title, very small team.", "{ctx}, and the title {q}."],
    punches: ["Chief of a department that is you.", "The business card needed a second side.", "An executive whose direct reports are houseplants."],
  },
  {
    id: "speaker",
    match: title(/speaker|keynote|author|podcast|host|coach/i),
    setups: ["{q}. Booked, mostly by yourself.", "{ctx}, and on the side, {q}."],
    twists: ["The audience was your mum and the caterers."],
    punches: [
      "A keynote nobody asked for, and a slide deck to match.",
      "Your podcast has three listeners and two are bots.",
      "Life coach, still coaching the WiFi router.",
    ],
  },
  {
    id: "junior",
    match: title(/junior|intern|assistant|trainee|graduate|associate|entry/i),
    mood: "wholesome",
    setups: ["{q}. Honest. Refreshing. Suspicious.", "{ctx}, and the title {q}."],
    punches: ["The only honest title on this whole app.", "Give it a year, it'll say 'visionary'.", "Junior now, thought leader by Tuesday."],
  },
  {
    id: "marketing",
    match: title(/marketing|growth|brand|social media|content|strategist|seo/i),
    setups: ["{q}. Marketing yourself, with mixed results.", "{ctx}, and the day job is {q}."],
    twists: ["The funnel is just a Venn diagram."],
    punches: ["Your brand voice is a LinkedIn carousel.", "Growth hacking your way to twelve likes.", "You A/B tested your personality and both lost."],
  },
  {
    id: "consultant",
    match: title(/consult|advisor|adviser|freelanc|independent|self-employed|fractional/i),
    setups: ["{q}. Available immediately, suspiciously.", "{ctx}, and the job {q}."],
    punches: ["Consultant means you have opinions and an invoice template.", "Fractional, like the attention you get.", "Independent, mostly of clients."],
  },
  {
    // Someone who writes code: the bug and the machine jokes are true of them only.
    id: "tech",
    match: title(/engineer|developer|software|devops|programmer|coder|full[- ]stack|back[- ]?end|front[- ]?end/i),
    setups: ["{q}. Fixing bugs, making features.", "{ctx}, and the job is {q}."],
    twists: ["It worked on your machine."],
    punches: ["Your personality is a Jira ticket marked 'won't fix'.", "The AI you built writes better bios than you.", "Shipping features, never replies."],
  },
  {
    // Tech words without the code: a product manager, a data or AI title, an "AI" in a list of buzzwords.
    id: "tech-words",
    match: title(/\bdata\b|\bai\b|machine learning|product (?:manager|owner|lead)/i),
    setups: ["{q}. A job title that sounds like a funding round.", "{ctx}, and the job is {q}."],
    punches: [
      "Your calendar has more syncs than your phone.",
      "A roadmap with plenty of map and no road.",
      "More buzzwords than a beehive, and about as calm.",
    ],
  },
  {
    id: "pipes",
    match: { on: "quote", words: /\|.*\|/, roles: ["headline", "bio"] },
    setups: ["{q}. Bold strategy, making your bio look like a plumbing diagram.", "{ctx}, and a headline with pipes: {q}."],
    punches: ["Ten titles, one salary, zero plumbers.", "The pipes carry nothing but ambition.", "That's not a headline, that's a fence."],
  },
  {
    id: "open-to-work",
    match: { on: "quote", words: /open to work|hiring|opportunit|looking for (?:my next|new)|let'?s connect/i },
    setups: ["{q}. Said in a tone of quiet panic.", "{ctx}, and the banner {q}."],
    punches: ["Open to work, closed to feedback.", "Recruiters have seen this and are typing slowly.", "Let's connect, said the spam folder."],
  },
  {
    id: "passionate",
    match: { on: "quote", words: /passionate|driven|results[- ]oriented|dynamic|synerg|leverag|proven track/i },
    setups: ["{q}. A sentence made entirely of CV.", "{ctx}, and the pitch: {q}."],
    twists: ["Buzzword bingo, full card."],
    punches: ["Passionate about everything, employed by nobody.", "Your cover letter wrote your personality.", "Results-driven, result pending."],
  },
  {
    id: "humble-brag",
    match: { on: "quote", words: /humbled|honou?red|thrilled to announce|excited to share|proud to|grateful to/i },
    setups: ["{q}. The humblest brag on the timeline.", "{ctx}, and then {q}."],
    twists: ["Humble like a parade."],
    punches: ["Thrilled to announce that nobody asked.", "So humbled you needed a press release.", "Honoured, excited and posting it from the bathroom."],
  },
  {
    id: "linkedin-headline",
    match: { on: "quote", roles: ["headline"], platforms: ["linkedin"] },
    broad: true,
    setups: ["{q}. The LinkedIn headline, typed with a straight face.", "{ctx}, and the headline {q}."],
    twists: ["Five hundred plus connections agree, allegedly."],
    punches: [
      "A headline that clears its throat before a meeting.",
      "LinkedIn is the only place this sentence can survive.",
      "Your recruiter read that and went on holiday.",
    ],
  },
  {
    id: "any-headline",
    match: { on: "quote", roles: ["headline"] },
    broad: true,
    mood: "deadpan",
    setups: ["{q}. That's the job, apparently.", "{ctx}, and professionally: {q}."],
    punches: ["The job title is working harder than the job.", "Your email signature is longer than your career.", "A title that needs a title."],
  },
]);
