import type { Tier } from "../../../common/public-site";

/**
 * US dollars as Intl's en-US currency format writes them ("$1,234.50", "-$0.99"), without Intl:
 * building the NumberFormat loads locale data and took a 130 ms task on a throttled phone, on
 * every page with a plan card.
 */
export function formatPrice(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split(".");
  return `${amount < 0 ? "-" : ""}$${whole.replace(/\B(?=(\d{3})+$)/g, ",")}.${cents}`;
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
  const extra = tier.additionalCreditPrice === null ? [] : [`Extra roasts ${formatPrice(tier.additionalCreditPrice)} each`];
  const base = ["HD landscape + portrait downloads", "No watermark"];
  return [credits, ...extra, ...base, ...tier.features.map(featureLabel)];
}
