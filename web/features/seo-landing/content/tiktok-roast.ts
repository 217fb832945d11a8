import type { SeoPageContent } from "./types";

export const tiktokRoast: SeoPageContent = {
  slug: "tiktok-roast",
  navLabel: "TikTok Roast",
  title: "TikTok Roast",
  subtitle: "You've done every trend. Now let a robot do one about you.",
  description:
    "Drop a screenshot of your TikTok profile or For You moment and get a 7-second roast with captions timed to every punchline. It notices the dance you posted four times and the bio that says 'just vibing' with a straight face.",
  benefits: [
    { title: "Native 9:16", description: "Vertical video with burned-in captions, sized for the feed it's about to go viral on." },
    { title: "Trend-aware jokes", description: "Duets, POVs, 'get ready with me' marathons: the roast speaks fluent FYP." },
    { title: "Seven seconds flat", description: "Short enough that nobody scrolls past, long enough to hurt a little." },
    { title: "Stitch-ready", description: "Post it, then stitch your reaction. Two videos from one screenshot." },
  ],
  examples: [
    { title: "POV: You Own a Ring Light", description: "Every video lit like a dentist's office. The AI needs sunglasses.", platform: "TikTok" },
    { title: "The Draft Hoarder", description: "Twelve posts, three hundred drafts. The AI found the ratio concerning.", platform: "TikTok" },
    { title: "Lip-Sync Legend", description: "Mouthing other people's words since 2020. The roast writes you some new ones.", platform: "TikTok" },
  ],
  ctaText: "Roast My TikTok",
  keywords: ["tiktok roast", "roast my tiktok", "fyp roast", "tiktok profile roast"],
  testimonial: {
    text: "It said my transitions have more cuts than my haircut budget. 80k views overnight. I'm not even mad.",
    author: "Jordan P.",
    handle: "@jordanpnotjordanb",
  },
};
