import type { SeoPageContent } from "./types";

export const twitterRoast: SeoPageContent = {
  slug: "twitter-roast",
  navLabel: "Twitter / X Roast",
  title: "Twitter / X Roast",
  subtitle: "Hot takes, cold replies. Time someone quote-tweeted you back.",
  description:
    "Screenshot your profile or your spiciest thread and get a 7-second video roast of the takes you swore were 'just asking questions'. The AI reads your bio, your pinned post and the ratio you're pretending didn't happen.",
  benefits: [
    { title: "Thread-proof", description: "Long takes become one short, punchy verdict. Brevity, finally." },
    { title: "Ratio-aware", description: "More replies than likes? The roast has noticed, and so has everyone else." },
    { title: "Post it back", description: "Video beats text on the timeline: let the roast do the engagement farming." },
    { title: "No blue check needed", description: "Everyone gets roasted equally. It's the most democratic thing on the site." },
  ],
  examples: [
    { title: "The Reply Guy", description: "Three thousand replies, nine original posts. The AI replied to that.", platform: "Twitter" },
    { title: "Hot Take Factory", description: "Pineapple pizza discourse, round forty. The AI brought a fire extinguisher.", platform: "Twitter" },
    { title: "Bio: Views Are My Own", description: "Nobody else was going to claim them. The roast agrees.", platform: "Twitter" },
  ],
  ctaText: "Roast My Timeline",
  keywords: ["twitter roast", "x profile roast", "roast my tweets", "thread roast"],
  testimonial: {
    text: "It said my pinned thread 'has the structure of a group chat at 3 a.m.'. That's the most accurate review I've ever had.",
    author: "Sam K.",
    handle: "@samtakes",
  },
};
