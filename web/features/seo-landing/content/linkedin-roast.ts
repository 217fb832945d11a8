import type { SeoPageContent } from "./types";

export const linkedinRoast: SeoPageContent = {
  slug: "linkedin-roast",
  navLabel: "LinkedIn Roast",
  title: "LinkedIn Roast",
  subtitle: "Thought leader? Serial disruptor? Let's circle back on that.",
  description:
    "Screenshot your LinkedIn headline, a humble-brag post or your 'open to work' banner and get a 7-second roast that translates corporate speak into plain, painful English. Perfect for the team chat, or for staying humble before the next promotion.",
  benefits: [
    { title: "Buzzword detector", description: "Synergy, leverage, passionate: every one gets flagged and gently ridiculed." },
    { title: "Safe for work-ish", description: "Sharp, never nasty. You can still show it to your manager. Probably." },
    { title: "Landscape for decks", description: "16:9 export drops straight into the slide you use to open the all-hands." },
    { title: "Icebreaker gold", description: "Start the team offsite with roasts instead of two truths and a lie." },
  ],
  examples: [
    { title: "The Agree? Poster", description: "Every post ends with 'Agree?'. The AI respectfully does not.", platform: "LinkedIn" },
    { title: "Chief Vibes Officer", description: "A job title so creative the AI asked HR for a glossary.", platform: "LinkedIn" },
    { title: "I Was Humbled To Announce", description: "Humbled eleven times this quarter. The AI suggests less humbling.", platform: "LinkedIn" },
  ],
  ctaText: "Roast My LinkedIn",
  keywords: ["linkedin roast", "roast my linkedin", "corporate roast", "headline roast"],
  testimonial: {
    text: "It called my headline 'a LinkedIn bingo card that won'. I played it at our team retro and my boss asked for his.",
    author: "Priya S.",
    handle: "@priya.builds",
  },
};
