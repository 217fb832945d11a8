export { tiersQuery, useTiers } from "./api/get-tiers";
export { PricingSection } from "./components/pricing-section";
export { TierCard } from "./components/tier-card";
export { featureLabel, formatPrice, tierHighlights } from "./format";
