import { BRAND, TAGLINE } from "../../common/brand";
import type { Tier } from "../../common/public-site";
import { SEO_PAGES } from "../../web/features/seo-landing/content";

/** One prerendered public page: where it lives and what its head says. */
export interface PublicPage {
  path: string;
  /** The file under dist/web/pages, and the OG image's name under dist/web/og. */
  name: string;
  /** The document title, exactly as the running app sets it (usePageTitle). */
  title: string;
  /** The title on the OG image. */
  headline: string;
  description: string;
  /** The page shows the sample gallery (VideoObject structured data). */
  hasGallery: boolean;
}

const titled = (title: string) => `${title} · ${BRAND}`;

/** A description of at most `max` characters, cut at a word, for search snippets. */
export function clipDescription(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:]$/, "")}…`;
}

/** Every public page that is prerendered, with its own title and description. */
export function listPublicPages(tiers: Tier[]): PublicPage[] {
  const cheapest = Math.min(...tiers.map((tier) => tier.price));
  const fixed: PublicPage[] = [
    {
      path: "/",
      name: "home",
      title: `${BRAND} — ${TAGLINE}`,
      headline: TAGLINE,
      description: "Upload a profile screenshot and get a 7-second AI roast video with voice, captions and music. Your first roast is free.",
      hasGallery: true,
    },
    {
      path: "/pricing",
      name: "pricing",
      title: titled("Pricing"),
      headline: "Roast Video Pricing",
      description: `Monthly roast video plans and one-off roasts from $${cheapest.toFixed(2)}, prices in USD with taxes included. Your first roast is free; cancel anytime.`,
      hasGallery: false,
    },
    {
      path: "/about",
      name: "about",
      title: titled("About"),
      headline: "We Put the Fun Back in Feedback",
      description: `Why ${BRAND} exists, how a screenshot becomes a 7-second roast video, and the rules we roast by: playful, PG-13 and private by design.`,
      hasGallery: false,
    },
    {
      path: "/contact",
      name: "contact",
      title: titled("Contact & Support"),
      headline: "Contact Us",
      description: `Questions about a roast, a plan or your data? Write to the ${BRAND} team: replies within 24 hours, Monday to Saturday. Answers to common questions inside.`,
      hasGallery: false,
    },
    {
      path: "/terms",
      name: "terms",
      title: titled("Terms of Service"),
      headline: "Terms of Service",
      description: `The terms for using ${BRAND}: who may use it (13 and over), plans and credits, cancellation, acceptable uploads and what we are responsible for.`,
      hasGallery: false,
    },
    {
      path: "/privacy",
      name: "privacy",
      title: titled("Privacy Policy"),
      headline: "Privacy Policy",
      description: `What ${BRAND} stores and for how long: screenshots deleted within 24 hours, videos kept 90 days, and how to see or delete your data.`,
      hasGallery: false,
    },
  ];
  const seo = SEO_PAGES.map((page) => ({
    path: `/${page.slug}`,
    name: page.slug,
    title: titled(`${page.title} — AI Roast Video`),
    headline: page.title,
    description: clipDescription(page.description),
    hasGallery: true,
  }));
  return [...fixed, ...seo];
}
