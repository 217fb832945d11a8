import type { Tier, TierOptions } from "../../types";

const OPTIONS: Record<Tier, TierOptions> = {
  free: { watermark: true, music: false, upscale: false },
  starter: { watermark: false, music: false, upscale: false },
  essentials: { watermark: false, music: true, upscale: true },
  creator: { watermark: false, music: true, upscale: true },
};

/**
 * What each tier's video gets. A caller may also ask for the watermark on any tier (a free
 * roast is watermarked whatever the account's tier).
 */
export function getTierOptions(tier: Tier, options: { watermark?: boolean } = {}): TierOptions {
  const base = OPTIONS[tier];
  return { ...base, watermark: base.watermark || options.watermark === true };
}
