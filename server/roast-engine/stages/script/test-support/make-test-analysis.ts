import { type Analysis, NO_PHOTO_FACTS, type ScreenLine } from "../../../types";

/** A plausible analysis for tests: text lines are derived from the facts, as OCR would read them. */
export function makeTestAnalysis(overrides: Omit<Partial<Analysis>, "lines"> & { lines?: string[] } = {}): Analysis {
  const { lines, visual, ...rest } = overrides;
  const base: Analysis = {
    text: [],
    lines: [],
    quotes: [],
    kind: "profile",
    kindSure: true,
    photo: NO_PHOTO_FACTS,
    handles: [],
    hashtags: [],
    counts: {},
    bioPhrases: [],
    jobTitles: [],
    platform: "generic",
    platformConfidence: 0.5,
    visual: {
      width: 1080,
      height: 1600,
      dominantColors: ["#ffffff"],
      colorNames: ["white"],
      brightness: 0.8,
      blurriness: 0.05,
      isScreenshot: true,
      ...visual,
    },
    ...rest,
  };
  const derived = [...base.handles, ...base.bioPhrases, ...base.jobTitles, base.hashtags.join(" ")].filter(Boolean);
  return { ...base, text: lines ?? base.text.concat(derived) };
}

const NAMES = ["pete", "mia", "lou", "kofi", "nina", "ben", "ada", "raj", "zoe", "ivo", "tess"];
const handleOf = (i: number) => `@${NAMES[i % NAMES.length]}${["", ".eats", "_runs", ".daily", "_irl"][i % 5]}${Math.floor(i / 11) || ""}`;
const BIOS = [
  "Wanderlust",
  "Coffee addict",
  "Living my best life",
  "Gym rat",
  "Foodie",
  "Dog mom",
  "Fluent in sarcasm",
  "Entrepreneur",
  "Crypto enthusiast",
  "Plant dad",
  "Hot takes daily",
  "Brunch expert",
  "Chasing sunsets",
  "Vibes only",
  "Partner in crime wanted",
  "Marathon finisher",
  "Amateur chef",
  "Thrift queen",
  "Proud cat dad",
  "Spreadsheet lover",
  "Weekend DJ",
  "Bookworm with opinions",
  "Matcha first",
  "Professional napper",
  "Minimalist at heart",
];
const DETAILS = ["since 2015", "in Lisbon", "on weekends", "no regrets", "24/7", "in Leeds", "mostly"];
const TITLES = ["Founder & CEO", "Growth Guru", "Marketing Ninja", "Chief Vibes Officer", "Junior Analyst", "Thought Leader"];
const TAGS = ["#blessed", "#fyp", "#ootd", "#travel", "#grindset", "#foodtok", "#goldenhour", "#mondaymotivation"];
const PLATFORMS = ["instagram", "tiktok", "linkedin", "twitter", "facebook", "dating", "generic"] as const;
const COLOURS = [
  ["beige", "#e8dcc8"],
  ["teal", "#16a085"],
  ["pink", "#f8c8dc"],
  ["white", "#ffffff"],
  ["navy", "#1b2a5c"],
];

/** The i-th of many different fake profiles: each mixes different bios, counts, titles and looks. */
export function makeVariedAnalysis(i: number): Analysis {
  const followers = [37, 212, 1204, 9800, 48_000, 2_100_000][i % 6] + i * 3;
  const following = [900, 12, 2987, 150, 5000][i % 5] + i;
  // Two bios per profile; the second round of profiles adds a detail, as real bios do.
  const detail = i >= BIOS.length ? ` ${DETAILS[i % DETAILS.length]}` : "";
  const bio = [`${BIOS[i % BIOS.length]}${detail}`, BIOS[(i * 7 + 3 + Math.floor(i / BIOS.length)) % BIOS.length]];
  const [colourName, colourHex] = COLOURS[i % COLOURS.length];
  const shown = (n: number) => n.toLocaleString("en-US");
  return makeTestAnalysis({
    handles: [handleOf(i)],
    bioPhrases: bio,
    jobTitles: i % 3 === 0 ? [TITLES[i % TITLES.length]] : [],
    hashtags: i % 2 === 0 ? [TAGS[i % TAGS.length]] : [],
    counts: { followers, following },
    platform: PLATFORMS[i % PLATFORMS.length],
    lines: [
      handleOf(i),
      `${shown(followers)} followers ${shown(following)} following`,
      bio.join(" | "),
      ...(i % 3 === 0 ? [TITLES[i % TITLES.length]] : []),
      ...(i % 2 === 0 ? [TAGS[i % TAGS.length]] : []),
    ],
    visual: { colorNames: [colourName], dominantColors: [colourHex], brightness: i % 4 === 0 ? 0.2 : 0.75 } as Analysis["visual"],
  });
}

/**
 * An analysis of exactly these screen lines, as a reader placed them: the person's own ("self")
 * are its quotes. For tests of what the writers' room makes of a layout drawn line by line.
 */
export function makeLinesAnalysis(lines: ScreenLine[], overrides: Pick<Partial<Analysis>, "platform" | "kind" | "kindSure"> = {}): Analysis {
  const analysis = makeTestAnalysis({ platform: "generic", ...overrides, lines: [] });
  analysis.lines = lines;
  analysis.quotes = lines.filter((l) => l.owner === "self").map((l) => ({ text: l.text, role: l.role, box: l.box }));
  return analysis;
}
