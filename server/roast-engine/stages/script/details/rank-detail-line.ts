/**
 * How good an app field ("detail" line: job, location, distance, height, age) is as material.
 * A job or a company says something the person chose; a bare place, an age-like number, a
 * distance or a height says almost nothing, so the person's own bio lines, prompt answers and
 * captions always come first.
 */
export const STRONG_DETAIL_WEIGHT = 0.8;
export const WEAK_DETAIL_WEIGHT = 0.4;

const DISTANCE = /\b\d+(?:[.,]\d+)?\s*(?:mi|miles?|km|kilomet(?:er|re)s?)\b/i;
const HEIGHT = /\d\s*(?:'|′|ft)\s*\d{0,2}\s*(?:"|″|in)?|\b\d{3}\s*cm\b/i;
const NUMBER_ONLY = /^[^\p{L}\p{N}]*\d{1,3}[^\p{L}\p{N}]*$/u;
const PLACE_LEAD = /^[^\p{L}]*(?:lives in|living in|from|based in|located in|near)\b/iu;
/** Words that make a field a job or a role, which is worth a joke (title inflation and all). */
const JOB_WORDS =
  /\b(?:works? at|at\s+\p{Lu}|ceo|cto|founder|owner|manager|director|head|lead|engineer|developer|designer|scientist|analyst|consultant|coach|trainer|teacher|student|nurse|doctor|chef|cook|barista|bartender|writer|artist|photographer|influencer|creator|officer|intern|assistant|specialist|associate|marketing|sales|product|speaker)\b/iu;
const MINOR = new Set(["of", "the", "de", "del", "la", "le", "and", "upon", "on", "am", "im", "in"]);

export function isWeakDetail(text: string): boolean {
  // Joiners and variation selectors as alternatives, not in a class (see split-quote.ts).
  const clean = text.replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, "").trim();
  if (DISTANCE.test(clean) || HEIGHT.test(clean) || NUMBER_ONLY.test(clean) || PLACE_LEAD.test(clean)) return true;
  if (JOB_WORDS.test(clean)) return false;
  // A bare proper name or list of them ("Brooklyn", "Austin, Texas, United States"): a place.
  const words = clean.split(/[\s,]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => /^\p{Lu}/u.test(w) || MINOR.has(w.toLowerCase()));
}

export function rankDetailLine(text: string): number {
  return isWeakDetail(text) ? WEAK_DETAIL_WEIGHT : STRONG_DETAIL_WEIGHT;
}
