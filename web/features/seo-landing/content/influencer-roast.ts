import type { SeoPageContent } from "./types";

export const influencerRoast: SeoPageContent = {
  slug: "influencer-roast",
  navLabel: "Influencer Roast",
  title: "Influencer Roast",
  subtitle: "Use code ROAST for 0% off your dignity.",
  description:
    "Screenshot an influencer's feed (or your own brand deal era) and get a 7-second roast of the sponsored teeth whitening, the 'unfiltered' photos with three filters and the morning routine that starts at 4:45 a.m. Content about content, finally roasted.",
  benefits: [
    { title: "Sponsor spotting", description: "The AI counts #ad tags faster than the FTC and jokes about every one." },
    { title: "Creator-grade exports", description: "HD portrait and landscape files, so the roast looks as good as your feed." },
    { title: "Engagement bait", description: "Roast yourself before the comments do. Audiences love a creator who can take it." },
    { title: "Series ready", description: "Merge several roasts into one compilation for a 'roasting my followers' episode." },
  ],
  examples: [
    { title: "The 4:45 a.m. Routine", description: "Cold plunge, gratitude journal, ring light. The AI needs a nap.", platform: "Instagram" },
    { title: "Use My Code", description: "Twelve codes in one bio. The AI ran out of discount and patience.", platform: "TikTok" },
    { title: "Candid, Take 47", description: "Spontaneous laughter, perfectly lit. The AI counted the retakes.", platform: "Instagram" },
  ],
  ctaText: "Roast an Influencer",
  keywords: ["influencer roast", "creator roast", "sponsored post roast", "brand deal roast"],
  testimonial: {
    text: "My audience voted for me to roast my own feed. The AI called my skincare shelf 'a pharmacy with a ring light'. Best-performing post of the month.",
    author: "Lina V.",
    handle: "@linaglows",
  },
};
