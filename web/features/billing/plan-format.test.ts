import { describe, expect, it } from "vitest";
import type { Tier } from "../../../common/public-site";
import { featureLabel, formatPrice, tierHighlights } from "./plan-format";

const essentials: Tier = {
  id: "essentials",
  name: "Essentials Pack",
  kind: "subscription",
  price: 19.99,
  creditsIncluded: 25,
  additionalCreditPrice: 0.99,
  features: ["upscaling", "ai_music"],
  isPopular: true,
};

describe("plan formatting", () => {
  it("formats US dollars", () => {
    expect(formatPrice(19.99)).toBe("$19.99");
    expect(formatPrice(3)).toBe("$3.00");
  });

  it("writes every amount as Intl's en-US currency format does", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    for (const amount of [0, 0.5, 0.99, 1, 9.999, 19.99, 999.99, 1000, 1234.5, 1_000_000, 12_345_678.9, -0.99, -1500]) {
      expect(formatPrice(amount)).toBe(usd.format(amount));
    }
  });

  it("names known features and makes unknown codes readable", () => {
    expect(featureLabel("ai_music")).toBe("AI music");
    expect(featureLabel("priority_queue")).toBe("Priority queue");
  });

  it("lists a subscription's monthly credits, extra price and features", () => {
    expect(tierHighlights(essentials)).toEqual([
      "25 roast videos every month",
      "Extra roasts $0.99 each",
      "HD landscape + portrait downloads",
      "No watermark",
      "Video upscaling",
      "AI music",
    ]);
  });

  it("describes a one-off purchase without an extra-credit price", () => {
    const oneOff: Tier = { ...essentials, id: "oneoff", kind: "one_off", creditsIncluded: 1, additionalCreditPrice: null, features: [] };
    expect(tierHighlights(oneOff)[0]).toBe("1 roast video, valid for 1 year");
    expect(tierHighlights(oneOff)).not.toContain("Extra roasts $0.99 each");
  });
});
