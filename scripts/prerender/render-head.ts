import { BRAND } from "../../common/brand";
import { PUBLIC_URL_TOKEN } from "../../common/prerender";
import type { GalleryItem, Tier } from "../../common/public-site";
import { CONTACT_FAQS } from "../../web/features/contact/contact-faqs";
import type { PublicPage } from "./public-pages";

export interface HeadOptions {
  page: PublicPage;
  tiers: Tier[];
  gallery: GalleryItem[];
  /** ISO date of the build: the gallery's upload date. */
  builtAt: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string);

const absolute = (path: string) => `${PUBLIC_URL_TOKEN}${path === "/" ? "/" : path}`;
export const ogImagePath = (page: PublicPage) => `/og/${page.name}.png`;
export const sampleFramePath = (sampleId: string) => `/og/sample-${sampleId}.jpg`;

/** The structured data of a page: the organisation everywhere, plus what the page itself shows. */
export function buildJsonLd({ page, tiers, gallery, builtAt }: HeadOptions): object[] {
  const data: object[] = [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: BRAND,
      url: absolute("/"),
      logo: absolute("/icons/icon-512.png"),
      // The address is the deployment's (SUPPORT_EMAIL), unknown when pages are built: the contact page is the way in.
      contactPoint: { "@type": "ContactPoint", contactType: "customer support", url: absolute("/contact") },
    },
  ];
  if (page.path === "/pricing") {
    data.push({
      "@context": "https://schema.org",
      "@type": "Product",
      name: `${BRAND} roast videos`,
      description: page.description,
      image: absolute(ogImagePath(page)),
      brand: { "@type": "Brand", name: BRAND },
      offers: tiers.map((tier) => ({
        "@type": "Offer",
        name: tier.name,
        price: tier.price.toFixed(2),
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: absolute("/pricing"),
        description: tier.kind === "subscription" ? `${tier.creditsIncluded} roast videos a month` : `${tier.creditsIncluded} roast video`,
      })),
    });
  }
  if (page.path === "/contact") {
    data.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: CONTACT_FAQS.map((faq) => ({ "@type": "Question", name: faq.q, acceptedAnswer: { "@type": "Answer", text: faq.a } })),
    });
  }
  if (page.hasGallery) {
    for (const item of gallery) {
      data.push({
        "@context": "https://schema.org",
        "@type": "VideoObject",
        name: item.title,
        description: `A 7-second ${BRAND} roast of a sample ${item.platform} profile.`,
        thumbnailUrl: absolute(sampleFramePath(item.id)),
        uploadDate: builtAt,
        duration: "PT7S",
        embedUrl: absolute(page.path),
      });
    }
  }
  return data;
}

/** The page's own head: title, description, canonical URL, Open Graph, Twitter card, JSON-LD. */
export function renderHead(options: HeadOptions): string {
  const { page } = options;
  const url = absolute(page.path);
  const image = absolute(ogImagePath(page));
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const jsonLd = buildJsonLd(options).map((entry) => `<script type="application/ld+json">${JSON.stringify(entry).replaceAll("<", "\\u003c")}</script>`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${BRAND}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(page.headline)} — ${BRAND}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...jsonLd,
  ].join("\n    ");
}
