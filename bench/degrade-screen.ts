import { createHash } from "node:crypto";
import sharp from "sharp";

/**
 * How one screen of the sample set is worn down the way uploads nobody on the team made are:
 * recompressed as a JPEG at quality 55–70, scaled to 60–75%, and for some, the phone's status bar
 * cropped off or the screenshot photographed again inside another app's frame (a screenshot of a
 * screenshot, at another scale). Decided from the screen's id alone, so every run sees the same set.
 */
export interface DegradePlan {
  quality: number;
  scale: number;
  wear: "plain" | "status-bar-cropped" | "screenshot-of-screenshot";
}

const WEARS: DegradePlan["wear"][] = ["plain", "status-bar-cropped", "screenshot-of-screenshot"];

export function planDegrade(id: string): DegradePlan {
  const digest = createHash("sha256").update(id).digest();
  return {
    quality: 55 + (digest[0] % 16),
    scale: 0.6 + (digest[1] % 16) / 100,
    wear: WEARS[digest[2] % WEARS.length],
  };
}

/** The degraded copy of one screen's bytes (JPEG). */
export async function degradeScreen(image: Buffer, plan: DegradePlan): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  let framed = sharp(image).flatten({ background: "#ffffff" });
  if (plan.wear === "status-bar-cropped" && height > width) {
    // A phone's status bar is about the top 5–6% of the screen (47 of 844 points on a phone).
    const top = Math.round(height * 0.055);
    framed = framed.extract({ left: 0, top, width, height: height - top });
  } else if (plan.wear === "screenshot-of-screenshot") {
    // The screenshot shown in a photo viewer, letterboxed on black, then captured again.
    const inner = await framed
      .resize({ width: Math.round(width * 0.82) })
      .png()
      .toBuffer();
    const meta = await sharp(inner).metadata();
    const pad = { w: Math.round(width * 0.09), h: Math.round(height * 0.07) };
    framed = sharp({ create: { width: (meta.width ?? 0) + 2 * pad.w, height: (meta.height ?? 0) + 2 * pad.h, channels: 3, background: "#111111" } }).composite([
      { input: inner, left: pad.w, top: pad.h },
    ]);
  }
  const worn = await framed.png().toBuffer();
  const meta = await sharp(worn).metadata();
  return sharp(worn)
    .resize({ width: Math.round((meta.width ?? width) * plan.scale) })
    .jpeg({ quality: plan.quality, mozjpeg: false })
    .toBuffer();
}
