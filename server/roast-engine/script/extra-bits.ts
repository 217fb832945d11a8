import type { Platform } from "../types";
import { type Bit, type Fill, only, renderLines } from "./bit";
import type { Material } from "./roast-material";
import { countSpokenWords } from "./word-budget";

/** Hashtags: judged on what they say and on the nerve of using them. */
export function buildHashtagBit(tags: string[], base: Omit<Fill, "quote">): Bit {
  const quote = tags.join(" ");
  const f = { ...base, quote };
  return {
    quoted: tags,
    openers: [`${quote}.`, `Signed off with ${quote}.`, `And the hashtags: ${quote}.`],
    twists: ["Hashtags doing all the heavy lifting.", "Tagged like a lost suitcase."],
    punches: renderLines(
      [
        only(/#(blessed|grateful)/i, () => "Blessed, but not with self-awareness."),
        only(/#(fyp|foryou)/i, () => "As if the For You page owes you anything."),
        only(/#ootd/i, () => "Outfit of the day, and the day wants a refund."),
        only(/#goldenhour/i, () => "Golden hour can't save that pose."),
        only(/#ad\b/i, () => "At least the ad is honest."),
        only(/#(grind|hustle|mondaymotivation)/i, () => "Motivation this loud usually means a nap is coming."),
        only(/#travel/i, () => "Travel, as in from the couch to the fridge."),
        only(/#food|#brunch|#taco/i, () => "The food looked better before the filter got to it."),
        () => "Tagging it like the algorithm owes you rent.",
        () => "Nobody is searching for that hashtag.",
        () => "The algorithm saw those tags and took a personal day.",
      ],
      f,
    ),
    mood: "chaotic",
    weight: 1.5,
    leadIn: (context) => `${context}, signed off with ${quote}.`,
  };
}

/** A handle, when it is short enough to say aloud. */
export function buildHandleBit(handle: string, base: Omit<Fill, "quote">): Bit | undefined {
  if (countSpokenWords(handle) > 5) return undefined;
  const f = { ...base, quote: handle };
  return {
    quoted: [handle],
    openers: [`'${handle}'.`, `The handle: '${handle}'.`, `Username: '${handle}'.`],
    twists: ["Chosen after what must have been minutes of thought.", "I had to read that twice."],
    punches: renderLines(
      [
        () => "A username that peaked in 2012.",
        () => "Sounds like a Wi-Fi network nobody trusts.",
        only(/\d/, () => "The number on the end means twenty other people had this idea first."),
        only(/official|real|its|the/i, () => "Official according to whom, exactly?"),
      ],
      f,
    ),
    mood: "deadpan",
    weight: 1,
    leadIn: (context) => `${context}, under the name '${handle}'.`,
  };
}

type VisualMaterial = Extract<Material, { kind: "visual" }>;

/** What the picture itself gives away: dark mode, a colour scheme, blur, lighting. */
export function describeVisual(m: VisualMaterial): string[] {
  switch (m.aspect) {
    case "dark-mode":
      return ["Dark mode, because even your phone needed sunglasses for this."];
    case "dark":
      return ["Lit like a witness protection interview."];
    case "bright":
      return ["Exposure so high the photo needs sunscreen."];
    case "blurry":
      return ["So blurry it looks like the camera tried to leave.", "Shot on a potato, edited with a toaster."];
    case "colour":
      return m.colour === "beige"
        ? ["Beige everything: a personality that comes in oatmeal."]
        : [`So much ${m.colour}, even the pixels look bored.`];
  }
}

const PLATFORM_TWISTS: Record<Platform, string[]> = {
  linkedin: ["The humble-brag is strong with this one."],
  tiktok: ["Sixty seconds of content, zero seconds of editing."],
  instagram: ["The grid is curated; the personality is on backorder."],
  twitter: ["Posted like a thread nobody asked for."],
  facebook: ["Facebook, where memes from 2014 go to retire."],
  dating: ["A dating profile written like a terms-of-service page."],
  generic: [],
};

export const listPlatformTwists = (platform: Platform): string[] => PLATFORM_TWISTS[platform];
