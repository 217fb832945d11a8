import type { Tier } from "../../../common/public-site";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatPrice(amount: number): string {
  return usd.format(amount);
}

const FEATURE_LABELS: Record<string, string> = {
  upscaling: "Video upscaling",
  ai_music: "AI music",
  early_access: "Early access to new features",
};

/** A plan feature's display text; unknown codes are made readable rather than hidden. */
export function featureLabel(code: string): string {
  const label = FEATURE_LABELS[code];
  if (label) return label;
  const words = code.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The bullet list of a plan card: credits, extra-credit price, then its features. */
export function tierHighlights(tier: Tier): string[] {
  const credits =
    tier.kind === "subscription"
      ? `${tier.creditsIncluded} roast videos every month`
      : `${tier.creditsIncluded} roast video${tier.creditsIncluded === 1 ? "" : "s"}, valid for 1 year`;
  const extra =
    tier.additionalCreditPrice === null ? [] : [`Extra roasts ${formatPrice(tier.additionalCreditPrice)} each`];
  const base = ["HD landscape + portrait downloads", "No watermark"];
  return [credits, ...extra, ...base, ...tier.features.map(featureLabel)];
}
