/** The upload rule: only files whose type starts with image/ (the server checks the bytes). */
export function isImageFile(file: Pick<File, "type">): boolean {
  return file.type.startsWith("image/");
}

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
