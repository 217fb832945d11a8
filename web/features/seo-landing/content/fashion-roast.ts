import type { SeoPageContent } from "./types";

export const fashionRoast: SeoPageContent = {
  slug: "fashion-roast",
  navLabel: "Fashion Roast",
  title: "Fashion Roast",
  subtitle: "Outfit of the day? The AI has notes, darling.",
  description:
    "Upload your fit check, your mirror OOTD or the outfit your friend swears is 'a look', and get a 7-second roast with runway-critic confidence. It notices the clashing patterns, the shoes doing too much and the tag you forgot to cut off.",
  benefits: [
    { title: "Runway critic", description: "Colour, cut and confidence, reviewed in the voice of a very tired fashion editor." },
    { title: "Fit-check format", description: "Portrait video, perfect for the fit check you were posting anyway." },
    { title: "Honest styling", description: "Find out what your friends won't tell you before the party, not after." },
    { title: "Outfit, not body", description: "The roast judges clothes and styling choices, never bodies." },
  ],
  examples: [
    { title: "All-Beige Everything", description: "A whole outfit in oatmeal. The AI asks if you're in camouflage.", platform: "Instagram" },
    { title: "Statement Sneakers", description: "The shoes made a statement. The statement was 'help'.", platform: "TikTok" },
    { title: "Thrift Haul Hero", description: "Vintage jacket, modern regret. The AI found the original owner's receipt.", platform: "Instagram" },
  ],
  ctaText: "Roast My Outfit",
  keywords: ["fashion roast", "outfit roast", "fit check roast", "ootd roast"],
  testimonial: {
    text: "It called my festival outfit 'a disco ball that lost an argument'. I wore it anyway. Iconic either way.",
    author: "Zoe C.",
    handle: "@zoecfits",
  },
};
