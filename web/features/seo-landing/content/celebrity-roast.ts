import type { SeoPageContent } from "./types";

export const celebrityRoast: SeoPageContent = {
  slug: "celebrity-roast",
  navLabel: "Celebrity-Style Roast",
  title: "Celebrity-Style Roast",
  subtitle: "Get the red-carpet roast treatment without the red carpet.",
  description:
    "Ever wanted a roast like the big televised ones, starring you? Upload your best 'paparazzi caught me' photo or your most dramatic profile and get a 7-second roast delivered with award-show confidence. Roast your own screenshots or your friends' (with their blessing); it's about the look, never the person's private life.",
  benefits: [
    { title: "Star treatment", description: "Dramatic delivery, captions and an end card: your own roast special." },
    { title: "Respectful by design", description: "It jokes about photos and posts, never about who someone is." },
    { title: "Party centrepiece", description: "Play a compilation of the whole group's roasts at the birthday dinner." },
    { title: "Red carpet ready", description: "HD quality that holds up on the big TV, not just the phone." },
  ],
  examples: [
    { title: "Sunglasses Indoors", description: "Avoiding paparazzi in a kitchen. The AI respects the commitment.", platform: "Instagram" },
    { title: "The Dramatic Side Profile", description: "Every photo at a 45-degree angle. The AI wants to see the other side.", platform: "Instagram" },
    { title: "Award Acceptance Caption", description: "'Thank you to everyone who made this brunch possible.' Iconic.", platform: "Facebook" },
  ],
  ctaText: "Give Me the Star Treatment",
  keywords: ["celebrity style roast", "roast me like a celebrity", "roast special", "funny roast video"],
  testimonial: {
    text: "We did a celebrity-style roast night for my sister's 30th. The AI said her headshots 'audition for a role that was never cast'. She cried laughing.",
    author: "Noah T.",
    handle: "@noaht",
  },
};
