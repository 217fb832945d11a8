import type { SeoPageContent } from "./types";

export const coupleRoast: SeoPageContent = {
  slug: "couple-roast",
  navLabel: "Couple Roast",
  title: "Couple Roast",
  subtitle: "Matching outfits, shared account, one braincell. Let's roast you both.",
  description:
    "Screenshot your couple account, your anniversary post or the 'we're so annoying, sorry' caption that isn't sorry at all, and get a 7-second roast for two. It's the wedding-toast energy without the microphone feedback.",
  benefits: [
    { title: "Two-for-one", description: "Both of you, one roast, zero favouritism. The AI splits the bill fairly." },
    { title: "Anniversary gift", description: "Funnier than flowers and it lasts longer than a candlelit dinner." },
    { title: "Wedding-ready", description: "Merge roasts of the couple into a compilation for the reception screen." },
    { title: "Keeps it sweet", description: "Teasing, never cruel. You'll still be together after watching it." },
  ],
  examples: [
    { title: "The Shared Account", description: "@jakeandemily4ever. The AI wonders who's actually typing.", platform: "Instagram" },
    { title: "Matching Pyjamas", description: "Holiday photo, identical outfits, same smile. The AI is concerned.", platform: "Facebook" },
    { title: "Relationship Hard Launch", description: "Blurry hand on a steering wheel. The AI solved the mystery.", platform: "Instagram" },
  ],
  ctaText: "Roast Us Both",
  keywords: ["couple roast", "roast my relationship", "anniversary roast", "wedding roast video"],
  testimonial: {
    text: "We played our couple roast at our engagement party. It called us 'a matching mug set with a joint Spotify'. Accurate.",
    author: "Hannah & Leo",
    handle: "@hannahandleo",
  },
};
