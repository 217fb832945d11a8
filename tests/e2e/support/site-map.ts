import { SEO_PAGES } from "../../../web/features/seo-landing/content";

/** Public pages and the h1 each must show. `/pricing` reads "roast video Pricing" (capitalised by CSS). */
export const PUBLIC_PAGES: Array<{ path: string; heading: string }> = [
  { path: "/", heading: "Get Roasted by AI" },
  { path: "/auth", heading: "Welcome Back" },
  { path: "/pricing", heading: "roast video Pricing" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/about", heading: "We Put the Fun Back in Feedback" },
  { path: "/contact", heading: "Contact Us" },
  { path: "/payment-canceled", heading: "Payment Canceled" },
  { path: "/paypal/cancel", heading: "Payment Cancelled" },
  { path: "/this-page-does-not-exist", heading: "Page Not Found" },
  ...SEO_PAGES.map((page) => ({ path: `/${page.slug}`, heading: page.title })),
];

/** Pages only for signed-in users: a visitor is sent to /auth. */
export const PROTECTED_PAGES = ["/roast", "/account", "/payment-success", "/paypal/success?subscription_id=I-TEST"];
