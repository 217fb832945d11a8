/** One line per SEO landing page: enough for the footer, the router and the sitemap, without the page copy. */
export interface SeoPageEntry {
  slug: string;
  navLabel: string;
  title: string;
}

/** Every SEO landing page, in the order the footer lists them (the copy itself loads with its page). */
export const SEO_PAGE_LIST: readonly SeoPageEntry[] = [
  { slug: "instagram-roast", navLabel: "Instagram Roast", title: "Instagram Roast" },
  { slug: "tiktok-roast", navLabel: "TikTok Roast", title: "TikTok Roast" },
  { slug: "linkedin-roast", navLabel: "LinkedIn Roast", title: "LinkedIn Roast" },
  { slug: "twitter-roast", navLabel: "Twitter / X Roast", title: "Twitter / X Roast" },
  { slug: "facebook-roast", navLabel: "Facebook Roast", title: "Facebook Roast" },
  { slug: "dating-profile-roast", navLabel: "Dating Profile Roast", title: "Dating Profile Roast" },
  { slug: "influencer-roast", navLabel: "Influencer Roast", title: "Influencer Roast" },
  { slug: "celebrity-roast", navLabel: "Celebrity-Style Roast", title: "Celebrity-Style Roast" },
  { slug: "fitness-roast", navLabel: "Fitness Roast", title: "Fitness Roast" },
  { slug: "foodie-roast", navLabel: "Foodie Roast", title: "Foodie Roast" },
  { slug: "travel-roast", navLabel: "Travel Roast", title: "Travel Roast" },
  { slug: "couple-roast", navLabel: "Couple Roast", title: "Couple Roast" },
  { slug: "business-roast", navLabel: "Business Roast", title: "Business Roast" },
  { slug: "gamer-roast", navLabel: "Gamer Roast", title: "Gamer Roast" },
  { slug: "parent-roast", navLabel: "Parent Roast", title: "Parent Roast" },
  { slug: "pet-roast", navLabel: "Pet Roast", title: "Pet Roast" },
  { slug: "fashion-roast", navLabel: "Fashion Roast", title: "Fashion Roast" },
  { slug: "student-roast", navLabel: "Student Roast", title: "Student Roast" },
  { slug: "gen-z-roast", navLabel: "Gen Z Roast", title: "Gen Z Roast" },
];
