import type { AppContext } from "../../../context";
import { AppError } from "../../../lib/errors";
import type { ModerationReason, ModerationVerdict } from "../../../roast-engine";

/** The refusal names what the image looked like, in the spec's error style. */
const REASON_SENTENCE: Record<ModerationReason, string> = {
  explicit: "It looks like explicit content.",
  suggestive: "It looks like suggestive content.",
};

const refused = (reason: ModerationReason) =>
  new AppError("UNPROCESSABLE", `${REASON_SENTENCE[reason]} Please upload a different image.`, {
    title: "This image can't be roasted",
    details: { reason },
  });

// A 5xx reaches the client as "Something went wrong" (app.ts); this says what happened in the log.
const unchecked = (cause: unknown) => new AppError("UNAVAILABLE", "The upload could not be checked by moderation", { cause });

/**
 * The upload gate (ADR 0019): the normalised still is judged before it is stored and before a
 * credit is spent, so a refused image leaves nothing behind, in storage or in the database. An
 * image that cannot be judged (the model failed to load or answer) is not roasted either: no
 * upload passes unchecked. Returns the verdict of an image that may be roasted ("allow" or "safe").
 */
export async function requireModeratedUpload(ctx: AppContext, options: { userId: string; image: Buffer }): Promise<ModerationVerdict> {
  let verdict: ModerationVerdict;
  try {
    verdict = await ctx.moderation.moderate(options.image);
  } catch (err) {
    throw unchecked(err); // logged with its cause where errors become answers (app.ts)
  }
  if (verdict.decision === "refuse") {
    const reason = verdict.reason ?? "explicit";
    ctx.logger.warn({ userId: options.userId, reason, scores: verdict.scores }, "upload refused by moderation");
    throw refused(reason);
  }
  if (verdict.decision === "safe") ctx.logger.info({ userId: options.userId, reason: verdict.reason, scores: verdict.scores }, "upload roasted safely");
  return verdict;
}
