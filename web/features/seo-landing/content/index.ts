import { businessRoast } from "./business-roast";
import { celebrityRoast } from "./celebrity-roast";
import { coupleRoast } from "./couple-roast";
import { datingProfileRoast } from "./dating-profile-roast";
import { facebookRoast } from "./facebook-roast";
import { fashionRoast } from "./fashion-roast";
import { fitnessRoast } from "./fitness-roast";
import { foodieRoast } from "./foodie-roast";
import { gamerRoast } from "./gamer-roast";
import { genZRoast } from "./gen-z-roast";
import { influencerRoast } from "./influencer-roast";
import { instagramRoast } from "./instagram-roast";
import { linkedinRoast } from "./linkedin-roast";
import { parentRoast } from "./parent-roast";
import { petRoast } from "./pet-roast";
import { studentRoast } from "./student-roast";
import { tiktokRoast } from "./tiktok-roast";
import { travelRoast } from "./travel-roast";
import type { SeoPageContent } from "./types";
import { twitterRoast } from "./twitter-roast";

export type { SeoPageContent } from "./types";

/** Every SEO landing page, in the order the footer lists them. */
export const SEO_PAGES: readonly SeoPageContent[] = [
  instagramRoast,
  tiktokRoast,
  linkedinRoast,
  twitterRoast,
  facebookRoast,
  datingProfileRoast,
  influencerRoast,
  celebrityRoast,
  fitnessRoast,
  foodieRoast,
  travelRoast,
  coupleRoast,
  businessRoast,
  gamerRoast,
  parentRoast,
  petRoast,
  fashionRoast,
  studentRoast,
  genZRoast,
];
