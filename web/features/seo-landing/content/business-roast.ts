import type { SeoPageContent } from "./types";

export const businessRoast: SeoPageContent = {
  slug: "business-roast",
  navLabel: "Business Roast",
  title: "Business Roast",
  subtitle: "Your brand has a voice. Let's hear what it sounds like from the outside.",
  description:
    "Screenshot your company's page, your website hero or a product post, and get a 7-second roast of the stock photos, the mission statement and the word 'innovative' used four times in one sentence. Great for team laughs, rebrand kick-offs and marketing that doesn't take itself too seriously.",
  benefits: [
    { title: "Brand audit, but fun", description: "Finds the clichés in your copy before your customers roll their eyes." },
    { title: "Team building", description: "Roast each department's page at the all-hands. Finance will pretend not to laugh." },
    { title: "Marketing content", description: "Self-roasting brands win comments. Post it and own the joke." },
    { title: "Business-friendly", description: "Pay by card, download HD files, keep your invoices in your account." },
  ],
  examples: [
    { title: "Stock Photo Handshake", description: "Two hands, one lens flare, no people. The AI offers a real photo.", platform: "LinkedIn" },
    { title: "We're a Family Here", description: "The careers page says family. The AI asks about the holidays.", platform: "Website" },
    { title: "Revolutionary Toaster", description: "'Disrupting breakfast.' The AI liked it better as toast.", platform: "Instagram" },
  ],
  ctaText: "Roast My Brand",
  keywords: ["business roast", "brand roast", "company page roast", "marketing roast video"],
  testimonial: {
    text: "We roasted our own landing page before a rebrand. It said our tagline 'promises everything and means lunch'. We changed it the next day.",
    author: "Dana W.",
    handle: "@danawrites",
  },
};
