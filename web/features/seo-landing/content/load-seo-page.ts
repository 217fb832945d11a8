import type { SeoPageContent } from "./types";

// One chunk per page: a visitor downloads only the copy of the page they open.
const LOADERS: Record<string, () => Promise<SeoPageContent>> = {
  "instagram-roast": () => import("./instagram-roast").then((m) => m.instagramRoast),
  "tiktok-roast": () => import("./tiktok-roast").then((m) => m.tiktokRoast),
  "linkedin-roast": () => import("./linkedin-roast").then((m) => m.linkedinRoast),
  "twitter-roast": () => import("./twitter-roast").then((m) => m.twitterRoast),
  "facebook-roast": () => import("./facebook-roast").then((m) => m.facebookRoast),
  "dating-profile-roast": () => import("./dating-profile-roast").then((m) => m.datingProfileRoast),
  "influencer-roast": () => import("./influencer-roast").then((m) => m.influencerRoast),
  "celebrity-roast": () => import("./celebrity-roast").then((m) => m.celebrityRoast),
  "fitness-roast": () => import("./fitness-roast").then((m) => m.fitnessRoast),
  "foodie-roast": () => import("./foodie-roast").then((m) => m.foodieRoast),
  "travel-roast": () => import("./travel-roast").then((m) => m.travelRoast),
  "couple-roast": () => import("./couple-roast").then((m) => m.coupleRoast),
  "business-roast": () => import("./business-roast").then((m) => m.businessRoast),
  "gamer-roast": () => import("./gamer-roast").then((m) => m.gamerRoast),
  "parent-roast": () => import("./parent-roast").then((m) => m.parentRoast),
  "pet-roast": () => import("./pet-roast").then((m) => m.petRoast),
  "fashion-roast": () => import("./fashion-roast").then((m) => m.fashionRoast),
  "student-roast": () => import("./student-roast").then((m) => m.studentRoast),
  "gen-z-roast": () => import("./gen-z-roast").then((m) => m.genZRoast),
};

/** The copy of one SEO landing page, or null for an unknown slug. */
export function loadSeoPage(slug: string): Promise<SeoPageContent | null> {
  return LOADERS[slug]?.() ?? Promise.resolve(null);
}
