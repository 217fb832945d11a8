import type { SeoPageContent } from "./types";

export const travelRoast: SeoPageContent = {
  slug: "travel-roast",
  navLabel: "Travel Roast",
  title: "Travel Roast",
  subtitle: "You went to Bali once. We've all heard.",
  description:
    "Screenshot your travel feed, your passport-stamp flex or that 'wanderlust' bio, and get a 7-second roast about the airport selfies, the infinity-pool back shots and the 'finding myself' caption from a resort with a buffet.",
  benefits: [
    { title: "Landmark literate", description: "It spots the leaning-tower pose from orbit and jokes accordingly." },
    { title: "Pack light", description: "No app, just a browser: roast your trip from the hotel Wi-Fi." },
    { title: "Trip recap", description: "Merge the group's roasts into one compilation for the reunion dinner." },
    { title: "Portrait or landscape", description: "Stories on the go, or a widescreen recap for the family TV." },
  ],
  examples: [
    { title: "The Back-Of-Head Shot", description: "Staring at a sunset in every photo. The AI wants to see your face.", platform: "Instagram" },
    { title: "Airport Lounge Royalty", description: "Boarding pass, champagne, caption: 'blessed'. The AI checked your seat.", platform: "Instagram" },
    { title: "Digital Nomad, Currently Home", description: "Bio says Lisbon, location says your parents' place.", platform: "TikTok" },
  ],
  ctaText: "Roast My Travels",
  keywords: ["travel roast", "wanderlust roast", "vacation photo roast", "travel instagram roast"],
  testimonial: {
    text: "It said my travel feed 'visited 30 countries and found the same angle in each'. My whole friend group now roasts each other's trips.",
    author: "Tomás G.",
    handle: "@tomasgoesplaces",
  },
};
