import { BIO_THEMES, type BioTheme } from "./bio-themes";
import { MORE_BIO_THEMES } from "./bio-themes-more";
import type { Platform } from "../types";
import { type Bit, type Fill, type Line, only, renderLines } from "./bit";

const THEMES: BioTheme[] = [...BIO_THEMES, ...MORE_BIO_THEMES];

export const QUOTE_OPENERS: Line[] = [
  (f) => `'${f.quote}'.`,
  (f) => `'${f.quote}', it says.`,
  (f) => `Right there in the bio: '${f.quote}'.`,
  (f) => `'${f.quote}'. Out loud. On ${f.place}.`,
  (f) => `You typed '${f.quote}' and hit save.`,
  (f) => `Of all the words available, you chose '${f.quote}'.`,
  (f) => `'${f.quote}'? Brave.`,
  (f) => `Somebody wrote '${f.quote}' and meant it.`,
  (f) => `'${f.quote}', posted publicly, on purpose.`,
  (f) => `Front and centre: '${f.quote}'.`,
  (f) => `'${f.quote}', in writing, forever.`,
  (f) => `The bio leads with '${f.quote}'.`,
];

// Reactions that fit after any quoted words.
export const REACTIONS = [
  "Confidence like that should come with a warning.",
  "The backspace key was right there.",
  "Nobody has ever said that out loud and meant it.",
  "Typed with the confidence of someone who's never been proofread.",
  "I had to read that twice.",
  "Somebody proofread this and said yes.",
  "Let that sink in for a second.",
];

const PHRASE_PUNCHES: Line[] = [
  () => "That's not a bio, that's a fortune cookie with ambition.",
  () => "That reads like a motivational poster from a dentist's office.",
  () => "Somewhere an English teacher just felt a disturbance.",
  () => "It's giving first draft, no edits.",
  () => "A whole personality in one line, with room to spare.",
];

/** A bio line: a matching theme's jokes when there is one, general ones otherwise. */
export function buildPhraseBit(quote: string, base: Omit<Fill, "quote">): Bit {
  const f = { ...base, quote };
  const theme = THEMES.find((t) => t.match.test(quote));
  const themed = theme ? renderLines(theme.punches, f) : [];
  // A theme's own punch beats any general one; general punches are for lines no theme knows.
  const punches = themed.length > 0 ? themed : renderLines(PHRASE_PUNCHES, f);
  return {
    quoted: [quote],
    openers: renderLines(QUOTE_OPENERS, f),
    twists: renderLines(theme?.twists ?? [], f),
    reactions: REACTIONS,
    punches,
    mood: theme?.mood ?? "deadpan",
    weight: themed.length > 0 ? 3 : 1.5,
    leadIn: (context) => `${context}, and ${base.r.pick(["the bio says", "you went with", "still, the bio says", "the profile says"])} '${quote}'.`,
  };
}

const INFLATED = /founder|ceo|chief|president|visionary|guru|ninja|evangelist|thought leader|rockstar|wizard|influencer|speaker|maximalist|expert|enthusiast/i;

const TITLE_OPENERS: Line[] = [
  (f) => `'${f.quote}'.`,
  (f) => `Job title: '${f.quote}'.`,
  (f) => `'${f.quote}', apparently.`,
  (f) => `Headline: '${f.quote}'.`,
  (f) => `The title on the door says '${f.quote}'.`,
];

const TITLE_PUNCHES: Line[] = [
  only(/founder|ceo|chief|president/i, () => "Of a company with one employee and a ring light."),
  only(/founder|ceo|chief|lead|head/i, () => "Impressive, for a team of one."),
  only(INFLATED, (f) => `Somewhere a real ${INFLATED.exec(f.quote)?.[0].toLowerCase()} just rolled their eyes.`),
  only(INFLATED, () => "That's not a job title, that's a Mad Libs answer."),
  only(INFLATED, () => "Business cards printed, business pending."),
  only(/aspiring/i, () => "Aspiring is doing a lot of heavy lifting."),
  only(/student|intern|junior|aspiring/i, () => "Bold to list the job you don't have yet."),
  only(/accountant/i, () => "An accountant, and still the numbers on this profile don't add up."),
  only(/gamer/i, () => "Pro is a strong word for someone still on easy mode."),
  (f) => (INFLATED.test(f.quote) ? "" : "And somehow still the most exciting thing on this page."),
  (f) => (INFLATED.test(f.quote) ? "" : "Riveting. Truly the Hollywood of careers."),
];

/** A job title, with extra attention for the inflated ones. */
export function buildTitleBit(quote: string, base: Omit<Fill, "quote">): Bit {
  const f = { ...base, quote };
  const inflated = INFLATED.test(quote);
  const theme = THEMES.find((t) => t.match.test(quote));
  return {
    quoted: [quote],
    openers: renderLines(TITLE_OPENERS, f),
    twists: renderLines(
      [
        (t) => (t.platform === "linkedin" && inflated ? "Only on LinkedIn is that a flex." : ""),
        () => "Bold thing to put in writing.",
        () => "Printed on business cards, presumably.",
      ],
      f,
    ),
    punches: renderLines([...TITLE_PUNCHES, ...(theme?.punches ?? [])], f),
    mood: "smug",
    weight: inflated ? 2.5 : 1.5,
    leadIn: (context) => `${context}, and the headline reads '${quote}'.`,
  };
}

const COUNT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Several titles joined by pipes. */
export function buildTitleStackBit(quote: string, count: number, platform: Platform): Bit {
  const n = COUNT_WORDS[count] ?? String(count);
  return {
    quoted: [quote],
    openers: [`'${quote}', then ${COUNT_WORDS[count - 1] ?? count - 1} more titles, all separated by pipes.`, `${capitalize(n)} job titles, starting with '${quote}'.`],
    twists: platform === "linkedin" ? ["Only on LinkedIn is that a flex."] : ["Bold thing to put in writing."],
    punches: [
      "Bold strategy, making your bio look like a plumbing diagram.",
      "Pick one. The rest are just decoration.",
      "That's not a career, that's a buffet.",
      "Even the pipes want to resign.",
    ],
    mood: "smug",
    weight: 3,
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
