import type { AppContext } from "../../../context";
import { AppError } from "../../../lib/errors";
import { consumeRateLimit } from "../../../lib/rate-limit-db";
import { getCredits, hasCredits } from "../../credits";

/**
 * Uploads per user in a window, counted across every API process. A person roasting a batch of
 * screenshots makes a few a minute; a script decoding image after image is stopped here.
 */
export const UPLOAD_RATE_LIMIT = { windowMs: 10 * 60_000, max: 20 } as const;

/**
 * Uploads whose bodies are still arriving, at once, in one API process: what a held connection
 * costs is the body it makes the server keep (up to 20 MB for a battle). The studio sends one at a
 * time; 3 leaves room for a retry while a stalled upload is still waiting to be given up. An
 * address is shared by a household or an office (and a mobile carrier's NAT): 8 at once from one.
 */
export const UPLOAD_IN_FLIGHT = { perUser: 3, perIp: 8 } as const;

const noCredits = () => new AppError("PAYMENT_REQUIRED", "Please purchase credits to generate roasts.", { title: "No credits available" });

/**
 * What an upload must pass before its body is read (admit-upload.ts): the user can pay for a
 * roast (a cheap read; the spend in createRoast stays the real check) and has not uploaded too
 * often.
 */
export async function requireUploadAllowed(ctx: AppContext, userId: string, now = Date.now()): Promise<void> {
  if (!ctx.env.UNLIMITED_MODE && !hasCredits(await getCredits(ctx.database.db, userId))) throw noCredits();
  const decision = await consumeRateLimit(ctx.database.db, `upload:${userId}`, UPLOAD_RATE_LIMIT, now);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
    throw new AppError("RATE_LIMITED", `You have uploaded many images in a short while. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
      title: "Too many uploads",
      details: { retryAfterSeconds: decision.retryAfterSeconds },
    });
  }
}
