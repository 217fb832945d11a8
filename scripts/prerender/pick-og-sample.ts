/** The sample screen shown on each page's OG image: one that looks like what the page roasts. */
const BY_PAGE: Record<string, string> = {
  home: "instagram-sunset-chaser",
  pricing: "dating-hinge-sofia",
  about: "tiktok-day-in-my-life",
  contact: "x-thread-jordan",
  terms: "linkedin-founder-derek",
  privacy: "instagram-plant-dad",
  "instagram-roast": "instagram-sunset-chaser",
  "tiktok-roast": "tiktok-day-in-my-life",
  "linkedin-roast": "linkedin-founder-derek",
  "twitter-roast": "x-thread-jordan",
  "facebook-roast": "facebook-minion-gary",
  "dating-profile-roast": "dating-hinge-sofia",
  "influencer-roast": "instagram-influencer-kenzie",
  "celebrity-roast": "x-crypto-nico",
  "fitness-roast": "instagram-gym-leo",
  "foodie-roast": "instagram-brunch-bea",
  "travel-roast": "photo-golden-hour",
  "couple-roast": "dating-tinder-ryan",
  "business-roast": "linkedin-guru-priya",
  "gamer-roast": "tiktok-gamer-nate",
  "parent-roast": "facebook-boss-tina",
  "pet-roast": "instagram-plant-dad",
  "fashion-roast": "photo-outfit-fitcheck",
  "student-roast": "linkedin-student-tom",
  "gen-z-roast": "tiktok-dance-ray",
};

export function pickOgSample(pageName: string): string {
  return BY_PAGE[pageName] ?? "instagram-sunset-chaser";
}
