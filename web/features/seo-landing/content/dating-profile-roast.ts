import type { SeoPageContent } from "./types";

export const datingProfileRoast: SeoPageContent = {
  slug: "dating-profile-roast",
  navLabel: "Dating Profile Roast",
  title: "Dating Profile Roast",
  subtitle: "Six feet tall, loves travel, fluent in sarcasm. Sure you are.",
  description:
    "Screenshot a dating profile (yours, or the one your best friend keeps defending) and get a 7-second roast of the fish photos, the gym mirror selfies and the prompt answers that all say 'tacos'. Brutal honesty now saves awkward first dates later.",
  benefits: [
    { title: "Cheaper than a coach", description: "Find out why nobody swipes right for less than a fancy coffee." },
    { title: "Prompt-level detail", description: "The AI reads every prompt and has notes on 'my simple pleasures'." },
    { title: "Friend-group approved", description: "Roast the group chat's most-swiped member and settle it once and for all." },
    { title: "Private by default", description: "Only you get the video, and the screenshot is deleted within 24 hours." },
  ],
  examples: [
    { title: "The Fish Photo", description: "Holding a trout like a newborn. The AI asks who took the picture.", platform: "Dating" },
    { title: "Looking For My Partner In Crime", description: "The AI checked: this is the 4,000th. It recommends a lawyer.", platform: "Dating" },
    { title: "Group Photo Mystery", description: "Five guys, every photo. Which one are you? The AI gave up.", platform: "Dating" },
  ],
  ctaText: "Roast My Dating Profile",
  keywords: ["dating profile roast", "roast my dating profile", "bio roast", "swipe roast"],
  testimonial: {
    text: "It said my profile 'reads like a LinkedIn for hiking'. I rewrote it the same night and, honestly, matches went up.",
    author: "Chris D.",
    handle: "@chrisdoesnthike",
  },
};
