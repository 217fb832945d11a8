/** Words that need more after them: a line that stops on one was cut at a wrap ("the kitchen will", "on its"). */
export const DANGLING = /^(?:a|an|the|my|your|our|their|its|of|and|or|but|because|with|from|into|than|will)$/i;

/** Whether a line's last word needs more after it, with no stop after it: the line was cut, not finished. */
export function endsMidPhrase(text: string): boolean {
  const last = text.trim().split(/\s+/).at(-1) ?? "";
  return DANGLING.test(last);
}
