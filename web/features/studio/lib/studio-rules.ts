import { sniffImageType } from "../../../../common/sniff-image";

/** The first bytes that tell an image's format (an AVIF's brands can run to 256). */
const SIGNATURE_BYTES = 256;

/**
 * The upload rule: the file's first bytes are an image the server accepts (JPG, PNG, WebP, GIF,
 * AVIF; the same check as the server's, common/sniff-image.ts), whatever its name or its type
 * say: a renamed text file is refused when it is chosen, not after the consent dialog.
 */
export async function isImageFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return sniffImageType(head) !== null;
}

/** The toast asking for an image, closed as soon as one is chosen. */
export const MISSING_IMAGE_TOAST = "missing-image";

/** How many roasts the user can start: free roasts plus paid credits. */
export const countCredits = (credits: { freeRoastsRemaining: number; paidCredits: number } | undefined) =>
  credits ? credits.freeRoastsRemaining + credits.paidCredits : 0;

/** The generate button: free in unlimited mode, otherwise with the credits left. */
export function generateLabel(options: { unlimitedMode: boolean; credits: number; isSubmitting: boolean; battle?: boolean }): string {
  if (options.isSubmitting) return "Roasting…";
  // A battle costs one credit too: the same counts, its own verb.
  const verb = options.battle ? "Start the Battle" : "Get Roasted";
  if (options.unlimitedMode) return `${verb} (FREE)`;
  if (options.credits <= 0) return `${verb} · no credits left`;
  return `${verb} · ${options.credits} ${options.credits === 1 ? "credit" : "credits"} left`;
}

/** Portrait status polling: the first check after 5 s, then every 10 s. */
export const portraitPollDelay = (attempt: number) => (attempt === 0 ? 5000 : 10_000);
