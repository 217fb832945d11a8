import type { SeoPageContent } from "./types";

export const fitnessRoast: SeoPageContent = {
  slug: "fitness-roast",
  navLabel: "Fitness Roast",
  title: "Fitness Roast",
  subtitle: "Never skipped leg day? The AI checked your posts.",
  description:
    "Screenshot your gym selfies, your running app stats or your 'day 1 of 75' post from three months ago, and get a 7-second roast that spots the mirror angles, the protein-shake product placement and the rest days that turned into rest weeks.",
  benefits: [
    { title: "Rep-counter humour", description: "It reads your stats, splits and personal bests, then roasts every one." },
    { title: "Motivation, sort of", description: "Nothing gets you to the gym like an AI calling out your last check-in." },
    { title: "Gym chat material", description: "Roast your training partner and post it in the group before leg day." },
    { title: "Fast as a sprint", description: "Upload, roast, done: quicker than your warm-up." },
  ],
  examples: [
    { title: "Mirror Selfie Marathon", description: "Same mirror, same pose, 60 posts. The AI suggests a second mirror.", platform: "Instagram" },
    { title: "The 5K Announcement", description: "Ran one 5K, changed the bio to 'runner'. The AI is exhausted.", platform: "Strava" },
    { title: "Day 1 (Again)", description: "Fourth 'day 1' this year. The AI admires the optimism.", platform: "TikTok" },
  ],
  ctaText: "Roast My Gains",
  keywords: ["fitness roast", "gym selfie roast", "workout roast", "gym bro roast"],
  testimonial: {
    text: "It said my gym posts 'have more filters than my water bottle'. My trainer made it our warm-up playlist intro.",
    author: "Marcus L.",
    handle: "@marcuslifts",
  },
};
