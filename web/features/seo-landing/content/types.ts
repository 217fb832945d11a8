/** One SEO landing page's words; every page shares one template (components/seo-landing-page). */
export interface SeoPageContent {
  /** URL path without the slash, e.g. "instagram-roast". */
  slug: string;
  /** Short name for the footer. */
  navLabel: string;
  title: string;
  subtitle: string;
  description: string;
  benefits: Array<{ title: string; description: string }>;
  examples: Array<{ title: string; description: string; platform: string }>;
  ctaText: string;
  keywords: string[];
  testimonial?: { text: string; author: string; handle: string };
}
