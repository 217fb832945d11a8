import { only } from "./bit";
import type { BioTheme } from "./bio-themes";

export const MORE_BIO_THEMES: BioTheme[] = [
  {
    name: "gaming", mood: "chaotic", match: /gamer|gaming|bronze|rank|stream|noscope/i,
    twists: [only(/bronze|rank/i, () => "Bronze rank, gold-level confidence.")],
    punches: [
      only(/stream/i, () => "Streaming daily to an audience of zero."),
      () => "Pro is a strong word for someone still on easy mode.",
      () => "The only thing you carry is the team's disappointment.",
    ],
  },
  {
    name: "opinions", mood: "deadpan", match: /hot takes?|thread|building in public|opinions|writer|words/i,
    twists: [() => "Every thought gets a numbered sequel."],
    punches: [
      only(/thread|takes?|opinion/i, () => "Nobody asked, but here's part one of fourteen."),
      only(/building/i, () => "Building in public, mostly building excuses."),
      only(/hot take/i, () => "Hot takes, cold coffee, lukewarm reception."),
      only(/writer|words/i, () => "A writer whose best work is this bio, unfortunately."),
    ],
  },
  {
    name: "corporate", mood: "smug", match: /synergy|disrupt|thought leader|visionary|humbled|spreadsheet|excel|webinar|keynote|growth hacking|vibes officer/i,
    twists: [(f) => (f.platform === "linkedin" ? "Only on LinkedIn is that a flex." : "Buzzwords, stacked like pancakes.")],
    punches: [
      only(/humbled/i, () => "Humbled to announce that nobody asked."),
      only(/spreadsheet|excel/i, () => "Spreadsheets are the only relationship you've ever committed to."),
      () => "That's not a headline, that's buzzword salad.",
      only(/webinar/i, () => "One webinar at a time is also how people fall asleep."),
      only(/disrupt/i, () => "Disrupting everything except the lunch break."),
    ],
  },
  {
    name: "trends", mood: "chaotic", match: /day in my life|trend|dance|vlog|choreograph/i,
    twists: [() => "The algorithm watched once and then looked away."],
    punches: [
      only(/day in my life|vlog/i, () => "A day in your life, and somehow it felt like three."),
      only(/late|trend/i, () => "Three weeks late to every trend is a trend of its own."),
      only(/kitchen|choreograph/i, () => "Choreographed entirely for the fridge."),
    ],
  },
  {
    name: "minimalist", mood: "deadpan", match: /minimalist|neutral|aesthetic|beige/i,
    twists: [() => "A colour palette chosen by a sleepy accountant."],
    punches: [() => "Neutral tones only, like your personality.", () => "Even the walls are asking for a little colour."],
  },
  {
    name: "fashion", mood: "chaotic", match: /fit check|ootd|thrift|outfit|fashion|drip|style/i,
    twists: [() => "The mirror has seen things."],
    punches: [
      only(/fit check|ootd|outfit/i, () => "Fit check failed; please try again later."),
      only(/thrift/i, () => "Thrifted, which explains why someone gave it away."),
      only(/thrift/i, () => "Somewhere a charity shop is relieved it's gone."),
    ],
  },
  {
    name: "simple-pleasures", mood: "smug", match: /candles|farmers market|brunch|nap|sunday/i,
    twists: [() => "Simple pleasures with a very complicated receipt."],
    punches: [
      only(/candle/i, () => "Your simple pleasures cost forty dollars a candle."),
      only(/sunday|brunch/i, () => "That's not a Sunday, that's a reservation."),
    ],
  },
  {
    name: "credentials", mood: "deadpan", match: /self-employed|works at|school of hard knocks|studied at/i,
    twists: [() => "A résumé held together with optimism."],
    punches: [
      only(/self-employed/i, () => "Self-employed, which means the boss is also the problem."),
      only(/hard knocks/i, () => "The School of Hard Knocks, and you still didn't graduate."),
    ],
  },
];
