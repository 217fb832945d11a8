/** The product's names, in one place (the spec's `{product}` reads PRODUCT). */
export const BRAND = "RoastReel";
export const PRODUCT = "roast video";
export const PRODUCT_PLURAL = "roast videos";
export const TAGLINE = "Get Roasted by AI";
export const SUPPORT_EMAIL = "support@roastreel.local";
