import type { SeoPageContent } from "./types";

export const facebookRoast: SeoPageContent = {
  slug: "facebook-roast",
  navLabel: "Facebook Roast",
  title: "Facebook Roast",
  subtitle: "Minion memes, vague status updates and 400 birthday wishes. Let's talk.",
  description:
    "Screenshot a Facebook profile, a family-group post or that status that just says 'some people…' and get a 7-second roast video the whole reunion can laugh at. It's gentle enough for your aunt and sharp enough for your cousin.",
  benefits: [
    { title: "Family friendly", description: "PG-13 by design, so it survives the family group chat intact." },
    { title: "Decades of material", description: "Profile pictures from 2009 are a treasure and the AI treats them that way." },
    { title: "Shareable anywhere", description: "Download once, post it to your timeline, a group or a message thread." },
    { title: "Perfect gift", description: "Birthday roast videos beat another 'HBD!!' on their wall." },
  ],
  examples: [
    { title: "Vaguebook Champion", description: "'Some people know what they did.' The AI wants names.", platform: "Facebook" },
    { title: "Farm Game Veteran", description: "Still has crop invites pending from 2011. The AI sent a tractor.", platform: "Facebook" },
    { title: "Check-In Enthusiast", description: "Checked in at the gas station. Twice. The AI is impressed by the commitment.", platform: "Facebook" },
  ],
  ctaText: "Roast My Facebook",
  keywords: ["facebook roast", "roast my facebook", "family roast video", "birthday roast"],
  testimonial: {
    text: "I roasted my dad's profile for his 60th. He laughed, then made it his cover video. We've created a monster.",
    author: "Elena M.",
    handle: "@elenam",
  },
};
